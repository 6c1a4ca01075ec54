import { screen } from '@testing-library/react';
import { Link, type RouteGroup } from '@/router';
import { siteLanguage } from '@/testing/languages';
import { renderRoute } from '@/testing/test-utils';
import { lazyPage } from './lazyPage';

const { texts } = siteLanguage;

function Broken(): never {
  throw new Error('The projects could not be read');
}

/** A page at `/story` that `loadStory` loads, a broken one at `/broken`, and one with links. */
function routesWith(loadStory: () => Promise<string>): RouteGroup[] {
  const story = lazyPage(async () => <h1>{await loadStory()}</h1>);
  const pages = [
    {
      path: '/',
      element: (
        <p>
          <Link to="/story">Story</Link>
        </p>
      ),
    },
    { path: '/story', element: story.element, load: story.load },
    { path: '/broken', element: <Broken /> },
  ];
  return [{ prefix: '/', pages }];
}

const errorHeading = () => screen.findByRole('heading', { name: texts.errorTitle, level: 1 });

describe('the site’s pages', () => {
  it('show the error screen for a page whose code does not arrive, which the browser has logged already', async () => {
    await renderRoute('/story', {
      routes: routesWith(() =>
        Promise.reject(new Error('Failed to fetch dynamically imported module')),
      ),
    });
    expect(await errorHeading()).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('show the error screen for a page that fails as it renders, and log the error', async () => {
    const logged: unknown[] = [];
    vi.mocked(console.error).mockImplementation((...args) => void logged.push(...args));
    await renderRoute('/broken', { routes: routesWith(async () => 'Story') });
    expect(await errorHeading()).toBeInTheDocument();
    expect(logged).toContainEqual(new Error('The projects could not be read'));
  });

  it('fetch a page that failed again once the visitor goes on to another address', async () => {
    const loadStory = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue('Story');
    const { navigate } = await renderRoute('/story', { routes: routesWith(loadStory) });
    expect(await errorHeading()).toBeInTheDocument();
    await navigate('/');
    expect(screen.getByRole('link', { name: 'Story' })).toBeInTheDocument();
    await navigate('/story');
    expect(await screen.findByRole('heading', { name: 'Story', level: 1 })).toBeInTheDocument();
    expect(loadStory).toHaveBeenCalledTimes(2);
  });
});
