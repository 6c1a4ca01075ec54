import { icons as simpleIcons } from '@iconify-json/simple-icons';
import { icons as tablerIcons } from '@iconify-json/tabler';
import { getIconData } from '@iconify/utils';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { interfaceIconId, interfaceIcons } from '../src/components/icon/interfaceIcons.ts';
import {
  contactKinds,
  type ContactKindName,
  type IconSource,
} from '../src/content/contactKinds.ts';
import { contactIconId } from '../src/content/contactLinks.ts';
import type { SiteContentApi } from './siteContent.ts';

/**
 * An icon's drawing, as the children of a 24×24 `<symbol>`: Tabler's outline strokes, or Simple
 * Icons' one filled path, from their Iconify sets (one JSON file each, not a file per icon).
 */
function iconDrawing(source: IconSource): string {
  if ('tabler' in source) {
    const icon = getIconData(tablerIcons, source.tabler);
    if (!icon) throw new Error(`Tabler Icons has no icon "${source.tabler}".`);
    return icon.body;
  }
  const icon = getIconData(simpleIcons, source.simpleIcons);
  if (!icon) throw new Error(`Simple Icons has no icon "${source.simpleIcons}".`);
  // Simple Icons are solid shapes on a full 24-unit square; scaled to Tabler's 20-unit drawing area.
  return `<g transform="translate(2 2) scale(0.8333)">${icon.body}</g>`;
}

/** One icon as a `<symbol>` of the sprite. */
const symbol = (id: string, source: IconSource) =>
  `<symbol id="${id}" viewBox="0 0 24 24">${iconDrawing(source)}</symbol>`;

/**
 * The interface's icons and those of the contact `kinds`, as one hidden inline SVG of
 * `<symbol>`s, which each icon in the page draws with `<use href="#icon-menu">`: written into the
 * page at build time, so an icon costs no request and no script.
 */
export function iconSprite(kinds: readonly ContactKindName[]): string {
  const symbols = [
    ...Object.entries(interfaceIcons).map(([name, source]) =>
      symbol(interfaceIconId(name as keyof typeof interfaceIcons), source),
    ),
    ...[...new Set(kinds)].map((kind) => symbol(contactIconId(kind), contactKinds[kind].icon)),
  ];
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
          children: iconSprite(contacts.map((contact) => contact.kind)),
          injectTo: 'body-prepend',
        },
      ];
    },
  };
}
