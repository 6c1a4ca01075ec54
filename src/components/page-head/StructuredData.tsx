import { createContext } from 'react';
import { scriptSafeJson } from './personJsonLd';

/**
 * Where the build collects the schema.org descriptions a page's PageHead gives it, by name, so a
 * second render of the page (StrictMode) writes each once. Only the build provides one: drawn in
 * the browser, React would make a script through `innerHTML`, which the site's Trusted Types
 * policy refuses, and search engines read the built page.
 */
export type StructuredDataCollector = Map<string, unknown>;

export const StructuredDataContext = createContext<StructuredDataCollector | null>(null);

/** The collected descriptions as JSON-LD scripts, for the built page's head. */
export function structuredDataMarkup(collector: StructuredDataCollector): string {
  return [...collector.values()]
    .map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`)
    .join('');
}
