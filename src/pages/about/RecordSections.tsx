import { ExternalLink } from '@/components/external-link/ExternalLink';
import type { LocalizedHistory, RecordList } from '@/content';
import styles from './RecordSections.module.css';

/** A headed section of the About page, named by its heading for the screen reader. */
function Section({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`record-${id}`}>
      <h2 id={`record-${id}`} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Awards, certificates or publications, newest first: each one's title, who gave it and when. */
function DatedList({ id, list, newTabNote }: { id: string; list: RecordList; newTabNote: string }) {
  return (
    <Section id={id} heading={list.heading}>
      <ul className={styles.entries}>
        {list.entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <h3 className={styles.title}>
              {entry.url ? (
                <ExternalLink href={entry.url} className={styles.link} newTabNote={newTabNote}>
                  {entry.title}
                </ExternalLink>
              ) : (
                entry.title
              )}
            </h3>
            <p className={styles.meta}>
              {[entry.kindText, entry.by].filter(Boolean).join(' · ')}
              {entry.date && (
                <>
                  {(entry.kindText ?? entry.by) && ' · '}
                  <time dateTime={entry.date}>{entry.dateText}</time>
                </>
              )}
            </p>
            {entry.summary && <p className={styles.summary}>{entry.summary}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The record beyond jobs and studies, on About after them: awards, certificates, publications
 * and talks, newest first, then the languages the owner speaks and their interests. A section the
 * content has no entries for is not there.
 */
export function RecordSections({
  history,
  newTabNote,
}: {
  history: LocalizedHistory;
  newTabNote: string;
}) {
  const { awards, certificates, publications, spokenLanguages, interests } = history;
  return (
    <>
      {awards && <DatedList id="awards" list={awards} newTabNote={newTabNote} />}
      {certificates && <DatedList id="certificates" list={certificates} newTabNote={newTabNote} />}
      {publications && <DatedList id="publications" list={publications} newTabNote={newTabNote} />}
      {spokenLanguages && (
        <Section id="languages" heading={spokenLanguages.heading}>
          <dl className={styles.pairs}>
            {spokenLanguages.entries.map((entry) => (
              <div key={entry.id} className={styles.pair}>
                <dt className={styles.term}>{entry.language}</dt>
                {entry.fluency && <dd className={styles.detail}>{entry.fluency}</dd>}
              </div>
            ))}
          </dl>
        </Section>
      )}
      {interests && (
        <Section id="interests" heading={interests.heading}>
          <dl className={styles.pairs}>
            {interests.entries.map((entry) => (
              <div key={entry.id} className={styles.pair}>
                <dt className={styles.term}>{entry.name}</dt>
                {entry.keywords.length > 0 && (
                  <dd className={styles.detail}>{entry.keywords.join(', ')}</dd>
                )}
              </div>
            ))}
          </dl>
        </Section>
      )}
    </>
  );
}
