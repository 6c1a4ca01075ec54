import { createContext, useContext } from 'react';

/**
 * What a prerendered page needs beside its markup, told by the components that draw it while the
 * build renders the page: the carousels' head script where a carousel is shown, the code copy's
 * where a story shows code, and no printed CV where the page prints as its own article. Only the
 * build listens; in the browser nobody does, and telling costs nothing.
 */
export interface PageNeeds {
  carousel: boolean;
  codeCopy: boolean;
  printsAsArticle: boolean;
}

/** Where the build hears what the page it renders needs. */
export interface PageNeedsListener {
  tell: (need: keyof PageNeeds) => void;
}

export const PageNeedsContext = createContext<PageNeedsListener | null>(null);

/** Tells the build, rendering this page, that it needs `need`. */
export function usePageNeed(need: keyof PageNeeds): void {
  useContext(PageNeedsContext)?.tell(need);
}

/** A record of a page's needs, all false until told, and the listener that fills it. */
export function pageNeedsRecord(): { needs: PageNeeds; listener: PageNeedsListener } {
  const needs: PageNeeds = { carousel: false, codeCopy: false, printsAsArticle: false };
  return { needs, listener: { tell: (need) => void (needs[need] = true) } };
}
