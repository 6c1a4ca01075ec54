/** The most of a value a message quotes: a 50 MB field is named, not printed. */
export const MAX_QUOTED = 80;

/** `value` as a message quotes it, cut to {@link MAX_QUOTED} characters with an ellipsis. */
export function quoted(value: string): string {
  const characters = [...value];
  const shown =
    characters.length > MAX_QUOTED ? `${characters.slice(0, MAX_QUOTED - 1).join('')}…` : value;
  return `"${shown}"`;
}

/** A character by its code point, as Unicode writes it: `U+200C`. */
export const codePointOf = (character = '') =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
