import type { ProjectPicture } from '@/content';

export interface ResponsivePictureProps {
  picture: ProjectPicture;
  /** The widths it is shown at, so the browser picks the smallest file that is sharp. */
  sizes: string;
  alt: string;
  className?: string;
  imageClassName?: string;
  /** `eager` for a picture in the first view, the largest thing on it. */
  loading: 'eager' | 'lazy';
}

/** A picture in the best format the browser reads (AVIF, then WebP), at the size it is shown. */
export function ResponsivePicture({
  picture,
  sizes,
  alt,
  className,
  imageClassName,
  loading,
}: ResponsivePictureProps) {
  return (
    <picture className={className}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={imageClassName}
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
