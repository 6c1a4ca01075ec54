import type { Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { projectPictureDirectives, projectPictureQuery } from '../src/content/pictures.ts';

/**
 * Makes the sizes and formats of each project picture the page serves, from the one picture the
 * owner dropped in `src/assets/projects/` (src/content/projectPictures.ts imports them). The
 * results are cached in node_modules/.cache/imagetools, so a rebuild encodes only what changed.
 */
export function projectPictures(): Plugin {
  return imagetools({
    include: new RegExp(`\\?${projectPictureQuery}$`),
    defaultDirectives: (url) =>
      url.searchParams.has(projectPictureQuery)
        ? projectPictureDirectives()
        : new URLSearchParams(),
  });
}
