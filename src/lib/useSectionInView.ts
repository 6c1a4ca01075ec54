import { useEffect, useState } from 'react';

/** How far below the header a heading is read as begun, in px: a link to it lands above this. */
const BELOW_HEADER = 24;
/** How far above the window the observed box reaches: past the top of any page. */
const ABOVE_ANY_PAGE = 1_000_000;

/**
 * The id of the section being read, of those whose headings have `ids` in order: the last whose
 * heading has passed the reading line, just under the header, or the first before any has. An
 * IntersectionObserver whose box is all above that line says when a heading crosses it, however
 * far a jump goes (a contents link, the End key), so scrolling costs nothing between; it is drawn
 * again when the window's height changes. Nothing is read before the app runs.
 */
export function useSectionInView(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const headings = ids
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null);
    if (headings.length === 0) return undefined;
    // Where a link to a section puts its heading: scroll-padding-top, the header's height.
    const readingLine = () =>
      (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + BELOW_HEADER;
    const update = () => {
      const line = readingLine();
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= line);
      setCurrent((passed.at(-1) ?? headings[0])?.id);
    };
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      const below = Math.max(0, window.innerHeight - readingLine());
      observer = new IntersectionObserver(update, {
        rootMargin: `${ABOVE_ANY_PAGE}px 0px -${below}px 0px`,
      });
      for (const heading of headings) observer.observe(heading);
    };
    observe();
    window.addEventListener('resize', observe);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', observe);
    };
  }, [ids]);
  return current;
}
