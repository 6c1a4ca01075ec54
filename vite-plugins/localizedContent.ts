import { runnerImport, type Plugin } from 'vite';
import { localizeContent, siteLanguagesOf } from '../src/content/localize.ts';
import type { SiteContent } from '../src/content/schema.ts';
import { contentFile } from './siteContent.ts';

const LANGUAGES_ID = 'virtual:site-languages';
const CONTENT_PREFIX = 'virtual:site-content/';
const LOADERS = 'loaders';

async function loadSiteContent(): Promise<SiteContent> {
  const { module } = await runnerImport<{ siteContent: SiteContent }>(contentFile, {
    configFile: false,
  });
  return module.siteContent;
}

const moduleOf = (value: unknown) => `export default ${JSON.stringify(value)};\n`;

/**
 * Serves the content to the app one language at a time, so a page carries only its own
 * language's words: `virtual:site-content/<code>` is what the pages in that language say,
 * `…/loaders` imports one of them on demand, and `virtual:site-languages` lists the languages
 * with their names. The
 * owner still edits one file, src/content/content.ts, which the build checks (siteContent.ts).
 */
export function localizedContent(): Plugin {
  let content: Promise<SiteContent> | undefined;
  const site = () => (content ??= loadSiteContent());

  return {
    name: 'portfolio:localized-content',
    resolveId(id) {
      return id === LANGUAGES_ID || id.startsWith(CONTENT_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:site-')) return undefined;
      this.addWatchFile(contentFile);
      const siteContent = await site();
      const { languages, defaultLanguage } = siteLanguagesOf(siteContent);
      if (id === `\0${LANGUAGES_ID}`) {
        const names = Object.fromEntries(
          languages.map((code) => {
            const { name, shortName, locale } = localizeContent(siteContent, code);
            return [code, { name, shortName, locale }];
          }),
        );
        return [
          `export const languages = ${JSON.stringify(languages)};`,
          `export const defaultLanguage = ${JSON.stringify(defaultLanguage)};`,
          `export const languageNames = ${JSON.stringify(names)};`,
          '',
        ].join('\n');
      }
      const name = id.slice(`\0${CONTENT_PREFIX}`.length);
      if (name === LOADERS) {
        const loaders = languages.map(
          (code) =>
            `${JSON.stringify(code)}: () => import(${JSON.stringify(`${CONTENT_PREFIX}${code}`)})`,
        );
        return `export const loaders = { ${loaders.join(', ')} };\n`;
      }
      if (!languages.includes(name))
        this.error(`There is no language "${name}" in ${contentFile}.`);
      return moduleOf(localizeContent(siteContent, name));
    },
    watchChange(file) {
      if (file === contentFile) content = undefined;
    },
  };
}
