import { screen, within } from '@testing-library/react';
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
    const skillsOf = (title: string) =>
      within(screen.getByRole('list', { name: title }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(skillsOf('Styles I use')).toEqual([
      'Tailwind CSS',
      'Framer Motion',
      'Styled Components',
      'daisy UI',
      'Bootstrap',
    ]);
    expect(skillsOf('What I am learning')).toEqual([
      'HTML',
      'CSS/SASS',
      'JavaScript',
      'React.js',
      'Redux',
      'Redux Toolkit',
      'TypeScript',
      'Node.js',
    ]);
    expect(screen.getByRole('region', { name: 'Contacts' })).toHaveAttribute('id', 'contacts');
  });

  it.each(['/projects', '/about/team', '/index.html'])(
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
