import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { siteLanguage } from '@/testing/languages';
import { renderRoute } from '@/testing/test-utils';

const { content, texts } = siteLanguage;

// The About page's code fails to load, as when a visitor's tab outlives a deploy.
vi.mock('@/pages/about/AboutPage', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/AboutPage.js');
});

describe('when a page fails to load', () => {
  it('shows the error screen with a way back to Home', async () => {
    await renderRoute(paths.about);
    expect(
      await screen.findByRole('heading', { name: texts.errorTitle, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.backHome })).toHaveAttribute('href', '/');
  });

  it('leaves the other pages working', async () => {
    await renderRoute(paths.home);
    expect(
      await screen.findByRole('heading', { name: content.hero.greeting, level: 1 }),
    ).toBeInTheDocument();
  });
});
