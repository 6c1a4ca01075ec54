import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { GiscusSettings } from '@/content/integrationsSchema';
import { useIsHydrated } from '@/lib/useIsHydrated';
import { giscusOrigin } from '../services';
import {
  backFromSigningIn,
  documentFrames,
  reloadToShowComments,
  takeAskedBeforeReload,
} from './framePolicy';
import styles from './Comments.module.css';

/** Not asked for yet (undefined), on their way, or shown. */
type State = 'asked' | 'shown';

/**
 * The comments under a post (or a case study): a heading and a button that loads giscus's
 * widget, in the page's language and theme, only once the visitor presses it. Until then
 * nothing is fetched from anyone; the widget's code is a chunk of the site's own.
 *
 * The button appears once the app runs (it would do nothing before), holding its place
 * meanwhile, as the blog's search does; without JavaScript it is not there at all.
 */
export function Comments({
  giscus,
  language,
  words,
}: {
  giscus: GiscusSettings;
  language: string;
  words: { comments: string; showComments: string };
}) {
  const isHydrated = useIsHydrated();
  const headingId = useId();
  const [state, setState] = useState<State | undefined>();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const stopFollowingTheme = useRef<() => void>(undefined);
  const loading = useRef(false);

  /** Fetches the widget's code and shows it; the heading then takes the focus the button had. */
  const load = useCallback(() => {
    const place = section.current;
    if (!place || loading.current) return;
    loading.current = true;
    import('./giscusWidget')
      .then(({ showGiscus }) => {
        if (!place.isConnected) return;
        stopFollowingTheme.current = showGiscus(place, giscus, { language, title: words.comments });
        setState('shown');
        // The button goes as the widget comes: its heading keeps the visitor's place.
        const title = heading.current;
        if (!title) return;
        title.tabIndex = -1;
        title.focus();
      })
      .catch(() => {
        // The chunk did not come (offline, a redeploy): the button stays, to be pressed again.
        loading.current = false;
        setState(undefined);
      });
  }, [giscus, language, words.comments]);

  useEffect(() => {
    if (takeAskedBeforeReload() || backFromSigningIn()) load();
    // The widget follows the page's theme for as long as the page shows it.
    return () => stopFollowingTheme.current?.();
  }, [load]);

  const ask = () => {
    if (!documentFrames(giscusOrigin)) return reloadToShowComments();
    setState('asked');
    load();
  };

  return (
    // Unseen until the app runs, so out of reach too; the widget comes after the heading, once
    // asked, in place of the button. The page's first round trip carries every byte of this.
    <section
      ref={section}
      className={isHydrated ? styles.comments : `${styles.comments} ${styles.waiting}`}
      aria-labelledby={headingId}
      data-needs-script=""
      data-pagefind-ignore=""
    >
      <h2 id={headingId} ref={heading}>
        {words.comments}
      </h2>
      {state !== 'shown' && (
        <button type="button" aria-disabled={state === 'asked' || undefined} onClick={ask}>
          {words.showComments}
        </button>
      )}
    </section>
  );
}
