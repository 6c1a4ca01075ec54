import type { Look } from './schema.ts';

/** The owner's picture beside the hero's words, in one language: its file and what it shows. */
export interface HeroPicture {
  file: string;
  /** What it shows, read out; empty where the owner named the file alone (decorative). */
  alt: string;
}

/** The file of the owner's hero picture, where they chose one of theirs. */
export function heroPictureFileOf(look: Look | undefined): string | undefined {
  const picture = look?.heroPicture;
  if (picture === undefined || picture === 'none') return undefined;
  return typeof picture === 'string' ? picture : picture.file;
}

/**
 * What the hero shows beside its words in `language`: the owner's picture with its words there,
 * `'none'`, or `undefined` for the template's drawing.
 */
export function heroPictureIn(
  look: Look | undefined,
  language: string,
): HeroPicture | 'none' | undefined {
  const picture = look?.heroPicture;
  if (picture === undefined || picture === 'none') return picture;
  if (typeof picture === 'string') return { file: picture, alt: '' };
  const { file, alt } = picture;
  return { file, alt: typeof alt === 'string' ? alt : (alt[language] ?? '') };
}
