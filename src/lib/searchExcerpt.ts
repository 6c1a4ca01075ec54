import { decodeXML } from 'entities';

/** A run of an excerpt's text, and whether it is a word the search matched. */
export interface ExcerptPart {
  text: string;
  matched: boolean;
}

/**
 * A search result's excerpt, which the search gives as HTML with the matched words in `<mark>`,
 * as text runs to draw as React elements: the page's policy lets no HTML string into the page.
 * Pagefind escapes only `<` and `>`, and keeps a post's written character references as they
 * came, so the text is read with XML's five names and numbers alone, a reference to no character
 * (`&#x110000;`, `&#0;`, a lone surrogate) becoming U+FFFD, and every other `&` staying text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const matched = part.startsWith('<mark>');
      const html = matched ? part.slice('<mark>'.length, -'</mark>'.length) : part;
      return { text: decodeXML(html.replace(/<[^>]*>/g, '')), matched };
    });
}
