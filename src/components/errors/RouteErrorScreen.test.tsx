import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InMemoryRouter } from '@/testing/test-utils';
import { siteLanguage } from '@/testing/languages';
import { RouteErrorScreen } from './RouteErrorScreen';

const { texts } = siteLanguage;

function renderScreen(error: unknown) {
  render(
    <InMemoryRouter>
      <RouteErrorScreen error={error} />
    </InMemoryRouter>,
  );
}

describe('RouteErrorScreen', () => {
  it('says the error title ("Unexpected Application Error!") and offers a fresh start at Home', () => {
    renderScreen(new Error('The projects could not be read'));
    expect(screen.getByRole('heading', { name: texts.errorTitle, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.backHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: texts.reload })).toBeInTheDocument();
  });

  it('keeps the technical details one click away', async () => {
    const user = userEvent.setup();
    renderScreen(new Error('The projects could not be read'));
    const message = screen.getByText('The projects could not be read');
    expect(message).not.toBeVisible();
    await user.click(screen.getByText(texts.technicalDetails));
    expect(message).toBeVisible();
  });

  it('describes what was thrown, when it is no Error, by its text', () => {
    renderScreen('Service Unavailable');
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
  });

  it('reloads the page from its button', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderScreen(new Error('boom'));
    await user.click(screen.getByRole('button', { name: texts.reload }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
