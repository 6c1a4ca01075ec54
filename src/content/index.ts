/**
 * The content the components read. The build and the dev server check it against its schema
 * (vite-plugins/siteContent.ts) and stop with the field that is wrong, so neither the schema nor
 * its library is part of what the browser loads.
 */
export { siteContent as content } from './content.ts';
export { getProjectPicture, type ProjectPicture } from './projectPictures.ts';
export type * from './schema.ts';
