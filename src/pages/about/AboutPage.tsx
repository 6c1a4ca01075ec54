import { paths } from '@/config/paths';
import { ContactsSection, contactsOf } from '@/components/contacts/ContactsSection';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { historyIn } from '@/content';
import { PageHead } from '@/components/page-head/PageHead';
import { fillText } from '@/lib/fillText';
import styles from './AboutPage.module.css';
import { SkillList } from './SkillList';
import { Timeline } from './Timeline';

export function AboutPage() {
  const { content, language } = usePageLanguage();
  const { about, profile, interface: texts } = content;
  const history = historyIn(language);
  return (
    <>
      <PageHead
        title={fillText(texts.aboutTitle, profile)}
        description={about.description}
        path={paths.about}
      />
      <div className={styles.about}>
        <article className={styles.story}>
          <h1 className={styles.heading}>{about.heading}</h1>
          <p className={styles.intro}>{about.intro}</p>
          <p className={styles.personal}>{about.personal}</p>
          {history.experience && (
            <Timeline
              id="experience"
              timeline={history.experience}
              newTabNote={texts.opensInNewTab}
            />
          )}
          {history.education && (
            <Timeline
              id="education"
              timeline={history.education}
              newTabNote={texts.opensInNewTab}
            />
          )}
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
