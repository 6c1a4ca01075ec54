import { Fragment } from 'react';
import type { LocalizedContent, LocalizedHistory, Timeline } from '@/content';
import { contactTarget } from '@/content/contactLinks';
import { writtenAddress } from '@/lib/writtenAddress';

export interface PrintCvProps {
  content: LocalizedContent;
  history: LocalizedHistory;
  /** The absolute address of each project's case study page, by project id, where it has one. */
  caseStudyUrls?: Readonly<Record<string, string>>;
}

/** Jobs or studies on paper: role and organisation, dates and place, then the lines. */
function CvTimeline({ timeline }: { timeline: Timeline }) {
  return (
    <section className="cv-section cv-timeline">
      <h2 className="cv-heading">{timeline.heading}</h2>
      <ul className="cv-entries">
        {timeline.entries.map((entry) => (
          <li key={entry.id} className="cv-entry">
            <h3 className="cv-entry-title">
              {entry.role} · {entry.organisation}
            </h3>
            <p className="cv-entry-when">
              {entry.startText} – {entry.endText} · {entry.place}
            </p>
            <ul className="cv-entry-lines">
              {entry.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The CV that every page prints as (Ctrl+P), on A4 and US Letter alike: who, the About text, the
 * work history and education, the skills, the projects and the contacts, with every address
 * written out, since a link cannot be clicked on paper. It fills one page at the example's
 * content; a longer one flows onto a second, no entry split across the two. It is part of every
 * prerendered page, so it prints without
 * JavaScript too. It is `hidden`, to screens, screen readers and reader modes alike; only the print
 * stylesheet shows it (src/styles/print-cv.css), in place of the rest of the page.
 */
export function PrintCv({ content, history, caseStudyUrls = {} }: PrintCvProps) {
  const { profile, about, projects, skills, contacts } = content;
  return (
    <div className="cv" hidden>
      <div className="cv-header">
        <p className="cv-name">{profile.name}</p>
        <p className="cv-role">
          {profile.role} · {profile.city} ·{' '}
          <a href={content.siteUrl}>{writtenAddress(content.siteUrl)}</a>
        </p>
        <h2 className="visually-hidden">{content.contactsHeading}</h2>
        <dl className="cv-contacts">
          {contacts.map((contact) => {
            const address = contactTarget(contact.href, content.siteUrl);
            return (
              <Fragment key={contact.id}>
                <dt className="cv-contact-label">{contact.label}</dt>
                <dd className="cv-contact-address">
                  <a href={address}>{writtenAddress(address)}</a>
                </dd>
              </Fragment>
            );
          })}
        </dl>
      </div>

      <section className="cv-section">
        <h2 className="cv-heading">{about.heading}</h2>
        <p className="cv-text">{about.intro}</p>
        <p className="cv-text">{about.personal}</p>
      </section>

      {history.experience && <CvTimeline timeline={history.experience} />}
      {history.education && <CvTimeline timeline={history.education} />}

      <div className="cv-skill-lists">
        {skills.map((list) => (
          <section key={list.id} className="cv-section">
            <h2 className="cv-heading">{list.title}</h2>
            <ul className="cv-skills">
              {list.items.map((item) => (
                <Fragment key={item.id}>
                  <li>{item.name}</li>{' '}
                </Fragment>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section className="cv-section">
        <h2 className="cv-heading">{content.workHeading}</h2>
        <ul className="cv-projects">
          {projects.map((project) => (
            <li key={project.id} className="cv-project">
              <h3 className="cv-project-title">
                {/* A title links its case study in the PDF; the site's address heads the page. */}
                {caseStudyUrls[project.id] ? (
                  <a href={caseStudyUrls[project.id]}>{project.title}</a>
                ) : (
                  project.title
                )}
              </h3>
              <a className="cv-address" href={project.project}>
                {writtenAddress(project.project)}
              </a>
              <p className="cv-summary">{project.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
