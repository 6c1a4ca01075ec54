import { render, screen, within } from '@testing-library/react';
import { contentIn } from '@/content';

const siteContent = contentIn('en');
import { PrintCv } from './PrintCv';

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
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['andrii-koval.example.com', siteContent.siteUrl],
      ['linkedin.com/in/example-profile', 'https://www.linkedin.com/in/example-profile'],
      ['t.me/example_handle', 'https://t.me/example_handle'],
      ['hello@example.com', 'mailto:hello@example.com'],
      [
        'docs.google.com/document/d/example-resume-id/view',
        'https://docs.google.com/document/d/example-resume-id/view',
      ],
      ['github.com/example-user', 'https://github.com/example-user'],
      ...siteContent.projects.map((project) => [
        project.project.replace('https://', ''),
        project.project,
      ]),
    ]);
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
