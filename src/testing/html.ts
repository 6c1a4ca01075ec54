import { decodeHTML } from 'entities';

/** The text of a page's first `<h1>`, as a reader sees it, or nothing where there is none. */
export const firstHeadingOf = (html: string) => {
  const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  return heading === undefined ? undefined : decodeHTML(heading);
};
