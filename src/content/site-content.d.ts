/** The content, one language at a time, as vite-plugins/localizedContent.ts serves it. */
declare module 'virtual:site-languages' {
  /** Every language's code, the site's own first. */
  export const languages: readonly string[];
  export const defaultLanguage: string;
  /** Each language's names and locale, for the switch between them and the head. */
  export const languageNames: Record<string, { name: string; shortName: string; locale: string }>;
}

declare module 'virtual:site-content/loaders' {
  import type { LocalizedContent } from './localize.ts';
  export const loaders: Record<string, () => Promise<{ default: LocalizedContent }>>;
}
