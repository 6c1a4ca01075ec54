import { paths } from '@/config/paths';
import { ContactsSection } from '@/components/contacts/ContactsSection';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { PageHead } from '@/components/page-head/PageHead';
import { fillText } from '@/lib/fillText';
import styles from './AboutPage.module.css';
import { SkillList } from './SkillList';

export function AboutPage() {
  const { content } = usePageLanguage();
  const { about, profile, interface: texts } = content;
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
        </article>
        <aside className={styles.sidebar} aria-label={texts.skills}>
          {content.skills.map((list) => (
            <SkillList key={list.id} list={list} />
          ))}
        </aside>
      </div>
      <ContactsSection
        heading={content.contactsHeading}
        links={content.contacts}
        newTabNote={texts.opensInNewTab}
      />
    </>
  );
}
