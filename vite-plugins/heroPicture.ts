import { join } from 'node:path';
import type { Plugin } from 'vite';
import { heroPictureFileOf } from '../src/content/heroPicture.ts';
import { heroPictureQuery, picturesFolder } from '../src/content/pictures.ts';
import type { SiteContentApi } from './siteContent.ts';

const HERO_PICTURE_MODULE = 'virtual:hero-picture';

/**
 * `virtual:hero-picture`: the owner's picture beside the hero's words in its sizes and formats,
 * in its own shape (a portrait stays whole), or `undefined` where they chose none of theirs. Only
 * that one file is encoded for it.
 */
export function heroPicture(site: SiteContentApi, siteFolder: string): Plugin {
  return {
    name: 'portfolio:hero-picture',
    resolveId: (id) => (id === HERO_PICTURE_MODULE ? `\0${id}` : undefined),
    async load(id) {
      if (id !== `\0${HERO_PICTURE_MODULE}`) return undefined;
      const file = heroPictureFileOf((await site.content()).look);
      if (!file) return 'export default undefined;';
      const path = join(siteFolder, picturesFolder, file);
      return `export { default } from ${JSON.stringify(`${path}?${heroPictureQuery}`)};`;
    },
  };
}
