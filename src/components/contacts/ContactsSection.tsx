import { sectionIds } from '@/config/paths';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { Icon } from '@/components/icon/Icon';
import type { ContactLink } from '@/content';
import styles from './ContactsSection.module.css';

export interface ContactsSectionProps {
  heading: string;
  links: readonly ContactLink[];
  /** "(opens in a new tab)", in the page's language. */
  newTabNote: string;
}

/** The contact block shared by every page; the navbar's Contacts link scrolls here. */
export function ContactsSection({ heading, links, newTabNote }: ContactsSectionProps) {
  return (
    <section
      id={sectionIds.contacts}
      className={styles.section}
      aria-labelledby={sectionIds.legacyContact}
    >
      <h2 id={sectionIds.legacyContact} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.id}>
            <ExternalLink href={link.href} className={styles.link} newTabNote={newTabNote}>
              <Icon name={link.id} className={styles.icon} />
              <span>{link.label}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
