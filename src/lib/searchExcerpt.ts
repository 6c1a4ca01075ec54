/** A run of an excerpt's text, and whether it is a word the search matched. */
export interface ExcerptPart {
  text: string;
  matched: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The text of HTML that holds no elements: its character references read. */
function decoded(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/**
 * A search result's excerpt, which the search gives as HTML with the matched words in `<mark>`,
 * as text runs to draw as React elements: the page's policy lets no HTML string into the page.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const matched = part.startsWith('<mark>');
      const html = matched ? part.slice('<mark>'.length, -'</mark>'.length) : part;
      return { text: decoded(html.replace(/<[^>]*>/g, '')), matched };
    });
}
