import { render, screen, within } from '@testing-library/react';
import { contactTarget, isSiteFile } from '@/content/contactLinks';
import { writtenAddress } from '@/content/writtenAddress';
import { cvOf } from '@/cv/cv';
import type { LocalizedContent, LocalizedHistory } from '@/content';
import { languages, siteLanguage } from '@/testing/languages';
import { PrintCv } from './PrintCv';

/** The CV of a language's content, its home at the site's address. */
const cvFrom = (
  { content, history }: { content: LocalizedContent; history: LocalizedHistory },
  caseStudyUrls: Record<string, string> = {},
) => cvOf(content, history, { home: content.siteUrl, caseStudyUrls });

const siteContent = siteLanguage.content;

describe('the printed CV', () => {
  function renderCv({ content, history } = siteLanguage) {
    const { container } = render(<PrintCv cv={cvFrom({ content, history })} />);
    return container.firstElementChild as HTMLElement;
  }

  it('is hidden on screen, from sight and from screen readers (print shows it)', () => {
    const cv = renderCv();
    expect(cv).not.toBeVisible();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('writes out the address of every project and contact, linked for a PDF reader and read left to right in any language', () => {
    const cv = within(renderCv());
    const links = cv.getAllByRole('link', { hidden: true });
    const linked = (href: string) => [writtenAddress(href), href, 'ltr'];
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('dir')]),
    ).toEqual([
      linked(siteContent.siteUrl),
      // A contact written as the owner wrote it (a phone number with its spaces), a file at its address.
      ...siteContent.contacts.map(({ href }) => {
        const target = contactTarget(href, siteContent.siteUrl);
        return [writtenAddress(isSiteFile(href) ? target : href), target, 'ltr'];
      }),
      ...siteContent.projects.map((project) => linked(project.project)),
    ]);
  });

  it('links the title of each project that has a case study to its page, in a PDF reader', () => {
    const url = (id: string) => `https://owner.example/work/${id}`;
    const [withCaseStudy, ...others] = siteContent.projects;
    const { container } = render(
      <PrintCv cv={cvFrom(siteLanguage, { [withCaseStudy!.id]: url(withCaseStudy!.id) })} />,
    );
    const cv = within(container.firstElementChild as HTMLElement);
    const titleLink = (title: string) =>
      within(cv.getByRole('heading', { level: 3, name: title, hidden: true })).queryByRole('link', {
        hidden: true,
      });
    expect(titleLink(withCaseStudy!.title)).toHaveAttribute('href', url(withCaseStudy!.id));
    for (const project of others) expect(titleLink(project.title)).toBeNull();
  });

  it('gives each project its title and one-line summary, and lists every skill', () => {
    const cv = within(renderCv());
    for (const project of siteContent.projects) {
      expect(
        cv.getByRole('heading', { level: 3, name: project.title, hidden: true }),
      ).toBeInTheDocument();
      expect(cv.getByText(project.summary)).toBeInTheDocument();
    }
    // Each list under its own title: a skill may stand in more than one list.
    const skillLists = cv
      .getAllByRole('list', { hidden: true })
      .filter((list) => list.classList.contains('cv-skills'));
    expect(
      skillLists.map((list) => [
        list.previousElementSibling?.textContent,
        within(list)
          .getAllByRole('listitem', { hidden: true })
          .map((item) => item.textContent),
      ]),
    ).toEqual(siteContent.skills.map((list) => [list.title, list.items.map((item) => item.name)]));
  });
});

describe.each(languages)('the printed CV in $name', (language) => {
  const { experience, education, volunteering } = language.history;
  const timelines = [experience, education, volunteering].filter(
    (timeline) => timeline !== undefined,
  );

  it('lists the work history, education and volunteering in order, with dates, place and lines', () => {
    const { container } = render(<PrintCv cv={cvFrom(language)} />);
    const sections = [...container.querySelectorAll('.cv-timeline')];
    expect(sections.map((section) => section.querySelector('h2')?.textContent)).toEqual(
      timelines.map((timeline) => timeline.heading),
    );
    sections.forEach((section, index) => {
      const { entries } = timelines[index]!;
      const printed = [...section.querySelectorAll('.cv-entry')];
      expect(printed.map((entry) => entry.querySelector('h3')?.textContent)).toEqual(
        entries.map((entry) => `${entry.title} · ${entry.organisation}`),
      );
      entries.forEach((entry, position) => {
        const text = printed[position]!.textContent;
        expect(text).toContain(`${entry.startText} – ${entry.endText} · ${entry.place}`);
        for (const line of entry.lines) expect(text).toContain(line);
      });
    });
  });

  it('prints the rest of the record after the studies, newest first, and nothing of it where there is none', () => {
    const { awards, certificates, publications, spokenLanguages, interests } = language.history;
    const lists = [awards, certificates, publications].filter((list) => list !== undefined);
    const { container, unmount } = render(<PrintCv cv={cvFrom(language)} />);
    const sections = [...container.querySelectorAll('.cv-record')];
    expect(sections.map((section) => section.querySelector('h2')?.textContent)).toEqual(
      [...lists, spokenLanguages, interests].flatMap((list) => (list ? [list.heading] : [])),
    );
    lists.forEach(({ entries }, index) => {
      const printed = [...sections[index]!.querySelectorAll('.cv-entry')];
      expect(printed.map((entry) => entry.querySelector('h3')?.textContent)).toEqual(
        entries.map(({ title }) => title),
      );
      entries.forEach(({ by, dateText }, position) => {
        for (const fact of [by, dateText])
          if (fact) expect(printed[position]!.textContent).toContain(fact);
      });
    });
    const lastTimeline = [...container.querySelectorAll('.cv-timeline')].at(-1);
    if (sections[0] && lastTimeline)
      expect(
        lastTimeline.compareDocumentPosition(sections[0]) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    unmount();

    const { container: bare } = render(
      <PrintCv cv={cvFrom({ content: language.content, history: { experience, education } })} />,
    );
    expect(bare.querySelector('.cv-record')).toBeNull();
  });
});
