import type { GiscusWidget } from 'giscus';
import { showGiscus } from './giscusWidget';

const giscus = {
  repo: 'taras/portfolio',
  repoId: 'R_kgDOMelnyk',
  category: 'Comments',
  categoryId: 'DIC_kwDOMelnyk4Cc2Ka',
};

/** The system's colour scheme, as `matchMedia` answers it, and a way to change it. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    dark = next;
    for (const listener of listeners) listener();
  };
}

describe("giscus's widget", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.theme;
    window.history.replaceState(null, '', '/');
  });

  it('starts in the page’s language and theme, and follows the theme until told to stop', async () => {
    const changeSystem = systemScheme(false);
    document.documentElement.dataset.theme = 'dark';
    const place = document.createElement('div');
    document.body.append(place);
    const stop = showGiscus(
      place,
      { ...giscus, mapping: 'title' },
      {
        language: 'pt-BR',
        title: 'Comentários',
      },
    );
    const widget = place.querySelector('giscus-widget') as GiscusWidget;
    expect(widget).toMatchObject({ ...giscus, mapping: 'title', lang: 'pt', theme: 'dark' });
    expect(widget.host).toBe('https://giscus.app');
    // Its frame, named in the page's language.
    await vi.waitFor(() =>
      expect(widget.shadowRoot?.querySelector('iframe')).toHaveAttribute('title', 'Comentários'),
    );

    delete document.documentElement.dataset.theme;
    await vi.waitFor(() => expect(widget.theme).toBe('light'));
    changeSystem(true);
    expect(widget.theme).toBe('dark');
    stop();
    changeSystem(false);
    expect(widget.theme).toBe('dark');
  });

  it('keeps the history entry’s state as it takes the session from the address', () => {
    systemScheme(false);
    window.history.replaceState({ key: 'entry' }, '', '/blog/first-load?giscus=session');
    showGiscus(document.body.appendChild(document.createElement('div')), giscus, {
      language: 'en',
      title: 'Comments',
    });
    expect(window.location.search).toBe('');
    expect(window.history.state).toEqual({ key: 'entry' });
    localStorage.clear();
  });
});
