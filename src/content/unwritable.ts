import { codePointOf } from './quoted.ts';

/**
 * What no page or feed can carry: the controls that XML cannot hold or that a reader would act on
 * (C0 but tab, line feed and carriage return; delete; C1), the noncharacters U+FFFE and U+FFFF,
 * the line and paragraph separators (a line break in some readers, none in others, and no letter
 * in any font) and half of a character (a lone surrogate, which a page shows as U+FFFD and a PDF
 * cannot set). Pasted terminal output brings the first kind: `ESC[32m`, a bell.
 */
export const UNWRITABLE =
  // eslint-disable-next-line no-control-regex -- finding them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]|\p{Cs}/u;
const EVERY_UNWRITABLE = new RegExp(UNWRITABLE.source, 'gu');

/** What `character` (one that {@link UNWRITABLE} finds) is, as a message says it. */
function unwritableKindOf(character: string): string {
  if (character === '\u2028') return 'the line separator';
  if (character === '\u2029') return 'the paragraph separator';
  if (character === '\uFFFE' || character === '\uFFFF') return 'the noncharacter';
  if (/\p{Cs}/u.test(character)) return 'half of a character,';
  return 'the control character';
}

/** The first character of `text` that no page or feed can carry, and where it is. */
export function firstUnwritableIn(text: string): { character: string; index: number } | undefined {
  const found = UNWRITABLE.exec(text);
  return found ? { character: found[0], index: found.index } : undefined;
}

/** What a message says of `character`: `holds the control character U+001B, which …`. */
export const unwritableProblem = (character: string) =>
  `holds ${unwritableKindOf(character)} ${codePointOf(character)}, which no page or feed can carry: delete it`;

/** `text` with each character no page or feed can carry replaced by U+FFFD, as a decoder would. */
export const writableText = (text: string) => text.replace(EVERY_UNWRITABLE, '\uFFFD');

/**
 * The controls that reorder text on screen without showing (embeddings, overrides, isolates):
 * in code they make it read one way and run another.
 */
const BIDI_CONTROLS: Record<string, string> = {
  '\u202A': 'the left-to-right embedding',
  '\u202B': 'the right-to-left embedding',
  '\u202C': 'the pop directional formatting',
  '\u202D': 'the left-to-right override',
  '\u202E': 'the right-to-left override',
  '\u2066': 'the left-to-right isolate',
  '\u2067': 'the right-to-left isolate',
  '\u2068': 'the first strong isolate',
  '\u2069': 'the pop directional isolate',
};
const BIDI_CONTROL = new RegExp(`[${Object.keys(BIDI_CONTROLS).join('')}]`);

/** The message for code that holds a bidirectional control, or nothing where it holds none. */
export function bidiControlProblem(code: string): string | undefined {
  const character = BIDI_CONTROL.exec(code)?.[0];
  if (character === undefined) return undefined;
  return `has code that holds ${BIDI_CONTROLS[character]} ${codePointOf(character)}, which shows the code in another order than it runs: delete it`;
}

/**
 * What shows nothing on the page: white space, format characters (zero-width spaces and joiners,
 * direction marks, the soft hyphen, the byte-order mark) and the fillers that draw as blanks.
 */
const INVISIBLE = /[\s\p{Cf}\p{Z}\u034F\u115F\u1160\u180E\u3164\uFFA0]/gu;

/** Whether `text` shows anything: not empty, nor only invisible characters (`U+200B`). */
export const showsSomething = (text: string) => text.replace(INVISIBLE, '') !== '';
