import type { Plugin } from 'vite';
import { ownPagePath } from '../src/config/paths.ts';
import { caseStudyPictureQuery } from '../src/content/pictures.ts';
import { checkOwnPageFrontMatter, type OwnPageFrontMatter } from '../src/content/ownPageSchema.ts';
import type { OwnPageModule } from '../src/content/ownPages.ts';
import { longFormPages } from './longForm.ts';
import type { SiteContentApi } from './siteContent.ts';

/** The own pages' files: `pages/<slug>.<language>.mdx` beside the content. */
export const ownPageFiles = /[\\/]pages[\\/][^\\/]+\.mdx$/;

/**
 * Compiles the owner's own pages (`pages/<slug>.<language>.mdx` in the site folder), a long-form
 * collection (longForm.ts): each exports its front matter and its sections for the contents.
 */
export function ownPages(api: SiteContentApi): Plugin {
  return longFormPages<OwnPageFrontMatter>({
    name: 'portfolio:own-pages',
    include: ownPageFiles,
    what: 'the page',
    checkFrontMatter: checkOwnPageFrontMatter,
    pageOf: ownPagePath,
    sitePages: api.sitePages,
    // An own page's column is a case study's: its pictures are served at the same widths.
    pictureQuery: caseStudyPictureQuery,
    exportsOf(frontMatter, { id, sections }) {
      const exports: Omit<OwnPageModule, 'default'> = {
        page: { ...frontMatter, slug: id },
        sections,
      };
      return Promise.resolve(exports);
    },
  });
}
