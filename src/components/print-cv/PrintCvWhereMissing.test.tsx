import { act, screen, waitFor } from '@testing-library/react';
import { paths } from '@/config/paths';
import { languages } from '@/testing/languages';
import { renderRoute } from '@/testing/test-utils';

/** The CVs of the document: the one the build writes after the app, or the one the app draws. */
const cvsOfDocument = () => [...document.querySelectorAll('.cv')];

describe.each(languages)('the printed CV in $code', ({ content, path }) => {
  async function openHomeThenAbout() {
    const { navigate } = await renderRoute(path(paths.home));
    await screen.findByRole('heading', { level: 1, name: content.hero.greeting });
    const before = cvsOfDocument();
    await navigate(path(paths.about));
    await screen.findByRole('heading', { level: 1, name: content.about.heading });
    // The app's CV, had it been drawn, has its code by now.
    await act(() => import('./AppDrawnCv'));
    return before;
  }

  it('is drawn by the app, hidden, once the visitor goes on from a page the build wrote without it (an article)', async () => {
    const onTheFirstPage = await openHomeThenAbout();
    expect(onTheFirstPage).toEqual([]);
    await waitFor(() => expect(cvsOfDocument()).toHaveLength(1));
    const [cv] = cvsOfDocument();
    expect(cv).toHaveTextContent(content.profile.name);
    expect(cv).toHaveTextContent(content.about.intro);
    expect(cv).not.toBeVisible();
  });

  it('is not drawn again where the build wrote it', async () => {
    const written = document.createElement('div');
    written.className = 'cv';
    written.hidden = true;
    document.body.append(written);
    await openHomeThenAbout();
    expect(cvsOfDocument()).toEqual([written]);
  });
});
