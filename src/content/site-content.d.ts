/** The content, one language at a time, as vite-plugins/siteContent.ts serves it. */
declare module 'virtual:site-languages' {
  import type { SiteLanguages } from '@/config/languagePaths';
  /** Every language's code, the site's own first. */
  export const siteLanguages: SiteLanguages;
  /** Each language's names and locale, for the switch between them and the head. */
  export const languageNames: Record<string, { name: string; shortName: string; locale: string }>;
}

declare module 'virtual:site-content/loaders' {
  import type { LocalizedContent, LocalizedHistory } from './localize.ts';
  export const loaders: Record<string, () => Promise<{ default: LocalizedContent }>>;
  /** The work history and education, apart: only the About page needs them. */
  export const historyLoaders: Record<string, () => Promise<{ default: LocalizedHistory }>>;
}
