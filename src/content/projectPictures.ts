import { byFileName } from './byFileName.ts';
import { pictureFormats } from './pictures.ts';

/** What vite-imagetools gives for `as=picture`: a `srcset` per format and the fallback image. */
export interface ImagetoolsPicture {
  sources: Partial<Record<string, string>>;
  img: { src: string; w: number; h: number };
}

export interface ProjectPicture {
  /** `srcset` per format, best format first. */
  sources: readonly { type: string; srcSet: string }[];
  /** The largest image in the last format, for browsers that read no `<source>`. */
  src: string;
  width: number;
  height: number;
}

// vite-imagetools makes every size and format of each picture at build time (vite-plugins/projectPictures.ts).
// Vite needs the pattern written out: `@site` is the site folder (vite.config.ts), `projects/`
// its `picturesFolder`, and these are the extensions in `pictureExtensions`.
const picturesByName = byFileName(
  import.meta.glob<ImagetoolsPicture>('@site/projects/*.{png,jpg,jpeg,webp,svg}', {
    eager: true,
    import: 'default',
    query: '?project-picture',
  }),
);

/** The sizes and formats of the picture named `fileName` in the site folder's `projects/`. */
export function getProjectPicture(fileName: string): ProjectPicture {
  const picture = picturesByName.get(fileName);
  if (!picture) throw new Error(`No project picture named ${fileName} in projects/`);
  return servedPicture(picture);
}

/** A picture as vite-imagetools made it, as the page serves it: best format first. */
export function servedPicture(picture: ImagetoolsPicture): ProjectPicture {
  return {
    sources: pictureFormats.flatMap((format) => {
      const srcSet = picture.sources[format];
      return srcSet ? [{ type: `image/${format}`, srcSet }] : [];
    }),
    src: picture.img.src,
    width: picture.img.w,
    height: picture.img.h,
  };
}
