import { render, screen, within } from '@testing-library/react';
import { InMemoryRouter } from '@/testing/test-utils';
import { siteLanguage, siteLanguages } from '@/testing/languages';
import { WorkSection } from './WorkSection';

const { content, texts } = siteLanguage;
/** The content's first project, and copies of it under other ids: as many projects as asked. */
const projects = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    ...content.projects[0]!,
    id: `project-${index + 1}`,
    title: `Project ${index + 1}`,
  }));

describe('the work section', () => {
  it('shows a single project on its own, with no carousel and no controls', () => {
    render(<WorkSection heading={content.workHeading} projects={projects(1)} texts={texts} />, {
      wrapper: InMemoryRouter,
    });
    const work = screen.getByRole('region', { name: content.workHeading });
    expect(within(work).getByRole('heading', { name: 'Project 1', level: 3 })).toBeInTheDocument();
    expect(within(work).queryByRole('button')).toBeNull();
    expect(work.querySelector('[aria-roledescription]')).toBeNull();
  });

  it.each([2, 12])('puts %i projects in a carousel with a bullet each', (count) => {
    render(<WorkSection heading={content.workHeading} projects={projects(count)} texts={texts} />, {
      wrapper: InMemoryRouter,
    });
    const carousel = screen.getByRole('region', { name: texts.projects });
    expect(carousel).toHaveAttribute('aria-roledescription', texts.carousel);
    expect(within(carousel).getAllByRole('group')).toHaveLength(count);
    expect(within(carousel).getAllByRole('button')).toHaveLength(count + 2);
  });

  it('links each project that has a case study to its page, beside its live project', () => {
    render(
      <WorkSection heading={content.workHeading} projects={content.projects} texts={texts} />,
      { wrapper: InMemoryRouter },
    );
    for (const project of content.projects) {
      const card = screen
        .getByRole('heading', { name: project.title, level: 3 })
        .closest('article')!;
      // Its skills' links aside (below).
      const links = within(card)
        .getAllByRole('link')
        .filter((link) => !link.closest('ul'));
      const hasCaseStudy = siteLanguages.caseStudies.includes(project.id);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        ...(hasCaseStudy ? [siteLanguage.path(`/work/${project.id}`)] : []),
        project.project,
      ]);
      if (hasCaseStudy) {
        expect(links[0]).toHaveAccessibleName(`${texts.caseStudy?.read}: ${project.title}`);
      }
    }
  });
});

describe('a project’s slide', () => {
  it('lists the skills it shows, each linked to its page where it has one', () => {
    const [first, second] = content.skills.flatMap((list) => list.items);
    const project = { ...content.projects[0]!, skills: [first!.id, second!.id] };
    render(<WorkSection heading={content.workHeading} projects={[project]} texts={texts} />, {
      wrapper: InMemoryRouter,
    });
    const skills = screen.getByRole('list', { name: texts.skills });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([first!.name, second!.name]);
    const withPages = siteLanguages.skills[siteLanguage.code] ?? [];
    for (const skill of [first!, second!]) {
      const link = within(skills).queryByRole('link', { name: skill.name });
      if (withPages.includes(skill.id)) expect(link).toHaveAttribute('href', `/skills/${skill.id}`);
      else expect(link).toBeNull();
    }
  });
});
