import { useId } from 'react';
import { readingWidth } from 'virtual:design-tokens';
import { ResponsivePicture } from '@/components/picture/ResponsivePicture';
import type { ProjectPicture } from '@/content';
import { servedPicture, type ImagetoolsPicture } from '@/content/projectPictures';
import styles from './LongFormBody.module.css';

/** The page's side margins leave a picture in the column this much of a narrow screen. */
const NARROW_SCREEN_SHARE = 0.92;

/** The widths a picture in the case study's column is shown at: the column's, or less of a narrow screen. */
export const COLUMN_PICTURE_SIZES = `(min-width: ${Math.ceil(readingWidth / NARROW_SCREEN_SHARE)}px) ${readingWidth}px, ${NARROW_SCREEN_SHARE * 100}vw`;

export interface StoryPictureWords {
  opensLarge: string;
  closePicture: string;
}

export interface StoryPictureProps {
  /** What vite-imagetools made of the file (vite-plugins/caseStudyPages.ts imports it). */
  src?: unknown;
  alt?: string;
  /** The Markdown picture's title, `![alt](./file.png "Caption")`, shown as its caption. */
  title?: string;
}

/** A picture in the story's column, in the formats and sizes the build made. */
const ColumnPicture = ({ picture, alt }: { picture: ProjectPicture; alt: string }) => (
  <ResponsivePicture
    picture={picture}
    sizes={COLUMN_PICTURE_SIZES}
    alt={alt}
    imageClassName={styles.picture}
    loading="lazy"
  />
);

/** A picture of the story, on a line of its own: a figure, captioned by its title if it has one. */
export function StoryPicture({ src, alt = '', title }: StoryPictureProps) {
  return (
    <figure className={styles.figure}>
      <ColumnPicture picture={servedPicture(src as ImagetoolsPicture)} alt={alt} />
      {title && <figcaption className={styles.caption}>{title}</figcaption>}
    </figure>
  );
}

/**
 * The picture's largest file in the best format the build made (AVIF, which every browser with
 * dialogs reads): the one the column shows on a sharp screen, its address already in the page.
 */
function largestOf(picture: ProjectPicture): string {
  const [best] = picture.sources;
  return best?.srcSet.split(', ').at(-1)?.split(' ')[0] ?? picture.src;
}

/**
 * A picture of the story that opens at full size, in a native modal dialog with no script: its
 * button invokes the dialog (`commandfor`), which Escape, its close button and a tap outside close,
 * focus going back to the button; the alt text is its caption. Its large files load only when it
 * opens.
 */
export function OpeningStoryPicture({
  src,
  alt = '',
  title,
  words,
}: StoryPictureProps & { words: StoryPictureWords }) {
  const id = useId();
  const dialogId = `picture${id}`;
  const captionId = `${dialogId}-caption`;
  const picture = servedPicture(src as ImagetoolsPicture);
  // The dialog beside the figure: a figure's caption is its first or last child.
  return (
    <>
      <figure className={styles.figure}>
        <button
          type="button"
          className={styles.opensLarge}
          commandfor={dialogId}
          command="show-modal"
        >
          <ColumnPicture picture={picture} alt={alt} />
          <span className="visually-hidden"> {words.opensLarge}</span>
        </button>
        {title && <figcaption className={styles.caption}>{title}</figcaption>}
      </figure>
      <dialog
        id={dialogId}
        className={styles.pictureDialog}
        aria-labelledby={captionId}
        closedby="any"
      >
        <img className={styles.largePicture} src={largestOf(picture)} alt="" loading="lazy" />
        <p id={captionId}>{alt}</p>
        <button type="button" commandfor={dialogId} command="close">
          {words.closePicture}
        </button>
      </dialog>
    </>
  );
}
