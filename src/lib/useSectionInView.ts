import { useEffect, useState } from 'react';

/** How far down the window a heading is read as begun: a quarter, below the header. */
const READING_LINE = 0.25;
/** How far above the window the observed box reaches: past the top of any page. */
const ABOVE_ANY_PAGE = 1_000_000;

/**
 * The id of the section being read, of those whose headings have `ids` in order: the last whose
 * heading has passed the reading line, or the first before any has. An IntersectionObserver
 * whose box is all above that line says when a heading crosses it, however far a jump goes (a
 * contents link, the End key), so scrolling costs nothing between; nothing is read before the app
 * runs.
 */
export function useSectionInView(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const headings = ids
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null);
    if (headings.length === 0) return undefined;
    const update = () => {
      const line = window.innerHeight * READING_LINE;
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= line);
      setCurrent((passed.at(-1) ?? headings[0])?.id);
    };
    const observer = new IntersectionObserver(update, {
      rootMargin: `${ABOVE_ANY_PAGE}px 0px -${(1 - READING_LINE) * 100}% 0px`,
    });
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [ids]);
  return current;
}
