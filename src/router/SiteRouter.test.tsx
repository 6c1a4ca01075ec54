import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import { Link, SiteRouter, useLocation } from '@/router';

/** What the router says of the address, as a page reads it. */
function Where() {
  const { pathname, hash, key } = useLocation();
  return (
    <output aria-label="Where">
      {pathname}
      {hash} {key}
    </output>
  );
}

const where = () => screen.getByRole('status', { name: 'Where' }).textContent ?? '';
const keyShown = () => where().split(' ')[1];
const user = () => userEvent.setup();

function renderAt(address: string, base: string) {
  window.history.replaceState(null, '', address);
  return render(
    <SiteRouter base={base}>
      <Where />
      <Link to="/about#contacts">About</Link>
      <Link to="/">Home</Link>
    </SiteRouter>,
  );
}

describe('the site’s router', () => {
  it.each([
    ['/', '/'],
    ['/portfolio/', '/portfolio/'],
  ])(
    'under %s, links to its paths, and a click moves on with a history entry of its own',
    async (base, home) => {
      renderAt(home, base);
      expect(where()).toBe('/ default');
      const about = screen.getByRole('link', { name: 'About' });
      expect(about).toHaveAttribute('href', `${home}about#contacts`);
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', home);

      const pushState = vi.spyOn(window.history, 'pushState');
      await user().click(about);
      expect(window.location.pathname + window.location.hash).toBe(`${home}about#contacts`);
      expect(pushState).toHaveBeenCalledOnce();
      expect(where()).toMatch(/^\/about#contacts [a-z0-9]+$/);
      expect(keyShown()).not.toBe('default');
      expect(window.history.state).toEqual({ key: keyShown() });
    },
  );

  it('adds no entry for a link to the address shown', async () => {
    renderAt('/about#contacts', '/');
    const pushState = vi.spyOn(window.history, 'pushState');
    await user().click(screen.getByRole('link', { name: 'About' }));
    expect(pushState).not.toHaveBeenCalled();
    expect(keyShown()).not.toBe('default');
  });

  it('follows Back to the entry left, with its key', async () => {
    renderAt('/', '/');
    await user().click(screen.getByRole('link', { name: 'About' }));
    const aboutKey = keyShown();
    await user().click(screen.getByRole('link', { name: 'Home' }));
    expect(where()).toMatch(/^\/ /);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toBe(`/about#contacts ${aboutKey}`);
  });

  it('keeps the page shown while the next one is on its way', async () => {
    let arrive = () => {};
    const arrival = new Promise<void>((resolve) => (arrive = resolve));
    function Page() {
      const { pathname } = useLocation();
      if (pathname === '/about') use(arrival);
      return <h1>{pathname === '/about' ? 'About' : 'Home'}</h1>;
    }
    window.history.replaceState(null, '', '/');
    render(
      <SiteRouter>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
          <Link to="/about">To About</Link>
        </Suspense>
      </SiteRouter>,
    );
    await act(async () => screen.getByRole('link', { name: 'To About' }).click());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('kept in memory, moves on without touching the browser’s history', async () => {
    window.history.replaceState(null, '', '/elsewhere');
    render(
      <SiteRouter base="/portfolio/" location="/uk/">
        <Where />
        <Link to="/about#contacts">About</Link>
      </SiteRouter>,
    );
    expect(where()).toBe('/uk/ default');
    await user().click(screen.getByRole('link', { name: 'About' }));
    expect(where()).toMatch(/^\/about#contacts [a-z0-9]+$/);
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it('reads an address as a path, its query and its fragment, never as another host', () => {
    render(
      <SiteRouter location="//evil.example/work?x=1#contacts">
        <Where />
      </SiteRouter>,
    );
    expect(where()).toBe('//evil.example/work#contacts default');
  });
});
