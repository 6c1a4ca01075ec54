import { createRequire } from 'node:module';
import type { SimpleIcon } from 'simple-icons';
import { slugToVariableName } from 'simple-icons/sdk';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { interfaceIconId, interfaceIcons } from '../src/components/icon/interfaceIcons.ts';
import {
  contactKinds,
  type ContactKindName,
  type IconSource,
} from '../src/content/contactKinds.ts';
import { contactIconId } from '../src/content/contactLinks.ts';
import { escapeUTF8 } from 'entities';
import type { SiteContentApi } from './siteContent.ts';

const require = createRequire(import.meta.url);

/** Tabler's outline icons as element trees: `[['path', { d: '…' }], …]`, by name. */
type TablerNodes = Record<string, [string, Record<string, string>][]>;
let tablerNodes: TablerNodes | undefined;

/**
 * An icon's drawing, as the children of a 24×24 `<symbol>`: Tabler's strokes with their own
 * stroke style, or Simple Icons' one filled path.
 */
async function iconDrawing(source: IconSource): Promise<string> {
  if ('tabler' in source) {
    tablerNodes ??= require('@tabler/icons/tabler-nodes-outline.json') as TablerNodes;
    const nodes = tablerNodes[source.tabler];
    if (!nodes) throw new Error(`Tabler Icons has no icon "${source.tabler}".`);
    const elements = nodes.map(
      ([tag, attributes]) =>
        `<${tag}${Object.entries(attributes)
          .map(([name, value]) => ` ${name}="${escapeUTF8(value)}"`)
          .join('')}/>`,
    );
    return `<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${elements.join('')}</g>`;
  }
  const icons: Partial<Record<string, unknown>> = await import('simple-icons');
  const path = (icons[slugToVariableName(source.simpleIcons)] as SimpleIcon | undefined)?.path;
  if (!path) throw new Error(`Simple Icons has no icon "${source.simpleIcons}".`);
  // Simple Icons are solid shapes on a full 24-unit square; scaled to Tabler's 20-unit drawing area.
  return `<path fill="currentColor" transform="translate(2 2) scale(0.8333)" d="${escapeUTF8(path)}"/>`;
}

/** One icon as a `<symbol>` of the sprite. */
const symbol = async (id: string, source: IconSource) =>
  `<symbol id="${id}" viewBox="0 0 24 24">${await iconDrawing(source)}</symbol>`;

/**
 * The interface's icons and those of the contact `kinds`, as one hidden inline SVG of
 * `<symbol>`s, which each icon in the page draws with `<use href="#icon-menu">`: written into the
 * page at build time, so an icon costs no request and no script.
 */
export async function iconSprite(kinds: readonly ContactKindName[]): Promise<string> {
  const symbols = await Promise.all([
    ...Object.entries(interfaceIcons).map(([name, source]) =>
      symbol(interfaceIconId(name as keyof typeof interfaceIcons), source),
    ),
    ...[...new Set(kinds)].map((kind) => symbol(contactIconId(kind), contactKinds[kind].icon)),
  ]);
  return symbols.join('');
}

/** Writes the interface's icons and those of the content's contact links into every page. */
export function iconSpritePlugin(site: SiteContentApi): Plugin {
  return {
    name: 'portfolio:icon-sprite',
    apply: (_config, { mode }) => mode !== 'test',
    async transformIndexHtml(): Promise<HtmlTagDescriptor[]> {
      const { contacts } = await site.content();
      return [
        {
          tag: 'svg',
          attrs: {
            class: 'icon-sprite',
            width: '0',
            height: '0',
            'aria-hidden': 'true',
            focusable: 'false',
          },
          children: await iconSprite(contacts.map((contact) => contact.kind)),
          injectTo: 'body-prepend',
        },
      ];
    },
  };
}
