import { screen, within } from '@testing-library/react';
import { contentIn } from '@/content';

const siteContent = contentIn('en');
import { renderRoute } from '@/testing/test-utils';

describe('routes', () => {
  it('shows Home at /', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { name: 'Greetings!', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Selected work' })).toHaveAttribute('id', 'work');
    expect(screen.getByRole('region', { name: 'Contacts' })).toHaveAttribute('id', 'contacts');
  });

  it('shows About at /about, with both paragraphs, both skill lists and the contacts', async () => {
    renderRoute('/about');
    expect(await screen.findByRole('heading', { name: 'About me', level: 1 })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(siteContent.about.intro)).toBeInTheDocument();
    expect(main.getByText(siteContent.about.personal)).toBeInTheDocument();
    // The exact lists of the spec are checked in the browser (e2e/about.spec.ts); here, that
    // each list of the content is rendered whole and in order under its own heading.
    for (const list of siteContent.skills) {
      const items = within(screen.getByRole('list', { name: list.title })).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(list.items.map((item) => item.name));
    }
    expect(screen.getByRole('region', { name: 'Contacts' })).toHaveAttribute('id', 'contacts');
  });

  it.each([
    ['/uk', 'Вітаю!'],
    ['/uk/', 'Вітаю!'],
    ['/uk/no/such/page', 'Вітаю!'],
    ['/uk/about', 'Про мене'],
  ])('shows the Ukrainian page at %s', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Основна' })).toBeInTheDocument();
  });

  it.each(['/projects', '/about/team', '/index.html', '/ukraine', '/fr/'])(
    'shows Home at an unknown path: %s',
    async (path) => {
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { name: 'Greetings!', level: 1 }),
      ).toBeInTheDocument();
    },
  );

  it('keeps the navbar above every page', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { name: 'About me' });
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('navigation', { name: 'Main' }),
    );
  });
});
