import { createContext, useContext } from 'react';

/**
 * What a prerendered page needs beside its markup, told by the components that draw it while the
 * build renders the page: the carousels' head script where a carousel is shown, and no printed CV
 * where the page prints as its own article. Only the build provides a record; in the browser
 * there is none, and telling costs nothing.
 */
export interface PageNeeds {
  carousel: boolean;
  printsAsArticle: boolean;
}

export const PageNeedsContext = createContext<PageNeeds | null>(null);

/** Tells the build, rendering this page, that it needs `need` (where `when` holds). */
export function usePageNeed(need: keyof PageNeeds, when = true): void {
  const needs = useContext(PageNeedsContext);
  if (needs && when) needs[need] = true;
}
