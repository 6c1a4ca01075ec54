import type { Plugin } from 'vite';
import { accentTokensCss } from '../src/content/look.ts';
import { tokensFile } from '../outputs/designTokens.ts';
import type { SiteContentApi } from './siteContent.ts';

/**
 * Gives the site the owner's look (`look` in the content): their accent, in each theme, after
 * the template's tokens (src/styles/tokens.css), so the one stylesheet carries it to every page.
 */
export function siteLook(api: SiteContentApi): Plugin {
  return {
    name: 'portfolio:site-look',
    enforce: 'pre',
    async transform(code, id) {
      if (id.split('?')[0] !== tokensFile) return undefined;
      const accent = accentTokensCss((await api.content()).look);
      return accent ? { code: `${code}\n${accent}`, map: null } : undefined;
    },
  };
}
