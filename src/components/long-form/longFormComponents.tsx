import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import { readingWidth } from 'virtual:design-tokens';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { ResponsivePicture } from '@/components/picture/ResponsivePicture';
import { servedPicture, type ImagetoolsPicture } from '@/content/projectPictures';
import styles from './LongFormBody.module.css';

/** The page's side margins leave a picture in the column this much of a narrow screen. */
const NARROW_SCREEN_SHARE = 0.92;

/** The widths a picture in the case study's column is shown at: the column's, or less of a narrow screen. */
export const COLUMN_PICTURE_SIZES = `(min-width: ${Math.ceil(readingWidth / NARROW_SCREEN_SHARE)}px) ${readingWidth}px, ${NARROW_SCREEN_SHARE * 100}vw`;

interface StoryPictureProps {
  /** What vite-imagetools made of the file (vite-plugins/caseStudyPages.ts imports it). */
  src?: unknown;
  alt?: string;
  /** The Markdown picture's title, `![alt](./file.png "Caption")`, shown as its caption. */
  title?: string;
}

/** A picture of the story, on a line of its own: a figure, captioned by its title if it has one. */
function StoryPicture({ src, alt = '', title }: StoryPictureProps) {
  return (
    <figure className={styles.figure}>
      <ResponsivePicture
        picture={servedPicture(src as ImagetoolsPicture)}
        sizes={COLUMN_PICTURE_SIZES}
        alt={alt}
        imageClassName={styles.picture}
        loading="lazy"
      />
      {title && <figcaption className={styles.caption}>{title}</figcaption>}
    </figure>
  );
}

/**
 * How a case study's Markdown becomes the page's elements: pictures as figures in the formats and
 * sizes the build made, links elsewhere opening a new tab as every outbound link of the site.
 */
export function longFormComponents(newTabNote: string): MDXComponents {
  return {
    img: StoryPicture as MDXComponents['img'],
    a: ({ href = '', children }: { href?: string; children?: ReactNode }) =>
      /^https?:\/\//.test(href) ? (
        <ExternalLink href={href} newTabNote={newTabNote}>
          {children}
        </ExternalLink>
      ) : (
        <a href={href}>{children}</a>
      ),
  };
}
