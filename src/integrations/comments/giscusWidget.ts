import 'giscus';
import type { GiscusWidget } from 'giscus';
import type { GiscusSettings } from '@/content/integrationsSchema';
import { giscusOrigin } from '../services';
import { giscusLanguageOf } from '../giscusLanguage';

const darkScheme = '(prefers-color-scheme: dark)';

/** The theme the page is in now: the visitor's choice (`<html data-theme>`), else the system's. */
function pageTheme(): 'light' | 'dark' {
  const { theme } = document.documentElement.dataset;
  if (theme === 'light' || theme === 'dark') return theme;
  return window.matchMedia(darkScheme).matches ? 'dark' : 'light';
}

/**
 * Puts giscus's widget at the end of `container`, in the page's language and theme, its frame
 * named by `title`, and keeps its theme the page's as the visitor changes it (the header's
 * toggle, or the system's). This module, and giscus's web component in it, is fetched only when
 * the visitor asks for the comments; the frame it draws is the one thing the page loads from
 * giscus.app. Returns what stops following.
 */
export function showGiscus(
  container: HTMLElement,
  settings: GiscusSettings,
  { language, title }: { language: string; title: string },
): () => void {
  // giscus takes a session from the address as it starts (`?giscus=`, after signing in) and
  // puts the address back without it, and without the history entry's state, which holds the
  // router's key for the entry's scroll position: the state is given back.
  const entryState: unknown = window.history.state;
  const widget = document.createElement('giscus-widget') as GiscusWidget;
  if (window.history.state !== entryState) window.history.replaceState(entryState, '');
  Object.assign(widget, {
    host: giscusOrigin,
    repo: settings.repo as GiscusWidget['repo'],
    repoId: settings.repoId,
    category: settings.category,
    categoryId: settings.categoryId,
    mapping: settings.mapping ?? 'pathname',
    strict: '0',
    reactionsEnabled: '1',
    emitMetadata: '0',
    inputPosition: 'top',
    lang: giscusLanguageOf(language),
    loading: 'eager',
    theme: pageTheme(),
  } satisfies Partial<GiscusWidget>);
  container.append(widget);
  // Its frame is named in English ("Comments") whatever the page's language: named in the page's.
  void widget.updateComplete.then(() => {
    widget.iframeRef?.setAttribute('title', title);
  });

  const followTheme = () => {
    const theme = pageTheme();
    if (widget.theme !== theme) widget.theme = theme;
  };
  const themeChoice = new MutationObserver(followTheme);
  themeChoice.observe(document.documentElement, { attributeFilter: ['data-theme'] });
  const systemTheme = window.matchMedia(darkScheme);
  systemTheme.addEventListener('change', followTheme);
  return () => {
    themeChoice.disconnect();
    systemTheme.removeEventListener('change', followTheme);
  };
}
