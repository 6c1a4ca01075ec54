import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { giscusOrigin } from '../services';
import { Comments } from './Comments';

const showGiscus = vi.fn((place: HTMLElement) => {
  place.append(Object.assign(document.createElement('p'), { textContent: 'the widget' }));
  return stopFollowing;
});
const stopFollowing = vi.fn();
vi.mock('./giscusWidget', () => ({ showGiscus }));

const giscus = {
  repo: 'taras/portfolio',
  repoId: 'R_kgDOMelnyk',
  category: 'Comments',
  categoryId: 'DIC_kwDOMelnyk4Cc2Ka',
};
const words = { comments: 'Коментарі', showComments: 'Показати коментарі' };

/** The page's own policy, as the build writes it in a `<meta>`: framing giscus, or nothing. */
function pagePolicy(frames: boolean) {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = `default-src 'none'; ${frames ? `frame-src ${giscusOrigin}; ` : ''}trusted-types lit-html`;
  document.head.replaceChildren(meta);
}

const renderComments = () => render(<Comments giscus={giscus} language="uk" words={words} />);

describe('the comments under a post', () => {
  afterEach(() => {
    document.head.replaceChildren();
    window.history.replaceState(null, '');
  });

  it('loads nothing until asked, then giscus in the page’s language, with the focus on their heading', async () => {
    pagePolicy(true);
    renderComments();
    expect(screen.getByRole('region', { name: words.comments })).toBeVisible();
    expect(showGiscus).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: words.showComments }));
    expect(await screen.findByText('the widget')).toBeVisible();
    expect(showGiscus).toHaveBeenCalledWith(expect.any(HTMLElement), giscus, {
      language: 'uk',
      title: words.comments,
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: words.comments })).toHaveFocus();
  });

  it('stops following the theme once the page goes', async () => {
    pagePolicy(true);
    const { unmount } = renderComments();
    await userEvent.click(screen.getByRole('button', { name: words.showComments }));
    await screen.findByText('the widget');
    unmount();
    expect(stopFollowing).toHaveBeenCalledOnce();
  });

  it('loads the page again where its policy frames nothing (reached by a client-side move), and shows them there at once', async () => {
    pagePolicy(false);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    window.history.replaceState({ key: 'entry' }, '');
    const first = renderComments();
    await userEvent.click(screen.getByRole('button', { name: words.showComments }));
    expect(reload).toHaveBeenCalledOnce();
    expect(showGiscus).not.toHaveBeenCalled();
    first.unmount();
    vi.restoreAllMocks();

    // The reloaded page, under its own policy: the entry remembers the visitor asked, once.
    pagePolicy(true);
    renderComments();
    expect(await screen.findByText('the widget')).toBeVisible();
    expect(window.history.state).toEqual({ key: 'entry' });
  });

  it('shows them at once to a visitor back from signing in to giscus', async () => {
    pagePolicy(true);
    window.history.replaceState(null, '', '/blog/first-load?giscus=session');
    renderComments();
    expect(await screen.findByText('the widget')).toBeVisible();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the button where the widget’s code does not come, to be pressed again', async () => {
    pagePolicy(true);
    showGiscus.mockImplementationOnce(() => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    renderComments();
    await userEvent.click(screen.getByRole('button', { name: words.showComments }));
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: words.showComments })).toBeEnabled();
  });
});
