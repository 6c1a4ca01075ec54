/**
 * Project pictures: the owner puts one picture per project in their site folder's `projects/` and names it
 * in the content; the build makes the sizes and formats the page serves. No Vite or Node imports,
 * so the app, the schema and the build can all read these.
 */

import { sharePictureSize } from '../config/paths.ts';

/** The project pictures' folder in a site folder. */
export const picturesFolder = 'projects';

/** The kinds of file the owner may drop in; `sharp` reads them all. */
export const pictureExtensions = ['png', 'jpg', 'jpeg', 'webp', 'svg'] as const;

/** The widths the page serves, in the formats it serves, best first. */
export const pictureWidths = [480, 800, 1200] as const;
export const largestPictureWidth = Math.max(...pictureWidths);
export const pictureFormats = ['avif', 'webp'] as const;
/**
 * The encoders' effort (libaom's AVIF speed, libwebp's method): 3 where sharp's default is 4. Here
 * a project picture's three AVIF widths took 1.2 s instead of 3.3, the example's build without its
 * picture cache (a fresh clone's, a host's) 18 s instead of 24, for AVIF files 6 % larger in all
 * (263 kB against 249; the WebP files the same).
 */
export const pictureEncoderEffort = 3;

/** Every preview is shown at 16:10; a picture of another shape is cropped, keeping its top. */
export const pictureAspect = { width: 16, height: 10 } as const;

/** The import query that asks vite-imagetools for a project picture's sizes (vite-plugins/projectPictures.ts). */
export const projectPictureQuery = 'project-picture';

/** The vite-imagetools directives that turn one picture into the `<picture>` the page serves. */
export function projectPictureDirectives(): URLSearchParams {
  const directives = heroPictureDirectives();
  directives.set('aspect', `${pictureAspect.width}:${pictureAspect.height}`);
  directives.set('fit', 'cover');
  directives.set('position', 'top');
  return directives;
}

/** The import query for the owner's picture beside the hero's words (vite-plugins/heroPicture.ts). */
export const heroPictureQuery = 'hero-picture';

/** The project pictures' sizes and formats, each picture keeping its own shape: the hero's. */
export function heroPictureDirectives(): URLSearchParams {
  return new URLSearchParams({
    w: pictureWidths.join(';'),
    format: pictureFormats.join(';'),
    effort: String(pictureEncoderEffort),
    as: 'picture',
  });
}

/** The import query that asks vite-imagetools for a case study picture's sizes. */
export const caseStudyPictureQuery = 'case-study-picture';

/**
 * The widths a case study's pictures are served at: its column (`--reading-width` in tokens.css)
 * up to twice over, for sharp screens (tokens.test.ts holds them to it). Each keeps its own shape.
 */
export const caseStudyPictureWidths = [480, 960, 1440] as const;

/** The vite-imagetools directives that turn a case study's picture into its `<picture>`. */
export function caseStudyPictureDirectives(): URLSearchParams {
  return new URLSearchParams({
    w: caseStudyPictureWidths.join(';'),
    format: pictureFormats.join(';'),
    effort: String(pictureEncoderEffort),
    as: 'picture',
  });
}

/** The import query for a project's link-preview picture. */
export const sharePictureQuery = 'share-picture';

export function sharePictureDirectives(): URLSearchParams {
  return new URLSearchParams({
    w: String(sharePictureSize.width),
    h: String(sharePictureSize.height),
    fit: 'cover',
    position: 'top',
    format: 'jpg',
  });
}
