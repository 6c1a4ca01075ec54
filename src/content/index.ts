import { siteContent } from './content.ts';
import { previewImageNames } from './previewImages.ts';
import { assertValidContent } from './validate.ts';

/**
 * The content the components read. `npm run build` refuses invalid content before bundling, so
 * the check runs here only in development and tests, where it names a bad field just as clearly
 * while the production bundle stays free of it.
 */
export const content = import.meta.env.PROD
  ? siteContent
  : assertValidContent(siteContent, previewImageNames);

export { getPreviewImage, type PreviewImage } from './previewImages.ts';
export type * from './types.ts';
