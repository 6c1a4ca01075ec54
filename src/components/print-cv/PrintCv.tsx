import { Fragment } from 'react';
import type { SiteContent } from '@/content';
import { writtenAddress } from '@/lib/writtenAddress';
import styles from './PrintCv.module.css';

export interface PrintCvProps {
  content: SiteContent;
}

/**
 * The one-page CV that every page prints as (Ctrl+P), on A4 and US Letter alike: who, the About
 * text, the skills, the projects and the contacts, with every address written out, since a link
 * cannot be clicked on paper. It is part of every prerendered page, so it prints without
 * JavaScript too. It is `hidden`, to screens, screen readers and reader modes alike; only the print
 * stylesheet shows it (PrintCv.module.css), in place of the rest of the page.
 */
export function PrintCv({ content }: PrintCvProps) {
  const { profile, about, projects, skills, contacts } = content;
  return (
    <div className={styles.cv} hidden>
      <div className={styles.header}>
        <p className={styles.name}>{profile.name}</p>
        <p className={styles.role}>
          {profile.role} · {profile.city} ·{' '}
          <a href={content.siteUrl}>{writtenAddress(content.siteUrl)}</a>
        </p>
        <h2 className="visually-hidden">{content.contactsHeading}</h2>
        <dl className={styles.contacts}>
          {contacts.map((contact) => (
            <Fragment key={contact.id}>
              <dt className={styles.contactLabel}>{contact.label}</dt>
              <dd className={styles.contactAddress}>
                <a href={contact.href}>{writtenAddress(contact.href)}</a>
              </dd>
            </Fragment>
          ))}
        </dl>
      </div>

      <section className={styles.section}>
        <h2 className={styles.heading}>{about.heading}</h2>
        <p className={styles.text}>{about.intro}</p>
        <p className={styles.text}>{about.personal}</p>
      </section>

      <div className={styles.columns}>
        {skills.map((list) => (
          <section key={list.id} className={styles.section}>
            <h2 className={styles.heading}>{list.title}</h2>
            <ul className={styles.skills}>
              {list.items.map((item) => (
                <Fragment key={item.id}>
                  <li>{item.name}</li>{' '}
                </Fragment>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section className={styles.section}>
        <h2 className={styles.heading}>{content.workHeading}</h2>
        <ul className={styles.projects}>
          {projects.map((project) => (
            <li key={project.id} className={styles.project}>
              <h3 className={styles.projectTitle}>{project.title}</h3>
              <a className={styles.address} href={project.project}>
                {writtenAddress(project.project)}
              </a>
              <p className={styles.summary}>{project.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
