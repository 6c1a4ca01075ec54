import { pageUrl } from '../config/pageUrl.ts';
import { siteBase } from '../config/siteBase.ts';
import { sharePictureSize } from '../config/paths.ts';
import { byFileName } from './byFileName.ts';

// vite-imagetools makes a 1200×630 JPEG of each project picture for link previews
// (vite-plugins/projectPictures.ts). Only the case study pages import this, so their chunk alone
// holds the addresses. The pattern is projectPictures.ts's.
const sharePicturesByName = byFileName(
  import.meta.glob<string>('@site/projects/*.{png,jpg,jpeg,webp,svg}', {
    eager: true,
    import: 'default',
    query: '?share-picture',
  }),
);

/** The link-preview picture made from the project picture `fileName`: its address and size. */
export function getSharePicture(fileName: string): { src: string; width: number; height: number } {
  const src = sharePicturesByName.get(fileName);
  if (!src) throw new Error(`No project picture named ${fileName} in projects/`);
  return { src, ...sharePictureSize };
}

/** The absolute address of a link-preview picture, under the site's own wherever this build is served from. */
export function sharePictureUrl(siteUrl: string, picture: { src: string }): string {
  return pageUrl(siteUrl, picture.src.slice(siteBase.length));
}
