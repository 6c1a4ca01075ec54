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

/** A period as JSON Resume writes it: its dates as they are, no end while it goes on. */
const datesOf = ({ start, end }: { start?: string | undefined; end?: string | undefined }) => ({
  ...(start && { startDate: start }),
  ...(end && end !== 'now' && { endDate: end }),
});

/** A section of the record, where it has entries: none is written as no section, not an empty list. */
const listed = <Entry>(name: string, entries: Entry[]) =>
  entries.length > 0 ? { [name]: entries } : {};

/** The fields of `entry` among `names` that it has, under the same names. */
const given = <Entry extends object, Name extends keyof Entry>(entry: Entry, ...names: Name[]) =>
  Object.fromEntries(
    names.flatMap((name) => (entry[name] ? [[name, entry[name]]] : [])),
  ) as Partial<Pick<Entry, Name>>;

/**
 * The CV as JSON Resume (jsonresume.org), the open standard that resume themes, converters and
 * applicant-tracking tools read: valid against `@jsonresume/schema` (a test checks the built
 * files with it). Education's lines go to `courses`, the schema's only list for a study; a
 * project's case study to `caseStudy` and a publication's kind (a talk, a podcast) to `kind`,
 * fields of our own, which the schema allows. What `npm run import-resume` keeps of a file comes
 * back here under the standard's own names (a test makes the round trip).
 */
export function jsonResumeOf(cv: Cv, canonical: string) {
  const email = addressOf(cv, 'email');
  const phone = addressOf(cv, 'phone');
  const { history } = cv;
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
    work: (history.experience?.entries ?? []).map((entry) => ({
      name: entry.organisation,
      position: entry.role,
      ...given(entry, 'url', 'summary'),
      location: entry.place,
      ...datesOf(entry),
      highlights: entry.lines,
    })),
    ...listed(
      'volunteer',
      (history.volunteering?.entries ?? []).map((entry) => ({
        organization: entry.organisation,
        position: entry.role,
        ...given(entry, 'url', 'summary'),
        ...datesOf(entry),
        highlights: entry.lines,
      })),
    ),
    education: (history.education?.entries ?? []).map((entry) => ({
      institution: entry.organisation,
      ...given(entry, 'url', 'studyType', 'score'),
      area: entry.role,
      ...datesOf(entry),
      courses: entry.lines,
    })),
    ...listed(
      'awards',
      (history.awards?.entries ?? []).map((entry) => ({
        title: entry.title,
        ...given(entry, 'date'),
        ...(entry.by && { awarder: entry.by }),
        ...given(entry, 'url', 'summary'),
      })),
    ),
    ...listed(
      'certificates',
      (history.certificates?.entries ?? []).map((entry) => ({
        name: entry.title,
        ...given(entry, 'date'),
        ...(entry.by && { issuer: entry.by }),
        ...given(entry, 'url'),
      })),
    ),
    ...listed(
      'publications',
      (history.publications?.entries ?? []).map((entry) => ({
        name: entry.title,
        ...(entry.by && { publisher: entry.by }),
        ...(entry.date && { releaseDate: entry.date }),
        ...given(entry, 'url', 'summary', 'kind'),
      })),
    ),
    ...listed(
      'languages',
      (history.spokenLanguages?.entries ?? []).map((entry) => ({
        language: entry.language,
        ...given(entry, 'fluency'),
      })),
    ),
    ...listed(
      'interests',
      (history.interests?.entries ?? []).map((entry) => ({
        name: entry.name,
        ...(entry.keywords.length > 0 && { keywords: entry.keywords }),
      })),
    ),
    skills: cv.skills.map((list) => ({ name: list.title, keywords: list.items })),
    projects: cv.work.projects.map((project) => ({
      name: project.title,
      description: project.summary,
      url: project.link.url,
      ...(project.caseStudyUrl && { caseStudy: project.caseStudyUrl }),
      ...(project.skills && { keywords: project.skills }),
      ...given(project, 'highlights', 'roles'),
      ...datesOf(project),
    })),
    meta: { canonical, version: 'v1.0.0', language: cv.language },
  };
}

export type JsonResume = ReturnType<typeof jsonResumeOf>;
