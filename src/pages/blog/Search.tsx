import { useId, useRef, useState } from 'react';
import { Link, pathUnder, useHref } from '@/router';
import type { BlogTexts } from '@/content/schema';
import { fillText } from '@/lib/fillText';
import { excerptParts } from '@/lib/searchExcerpt';
import { useIsHydrated } from '@/lib/useIsHydrated';
import { loadSearchEngine, pageAddressOf, type SearchHit } from './pagefind';
import styles from './Blog.module.css';

/** The most results shown: a longer list is a sign the words should be narrowed. */
const MAX_RESULTS = 8;

type State =
  { kind: 'idle' } | { kind: 'found'; query: string; hits: SearchHit[] } | { kind: 'failed' };

/**
 * A search across the posts and case studies of the page's language. Nothing of the search is
 * fetched until the visitor types in its field; without JavaScript it is not shown at all. Its
 * results are links; how many were found is said politely to screen readers.
 *
 * The prerendered page holds its place, unseen and out of reach until the app runs (a field
 * that did nothing when typed in would break the rule that every control works from the first paint): appearing only then, it pushed the
 * posts under it down as they were being read (a layout shift of 0.058 on a phone).
 */
export function Search({ words }: { words: BlogTexts }) {
  const isHydrated = useIsHydrated();
  const base = useHref('/');
  const fieldId = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const latest = useRef('');

  async function search(value: string) {
    setQuery(value);
    latest.current = value;
    if (value.trim() === '') return setState({ kind: 'idle' });
    try {
      const engine = await loadSearchEngine(base);
      const found = await engine.debouncedSearch(value, {}, 200);
      // A newer search has replaced this one.
      if (!found || latest.current !== value) return;
      const hits = await Promise.all(found.results.slice(0, MAX_RESULTS).map((hit) => hit.data()));
      if (latest.current === value) setState({ kind: 'found', query: value, hits });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  const status =
    state.kind === 'failed'
      ? words.searchFailed
      : state.kind === 'found'
        ? state.hits.length === 0
          ? fillText(words.searchEmpty, { query: state.query })
          : fillText(words.searchResults, { count: state.hits.length })
        : '';
  return (
    <search
      className={isHydrated ? styles.search : `${styles.search} ${styles.searchWaiting}`}
      inert={!isHydrated}
      data-needs-script
    >
      <label htmlFor={fieldId} className={styles.searchLabel}>
        {words.searchLabel}
      </label>
      <input
        id={fieldId}
        type="search"
        className={styles.searchField}
        value={query}
        onChange={(event) => void search(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <p role="status" className={styles.searchStatus}>
        {status}
      </p>
      {state.kind === 'found' && state.hits.length > 0 && (
        <ol className={styles.results}>
          {state.hits.map((hit) => (
            <li key={hit.url}>
              <Link to={pathUnder(base, pageAddressOf(hit.url))} className={styles.resultTitle}>
                {hit.meta.title ?? pageAddressOf(hit.url)}
              </Link>
              <p className={styles.excerpt}>
                {excerptParts(hit.excerpt).map((part, index) =>
                  part.matched ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </search>
  );
}
