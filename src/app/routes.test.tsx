import { screen, within } from '@testing-library/react';
import { caseStudyPath, cvTextPath, paths, projectAnchor } from '@/config/paths';
import { timelineNames } from '@/content/timelines';
import { loadCaseStudy } from '@/content';
import { languages, siteLanguage, siteLanguages } from '@/testing/languages';
import { renderRoute } from '@/testing/test-utils';

describe.each(languages)('routes in $code', ({ code, content, texts, path, history }) => {
  it(`shows Home at ${path(paths.home)}`, async () => {
    await renderRoute(path(paths.home));
    expect(
      await screen.findByRole('heading', { name: content.hero.greeting, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: content.workHeading })).toHaveAttribute('id', 'work');
    expect(screen.getByRole('region', { name: content.contactsHeading })).toHaveAttribute(
      'id',
      'contacts',
    );
    expect(screen.getByRole('navigation', { name: texts.mainNavigation })).toBeInTheDocument();
  });

  it(`shows About at ${path(paths.about)}, with both paragraphs, the skill lists, the history and the contacts`, async () => {
    await renderRoute(path(paths.about));
    expect(
      await screen.findByRole('heading', { name: content.about.heading, level: 1 }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(content.about.intro)).toBeInTheDocument();
    for (const paragraph of [content.about.personal ?? []].flat()) {
      expect(main.getByText(paragraph)).toBeInTheDocument();
    }
    for (const list of content.skills) {
      const items = within(screen.getByRole('list', { name: list.title })).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(list.items.map((item) => item.name));
    }
    // The CV as plain text beside its PDF, in the page's language.
    expect(main.getByRole('link', { name: texts.cvText })).toHaveAttribute(
      'href',
      path(cvTextPath),
    );
    // Each timeline, then each of the record's other lists, a headed region of its own, in the
    // CV's order; none at all without entries.
    const timelines = timelineNames.filter((name) => history[name]);
    const records = (
      [
        ['awards', 'awards'],
        ['certificates', 'certificates'],
        ['publications', 'publications'],
        ['spokenLanguages', 'languages'],
        ['interests', 'interests'],
      ] as const
    ).filter(([name]) => history[name]);
    expect(
      main.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby')),
    ).toEqual([
      ...timelines.map((name) => `timeline-${name}`),
      ...records.map(([, id]) => `record-${id}`),
      'contact',
    ]);
    for (const name of ['awards', 'certificates', 'publications'] as const) {
      const list = history[name];
      if (!list) continue;
      const region = within(main.getByRole('region', { name: list.heading }));
      const titles = region.getAllByRole('heading', { level: 3 });
      expect(
        titles.map((title) => title.textContent?.replace(texts.opensInNewTab, '').trim()),
      ).toEqual(list.entries.map((entry) => entry.title));
      list.entries.forEach((entry, index) => {
        const item = titles[index]!.closest('li')!;
        for (const part of [entry.kindText, entry.by, entry.dateText, entry.summary])
          if (part) expect(item).toHaveTextContent(part);
        if (entry.url) expect(within(item).getByRole('link')).toHaveAttribute('href', entry.url);
      });
    }
    if (history.spokenLanguages) {
      const region = main.getByRole('region', { name: history.spokenLanguages.heading });
      // Each language a term, its fluency what it says of it.
      const terms = [...region.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
      expect(terms).toEqual(
        history.spokenLanguages.entries.map(({ language, fluency }) => [language, fluency]),
      );
    }
    for (const timeline of timelines.map((name) => history[name]!)) {
      const region = within(main.getByRole('region', { name: timeline.heading }));
      const entries = region
        .getAllByRole('listitem')
        .filter((item) => item.parentElement?.tagName === 'OL');
      expect(entries).toHaveLength(timeline.entries.length);
      timeline.entries.forEach((entry, index) => {
        const item = within(entries[index]!);
        expect(item.getByRole('heading', { level: 3 })).toHaveTextContent(entry.title);
        expect(entries[index]).toHaveTextContent(`${entry.startText} – ${entry.endText}`);
        const times = entries[index]!.querySelectorAll('time');
        expect([...times].map((time) => time.dateTime)).toEqual(
          entry.end === 'now' ? [entry.start] : [entry.start, entry.end],
        );
        for (const line of entry.lines) expect(item.getByText(line)).toBeInTheDocument();
        if (entry.url) {
          const link = item.getByRole('link');
          expect(link).toHaveTextContent(`${entry.organisation} ${texts.opensInNewTab}`);
          expect(link).toHaveAttribute('href', entry.url);
          expect(link).toHaveAttribute('target', '_blank');
        } else {
          expect(item.getByText(entry.organisation)).toBeInTheDocument();
        }
      });
    }
    expect(screen.getByRole('region', { name: content.contactsHeading })).toHaveAttribute(
      'id',
      'contacts',
    );
  });

  it('keeps the navbar above every page', async () => {
    await renderRoute(path(paths.about));
    await screen.findByRole('heading', { name: content.about.heading });
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('navigation', { name: texts.mainNavigation }),
    );
  });

  // `/uk` and `/uk/no/such/page` are in Ukrainian; the site's own language has no prefix.
  const unknownPaths =
    code === siteLanguage.code
      ? ['/projects', '/about/team', '/index.html', '/ukraine-news', '/zz/', '/work']
      : [`/${code}`, `/${code}/no/such/page`, `/${code.toUpperCase()}/about/team`];
  // A project without a case study, or no project at all, has no page under /work/.
  const withoutCaseStudy = content.projects.find(
    ({ id }) => !siteLanguages.caseStudies.includes(id),
  );
  unknownPaths.push(path(caseStudyPath(withoutCaseStudy?.id ?? 'no-such-project')));
  it.each(unknownPaths)('shows Home at %s', async (unknownPath) => {
    await renderRoute(unknownPath);
    expect(
      await screen.findByRole('heading', { name: content.hero.greeting, level: 1 }),
    ).toBeInTheDocument();
  });
});

describe.each(
  languages.flatMap((language) =>
    siteLanguages.caseStudies.map((projectId) => ({ ...language, projectId })),
  ),
)('the case study of $projectId in $code', ({ code, content, path, projectId }) => {
  // The page's code makes every project's link-preview picture on its first import: in a fresh
  // clone, with nothing cached yet, that takes longer than a query waits.
  beforeAll(() => import('@/pages/case-study/CaseStudyPage'), 120_000);

  it('shows its title, summary and facts, its story, and the ways back to its card and on to the next', async () => {
    const project = content.projects.find(({ id }) => id === projectId)!;
    const { facts, words } = (await loadCaseStudy(code, projectId))!;
    await renderRoute(path(caseStudyPath(projectId)));
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { name: project.title, level: 1 })).toBeVisible();
    expect(main.getByText(facts.summary)).toBeInTheDocument();
    const shown = (term: string) =>
      main.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shown(words.role)).toBe(facts.role);
    expect(shown(words.team)).toBe(facts.team);
    expect(shown(words.period)).toBe(`${facts.periodText.start} – ${facts.periodText.end}`);
    expect(shown(words.stack)).toBe(facts.stack.join(''));
    for (const { value, label } of facts.outcomes ?? []) {
      expect(main.getByText(value).nextElementSibling).toHaveTextContent(label);
    }
    // The story has sections of its own under the title.
    expect(main.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(main.getByRole('link', { name: words.backToWork })).toHaveAttribute(
      'href',
      `${path(paths.home)}#${projectAnchor(projectId)}`,
    );
    const others = siteLanguages.caseStudies;
    const nextId = others[(others.indexOf(projectId) + 1) % others.length]!;
    const next = main.queryByRole('link', { name: new RegExp(`^${words.next}`) });
    if (nextId === projectId) expect(next).toBeNull();
    else expect(next).toHaveAttribute('href', path(caseStudyPath(nextId)));
  });
});
