// Relative imports: the end-to-end tests, which have no `@/` alias, read this file too.
import slugify from '@sindresorhus/slugify';
import transliterate from '@sindresorhus/transliterate';
import { contactKinds, type ContactKind } from '../content/contactKinds';
import type {
  HistoryEntry,
  LocalizedContent,
  LocalizedHistory,
  RecordEntry,
  RecordList,
  Timeline,
} from '../content/localize';
import type { HistoryEntryFacts, Look, SiteContent } from '../content/schema';

/**
 * What a language's pages should say, read straight from the content as the owner wrote it, for
 * the tests of any owner's content. Deliberately written apart from src/content/localize.ts and
 * slugs.ts, which the build turns the content into pages with, from the rules docs/content.md
 * gives and the libraries alone: a fault there then shows as a difference here instead of
 * passing both sides of a test.
 */
/** `value`, which valid content has; a test of content that lacks it fails here, saying what. */
function given<Value>(value: Value | undefined, what: string): Value {
  if (value === undefined) throw new Error(`The content has no ${what}.`);
  return value;
}

/** A name in Latin letters, as docs/content.md spells addresses: `C++` → `c-plus-plus`. */
const latinSpellingOf = (name: string) =>
  slugify(name.replaceAll('+', ' plus ').replaceAll('#', ' sharp '), { decamelize: false });

/**
 * A tag's page address under the blog: its Latin spelling, or its own letters, lower-case, where
 * a letter has no Latin spelling (`地図`).
 */
export function tagSlugAsWritten(tag: string): string {
  const latin = latinSpellingOf(tag);
  const spelledWhole = /^[\p{Script=Latin}\P{L}]*$/u.test(transliterate(tag));
  return spelledWhole
    ? latin
    : tag
        .normalize('NFC')
        .toLocaleLowerCase()
        .split(/[^\p{L}\p{M}\p{N}]+/u)
        .filter(Boolean)
        .join('-');
}

/** The hero's picture in `code` as the owner wrote it: its file and its words there, or none. */
function heroPictureAsWritten({ heroPicture }: Look, code: string) {
  if (heroPicture === 'none' || heroPicture === undefined) return heroPicture;
  if (typeof heroPicture === 'string') return { file: heroPicture, alt: '' };
  const { file, alt } = heroPicture;
  return { file, alt: typeof alt === 'string' ? alt : alt[code]! };
}

/** The CV's PDF, named after the owner as the site's own language writes the name. */
export function cvPdfAsWritten(site: SiteContent): string {
  const [ownLanguage] = Object.values(site.languages);
  const owner = latinSpellingOf(given(ownLanguage, 'language').profile.name);
  return owner ? `/${owner}-cv.pdf` : '/cv.pdf';
}

export function contentAsWritten(site: SiteContent, code: string): LocalizedContent {
  const written = given(site.languages[code], `language "${code}"`);
  const { experience: _jobs, education: _studies, ...words } = written;
  const { caseStudy, ...interfaceWords } = written.interface;
  const cvPdf = cvPdfAsWritten(site);
  const ownLanguage = Object.keys(site.languages)[0];
  return {
    ...words,
    language: code,
    siteUrl: site.siteUrl,
    cvPdf,
    ...(site.look?.heroPicture && { heroPicture: heroPictureAsWritten(site.look, code) }),
    // A page carries only the words of the link to a case study; the rest come with it.
    interface: caseStudy
      ? { ...interfaceWords, caseStudy: { read: caseStudy.read } }
      : interfaceWords,
    projects: site.projects.map((project) => ({
      ...project,
      ...given(written.projects[project.id], `texts of ${project.id} in ${code}`),
    })),
    skills: site.skills.map((list) => ({
      ...list,
      title: given(written.skills[list.id], `title of ${list.id} in ${code}`),
    })),
    contacts: site.contacts.map((contact) => {
      const id = contact.id ?? contact.kind;
      // A kind that is a word is named in the language's words; any other by its service.
      const word = (
        {
          email: written.interface.contactEmail,
          phone: written.interface.contactPhone,
          website: written.interface.contactWebsite,
          resume: written.interface.contactResume,
        } as Record<string, string | undefined>
      )[contact.kind];
      const service: ContactKind | undefined = Object.hasOwn(contactKinds, contact.kind)
        ? contactKinds[contact.kind as keyof typeof contactKinds]
        : undefined;
      const label = written.contacts?.[id] ?? word ?? service?.name;
      // A resume link without an address is the language's PDF, under its folder.
      const href = contact.href ?? `${code === ownLanguage ? '' : `${code}/`}${cvPdf.slice(1)}`;
      return { id, kind: contact.kind, href, label: given(label, `label of ${id}`) };
    }),
  };
}

/** The whole record as a language's About page should list them: the dated ones newest first. */
export function historyAsWritten(site: SiteContent, code: string): LocalizedHistory {
  const written = given(site.languages[code], `language "${code}"`);
  const words = written.interface;
  // A year given alone is written as its year; a day as its month.
  const monthOf = (month: string) =>
    // Content writes a locale as Open Graph does, `uk_UA`; Intl reads `uk-UA`.
    new Intl.DateTimeFormat(written.locale.replace('_', '-'), {
      ...(month.length > 4 && { month: 'short' }),
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month.slice(0, 4)}-${month.slice(5, 7) || '01'}-01T00:00:00Z`));
  const monthKey = (date: string, edge: '01' | '12') =>
    date === 'now' ? '9999-99' : date.length === 4 ? `${date}-${edge}` : date.slice(0, 7);
  // Ongoing entries first; then by the later end, then by the later start (a year alone ends in
  // its December and starts in its January).
  const sortKey = (entry: HistoryEntryFacts) =>
    `${monthKey(entry.end, '12')} ${monthKey(entry.start, '01')}`;
  const timeline = (name: 'experience' | 'education' | 'volunteering'): Timeline | undefined => {
    const heading = words[name];
    const entries = site[name] ?? [];
    if (heading === undefined || entries.length === 0) return undefined;
    const newestFirst = [...entries].sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : -1));
    return {
      heading,
      entries: newestFirst.map((entry): HistoryEntry => {
        const texts = given(written[name]?.[entry.id], `texts of ${entry.id} in ${code}`);
        return {
          ...entry,
          ...texts,
          organisation: texts.organisation ?? entry.organisation,
          title: texts.studyType
            ? given(words.studyTitle, `studyTitle in ${code}`)
                .replace('{kind}', texts.studyType)
                .replace('{subject}', texts.role)
            : texts.role,
          startText: monthOf(entry.start),
          endText:
            entry.end === 'now'
              ? given(words.present, `word for "now" in ${code}`)
              : monthOf(entry.end),
        };
      }),
    };
  };
  const dated = (name: 'awards' | 'certificates' | 'publications'): RecordList | undefined => {
    const heading = words[name];
    const entries: readonly Record<string, string | undefined>[] = site[name] ?? [];
    if (heading === undefined || entries.length === 0) return undefined;
    const newestFirst = [...entries].sort((a, b) =>
      monthKey(a.date ?? '0000', '01') < monthKey(b.date ?? '0000', '01') ? 1 : -1,
    );
    return {
      heading,
      entries: newestFirst.map((facts): RecordEntry => {
        const texts = given(
          (written[name] as Record<string, Record<string, string>> | undefined)?.[facts.id!],
          `texts of ${facts.id} in ${code}`,
        );
        const by = facts.awarder ?? facts.issuer ?? facts.publisher;
        const kind =
          facts.kind === 'talk' || facts.kind === 'podcast'
            ? (facts.kind as 'talk' | 'podcast')
            : undefined;
        return {
          id: facts.id!,
          title: given(texts.title ?? texts.name, `title of ${facts.id}`),
          ...((texts.awarder ?? texts.issuer ?? texts.publisher ?? by) && {
            by: texts.awarder ?? texts.issuer ?? texts.publisher ?? by,
          }),
          ...(kind && { kind, kindText: given(words[kind], `${kind} in ${code}`) }),
          ...(facts.date && { date: facts.date, dateText: monthOf(facts.date) }),
          ...(facts.url && { url: facts.url }),
          ...(texts.summary && { summary: texts.summary }),
        };
      }),
    };
  };
  const spoken = site.spokenLanguages ?? [];
  const interests = site.interests ?? [];
  const history: LocalizedHistory = {
    experience: timeline('experience'),
    education: timeline('education'),
    volunteering: timeline('volunteering'),
    awards: dated('awards'),
    certificates: dated('certificates'),
    publications: dated('publications'),
    ...(spoken.length > 0 &&
      words.spokenLanguages && {
        spokenLanguages: {
          heading: words.spokenLanguages,
          entries: spoken.map(({ id }) => ({
            id,
            ...given(written.spokenLanguages?.[id], `spoken language ${id} in ${code}`),
          })),
        },
      }),
    ...(interests.length > 0 &&
      words.interests && {
        interests: {
          heading: words.interests,
          entries: interests.map(({ id }) => {
            const texts = given(written.interests?.[id], `interest ${id} in ${code}`);
            return { id, name: texts.name, keywords: texts.keywords ?? [] };
          }),
        },
      }),
  };
  return JSON.parse(JSON.stringify(history)) as LocalizedHistory;
}
