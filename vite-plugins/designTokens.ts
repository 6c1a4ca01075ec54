import type { Plugin } from 'vite';
import { breakpoints, mediaFile, readDesignTokens, tokensFile } from '../outputs/designTokens.ts';

const VIRTUAL_ID = 'virtual:design-tokens';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Gives the app the tokens it reads in TypeScript as `virtual:design-tokens`, compiled in from
 * tokens.css, so a value changed there changes everywhere.
 */
export function designTokens(): Plugin {
  return {
    name: 'portfolio:design-tokens',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(tokensFile);
      this.addWatchFile(mediaFile);
      const { scrollDelays, readingWidth } = readDesignTokens();
      const menuExpandedFrom = breakpoints().get('--lg');
      if (menuExpandedFrom === undefined) throw new Error(`${mediaFile} names no --lg breakpoint`);
      const menuExpanded = `(min-width: ${menuExpandedFrom}px)`;
      return [
        `export const scrollDelays = ${JSON.stringify(scrollDelays)};`,
        `export const menuExpandedQuery = ${JSON.stringify(menuExpanded)};`,
        `export const readingWidth = ${readingWidth};`,
        '',
      ].join('\n');
    },
  };
}
