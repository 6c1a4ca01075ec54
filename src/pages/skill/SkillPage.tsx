import { Link } from '@/router';
import { ContactsSection, contactsOf } from '@/components/contacts/ContactsSection';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { Icon } from '@/components/icon/Icon';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { PageHead } from '@/components/page-head/PageHead';
import { caseStudyPath, paths, skillPath } from '@/config/paths';
import { blogIn, historyIn, siteLanguages } from '@/content';
import { ownEntry } from '@/content/ownEntry';
import { skillsOf } from '@/content/skills';
import { Timeline } from '@/pages/about/Timeline';
import { PostList } from '@/pages/blog/PostList';
import page from '@/components/long-form/LongFormPage.module.css';
import styles from './SkillPage.module.css';

/**
 * A skill's page, its evidence: the projects (each to its case study, where it has one), the jobs
 * and the posts of the page's language that show it, newest first where they have dates; the
 * static filter of projects by skill, with no script.
 */
export function SkillPage({ skillId }: { skillId: string }) {
  const { content, language, pathIn } = usePageLanguage();
  const { interface: texts, profile } = content;
  const skill = skillsOf(content.skills).find(({ id }) => id === skillId);
  if (!skill) throw new Error(`The skill lists have no skill "${skillId}".`);
  const shows = (entry: { skills?: readonly string[] | undefined }) =>
    entry.skills?.includes(skillId) ?? false;
  const projects = content.projects.filter(shows);
  const experience = historyIn(language).experience;
  const jobs = experience?.entries.filter(shows) ?? [];
  const blog = siteLanguages.blog[language] ? blogIn(language) : undefined;
  const postSlugs = ownEntry(blog?.postsBySkill, skillId) ?? [];
  const posts = blog?.posts.filter((post) => postSlugs.includes(post.slug)) ?? [];
  const evidence = [
    ...projects.map(({ title }) => title),
    ...jobs.map(({ organisation }) => organisation),
    ...posts.map(({ title }) => title),
  ];
  return (
    <>
      <section className={page.article} aria-labelledby="skill-title">
        <PageHead
          title={`${skill.name} · ${profile.name}`}
          description={`${skill.name}: ${evidence.join(', ')}.`}
          path={skillPath(skillId)}
        />
        <header>
          <Link to={pathIn(paths.about)} className={page.back}>
            <Icon name="arrowLeft" className={page.icon} />
            {texts.about}
          </Link>
          <h1 id="skill-title" className={page.title}>
            {skill.name}
          </h1>
        </header>
        {projects.length > 0 && (
          <section className={styles.evidence} aria-labelledby="skill-projects">
            <h2 id="skill-projects" className={styles.heading}>
              {content.workHeading}
            </h2>
            <ul className={styles.projects}>
              {projects.map((project) => (
                <li key={project.id} className={styles.project}>
                  <h3 className={styles.projectTitle}>
                    {siteLanguages.caseStudies.includes(project.id) ? (
                      <Link to={pathIn(caseStudyPath(project.id))}>{project.title}</Link>
                    ) : (
                      <ExternalLink href={project.project} newTabNote={texts.opensInNewTab}>
                        {project.title}
                      </ExternalLink>
                    )}
                  </h3>
                  <p className={styles.projectSummary}>{project.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {experience && jobs.length > 0 && (
          <Timeline
            id="skill-jobs"
            timeline={{ ...experience, entries: jobs }}
            newTabNote={texts.opensInNewTab}
          />
        )}
        {blog && posts.length > 0 && (
          <section className={styles.evidence} aria-labelledby="skill-posts">
            <h2 id="skill-posts" className={styles.heading}>
              {blog.words.blog}
            </h2>
            <PostList posts={posts} words={blog.words} pathIn={pathIn} entryHeading="h3" />
          </section>
        )}
      </section>
      <ContactsSection {...contactsOf(content)} />
    </>
  );
}
