import { act, screen, waitFor } from '@testing-library/react';
import { printsAsArticleAttribute } from '@/config/markup';
import { paths } from '@/config/paths';
import { becomeIdle } from '@/testing/idleCallbacks';
import { languages } from '@/testing/languages';
import { renderRoute } from '@/testing/test-utils';

/** The CVs of the document: the one the build writes after the app, or the one the app draws. */
const cvsOfDocument = () => [...document.querySelectorAll('.cv')];

/** Puts in the document what the build wrote outside the app: the CV, or an article's mark. */
function asTheBuildWrote(markup: 'cv' | 'article') {
  const written = document.createElement('div');
  if (markup === 'cv') {
    written.className = 'cv';
    written.hidden = true;
  } else {
    written.setAttribute(printsAsArticleAttribute, '');
  }
  document.body.append(written);
  return written;
}

describe.each(languages)('the printed CV in $code', ({ content, path }) => {
  async function open(page: string, heading: string) {
    const rendered = await renderRoute(path(page));
    await screen.findByRole('heading', { level: 1, name: heading });
    return rendered;
  }

  /**
   * The page has loaded (jsdom's is), and the browser has a moment to spare. Awaited in act: where
   * an earlier test left the CV's code and history loaded, React reads them a microtask later.
   */
  const idleMoment = () =>
    act(async () => {
      becomeIdle();
      await Promise.resolve();
    });

  async function expectDrawnOnce() {
    // Its code and the history it shows arrive while this waits.
    await waitFor(() => expect(cvsOfDocument()).toHaveLength(1));
    const [cv] = cvsOfDocument();
    expect(cv).toHaveTextContent(content.profile.name);
    expect(cv).toHaveTextContent(content.about.intro);
    expect(cv).not.toBeVisible();
  }

  it('is drawn by the app on Home, which the build wrote without it, hidden, once the page has loaded and the browser is idle', async () => {
    await open(paths.home, content.hero.greeting);
    expect(cvsOfDocument()).toEqual([]);
    await idleMoment();
    await expectDrawnOnce();
  });

  it('is drawn by the app once the visitor goes on from an article, which prints as itself', async () => {
    asTheBuildWrote('article');
    const { navigate } = await open(paths.about, content.about.heading);
    await idleMoment();
    await act(() => import('./AppDrawnCv'));
    expect(cvsOfDocument()).toEqual([]);
    await navigate(path(paths.home));
    await expectDrawnOnce();
  });

  it('is not drawn again where the build wrote it', async () => {
    const written = asTheBuildWrote('cv');
    const { navigate } = await open(paths.home, content.hero.greeting);
    await navigate(path(paths.about));
    await screen.findByRole('heading', { level: 1, name: content.about.heading });
    await idleMoment();
    await act(() => import('./AppDrawnCv'));
    expect(cvsOfDocument()).toEqual([written]);
  });
});
