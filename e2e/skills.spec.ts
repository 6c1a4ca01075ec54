import { caseStudyPath, skillPath } from '../src/config/paths';
import { expectNoViolations } from './support/axe';
import { expect, test, variesWithContent, visit } from './support/fixtures';
import { siteLanguage, siteLanguages } from './support/languages';
import { siteContent } from './support/siteContent';
import { themes } from './support/themes';

/**
 * A skill with its evidence: from About, a skill a project shows leads to its page, which lists
 * the projects (each to its case study, where it has one) and the jobs that show it. Which skills
 * have a page is the unit tests' (src/config/languagePaths.test.ts, src/content/skillEvidence.test.ts).
 */

const { content, path } = siteLanguage;
const skills = siteContent.skills.flatMap((list) => list.items);
/** The first skill of the lists that a project shows, where the content names any. */
const skill = skills.find(({ id }) =>
  siteContent.projects.some((project) => project.skills?.includes(id)),
);

test(
  'a visitor follows a skill from About to its evidence: the projects and jobs that show it, readable in both themes',
  variesWithContent,
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, path('/about'));
    const skillsColumn = page.getByRole('complementary');
    if (!skill) {
      // No project or job names a skill: every skill stays a name.
      await expect(skillsColumn.getByRole('listitem').first()).toBeVisible();
      await expect(skillsColumn.getByRole('link')).toHaveCount(0);
      return;
    }
    await skillsColumn.getByRole('link', { name: skill.name, exact: true }).click();
    await expect(page).toHaveURL(path(skillPath(skill.id)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(skill.name);
    await expect(page).toHaveTitle(`${skill.name} · ${content.profile.name}`);
    const main = page.getByRole('main');
    const projects = siteContent.projects.filter((project) => project.skills?.includes(skill.id));
    const projectHeadings = main.getByRole('heading', { level: 3 });
    for (const project of projects) {
      const { title } = content.projects.find(({ id }) => id === project.id)!;
      const link = projectHeadings.getByRole('link', { name: title });
      await expect(link).toHaveAttribute(
        'href',
        siteLanguages.caseStudies.includes(project.id)
          ? path(caseStudyPath(project.id))
          : project.project,
      );
    }
    const jobs = (siteContent.experience ?? []).filter((job) => job.skills?.includes(skill.id));
    for (const job of jobs) await expect(main).toContainText(job.organisation);
    const notShown = siteContent.projects.find((project) => !project.skills?.includes(skill.id));
    if (notShown) {
      const { title } = content.projects.find(({ id }) => id === notShown.id)!;
      await expect(projectHeadings.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    }
    for (const theme of themes) {
      await page.emulateMedia({ colorScheme: theme });
      await expectNoViolations(page, `${skillPath(skill.id)}, ${theme} theme`);
    }
  },
);
