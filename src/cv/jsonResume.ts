// Relative imports: the build's plugins, which have no `@/` alias, read this file too.
import { contactKindOf } from '../content/contactKinds.ts';
import type { Cv, CvContact } from './cv.ts';

/** The version of the JSON Resume schema the site writes, and its address. */
export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The kinds of contact that JSON Resume has a field of its own for, or that are the CV itself. */
const NOT_PROFILES = new Set(['email', 'phone', 'resume']);

/**
 * A contact link as a JSON Resume profile: the network by its own name, not the label, and the
 * user name where the catalogue knows where its addresses hold it.
 */
function profileOf(contact: CvContact) {
  const kind = contactKindOf(contact.kind);
  const username = kind?.userIn?.(new URL(contact.url));
  return {
    network: kind?.name ?? contact.label,
    ...(username && { username }),
    url: contact.url,
  };
}

/** The address of the first contact of `kind` as the CV writes it: `mailto:` and `tel:` dropped. */
const addressOf = (cv: Cv, kind: string) =>
  cv.contacts.find((contact) => contact.kind === kind)?.text;

/** A period as JSON Resume writes it: its months as they are, no end while it goes on. */
const datesOf = ({ start, end }: { start: string; end: string }) => ({
  startDate: start,
  ...(end !== 'now' && { endDate: end }),
});

/**
 * The CV as JSON Resume (jsonresume.org), the open standard that resume themes, converters and
 * applicant-tracking tools read: valid against `@jsonresume/schema` (a test checks the built
 * files with it). Education's lines go to `courses`, the schema's only list for a study; a
 * project's case study to `caseStudy`, a field of our own, which the schema allows.
 */
export function jsonResumeOf(cv: Cv, canonical: string) {
  const email = addressOf(cv, 'email');
  const phone = addressOf(cv, 'phone');
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: cv.name,
      label: cv.role,
      ...(email && { email }),
      ...(phone && { phone }),
      url: cv.site.url,
      summary: cv.about.paragraphs.join('\n\n'),
      location: { city: cv.city },
      profiles: cv.contacts
        .filter((contact) => !NOT_PROFILES.has(contact.kind))
        .map((contact) => profileOf(contact)),
    },
    work: (cv.history.experience?.entries ?? []).map((entry) => ({
      name: entry.organisation,
      position: entry.role,
      ...(entry.url && { url: entry.url }),
      location: entry.place,
      ...datesOf(entry),
      highlights: entry.lines,
    })),
    education: (cv.history.education?.entries ?? []).map((entry) => ({
      institution: entry.organisation,
      ...(entry.url && { url: entry.url }),
      area: entry.role,
      ...datesOf(entry),
      courses: entry.lines,
    })),
    skills: cv.skills.map((list) => ({ name: list.title, keywords: list.items })),
    projects: cv.work.projects.map((project) => ({
      name: project.title,
      description: project.summary,
      url: project.link.url,
      ...(project.caseStudyUrl && { caseStudy: project.caseStudyUrl }),
      ...(project.skills && { keywords: project.skills }),
    })),
    meta: { canonical, version: 'v1.0.0', language: cv.language },
  };
}

export type JsonResume = ReturnType<typeof jsonResumeOf>;
