import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { Outlet, useLocation } from 'react-router';
import { renderRoute } from '@/testing/test-utils';
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

const routes: RouteObject[] = ['/', '/uk'].map((path) => ({
  path,
  element: (
    <>
      <Navbar />
      <CurrentPath />
      <Outlet />
    </>
  ),
  children: [
    { index: true, element: <Page /> },
    { path: 'about', element: <p>About page</p> },
  ],
}));

function renderNavbarAt(path: string, basename?: string) {
  return renderRoute(path, { routes, basename });
}

function menuToggle() {
  return screen.getByRole('button', { name: 'Menu' });
}

describe('Navbar', () => {
  it('shows the logo with the owner name, linking home', () => {
    renderNavbarAt('/about');
    expect(screen.getByRole('link', { name: 'Andrii Koval' })).toHaveAttribute('href', '/');
  });

  it('gives every link a real address', () => {
    renderNavbarAt('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Andrii Koval', '/'],
      ['Home', '/'],
      ['Work', '/#work'],
      ['About', '/about'],
      ['Contacts', '/about#contacts'],
      ['УкрУкраїнська', '/uk/about'],
    ]);
  });

  it('speaks Ukrainian under /uk/, with every link in Ukrainian and the way back to English', () => {
    renderNavbarAt('/uk/about');
    const nav = screen.getByRole('navigation', { name: 'Основна' });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Андрій Коваль', '/uk/'],
      ['Головна', '/uk/'],
      ['Роботи', '/uk/#work'],
      ['Про мене', '/uk/about'],
      ['Контакти', '/uk/about#contacts'],
      ['EngEnglish', '/about'],
    ]);
    expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Тема' })).toBeInTheDocument();
  });

  it('names the other language in that language, as a link search engines read as such', () => {
    renderNavbarAt('/');
    const switchLink = screen.getByRole('link', { name: 'Українська' });
    expect(switchLink).toHaveTextContent('Укр');
    expect(switchLink).toHaveAttribute('lang', 'uk');
    expect(switchLink).toHaveAttribute('hreflang', 'uk');
    expect(switchLink).toHaveAttribute('href', '/uk/');
  });

  it('gives every link an address under the site base', () => {
    renderNavbarAt('/portfolio/about', '/portfolio/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/portfolio/',
      '/portfolio/',
      '/portfolio/#work',
      '/portfolio/about',
      '/portfolio/about#contacts',
      '/portfolio/uk/about',
    ]);
  });

  it('takes Work from another page to Home under the site base', async () => {
    const user = userEvent.setup();
    renderNavbarAt('/portfolio/about', '/portfolio/');
    await user.click(screen.getByRole('link', { name: 'Work', hidden: true }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);
  });

  it('marks the link of the current page', () => {
    renderNavbarAt('/about');
    expect(screen.getByRole('link', { name: 'About', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  // The menu is a native popover: opening it, Escape and a tap outside are the browser's, and
  // the end-to-end tests try them in Chromium (jsdom has no popovers). Here: the wiring.
  it('makes the menu a popover that the Menu button opens and names', () => {
    renderNavbarAt('/');
    const toggle = menuToggle();
    expect(toggle).toHaveAttribute('popovertarget', 'main-menu');
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('main-menu')).toHaveAttribute('popover', 'auto');
  });

  it('offers light, dark and the system’s theme in a panel that the Theme button opens', () => {
    renderNavbarAt('/');
    const button = screen.getByRole('button', { name: 'Theme' });
    const panelId = button.getAttribute('popovertarget');
    expect(button).toHaveAttribute('aria-controls', panelId);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(panelId!)!;
    expect(panel).toHaveAttribute('popover', 'auto');
    const group = within(panel).getByRole('group', { name: 'Theme', hidden: true });
    const radios = within(group).getAllByRole('radio', { hidden: true });
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
    expect(within(group).getByRole('radio', { name: 'System', hidden: true })).toBeChecked();
  });

  it('says whether the menu is open, however it was opened or closed', () => {
    renderNavbarAt('/');
    const menu = document.getElementById('main-menu')!;
    let open = false;
    const matches = menu.matches.bind(menu);
    menu.matches = ((selector: string) =>
      selector === ':popover-open' ? open : matches(selector)) as typeof menu.matches;

    open = true;
    act(() => void menu.dispatchEvent(new Event('toggle')));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');

    open = false;
    act(() => void menu.dispatchEvent(new Event('toggle')));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open menu when a link is chosen', async () => {
    const user = userEvent.setup();
    renderNavbarAt('/');
    const menu = document.getElementById('main-menu')!;
    menu.matches = ((selector: string): boolean =>
      selector === ':popover-open') as typeof menu.matches;
    menu.hidePopover = vi.fn();
    await user.click(screen.getByRole('link', { name: 'About', hidden: true }));
    expect(screen.getByText('About page')).toBeInTheDocument();
    expect(menu.hidePopover).toHaveBeenCalledOnce();
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

  function click(name: string) {
    act(() => screen.getByRole('link', { name, hidden: true }).click());
  }

  function advance(ms: number) {
    act(() => vi.advanceTimersByTime(ms));
  }

  it('scrolls to Work on the home page 250 ms after the click', () => {
    renderNavbarAt('/');
    click('Work');
    advance(249);
    expect(scrolledTo).toEqual([]);
    advance(1);
    expect(scrolledTo).toEqual(['work']);
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/');
  });

  it('goes home first from another page, then scrolls to Work 350 ms after the click', () => {
    renderNavbarAt('/about');
    click('Work');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);
    advance(349);
    expect(scrolledTo).toEqual([]);
    advance(1);
    expect(scrolledTo).toEqual(['work']);
  });

  it('scrolls to Contacts on the current page 250 ms after the click', () => {
    renderNavbarAt('/');
    click('Contacts');
    advance(249);
    expect(scrolledTo).toEqual([]);
    advance(1);
    expect(scrolledTo).toEqual(['contacts']);
  });

  it('scrolls only once when Work is clicked twice in a row', () => {
    renderNavbarAt('/');
    click('Work');
    advance(100);
    click('Work');
    advance(1000);
    expect(scrolledTo).toEqual(['work']);
  });
});
