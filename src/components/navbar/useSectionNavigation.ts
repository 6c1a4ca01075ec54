import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useHref, useNavigate } from '@/router';
import { paths, sectionIds } from '@/config/paths';
import { useWhenNextPagePlaced } from '@/components/layouts/ScrollRestoration';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { scrollToSection, scrollToTop, type CancelScroll } from '@/lib/scrollToSection';
import { scrollDelays } from 'virtual:design-tokens';

type LinkClick = MouseEvent<HTMLAnchorElement>;

/** Whether two paths are the same page: `/uk` is Home as much as `/uk/`. */
function isSamePath(one: string, other: string): boolean {
  return one.replace(/\/$/, '') === other.replace(/\/$/, '');
}

/** Leaves modified clicks (new tab, new window, download) to the browser. */
function isPlainLeftClick(event: LinkClick): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Click handlers for the navbar links that move within pages. Each link keeps a real `href`,
 * so copying it or opening it in a new tab still works; a plain click is handled here instead:
 * - Home on the home page scrolls back to the top;
 * - Work on the home page scrolls to #work after 250 ms; on another page it changes the route
 *   first and scrolls 350 ms after the click;
 * - Contacts scrolls to #contacts on the current page after 250 ms.
 */
export function useSectionNavigation() {
  const navigate = useNavigate();
  const { pathIn } = usePageLanguage();
  const home = pathIn(paths.home);
  const homeAddress = useHref(home);
  const cancelPending = useRef<CancelScroll | null>(null);
  const whenNextPagePlaced = useWhenNextPagePlaced();
  // By the address at the click, not the router's location: while the next page is on its way
  // (a transition), the router still gives the page shown, and a click must overtake the move.
  const isAtHome = useCallback(
    () => isSamePath(window.location.pathname, homeAddress),
    [homeAddress],
  );

  useEffect(() => () => cancelPending.current?.(), []);

  const scrollLater = useCallback(
    (id: string, delayMs: number, notBefore?: (ready: () => void) => void) => {
      cancelPending.current?.();
      cancelPending.current = scrollToSection(id, { delayMs, notBefore });
    },
    [],
  );

  const goHome = useCallback(
    (event: LinkClick) => {
      if (!isPlainLeftClick(event) || !isAtHome()) return;
      event.preventDefault();
      cancelPending.current?.();
      scrollToTop();
    },
    [isAtHome],
  );

  const goToWork = useCallback(
    (event: LinkClick) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      if (isAtHome()) {
        scrollLater(sectionIds.work, scrollDelays.samePage);
      } else {
        // The route changes once the tap's own frame is painted: the router's update takes
        // longer than a frame on a slow phone, and would hold the tap's answer (npm run bench).
        // The scroll waits for Home to be put at its top: before, it would be undone, as when
        // the page shown is Home still, the one clicked before Work not yet arrived.
        scrollLater(
          sectionIds.work,
          scrollDelays.afterRouteChange + scrollDelays.samePage,
          whenNextPagePlaced,
        );
        afterNextPaint(() => void navigate(home));
      }
    },
    [isAtHome, home, navigate, scrollLater, whenNextPagePlaced],
  );

  const goToContacts = useCallback(
    (event: LinkClick) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      scrollLater(sectionIds.contacts, scrollDelays.samePage);
    },
    [scrollLater],
  );

  return { goHome, goToWork, goToContacts };
}
