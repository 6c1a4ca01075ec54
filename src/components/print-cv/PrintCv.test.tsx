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
      expect(cv.getByRole('heading', { name: project.title, hidden: true })).toBeInTheDocument();
      expect(cv.getByText(project.summary)).toBeInTheDocument();
    }
    for (const list of siteContent.skills) {
      expect(cv.getByRole('heading', { name: list.title, hidden: true })).toBeInTheDocument();
      for (const skill of list.items) expect(cv.getByText(skill.name)).toBeInTheDocument();
    }
  });
});
