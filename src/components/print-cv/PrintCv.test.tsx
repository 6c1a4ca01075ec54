import { render, screen, within } from '@testing-library/react';
import { writtenAddress } from '@/lib/writtenAddress';
import { siteLanguage } from '@/testing/languages';
import { PrintCv } from './PrintCv';

const siteContent = siteLanguage.content;

describe('the printed CV', () => {
  function renderCv() {
    const { container } = render(<PrintCv content={siteContent} />);
    return container.firstElementChild as HTMLElement;
  }

  it('is hidden on screen, from sight and from screen readers (print shows it)', () => {
    const cv = renderCv();
    expect(cv).not.toBeVisible();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('writes out the address of every project and contact, linked for a PDF reader', () => {
    const cv = within(renderCv());
    const links = cv.getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        siteContent.siteUrl,
        ...siteContent.contacts.map((contact) => contact.href),
        ...siteContent.projects.map((project) => project.project),
      ].map((href) => [writtenAddress(href), href]),
    );
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
