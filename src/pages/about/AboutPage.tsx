import { useHref } from '@/router';
import { cvTextPath, paths, resumeJsonPath } from '@/config/paths';
import { Icon } from '@/components/icon/Icon';
import { ContactsSection, contactsOf } from '@/components/contacts/ContactsSection';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { historyIn } from '@/content';
import { PageHead } from '@/components/page-head/PageHead';
import { fillText } from '@/lib/fillText';
import { timelineNames } from '@/content/timelines';
import styles from './AboutPage.module.css';
import { SkillList } from './SkillList';
import { RecordSections } from './RecordSections';
import { Timeline } from './Timeline';

export function AboutPage() {
  const { content, language, pathIn } = usePageLanguage();
  const { about, profile, interface: texts } = content;
  const history = historyIn(language);
  const cvPdfHref = useHref(pathIn(content.cvPdf));
  const cvTextHref = useHref(pathIn(cvTextPath));
  return (
    <>
      <PageHead
        title={fillText(texts.aboutTitle, profile)}
        description={about.description}
        path={paths.about}
        // The CV as data, for the tools that read JSON Resume.
        alternates={[{ type: 'application/json', title: 'JSON Resume', path: resumeJsonPath }]}
      />
      <div className={styles.about}>
        <article className={styles.story}>
          <h1 className={styles.heading}>{about.heading}</h1>
          <p className={styles.intro}>{about.intro}</p>
          {about.personal && <p className={styles.personal}>{about.personal}</p>}
          <p className={styles.downloads}>
            <a className={styles.download} href={cvPdfHref} type="application/pdf" download>
              <Icon name="download" className={styles.downloadIcon} />
              {texts.downloadCv}
            </a>
            <a className={styles.plainText} href={cvTextHref} type="text/plain">
              {texts.cvText}
            </a>
          </p>
          {timelineNames.map((name) => {
            const timeline = history[name];
            return (
              timeline && (
                <Timeline
                  key={name}
                  id={name}
                  timeline={timeline}
                  newTabNote={texts.opensInNewTab}
                />
              )
            );
          })}
          <RecordSections history={history} newTabNote={texts.opensInNewTab} />
        </article>
        <aside className={styles.sidebar} aria-label={texts.skills}>
          {content.skills.map((list) => (
            <SkillList key={list.id} list={list} />
          ))}
        </aside>
      </div>
      <ContactsSection {...contactsOf(content)} />
    </>
  );
}
