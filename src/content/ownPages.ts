/**
 * The owner's own pages (a Uses page, Now, Talks): one MDX file per page and language in their
 * site folder's `pages/`, named `<slug>.<language>.mdx`; the build makes each a page at `/<slug>`
 * in the site's own language and `/<language>/<slug>` in the others it is written in. No Vite or
 * Node imports, so the app, the content check and the build can all read these.
 */

import type { MDXContent } from 'mdx/types';
import type { OwnPageFrontMatter } from './ownPageSchema.ts';

/** The own pages' folder in a site folder. */
export const ownPagesFolder = 'pages';

/** An own page in the header's menu, after About: its address's slug and its title. */
export interface MenuPage {
  slug: string;
  title: string;
}

/** What a compiled own page exports (vite-plugins/ownPages.ts): its story, front matter and sections. */
export interface OwnPageModule {
  default: MDXContent;
  page: OwnPageFrontMatter & { slug: string };
  sections: { id: string; title: string }[];
}
