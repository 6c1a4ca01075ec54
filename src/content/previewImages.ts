import {
  completePreviewNames,
  largestPreviewWidth,
  previewAspect,
  previewFormats,
  previewWidths,
  type PreviewFormat,
} from './previewFiles.ts';

export interface PreviewImage {
  /** `srcset` per format, best format first. */
  sources: readonly { type: `image/${PreviewFormat}`; srcSet: string }[];
  /** The largest WebP, for browsers that read neither `srcset` nor AVIF. */
  src: string;
  width: number;
  height: number;
}

const urlsByPath = import.meta.glob<string>('../assets/projects/*.{avif,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

export const previewImageNames = completePreviewNames(Object.keys(urlsByPath));

function urlOf(name: string, width: number, format: PreviewFormat): string {
  const url = urlsByPath[`../assets/projects/${name}-${width}.${format}`];
  if (url === undefined) throw new Error(`Missing preview image ${name}-${width}.${format}`);
  return url;
}

export function getPreviewImage(name: string): PreviewImage {
  const largest = largestPreviewWidth;
  return {
    sources: previewFormats.map((format) => ({
      type: `image/${format}` as const,
      srcSet: previewWidths.map((width) => `${urlOf(name, width, format)} ${width}w`).join(', '),
    })),
    src: urlOf(name, largest, 'webp'),
    width: largest,
    height: (largest * previewAspect.height) / previewAspect.width,
  };
}
