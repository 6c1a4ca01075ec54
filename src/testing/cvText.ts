// Relative imports: the end-to-end tests, which have no `@/` alias, read this file too.
import { extractText, getDocumentProxy } from 'unpdf';
import { MAX_CONTACTS } from '../content/contactKinds';
import { contactTarget } from '../content/contactLinks';
import type {
  HistoryEntry,
  LocalizedContent,
  LocalizedHistory,
  RecordEntry,
} from '../content/localize';
import {
  CV_LINE_LENGTH,
  MAX_ADDRESS_LENGTH,
  MAX_ENTRY_LINES,
  MAX_HEADING_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_ORGANISATION_LENGTH,
  MAX_PLACE_LENGTH,
  MAX_JOBS,
  MAX_PARAGRAPH_LENGTH,
  MAX_PROJECTS,
  MAX_SKILL_LISTS,
  MAX_SKILLS_PER_LIST,
  MAX_STUDIES,
  MAX_AWARDS,
  MAX_CERTIFICATES,
  MAX_INTEREST_KEYWORDS,
  MAX_INTERESTS,
  MAX_PUBLICATIONS,
  MAX_PUBLICATION_TITLE_LENGTH,
  MAX_SPOKEN_LANGUAGES,
  MAX_VOLUNTEERING,
} from '../content/schema';
import { writtenAddress } from '../content/writtenAddress';
import type { Language } from './languageCases';

/**
 * What a CV must say, on paper and in its PDF, read from the content as written; and the CV of an
 * owner who fills every list the content allows, to see it stays within two pages.
 */

/**
 * The text of each page of a PDF (read with unpdf, a build of Mozilla's pdf.js), in lower case:
 * the CV's headings are set in capitals by CSS, and a PDF holds the capitals.
 */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  await document.cleanup();
  return text.map(normalised);
}

export const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Text without its spaces, for finding a part in a page: a PDF reader may split a letter-spaced
 * heading inside a word ("get ting").
 */
export const squeezed = (text: string) => normalised(text).replaceAll(' ', '');

/**
 * The letters and digits of a text, each once per time it stands there, in the order of their
 * code, marks and spaces aside. A PDF reader gives a line written right to left as it stands on
 * the page, its words the other way round (pdf.js), and gives a letter that carries a mark (ّ) twice
 * (pdf.js and poppler alike, as Typst writes it); what it cannot lose is the letters themselves.
 */
export const lettersOf = (text: string): string[] =>
  [
    ...text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, ''),
  ].sort();

/** Whether `whole` has every letter of `part`, as often as `part` has it. */
export function holdsLetters(whole: readonly string[], part: readonly string[]): boolean {
  const counts = new Map<string, number>();
  for (const letter of whole) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  return part.every((letter) => {
    const left = counts.get(letter) ?? 0;
    counts.set(letter, left - 1);
    return left > 0;
  });
}

/**
 * Whether a PDF page's text says `part`: word for word, or, for a language written right to
 * left, letter for letter (`lettersOf`).
 */
export function pageSays(text: string, part: string, rightToLeft: boolean): boolean {
  return rightToLeft
    ? holdsLetters(lettersOf(text), lettersOf(part))
    : squeezed(text).includes(squeezed(part));
}

/** Each page's lines of text, top to bottom, as pdf.js places its runs. */
export async function pdfPageLines(pdf: Buffer): Promise<string[][]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    const lines = new Map<number, string[]>();
    for (const item of items as { str: string; transform: number[] }[]) {
      const y = Math.round(item.transform[5] ?? 0);
      lines.set(y, [...(lines.get(y) ?? []), item.str]);
    }
    pages.push([...lines].sort(([a], [b]) => b - a).map(([, runs]) => runs.join(' ')));
  }
  await document.cleanup();
  return pages;
}

/**
 * The parts of each entry of the record as the CV prints them, one entry each: the jobs, studies
 * and volunteering, the awards, certificates and publications, the spoken languages and interests.
 */
export const historyEntries = (history: LocalizedHistory): string[][] => [
  ...[history.experience, history.education, history.volunteering].flatMap((timeline) =>
    (timeline?.entries ?? []).map((entry) => [
      `${entry.title} · ${entry.organisation}`,
      `${entry.startText} – ${entry.endText} · ${entry.place}${entry.score ? ` · ${entry.score}` : ''}`,
      ...(entry.lines.length > 0 ? entry.lines : entry.summary ? [entry.summary] : []),
    ]),
  ),
  ...[history.awards, history.certificates, history.publications].flatMap((list) =>
    (list?.entries ?? []).map((entry) => [
      entry.title,
      [entry.kindText, entry.by, entry.dateText].filter(Boolean).join(' · '),
      ...(entry.summary ? [entry.summary] : []),
    ]),
  ),
  ...(history.spokenLanguages?.entries ?? []).map(({ language, fluency }) =>
    fluency ? [language, fluency] : [language],
  ),
  ...(history.interests?.entries ?? []).map(({ name, keywords }) => [name, ...keywords]),
];

/** The headings of the record's lists that the content has, in the CV's order. */
export const historyHeadings = (history: LocalizedHistory): string[] =>
  [
    history.experience,
    history.education,
    history.volunteering,
    history.awards,
    history.certificates,
    history.publications,
    history.spokenLanguages,
    history.interests,
  ].flatMap((list) => (list ? [list.heading] : []));

/** Every part of the CV, as it must read on paper. */
export function cvParts({ content, history }: Pick<Language, 'content' | 'history'>) {
  const { profile, about, projects, skills, contacts } = content;
  const written = (href: string) => writtenAddress(contactTarget(href, content.siteUrl));
  return [
    profile.name,
    profile.role,
    profile.city,
    about.intro,
    ...(about.personal ? [about.personal] : []),
    ...skills.flatMap((list) => [list.title, ...list.items.map((item) => item.name)]),
    ...projects.flatMap((project) => [
      project.title,
      project.summary,
      writtenAddress(project.project),
    ]),
    ...contacts.flatMap((contact) => [contact.label, written(contact.href)]),
    ...historyHeadings(history),
    ...historyEntries(history).flat(),
  ].map(normalised);
}

/** `length` characters of words, as the longest text the content allows. */
export const words = (start: string, length: number) =>
  `${start} `.concat('and a few more words to fill it '.repeat(length)).slice(0, length).trim();

/** An address on `host` that the CV writes out in `length` characters. */
const addressOf = (host: string, length: number) =>
  `https://${`${host}/`.concat('a-long-path/'.repeat(length)).slice(0, length).replace(/\/$/, 'a')}`;

/**
 * The CV of an owner who fills every list the content allows, each entry and every text the CV
 * sets as long as the content's caps let it be.
 */
export function largestCv({ content }: Pick<Language, 'content'>): {
  content: LocalizedContent;
  history: LocalizedHistory;
} {
  const [project] = content.projects;
  const [list] = content.skills;
  const entries = (kind: string, count: number): HistoryEntry[] =>
    Array.from({ length: count }, (_, index) => {
      const role = words(`${kind} role ${index + 1}`, MAX_NAME_LENGTH);
      // A study names its kind before its subject, each as long as a name may be.
      const studyType = kind === 'Study' ? words('Study kind', MAX_NAME_LENGTH) : undefined;
      return {
        id: `${kind}-${index + 1}`,
        organisation: words(`${kind} organisation ${index + 1}`, MAX_ORGANISATION_LENGTH),
        url: addressOf(`${kind}-${index + 1}.example.com`, MAX_ADDRESS_LENGTH),
        start: '2015-01',
        end: '2016-01',
        role,
        title: studyType ? `${studyType}, ${role}` : role,
        place: words('Kyiv', MAX_PLACE_LENGTH),
        ...(studyType && { studyType, score: words('Score', MAX_LABEL_LENGTH) }),
        lines: Array.from({ length: MAX_ENTRY_LINES }, (_, line) =>
          words(`${kind} ${index + 1} line ${line + 1}`, CV_LINE_LENGTH),
        ),
        startText: 'Jan 2015',
        endText: 'Jan 2016',
      };
    });
  const dated = (kind: string, count: number, titleLength: number): RecordEntry[] =>
    Array.from({ length: count }, (_, index) => ({
      id: `${kind}-${index + 1}`,
      title: words(`${kind} title ${index + 1}`, titleLength),
      by: words(`${kind} given by ${index + 1}`, MAX_ORGANISATION_LENGTH),
      ...(kind === 'Publication' && { kind: 'talk' as const, kindText: 'Talk' }),
      date: '2020-05',
      dateText: 'May 2020',
      url: addressOf(`${kind}-${index + 1}.example.com`, MAX_ADDRESS_LENGTH),
      ...(kind !== 'Certificate' && {
        summary: words(`${kind} ${index + 1} summary`, CV_LINE_LENGTH),
      }),
    }));
  return {
    content: {
      ...content,
      siteUrl: addressOf('owner.example.com', MAX_ADDRESS_LENGTH),
      profile: {
        name: words('Name', MAX_NAME_LENGTH),
        role: words('Role', MAX_NAME_LENGTH),
        city: words('City', MAX_PLACE_LENGTH),
      },
      workHeading: words('Work', MAX_HEADING_LENGTH),
      about: {
        ...content.about,
        heading: words('About', MAX_HEADING_LENGTH),
        intro: words('Intro', MAX_PARAGRAPH_LENGTH),
        personal: words('Personal', MAX_PARAGRAPH_LENGTH),
      },
      contactsHeading: words('Contacts', MAX_HEADING_LENGTH),
      contacts: Array.from({ length: MAX_CONTACTS }, (_, index) => ({
        id: `link-${index + 1}`,
        kind: 'website',
        href: addressOf(`example-${index + 1}.com`, MAX_ADDRESS_LENGTH),
        label: words(`Link number ${index + 1}`, MAX_LABEL_LENGTH),
      })),
      skills: Array.from({ length: MAX_SKILL_LISTS }, (_, index) => ({
        ...list!,
        id: `list-${index + 1}`,
        title: words(`Skill list ${index + 1}`, MAX_HEADING_LENGTH),
        items: Array.from({ length: MAX_SKILLS_PER_LIST }, (_, skill) => ({
          id: `skill-${skill + 1}`,
          name: words(`Skill name ${skill + 1}`, MAX_LABEL_LENGTH),
        })),
      })),
      projects: Array.from({ length: MAX_PROJECTS }, (_, index) => ({
        ...project!,
        id: `project-${index + 1}`,
        title: words(`Project with a longer title ${index + 1}`, MAX_NAME_LENGTH),
        project: addressOf(`projects-${index + 1}.example.com`, MAX_ADDRESS_LENGTH),
        summary: words(`Project ${index + 1} summary`, CV_LINE_LENGTH),
      })),
    },
    history: {
      experience: {
        heading: words('Experience', MAX_HEADING_LENGTH),
        entries: entries('Job', MAX_JOBS),
      },
      education: {
        heading: words('Education', MAX_HEADING_LENGTH),
        entries: entries('Study', MAX_STUDIES),
      },
      volunteering: {
        heading: words('Volunteering', MAX_HEADING_LENGTH),
        entries: entries('Volunteering', MAX_VOLUNTEERING),
      },
      awards: {
        heading: words('Awards', MAX_HEADING_LENGTH),
        entries: dated('Award', MAX_AWARDS, MAX_ORGANISATION_LENGTH),
      },
      certificates: {
        heading: words('Certificates', MAX_HEADING_LENGTH),
        entries: dated('Certificate', MAX_CERTIFICATES, MAX_ORGANISATION_LENGTH),
      },
      publications: {
        heading: words('Publications', MAX_HEADING_LENGTH),
        entries: dated('Publication', MAX_PUBLICATIONS, MAX_PUBLICATION_TITLE_LENGTH),
      },
      spokenLanguages: {
        heading: words('Languages', MAX_HEADING_LENGTH),
        entries: Array.from({ length: MAX_SPOKEN_LANGUAGES }, (_, index) => ({
          id: `language-${index + 1}`,
          language: words(`Language ${index + 1}`, MAX_LABEL_LENGTH),
          fluency: words('Fluency', MAX_NAME_LENGTH),
        })),
      },
      interests: {
        heading: words('Interests', MAX_HEADING_LENGTH),
        entries: Array.from({ length: MAX_INTERESTS }, (_, index) => ({
          id: `interest-${index + 1}`,
          name: words(`Interest ${index + 1}`, MAX_HEADING_LENGTH),
          keywords: Array.from({ length: MAX_INTEREST_KEYWORDS }, (_, keyword) =>
            words(`Keyword ${keyword + 1}`, MAX_LABEL_LENGTH),
          ),
        })),
      },
    },
  };
}
