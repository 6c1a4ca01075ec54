import { act, screen, waitFor, within } from '@testing-library/react';
import { popoverIds } from '@/config/markup';
import userEvent from '@testing-library/user-event';
import { use, type ReactNode } from 'react';
import { PageOutlet, useLocation, type RouteGroup } from '@/router';
import { blogPath, paths } from '@/config/paths';
import { siteLanguages } from '@/content';
import { languages, otherLanguages, siteLanguage, type Language } from '@/testing/languages';
import { switchLinkAsWritten } from '@/testing/languageSwitchAsWritten';
import { menuPagesAsWritten } from '@/testing/ownPagesAsWritten';
import { preferReducedMotion } from '@/testing/systemPreferences';
import { renderRoute } from '@/testing/test-utils';
import { ScrollRestoration } from '@/components/layouts/ScrollRestoration';
import { Navbar } from './Navbar';

function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

function Page() {
  return (
    <>
      <section id="work" />
      <section id="contacts" />
    </>
  );
}

/**
 * Each language's Home and About under the Navbar, About's page being `about`, with the site
 * layout's placing of each page, which a scroll to a section on another page waits for.
 */
function routesWithAbout(about: { element: ReactNode }): RouteGroup[] {
  return languages.map(({ path }) => ({
    prefix: path(paths.home),
    layout: (
      <ScrollRestoration>
        <Navbar />
        <CurrentPath />
        <PageOutlet />
      </ScrollRestoration>
    ),
    pages: [
      { path: path(paths.home), element: <Page /> },
      { path: path(paths.about), ...about },
    ],
  }));
}

const routes = routesWithAbout({ element: <p>About page</p> });

async function renderNavbarAt(path: string, basename?: string) {
  return renderRoute(path, { routes, basename });
}

const { content, texts } = siteLanguage;

function menuToggle() {
  return screen.getByRole('button', { name: texts.menu });
}

/** The header's link to the blog, where the language has posts. */
const blogLinks = ({ code, texts, path }: Language) =>
  siteLanguages.blog[code] && texts.blog ? [[texts.blog.blog, path(blogPath)]] : [];

/** The header's links to the owner's own pages, after About. */
const ownPageLinks = ({ code, path }: Language) =>
  menuPagesAsWritten(code).map(({ slug, title }) => [title, path(`/${slug}`)]);

/** The links to the same page in every other language, as the switch names them. */
const switchLinks = (language: Language, page: string) =>
  languages
    .filter((other) => other !== language)
    .map((other) => [switchLinkAsWritten(other.code, other.content).text, other.path(page)]);

describe('Navbar', () => {
  it('shows the logo with the owner name, linking home', async () => {
    await renderNavbarAt(paths.about);
    expect(screen.getByRole('link', { name: content.profile.name })).toHaveAttribute('href', '/');
  });

  it.each(languages)(
    'gives every link in $code a real address in that language, and one to each other language',
    async (language) => {
      const { path, texts } = language;
      await renderNavbarAt(path(paths.about));
      const nav = screen.getByRole('navigation', { name: texts.mainNavigation });
      const links = within(nav).getAllByRole('link', { hidden: true });
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [language.content.profile.name, path(paths.home)],
        [texts.home, path(paths.home)],
        [texts.work, `${path(paths.home)}#work`],
        [texts.about, path(paths.about)],
        ...ownPageLinks(language),
        ...blogLinks(language),
        [texts.contacts, `${path(paths.about)}#contacts`],
        ...switchLinks(language, paths.about),
      ]);
      expect(screen.getByRole('button', { name: texts.menu })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: texts.theme })).toBeInTheDocument();
    },
  );

  it.each(otherLanguages)(
    'names $code in that language, as a link search engines read as such',
    async ({ code, content, path }) => {
      await renderNavbarAt(paths.home);
      const { accessibleName } = switchLinkAsWritten(code, content);
      const switchLink = screen.getByRole('link', { name: accessibleName, hidden: true });
      expect(switchLink).toHaveTextContent(content.shortName);
      expect(switchLink).toHaveAttribute('lang', code);
      expect(switchLink).toHaveAttribute('hreflang', code);
      expect(switchLink).toHaveAttribute('href', path(paths.home));
    },
  );

  it('links to each other language once, and to none on a one-language site', async () => {
    await renderNavbarAt(paths.home);
    const hreflangLinks = document.querySelectorAll('a[hreflang]');
    expect(hreflangLinks).toHaveLength(otherLanguages.length);
  });

  it('gives every link an address under the site base', async () => {
    await renderNavbarAt('/portfolio/about', '/portfolio/');
    const nav = screen.getByRole('navigation', { name: texts.mainNavigation });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/portfolio/',
      '/portfolio/',
      '/portfolio/#work',
      '/portfolio/about',
      ...ownPageLinks(siteLanguage).map(([, href]) => `/portfolio${href}`),
      ...blogLinks(siteLanguage).map(([, href]) => `/portfolio${href}`),
      '/portfolio/about#contacts',
      ...switchLinks(siteLanguage, paths.about).map(([, href]) => `/portfolio${href}`),
    ]);
  });

  it('takes Work from another page to Home under the site base', async () => {
    const user = userEvent.setup();
    await renderNavbarAt('/portfolio/about', '/portfolio/');
    await user.click(screen.getByRole('link', { name: texts.work, hidden: true }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/),
    );
  });

  it.each([
    { motion: 'with motion', reduce: false },
    { motion: 'with less motion', reduce: true },
  ])(
    'takes Work to Home while the page before it is still on its way, which then never shows, and lands on Work after Home is placed ($motion)',
    async ({ reduce }) => {
      preferReducedMotion(reduce);
      // The page's moves in order: put at its top (ScrollRestoration), or a section scrolled to.
      const moves: string[] = [];
      vi.spyOn(window, 'scrollTo').mockImplementation(() => moves.push('top'));
      Element.prototype.scrollIntoView = function (this: Element) {
        moves.push(this.id);
      };
      let arrive = () => {};
      const aboutArrives = new Promise<void>((resolve) => (arrive = resolve));
      function SlowAbout() {
        use(aboutArrives);
        return <p>About page</p>;
      }
      const clickLink = (name: string) =>
        act(async () => screen.getByRole('link', { name, hidden: true }).click());
      await renderRoute(paths.home, {
        routes: routesWithAbout({ element: <SlowAbout /> }),
      });
      await clickLink(texts.about);
      // The address has moved on; the page shown is still Home's, its #work there to scroll to.
      expect(window.location.pathname).toBe(paths.about);
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);
      moves.length = 0;
      await clickLink(texts.work);
      await waitFor(() => expect(window.location.pathname).toBe(paths.home));
      await waitFor(() => expect(moves).toContain('work'));
      expect(moves).toEqual(['top', 'work']);
      await act(async () => arrive());
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);
      expect(screen.queryByText('About page')).toBeNull();
    },
  );

  it('marks the link of the current page', async () => {
    await renderNavbarAt(paths.about);
    expect(screen.getByRole('link', { name: texts.about, hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: texts.home, hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  // The menu is a native popover: opening it, Escape and a tap outside are the browser's, and
  // the end-to-end tests try them in Chromium (jsdom has no popovers). Here: the wiring.
  it('makes the menu a popover that the Menu button opens and names', async () => {
    await renderNavbarAt(paths.home);
    const toggle = menuToggle();
    expect(toggle).toHaveAttribute('popovertarget', popoverIds.menu);
    expect(toggle).toHaveAttribute('aria-controls', popoverIds.menu);
    // The browser says whether it is open; an attribute of ours would contradict it.
    expect(toggle).not.toHaveAttribute('aria-expanded');
    expect(document.getElementById(popoverIds.menu)).toHaveAttribute('popover', 'auto');
  });

  it('offers light, dark and the system’s theme in a panel that the Theme button opens', async () => {
    await renderNavbarAt(paths.home);
    const button = screen.getByRole('button', { name: texts.theme });
    const panelId = button.getAttribute('popovertarget');
    expect(button).toHaveAttribute('aria-controls', panelId);
    expect(button).not.toHaveAttribute('aria-expanded');
    const panel = document.getElementById(panelId!)!;
    expect(panel).toHaveAttribute('popover', 'auto');
    const group = within(panel).getByRole('group', { name: texts.theme, hidden: true });
    const radios = within(group).getAllByRole('radio', { hidden: true });
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      texts.lightTheme,
      texts.darkTheme,
      texts.systemTheme,
    ]);
    expect(
      within(group).getByRole('radio', { name: texts.systemTheme, hidden: true }),
    ).toBeChecked();
  });
});

describe('Navbar section links', () => {
  let scrolledTo: string[];

  beforeEach(() => {
    vi.useFakeTimers();
    scrolledTo = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
  });

  afterEach(() => vi.useRealTimers());

  function click(name: 'work' | 'contacts') {
    act(() => screen.getByRole('link', { name: texts[name], hidden: true }).click());
  }

  function advance(ms: number) {
    act(() => vi.advanceTimersByTime(ms));
  }

  it('scrolls to Work on the home page 250 ms after the click', async () => {
    await renderNavbarAt(paths.home);
    click('work');
    advance(249);
    expect(scrolledTo).toEqual([]);
    advance(1);
    expect(scrolledTo).toEqual(['work']);
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/');
  });

  it('goes home first from another page, once the tap is painted, then scrolls to Work 350 ms after the click', async () => {
    await renderNavbarAt(paths.about);
    click('work');
    const path = screen.getByRole('status', { name: 'Current path' });
    expect(path).toHaveTextContent(paths.about);
    advance(50);
    expect(path).toHaveTextContent(/^\/$/);
    advance(299);
    expect(scrolledTo).toEqual([]);
    advance(1);
    expect(scrolledTo).toEqual(['work']);
  });

  it('scrolls to Contacts on the current page 250 ms after the click', async () => {
    await renderNavbarAt(paths.home);
    click('contacts');
    advance(249);
    expect(scrolledTo).toEqual([]);
    advance(1);
    expect(scrolledTo).toEqual(['contacts']);
  });

  it('scrolls only once when Work is clicked twice in a row', async () => {
    await renderNavbarAt(paths.home);
    click('work');
    advance(100);
    click('work');
    advance(1000);
    expect(scrolledTo).toEqual(['work']);
  });
});
