import { ExternalLink } from '@/components/external-link/ExternalLink';
import type { Timeline as TimelineContent } from '@/content';
import styles from './Timeline.module.css';

export interface TimelineProps {
  /** `experience`, `education` or `volunteering`: names the section's heading for the screen reader. */
  id: string;
  timeline: TimelineContent;
  /** "(opens in a new tab)", in the page's language. */
  newTabNote: string;
}

/**
 * Jobs, studies or volunteering, newest first, as a headed list: each entry's role, where, when, and what the
 * owner did there. The months come written in the page's language (src/content/localize.ts);
 * `<time>` gives them to machines as `2023-09`.
 */
export function Timeline({ id, timeline, newTabNote }: TimelineProps) {
  const headingId = `timeline-${id}`;
  return (
    <section className={styles.timeline} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {timeline.heading}
      </h2>
      <ol className={styles.entries}>
        {timeline.entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <h3 className={styles.role}>{entry.title}</h3>
            <p className={styles.where}>
              {entry.url ? (
                <ExternalLink
                  href={entry.url}
                  className={styles.organisation}
                  newTabNote={newTabNote}
                >
                  {entry.organisation}
                </ExternalLink>
              ) : (
                <span className={styles.organisation}>{entry.organisation}</span>
              )}
              {' · '}
              {entry.place}
            </p>
            <p className={styles.when}>
              <time dateTime={entry.start}>{entry.startText}</time>
              {' – '}
              {entry.end === 'now' ? (
                entry.endText
              ) : (
                <time dateTime={entry.end}>{entry.endText}</time>
              )}
              {entry.score && ` · ${entry.score}`}
            </p>
            {entry.summary && <p className={styles.summary}>{entry.summary}</p>}
            {entry.lines.length > 0 && (
              <ul className={styles.lines}>
                {entry.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
