/**
 * The CV's reading order, read off its plain text (plainText.ts): the first line of each of its
 * blocks (the name, a heading, a paragraph, an entry's title, a skill list), which every form of
 * the CV gives in this order. The tests find them in order in the PDF's text, as pdf.js and
 * poppler's `pdftotext` extract it. No imports: the template's own checks read it in Node.
 */
export function readingOrderOf(plainText: string): string[] {
  return (
    plainText
      .split(/\n{2,}/)
      .flatMap((block) => {
        const [first = '', second] = block.split('\n');
        // A heading stands on the line above its section's first block.
        return second !== undefined && isHeading(first) ? [first, second] : [first];
      })
      .filter((line) => line.trim() !== '')
      // The PDF writes an address as it reads, without its scheme (cvPdf.typ).
      .map((line) => line.replace(/^https?:\/\//, ''))
  );
}

/** A section's heading: a line in capitals, or in a script without case, with no colon or dot. */
const isHeading = (line: string) =>
  line === line.toLocaleUpperCase() && !/[:·]|https?:/.test(line) && line.trim() !== '';

/** Text as a check compares it: lower case, without spaces, which a PDF's lines break anywhere. */
export const squeezedText = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * The first of `anchors` that `text` does not have after the one before it, or nothing where
 * it has them all in order.
 */
export function firstOutOfOrder(text: string, anchors: readonly string[]): string | undefined {
  const squeezed = squeezedText(text);
  let from = 0;
  for (const anchor of anchors) {
    const at = squeezed.indexOf(squeezedText(anchor), from);
    if (at < 0) return anchor;
    from = at + squeezedText(anchor).length;
  }
  return undefined;
}
