/**
 * Whether this document's policy lets it frame `origin`. A page's policy is the one it was
 * loaded with: a post reached by a client-side move keeps the policy of the page the visitor
 * came from, which may frame nothing. The dev server sends no policy at all.
 */
export function documentFrames(origin: string, doc: Document = document): boolean {
  const meta = doc.querySelector<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy"]');
  if (!meta) return true;
  return meta.content
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .some(([name, ...sources]) => name === 'frame-src' && sources.includes(origin));
}

/** The history entry's mark that its visitor asked for the comments before the page reloaded. */
const askedMark = 'commentsAsked';

/**
 * Loads this page again to show its comments, under its own policy, which frames the widget:
 * the entry remembers the visitor asked (history state; nothing is stored), so the reloaded page
 * shows them at once.
 */
export function reloadToShowComments(): void {
  const state: unknown = window.history.state;
  window.history.replaceState(
    { ...(typeof state === 'object' ? state : {}), [askedMark]: true },
    '',
  );
  window.location.reload();
}

/** Whether the visitor asked for the comments before the reload; forgets it once read. */
export function takeAskedBeforeReload(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !(askedMark in state)) return false;
  const { [askedMark]: _asked, ...rest } = state as Record<string, unknown>;
  window.history.replaceState(rest, '');
  return true;
}

/**
 * Whether the visitor comes back from signing in to giscus (GitHub sends them back to the page
 * with `?giscus=` and their session): they asked for the comments, which take the session.
 */
export const backFromSigningIn = (search = window.location.search) =>
  new URLSearchParams(search).has('giscus');
