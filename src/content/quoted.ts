/** The most of a value a message quotes: a 50 MB field is named, not printed. */
export const MAX_QUOTED = 80;

/** `value` as a message quotes it, cut to {@link MAX_QUOTED} characters with an ellipsis. */
export function quoted(value: string): string {
  const characters = [...value];
  const shown =
    characters.length > MAX_QUOTED ? `${characters.slice(0, MAX_QUOTED - 1).join('')}…` : value;
  return `"${shown}"`;
}
