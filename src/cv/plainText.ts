// Relative imports: the build, which has no `@/` alias, reads this file.
import { recordLinesOf, recordListsOf, timelinesOf, type Cv } from './cv.ts';
import { localeTagOf } from '../content/dates.ts';

/**
 * The CV as plain text, for the forms that ask for a CV pasted and the applicant-tracking systems
 * that read one: a single column in reading order (the name, the role and city, every contact
 * written out, the About text, the work history newest first, the education, then the rest in the
 * order of the PDF), each section under its heading in capitals, every date in the language's one
 * form (`Sep 2023 – Present`), an address written out in full. Nothing else in it: no markup, no
 * columns, no tabs, so that any reader takes its lines in order.
 */
export function cvPlainText(cv: Cv): string {
  const heading = (text: string) => text.toLocaleUpperCase(localeTagOf(cv.locale));
  const section = (title: string, blocks: readonly string[][]) => [
    heading(title),
    ...blocks
      .map((lines) => lines.join('\n'))
      .join('\n\n')
      .split('\n'),
  ];
  const parts: string[][] = [
    [
      cv.name,
      `${cv.role} · ${cv.city}`,
      cv.site.url,
      // A link in full, so that a reader knows it for one; an e-mail or a phone as written.
      ...cv.contacts.map(
        (contact) =>
          `${contact.label}: ${/^https?:/.test(contact.url) ? contact.url : contact.text}`,
      ),
    ],
    section(
      cv.about.heading,
      cv.about.paragraphs.map((paragraph) => [paragraph]),
    ),
    ...timelinesOf(cv).map((timeline) =>
      section(
        timeline.heading,
        timeline.entries.map((entry) => [
          `${entry.title} · ${entry.organisation}`,
          [`${entry.startText} – ${entry.endText}`, entry.place, entry.score]
            .filter(Boolean)
            .join(' · '),
          ...(entry.url ? [entry.url] : []),
          ...(entry.summary ? [entry.summary] : []),
          ...entry.lines.map((line) => `- ${line}`),
        ]),
      ),
    ),
    ...recordListsOf(cv).map((list) =>
      section(
        list.heading,
        list.entries.map((entry) => [
          entry.title,
          [entry.kindText, entry.by, entry.dateText].filter(Boolean).join(' · '),
          ...(entry.url ? [entry.url] : []),
          ...(entry.summary ? [entry.summary] : []),
        ]),
      ),
    ),
    ...recordLinesOf(cv).map(({ heading: title, line }) => section(title, [[line]])),
    section(
      cv.skillsHeading,
      cv.skills.map((list) => [`${list.title}: ${list.items.join(', ')}`]),
    ),
    section(
      cv.work.heading,
      cv.work.projects.map((project) => [
        project.title,
        project.link.url,
        ...(project.roles ? [project.roles.join(', ')] : []),
        project.summary,
        ...(project.highlights ?? []).map((line) => `- ${line}`),
        ...(project.caseStudyUrl ? [project.caseStudyUrl] : []),
      ]),
    ),
  ];
  return `${parts.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}
