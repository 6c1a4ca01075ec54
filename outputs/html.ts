import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { elementsOf } from '../src/content/checks/documentCode.ts';

/**
 * The build's edits of HTML: each finds what it changes by parsing the markup (parse5, as a
 * browser reads it), then changes the text where the parser found it, leaving every other byte
 * as the renderer wrote it (a page's inline styles are hashed for its policy).
 */

export type HtmlElement = DefaultTreeAdapterMap['element'];

/** One change of the markup: the text between two offsets replaced. */
export interface HtmlEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * Every element of `html` (a whole document, or a fragment such as a page's head tags), in
 * document order, each with where it stands in the text. Scripting is off: a `<noscript>`'s
 * contents are elements too.
 */
export function elementsIn(html: string, { fragment = false } = {}): HtmlElement[] {
  const options = { sourceCodeLocationInfo: true, scriptingEnabled: false } as const;
  return [...elementsOf(fragment ? parseFragment(html, options) : parse(html, options))];
}

/** The first element that `matches`; without one, an error that says `missing`. */
export function elementIn(
  elements: readonly HtmlElement[],
  matches: (element: HtmlElement) => boolean,
  missing: string,
): HtmlElement {
  const found = elements.find(matches);
  if (!found?.sourceCodeLocation) throw new Error(missing);
  return found;
}

/** An element's attribute, or undefined. */
export const attributeOf = (element: HtmlElement, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

/** Where the parser found an element; every element of {@link elementsIn} has one. */
export function locationOf(element: HtmlElement) {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> was not read from the markup.`);
  return location;
}

/** Where an element stands, start tag to end tag. */
export function outerRange(element: HtmlElement): { start: number; end: number } {
  const location = locationOf(element);
  return { start: location.startOffset, end: location.endOffset };
}

/** Where an element's contents stand, between its tags. */
export function innerRange(element: HtmlElement): { start: number; end: number } {
  const { startTag, endTag } = locationOf(element);
  if (!startTag || !endTag) throw new Error(`<${element.tagName}> has no tags of its own.`);
  return { start: startTag.endOffset, end: endTag.startOffset };
}

/** An element's contents as written. */
export const innerHtmlOf = (html: string, element: HtmlElement) => {
  const { start, end } = innerRange(element);
  return html.slice(start, end);
};

/** `html` with `edits` made, none of which may overlap another. */
export function withEdits(html: string, edits: readonly HtmlEdit[]): string {
  const ordered = [...edits].sort((a, b) => a.start - b.start);
  let written = '';
  let at = 0;
  for (const { start, end, text } of ordered) {
    if (start < at) throw new Error('Two edits of the markup overlap.');
    written += html.slice(at, start) + text;
    at = end;
  }
  return written + html.slice(at);
}
