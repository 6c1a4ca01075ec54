import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, type RouteObject } from 'react-router';
import { siteLanguage } from '@/testing/languages';
import { renderRoute } from '@/testing/test-utils';
import { RouteErrorScreen } from './RouteErrorScreen';

function routesFailingWith(failure: () => never): RouteObject[] {
  return [
    {
      path: '/',
      loader: failure,
      element: <p>Home</p>,
      hydrateFallbackElement: <p>Loading</p>,
      errorElement: <RouteErrorScreen />,
    },
  ];
}

const { texts } = siteLanguage;

describe('RouteErrorScreen', () => {
  it('says the error title ("Unexpected Application Error!") and offers a fresh start at Home', async () => {
    renderRoute('/', {
      routes: routesFailingWith(() => {
        throw new Error('The projects could not be read');
      }),
    });
    expect(
      await screen.findByRole('heading', { name: texts.errorTitle, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.backHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: texts.reload })).toBeInTheDocument();
  });

  it('keeps the technical details one click away', async () => {
    const user = userEvent.setup();
    renderRoute('/', {
      routes: routesFailingWith(() => {
        throw new Error('The projects could not be read');
      }),
    });
    const details = await screen.findByText(texts.technicalDetails);
    const message = screen.getByText('The projects could not be read');
    expect(message).not.toBeVisible();
    await user.click(details);
    expect(message).toBeVisible();
  });

  it('describes an error response by its status', async () => {
    renderRoute('/', {
      routes: routesFailingWith(() => {
        throw data(null, { status: 503, statusText: 'Service Unavailable' });
      }),
    });
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('reloads the page from its button', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderRoute('/', {
      routes: routesFailingWith(() => {
        throw new Error('boom');
      }),
    });
    await user.click(await screen.findByRole('button', { name: texts.reload }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
