import { sectionIds } from '@/config/paths';
import { siteBase } from '@/config/siteBase';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import type { ContactLink, LocalizedContent } from '@/content';
import { contactIconId, contactTarget } from '@/content/contactLinks';
import styles from './ContactsSection.module.css';

export interface ContactsSectionProps {
  heading: string;
  links: readonly ContactLink[];
  /** "(opens in a new tab)", in the page's language. */
  newTabNote: string;
}

/** The contacts section's words and links in a page's language, as every page shows them. */
export const contactsOf = (content: LocalizedContent): ContactsSectionProps => ({
  heading: content.contactsHeading,
  links: content.contacts,
  newTabNote: content.interface.opensInNewTab,
});

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
            <ExternalLink
              href={contactTarget(link.href, siteBase)}
              className={styles.link}
              newTabNote={newTabNote}
            >
              {/* The kind's icon, from the sprite the build writes into the page. */}
              <svg
                className={styles.icon}
                width="24"
                height="24"
                aria-hidden="true"
                focusable="false"
              >
                <use href={`#${contactIconId(link.kind)}`} />
              </svg>
              <span>{link.label}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
