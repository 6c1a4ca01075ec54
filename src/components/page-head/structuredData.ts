import { createContext } from 'react';

/**
 * What the build gives each page's PageHead for its schema.org descriptions: where to put them,
 * by name, so a second render of the page (StrictMode) writes each once; and the owner's, which
 * every page carries and only the build makes (its code stays out of the browser's bundle). Only
 * the build provides one: drawn in the browser, React would make a script through `innerHTML`,
 * which the site's Trusted Types policy refuses, and search engines read the built page.
 */
export interface StructuredDataCollector {
  descriptions: Map<string, unknown>;
  owner: (language: string) => object;
}

export const StructuredDataContext = createContext<StructuredDataCollector | null>(null);

/** JSON for a `<script>` element: `<` is escaped so no text in it can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The collected descriptions as JSON-LD scripts, for the built page's head. */
export function structuredDataMarkup({ descriptions }: StructuredDataCollector): string {
  return [...descriptions.values()]
    .map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`)
    .join('');
}
