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

/** The languages the owner speaks, or their interests: each a term and, where given, its detail. */
function Pairs({
  id,
  heading,
  pairs,
}: {
  id: string;
  heading: string;
  pairs: readonly { id: string; term: string; detail?: string | undefined }[];
}) {
  return (
    <Section id={id} heading={heading}>
      <dl className={styles.pairs}>
        {pairs.map((pair) => (
          <div key={pair.id} className={styles.pair}>
            <dt className={styles.term}>{pair.term}</dt>
            {pair.detail && <dd className={styles.detail}>{pair.detail}</dd>}
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The record's dated lists, in the order About shows them. */
const datedLists = ['awards', 'certificates', 'publications'] as const;

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
  const { spokenLanguages, interests } = history;
  return (
    <>
      {datedLists.map((name) => {
        const list = history[name];
        return list && <DatedList key={name} id={name} list={list} newTabNote={newTabNote} />;
      })}
      {spokenLanguages && (
        <Pairs
          id="languages"
          heading={spokenLanguages.heading}
          pairs={spokenLanguages.entries.map(({ id, language, fluency }) => ({
            id,
            term: language,
            detail: fluency,
          }))}
        />
      )}
      {interests && (
        <Pairs
          id="interests"
          heading={interests.heading}
          pairs={interests.entries.map(({ id, name, keywords }) => ({
            id,
            term: name,
            detail: keywords.join(', '),
          }))}
        />
      )}
    </>
  );
}
