/** The site folder the build reads, as messages name it (`site`): vite.config.ts defines it. */
interface ImportMetaEnv {
  readonly SITE_FOLDER: string;
}

/** The content, one language at a time, as vite-plugins/siteContent.ts serves it. */
declare module 'virtual:site-languages' {
  import type { SitePages } from '@/config/languagePaths';
  /** Every language's code, the site's own first, and the projects with a case study page. */
  export const siteLanguages: SitePages;
  import type { WritingDirection } from '@/config/writingDirection';
  /**
   * Each language's names, locale, direction and whether its script has capitals, for the switch
   * between them and the head.
   */
  export const languageNames: Record<
    string,
    { name: string; shortName: string; locale: string; direction: WritingDirection; cased: boolean }
  >;
  import type { MenuPage } from './ownPages.ts';
  /** Each language's own pages in the header's menu, after About. */
  export const menuPages: Record<string, MenuPage[]>;
  /** Whether the owner has a logo of their own (their `public/favicon.svg`), which the header shows. */
  export const hasOwnLogo: boolean;
  import type { Integrations } from './integrationsSchema.ts';
  /** The services the owner turned on (`integrations`): comments, visit counts; `{}` for none. */
  export const integrations: Integrations;
}

/** The owner's picture beside the hero's words, as vite-plugins/heroPicture.ts serves it. */
declare module 'virtual:hero-picture' {
  import type { ImagetoolsPicture } from './projectPictures.ts';
  const picture: ImagetoolsPicture | undefined;
  export default picture;
}

declare module 'virtual:site-content/loaders' {
  import type { CaseStudyModule } from './caseStudies.ts';
  import type { Blog, PostModule } from './posts.ts';
  import type { LocalizedContent, LocalizedHistory } from './localize.ts';
  export const loaders: Record<string, () => Promise<{ default: LocalizedContent }>>;
  /** The work history and education, apart: only the About page needs them. */
  export const historyLoaders: Record<string, () => Promise<{ default: LocalizedHistory }>>;
  /** Each language's case studies by project id, each its own chunk. */
  export const caseStudyLoaders: Record<string, Record<string, () => Promise<CaseStudyModule>>>;
  import type { OwnPageModule } from './ownPages.ts';
  /** Each language's own pages by slug, each its own chunk. */
  export const ownPageLoaders: Record<string, Record<string, () => Promise<OwnPageModule>>>;
  /**
   * Each language's blog (its posts' summaries, its tags and words), where it has posts, with its
   * posts' loaders by slug, each post its own chunk.
   */
  export const blogLoaders: Record<
    string,
    () => Promise<{ default: Blog; postLoaders: Record<string, () => Promise<PostModule>> }>
  >;
}

/** The comments under a page, where the site has them (outputs/contentModules.ts); else nothing. */
declare module 'virtual:site-comments' {
  import type { ReactNode } from 'react';
  import type { CommentedPageKind } from './integrationsSchema.ts';
  export function PageComments(props: { kind: CommentedPageKind }): ReactNode;
}
