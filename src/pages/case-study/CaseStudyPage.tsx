import { Link } from '@/router';
import { ContactsSection, contactsOf } from '@/components/contacts/ContactsSection';
import { PageComments } from 'virtual:site-comments';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { Icon } from '@/components/icon/Icon';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { PageHead } from '@/components/page-head/PageHead';
import { printsAsArticleAttribute } from '@/config/markup';
import { usePageNeed } from '@/components/page-head/pageNeeds';
import { ProjectPreview } from '@/components/picture/ProjectPreview';
import { SkillLinks } from '@/components/skills/SkillLinks';
import { caseStudyPath, paths, projectAnchor } from '@/config/paths';
import { pageUrl } from '@/config/pageUrl';
import { siteLanguages, type CaseStudyModule } from '@/content';
import { getSharePicture, sharePictureUrl } from '@/content/sharePictures';
import { fillText } from '@/lib/fillText';
import { LongFormStory, COLUMN_PICTURE_SIZES } from '@/components/long-form/longFormComponents';
import { caseStudyJsonLd } from './caseStudyJsonLd';
import { caseStudyProject } from './caseStudyProject';
import bodyStyles from '@/components/long-form/LongFormBody.module.css';
import page from '@/components/long-form/LongFormPage.module.css';
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
  usePageNeed('printsAsArticle');
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
      <article
        className={page.article}
        aria-labelledby="case-study-title"
        {...{ [printsAsArticleAttribute]: '' }}
        data-pagefind-body=""
      >
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
        <header className={page.header}>
          <h1 id="case-study-title" className={page.title} data-pagefind-meta="title">
            {project.title}
          </h1>
          <p className={page.summary}>{facts.summary}</p>
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
            {project.skills && project.skills.length > 0 && (
              <div>
                <dt id="case-study-skills">{content.interface.skills}</dt>
                <dd>
                  <SkillLinks skillIds={project.skills} labelledBy="case-study-skills" />
                </dd>
              </div>
            )}
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
          <LongFormStory Story={Story} words={content.interface} where="page" />
        </div>
        <PageComments kind="caseStudies" />
        <footer className={page.onwards} data-pagefind-ignore="">
          <Link to={`${pathIn(paths.home)}#${projectAnchor(project.id)}`} className={page.back}>
            <Icon name="arrowLeft" className={page.icon} />
            {texts.backToWork}
          </Link>
          <ExternalLink
            href={project.project}
            className={page.onwardLink}
            newTabNote={content.interface.opensInNewTab}
          >
            {content.interface.viewProject}
            <Icon name="arrowUpRight" className={page.icon} />
          </ExternalLink>
          {next && (
            <Link to={pathIn(caseStudyPath(next.id))} className={page.next}>
              <span className={page.nextLabel}>{texts.next}</span>
              <span className={page.nextTitle}>
                {next.title}
                <Icon name="arrowRight" className={page.icon} />
              </span>
            </Link>
          )}
        </footer>
      </article>
      {/* The header's Contacts link scrolls here, as on every page. */}
      <ContactsSection {...contactsOf(content)} />
    </>
  );
}
