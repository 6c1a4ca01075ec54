import { paths } from '@/config/paths';
import { ContactsSection } from '@/components/contacts/ContactsSection';
import { PageHead } from '@/components/page-head/PageHead';
import { content } from '@/content';
import styles from './AboutPage.module.css';
import { SkillList } from './SkillList';

export function AboutPage() {
  const { about, profile } = content;
  return (
    <>
      <PageHead
        title={`About · ${profile.name}`}
        description={about.description}
        path={paths.about}
      />
      <div className={styles.about}>
        <article className={styles.story}>
          <h1 className={styles.heading}>{about.heading}</h1>
          <p className={styles.intro}>{about.intro}</p>
          <p className={styles.personal}>{about.personal}</p>
        </article>
        <aside className={styles.sidebar} aria-label="Skills">
          {content.skills.map((list) => (
            <SkillList key={list.id} list={list} />
          ))}
        </aside>
      </div>
      <ContactsSection heading={content.contactsHeading} links={content.contacts} />
    </>
  );
}
