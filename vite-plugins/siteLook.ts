import { mkdirSync, realpathSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { searchForWorkspaceRoot, type Plugin } from 'vite';
import { accentTokensCss } from '../src/content/look.ts';
import { dictionaryOf } from '../src/content/interface/index.ts';
import { localeTagOf } from '../src/content/dates.ts';
import { siteLanguagesOf } from '../src/content/localize.ts';
import { themeGrounds, tokensFile } from '../outputs/designTokens.ts';
import { pageFont, pageFontFolder } from '../outputs/pageFont.ts';
import type { SiteContentApi } from './siteContent.ts';

/** The write-ups' files (`.md`, `.mdx`) anywhere in `folder`, as written. */
async function writeUpTexts(folder: string): Promise<string[]> {
  const files = (await readdir(folder, { recursive: true })).filter((file) => /\.mdx?$/.test(file));
  return Promise.all(files.map((file) => readFile(join(folder, file), 'utf8')));
}

/** A language's month names, long and short, as its dates on the pages write them. */
function monthNames(language: string): string {
  const tag = localeTagOf(language);
  return ['long', 'short']
    .flatMap((month) =>
      Array.from({ length: 12 }, (_, index) =>
        new Date(Date.UTC(2000, index, 15)).toLocaleDateString(tag, {
          month: month as 'long' | 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      ),
    )
    .join(' ');
}

/**
 * Every word the site may show: the content, the write-ups, the interface's words and the month
 * names in each of its languages. The page font is cut to their letters.
 */
export async function siteText(api: SiteContentApi, siteFolder: string): Promise<string> {
  const content = await api.content();
  const { languages } = siteLanguagesOf(content);
  const interfaceWords = languages.map((language) => dictionaryOf(language) ?? {});
  return [
    JSON.stringify(content),
    ...(await writeUpTexts(siteFolder)),
    JSON.stringify(interfaceWords),
    ...languages.map(monthNames),
  ].join('\n');
}

/**
 * Gives the site the owner's look (`look` in the content): their accent, in each theme, and their
 * font, after the template's tokens (src/styles/tokens.css), so the one stylesheet carries them to
 * every page; each page's head preloads the font's regular weight.
 */
export function siteLook(api: SiteContentApi, siteFolder: string): Plugin {
  let root = process.cwd();
  let base = '/';
  let regularFontFile: string | undefined;
  return {
    name: 'portfolio:site-look',
    enforce: 'pre',
    // The dev server serves the cut faces from the cache under node_modules, wherever that lives
    // (a linked node_modules is outside the project, where it would refuse them).
    config: (config) => {
      const folder = join(config.root ?? process.cwd(), pageFontFolder);
      mkdirSync(folder, { recursive: true });
      return {
        server: {
          fs: {
            allow: [searchForWorkspaceRoot(config.root ?? process.cwd()), realpathSync(folder)],
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async transform(code, id) {
      if (id.split('?')[0] !== tokensFile) return undefined;
      const { look } = await api.content();
      const font = await pageFont(await api.font(), await siteText(api, siteFolder), {
        root,
        stylesheetFolder: dirname(tokensFile),
      });
      regularFontFile = font?.regularFile;
      const own = `${accentTokensCss(look, themeGrounds())}${font?.css ?? ''}`;
      return own ? { code: `${code}\n${own}`, map: null } : undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle || !regularFontFile) return undefined;
        const name = basename(regularFontFile);
        const asset = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.names.includes(name),
        );
        if (!asset) throw new Error(`The build wrote no ${name}, which the pages preload.`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${asset.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
