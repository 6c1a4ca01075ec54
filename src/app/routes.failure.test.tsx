import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/test-utils';

// The About page's code fails to load, as when a visitor's tab outlives a deploy.
vi.mock('@/pages/about/AboutPage', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/AboutPage.js');
});

describe('when a page fails to load', () => {
  it('shows the error screen with a way back to Home', async () => {
    renderRoute('/about');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('leaves the other pages working', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { name: 'Greetings!', level: 1 }),
    ).toBeInTheDocument();
  });
});
