import { Link } from 'react-router';
import { ContactsSection } from '@/components/contacts/ContactsSection';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { Icon } from '@/components/icon/Icon';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { PageHead } from '@/components/page-head/PageHead';
import { ProjectPreview } from '@/components/picture/ProjectPreview';
import { caseStudyPath, paths, projectAnchor } from '@/config/paths';
import { pageUrl } from '@/config/pageUrl';
import { siteLanguages, type CaseStudyModule } from '@/content';
import { getSharePicture, sharePictureUrl } from '@/content/sharePictures';
import { fillText } from '@/lib/fillText';
import { caseStudyComponents, COLUMN_PICTURE_SIZES } from './caseStudyComponents';
import { caseStudyJsonLd } from './caseStudyJsonLd';
import { caseStudyProject } from './caseStudyProject';
import bodyStyles from './CaseStudyBody.module.css';
import styles from './CaseStudyPage.module.css';

export interface CaseStudyPageProps {
  projectId: string;
  /** The case study, as its route loaded it: its story and its facts, in the page's language. */
  caseStudy: CaseStudyModule;
}

/**
 * A project's case study: its title, summary and facts (role, period, team, stack, outcomes),
 * its picture, the story the owner wrote in MDX, and the ways on: back to the project's card on
 * Home, the next case study, the live project; then the contacts, as on every page.
 */
export function CaseStudyPage({ projectId, caseStudy }: CaseStudyPageProps) {
  const { content, pathIn } = usePageLanguage();
  const project = caseStudyProject(content, projectId);
  const { default: Story, facts, words: texts } = caseStudy;
  const path = caseStudyPath(project.id);
  const others = siteLanguages.caseStudies;
  const nextId = others[(others.indexOf(project.id) + 1) % others.length];
  const next = nextId !== project.id && content.projects.find(({ id }) => id === nextId);
  const share = getSharePicture(project.image);
  const shareUrl = sharePictureUrl(content.siteUrl, share);
  const title = fillText(texts.pageTitle, { title: project.title, name: content.profile.name });

  return (
    <>
      <article className={styles.caseStudy} aria-labelledby="case-study-title">
        {/* Its own link preview: an article, with its project's picture. */}
        <PageHead
          title={title}
          description={facts.summary}
          path={path}
          preview={{
            type: 'article',
            image: {
              url: shareUrl,
              type: 'image/jpeg',
              width: share.width,
              height: share.height,
              alt: project.imageAlt,
            },
          }}
          structuredData={(url) =>
            caseStudyJsonLd({
              content,
              project,
              facts,
              url,
              homeUrl: pageUrl(content.siteUrl, pathIn(paths.home)),
              image: shareUrl,
            })
          }
        />
        <header className={styles.header}>
          <h1 id="case-study-title" className={styles.title}>
            {project.title}
          </h1>
          <p className={styles.summary}>{facts.summary}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{texts.role}</dt>
              <dd>{facts.role}</dd>
            </div>
            <div>
              <dt>{texts.period}</dt>
              <dd>
                <time dateTime={facts.period.start}>{facts.periodText.start}</time> –{' '}
                {facts.period.end === 'now' ? (
                  facts.periodText.end
                ) : (
                  <time dateTime={facts.period.end}>{facts.periodText.end}</time>
                )}
              </dd>
            </div>
            <div>
              <dt>{texts.team}</dt>
              <dd>{facts.team}</dd>
            </div>
            <div>
              <dt>{texts.stack}</dt>
              <dd>
                <ul className={styles.stack}>
                  {facts.stack.map((tool) => (
                    <li key={tool}>{tool}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
          {facts.outcomes && (
            <section className={styles.outcomes} aria-labelledby="case-study-outcomes">
              <h2 id="case-study-outcomes" className="visually-hidden">
                {texts.outcomes}
              </h2>
              <ul>
                {facts.outcomes.map(({ value, label }) => (
                  <li key={label}>
                    <strong className={styles.outcomeValue}>{value}</strong>
                    <span className={styles.outcomeLabel}>{label}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </header>
        <ProjectPreview
          project={project}
          sizes={COLUMN_PICTURE_SIZES}
          className={styles.picture}
          loading="eager"
        />
        <div className={bodyStyles.body}>
          <Story components={caseStudyComponents(content.interface.opensInNewTab)} />
        </div>
        <footer className={styles.onwards}>
          <Link to={`${pathIn(paths.home)}#${projectAnchor(project.id)}`} className={styles.back}>
            <Icon name="arrowLeft" className={styles.icon} />
            {texts.backToWork}
          </Link>
          <ExternalLink
            href={project.project}
            className={styles.project}
            newTabNote={content.interface.opensInNewTab}
          >
            {content.interface.viewProject}
            <Icon name="arrowUpRight" className={styles.icon} />
          </ExternalLink>
          {next && (
            <Link to={pathIn(caseStudyPath(next.id))} className={styles.next}>
              <span className={styles.nextLabel}>{texts.next}</span>
              <span className={styles.nextTitle}>
                {next.title}
                <Icon name="arrowRight" className={styles.icon} />
              </span>
            </Link>
          )}
        </footer>
      </article>
      {/* The header's Contacts link scrolls here, as on every page. */}
      <ContactsSection
        heading={content.contactsHeading}
        links={content.contacts}
        newTabNote={content.interface.opensInNewTab}
      />
    </>
  );
}
