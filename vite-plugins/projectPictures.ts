import type { Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import {
  caseStudyPictureDirectives,
  caseStudyPictureQuery,
  heroPictureDirectives,
  heroPictureQuery,
  projectPictureDirectives,
  projectPictureQuery,
  sharePictureDirectives,
  sharePictureQuery,
} from '../src/content/pictures.ts';

/** The directives of each kind of picture the site imports, by its import query. */
const directivesByQuery: Record<string, () => URLSearchParams> = {
  [projectPictureQuery]: projectPictureDirectives,
  [caseStudyPictureQuery]: caseStudyPictureDirectives,
  [heroPictureQuery]: heroPictureDirectives,
  [sharePictureQuery]: sharePictureDirectives,
};

/**
 * Makes the sizes and formats of each picture the pages serve from the one file the owner
 * dropped in: a project's (src/content/projectPictures.ts imports them), its link-preview
 * picture, and a case study's. The results are cached in node_modules/.cache/imagetools, so a
 * rebuild encodes only what changed.
 */
export function projectPictures(): Plugin {
  const queries = Object.keys(directivesByQuery);
  return imagetools({
    include: new RegExp(`\\?(?:${queries.join('|')})$`),
    defaultDirectives: (url) => {
      const query = queries.find((name) => url.searchParams.has(name));
      return query
        ? (directivesByQuery[query]?.() ?? new URLSearchParams())
        : new URLSearchParams();
    },
  });
}
