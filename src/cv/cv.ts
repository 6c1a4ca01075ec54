// Relative imports: the build's plugins, which have no `@/` alias, read this file too.
import type {
  LocalizedContent,
  LocalizedHistory,
  RecordList,
  Timeline,
} from '../content/localize.ts';
import { contactTarget, isSiteFile } from '../content/contactLinks.ts';
import { writtenAddress } from '../content/writtenAddress.ts';
import { skillsOf } from '../content/skills.ts';
import { ownEntry } from '../content/ownEntry.ts';

export type { Timeline };

/** An address on the CV: where it goes, and how it is written out for a reader of paper. */
export interface CvLink {
  url: string;
  text: string;
}

const cvLink = (url: string): CvLink => ({ url, text: writtenAddress(url) });

/** A contact link as the CV lists it: its kind, its label and its address, absolute. */
export interface CvContact extends CvLink {
  id: string;
  kind: string;
  label: string;
}

export interface CvProject {
  id: string;
  title: string;
  /** The live project. */
  link: CvLink;
  /** The project in one line. */
  summary: string;
  /** Its case study's page, where it has one. */
  caseStudyUrl?: string;
  /** The names of the skills it shows, where it names any. */
  skills?: readonly string[];
  /** What stood out, the owner's parts in it and when, where the content says. */
  highlights?: readonly string[];
  roles?: readonly string[];
  start?: string;
  end?: string;
}

/**
 * What the CV says in one language, decided once for each form it takes: the printed page
 * (src/components/print-cv/), the PDF (CvPdf.tsx) and JSON Resume (jsonResume.ts). Only their
 * layouts differ.
 */
export interface Cv {
  language: string;
  /** The Open Graph locale, `uk_UA`, and so the language's region: `uk-UA`. */
  locale: string;
  name: string;
  role: string;
  city: string;
  /** The site's home page in this language. */
  site: CvLink;
  contactsHeading: string;
  contacts: readonly CvContact[];
  about: { heading: string; paragraphs: readonly string[] };
  /** The work history and the education, where the content has them. */
  history: LocalizedHistory;
  skills: readonly { id: string; title: string; items: readonly string[] }[];
  /** The word over all the skill lists, where a form names them together: "Skills". */
  skillsHeading: string;
  work: { heading: string; projects: readonly CvProject[] };
}

/** The work history, then the education, then the volunteering, where the content has them. */
export const timelinesOf = ({ history }: Cv): Timeline[] =>
  [history.experience, history.education, history.volunteering].filter(
    (timeline): timeline is Timeline => timeline !== undefined,
  );

/** The awards, then the certificates, then the publications and talks, where the content has them. */
export const recordListsOf = ({ history }: Cv): RecordList[] =>
  [history.awards, history.certificates, history.publications].filter(
    (list): list is RecordList => list !== undefined,
  );

/**
 * The spoken languages and the interests as the CV sets them, a line each section, the entries
 * one after another: `Ukrainian: Native · English: Professional (C1)`, `Cycling: gravel, touring`.
 * Every form of the CV writes the same line.
 */
export function recordLinesOf({ history }: Cv): { heading: string; line: string }[] {
  const { spokenLanguages, interests } = history;
  const pair = (term: string, detail: string | undefined) => (detail ? `${term}: ${detail}` : term);
  return [
    spokenLanguages && {
      heading: spokenLanguages.heading,
      line: spokenLanguages.entries
        .map(({ language, fluency }) => pair(language, fluency))
        .join(' · '),
    },
    interests && {
      heading: interests.heading,
      line: interests.entries
        .map(({ name, keywords }) => pair(name, keywords.join(', ') || undefined))
        .join(' · '),
    },
  ].filter((part) => part !== undefined);
}

export interface CvAddresses {
  /** The site's home page in the CV's language: `https://owner.dev/uk/`. */
  home: string;
  /** The absolute address of each project's case study page, by project id, where it has one. */
  caseStudyUrls?: Readonly<Record<string, string>>;
}

/** The CV of one language's content and history. */
export function cvOf(
  content: LocalizedContent,
  history: LocalizedHistory,
  { home, caseStudyUrls = {} }: CvAddresses,
): Cv {
  const { profile, about } = content;
  const skillNames = new Map(skillsOf(content.skills).map(({ id, name }) => [id, name]));
  return {
    language: content.language,
    locale: content.locale,
    name: profile.name,
    role: profile.role,
    city: profile.city,
    site: cvLink(home),
    contactsHeading: content.contactsHeading,
    contacts: content.contacts.map(({ id, kind, label, href }) => {
      const url = contactTarget(href, content.siteUrl);
      // Written as the owner wrote it (a phone number with its spaces), unless it is a file here.
      return { id, kind, label, url, text: writtenAddress(isSiteFile(href) ? url : href) };
    }),
    // The CV's own words for its sections, not the pages' headings ("Things I built").
    about: {
      heading: content.interface.profile ?? about.heading,
      paragraphs: about.personal === undefined ? [about.intro] : [about.intro, about.personal],
    },
    history,
    skills: content.skills.map((list) => ({
      id: list.id,
      title: list.title,
      items: list.items.map((item) => item.name),
    })),
    skillsHeading: content.interface.skills,
    work: {
      heading: content.interface.projects,
      projects: content.projects.map((project) => {
        const caseStudyUrl = ownEntry(caseStudyUrls, project.id);
        return {
          id: project.id,
          title: project.title,
          link: cvLink(project.project),
          summary: project.summary,
          ...(caseStudyUrl && { caseStudyUrl }),
          ...(project.skills?.length && {
            skills: project.skills.map((id) => skillNames.get(id) ?? id),
          }),
          ...(project.highlights?.length && { highlights: project.highlights }),
          ...(project.roles?.length && { roles: project.roles }),
          ...(project.start && { start: project.start }),
          ...(project.end && { end: project.end }),
        };
      }),
    },
  };
}
