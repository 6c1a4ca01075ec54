/** The most of a value a message quotes: a 50 MB field is named, not printed. */
export const MAX_QUOTED = 80;

// eslint-disable-next-line no-control-regex -- showing them is the point
const TERMINAL_CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` with every control character written as its escape (`\x1b`, `\u202e`), never sent: a
 * value in a message reaches the owner's terminal, where `ESC[2J` would clear the screen and an
 * OSC 8 link show one address and open another.
 */
export const controlsShown = (text: string) =>
  text.replace(TERMINAL_CONTROL, (character) => {
    const code = character.charCodeAt(0);
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });

/** A message of one or more lines, each line's controls shown as {@link controlsShown} shows them. */
export const linesShown = (message: string) => message.split('\n').map(controlsShown).join('\n');

/**
 * `value` as a message quotes it, its controls shown as escapes, cut to {@link MAX_QUOTED}
 * characters with an ellipsis.
 */
export function quoted(value: string): string {
  const characters = [...controlsShown(value)];
  const shown =
    characters.length > MAX_QUOTED
      ? `${characters.slice(0, MAX_QUOTED - 1).join('')}…`
      : characters.join('');
  return `"${shown}"`;
}

/** A character by its code point, as Unicode writes it: `U+200C`. */
export const codePointOf = (character = '') =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
