import { Fragment } from 'react';
import '@/styles/print-cv.css';
import type { RecordList, Timeline } from '@/content';
import { recordLinesOf, recordListsOf, timelinesOf, type Cv } from '@/cv/cv';

/**
 * Jobs, studies or volunteering on paper: role and organisation, dates and place, then the lines
 * (or, for an entry with none, its summary).
 */
function CvTimeline({ timeline }: { timeline: Timeline }) {
  return (
    <section className="cv-section cv-timeline">
      <h2 className="cv-heading">{timeline.heading}</h2>
      <ul className="cv-entries">
        {timeline.entries.map((entry) => (
          <li key={entry.id} className="cv-entry">
            <h3 className="cv-entry-title">
              {entry.title} · {entry.organisation}
            </h3>
            <p className="cv-entry-when">
              {entry.startText} – {entry.endText} · {entry.place}
              {entry.score && ` · ${entry.score}`}
            </p>
            {entry.lines.length > 0 ? (
              <ul className="cv-entry-lines">
                {entry.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              entry.summary && <p className="cv-entry-summary">{entry.summary}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Awards, certificates or publications on paper: the title, then its kind, who gave it and when. */
function CvRecordList({ list }: { list: RecordList }) {
  return (
    <section className="cv-section cv-record">
      <h2 className="cv-heading">{list.heading}</h2>
      <ul className="cv-entries">
        {list.entries.map((entry) => (
          <li key={entry.id} className="cv-entry">
            <h3 className="cv-entry-title">{entry.title}</h3>
            <p className="cv-entry-when">
              {[entry.kindText, entry.by, entry.dateText].filter(Boolean).join(' · ')}
            </p>
            {entry.summary && <p className="cv-entry-summary">{entry.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The CV that every page but an article prints as (Ctrl+P), on A4 and US Letter alike: who, the
 * About text, the work history and education, the skills, the projects and the contacts, with
 * every address written out, since a link cannot be clicked on paper. It fills one page at the
 * example's content; a longer one flows onto a second, no entry split across the two. It is
 * part of every prerendered page that prints as it (all but the articles), so it prints without
 * JavaScript too; its styles come with it, linked for print in those pages alone. It is `hidden`, to screens, screen
 * readers and reader modes alike; only the print stylesheet shows it (src/styles/print-cv.css), in
 * place of the rest of the page. What it says is the CV's (src/cv/cv.ts), as the PDF's is. Every
 * address is isolated left to right (`dir="ltr"`), so that a phone number keeps its order in a
 * right-to-left CV.
 */
export function PrintCv({ cv }: { cv: Cv }) {
  return (
    <div className="cv" hidden>
      <div className="cv-header">
        <p className="cv-name">{cv.name}</p>
        <p className="cv-role">
          {cv.role} · {cv.city} ·{' '}
          <a href={cv.site.url} dir="ltr">
            {cv.site.text}
          </a>
        </p>
        <h2 className="visually-hidden">{cv.contactsHeading}</h2>
        <dl className="cv-contacts">
          {cv.contacts.map((contact) => (
            <Fragment key={contact.id}>
              <dt className="cv-contact-label">{contact.label}</dt>
              <dd className="cv-contact-address">
                <a href={contact.url} dir="ltr">
                  {contact.text}
                </a>
              </dd>
            </Fragment>
          ))}
        </dl>
      </div>

      <section className="cv-section">
        <h2 className="cv-heading">{cv.about.heading}</h2>
        {cv.about.paragraphs.map((paragraph) => (
          <p key={paragraph} className="cv-text">
            {paragraph}
          </p>
        ))}
      </section>

      {timelinesOf(cv).map((timeline) => (
        <CvTimeline key={timeline.heading} timeline={timeline} />
      ))}

      {recordListsOf(cv).map((list) => (
        <CvRecordList key={list.heading} list={list} />
      ))}

      {recordLinesOf(cv).map(({ heading, line }) => (
        <section key={heading} className="cv-section cv-record">
          <h2 className="cv-heading">{heading}</h2>
          <p className="cv-text">{line}</p>
        </section>
      ))}

      <div className="cv-skill-lists">
        {cv.skills.map((list) => (
          <section key={list.id} className="cv-section">
            <h2 className="cv-heading">{list.title}</h2>
            <ul className="cv-skills">
              {list.items.map((item, index) => (
                <Fragment key={index}>
                  <li>{item}</li>{' '}
                </Fragment>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section className="cv-section">
        <h2 className="cv-heading">{cv.work.heading}</h2>
        <ul className="cv-projects">
          {cv.work.projects.map((project) => (
            <li key={project.id} className="cv-project">
              <h3 className="cv-project-title">
                {/* A title links its case study in the PDF; the site's address heads the page. */}
                {project.caseStudyUrl ? (
                  <a href={project.caseStudyUrl}>{project.title}</a>
                ) : (
                  project.title
                )}
              </h3>
              <a className="cv-address" href={project.link.url} dir="ltr">
                {project.link.text}
              </a>
              <p className="cv-summary">{project.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
