import { heroPictureIn, type HeroPicture } from './heroPicture.ts';
import { timelineNames, type TimelineName } from './timelines.ts';
import type {
  BlogTexts,
  RecordSectionName,
  CaseStudyTexts,
  HistoryEntryFacts,
  JobFacts,
  HistoryTexts,
  InterfaceTexts,
  LanguageTexts,
  ProjectTexts,
  SiteContent,
} from './schema.ts';
import { localizedPath, type SiteLanguages } from '../config/languagePaths.ts';
import { cvPdfPath } from '../config/paths.ts';
import { contactKindOf } from './contactKinds.ts';
import { periodIn, periodMonth } from './dates.ts';
import { latinSlugOf } from './slugs.ts';
import { ownEntry } from './ownEntry.ts';

export type Project = SiteContent['projects'][number] & ProjectTexts;

/** A contact kind's name in the interface's words (`contactEmail`), or the catalogue's. */
function kindNameIn(words: InterfaceTexts, kind: string): string | undefined {
  const word = {
    email: words.contactEmail,
    phone: words.contactPhone,
    website: words.contactWebsite,
    resume: words.contactResume,
  }[kind];
  return word ?? contactKindOf(kind)?.name;
}

/** A skill list with its title in one language. */
export type SkillList = SiteContent['skills'][number] & { title: string };

/** A contact link with its id and its visible text in one language. */
export interface ContactLink {
  id: string;
  kind: string;
  /**
   * As the content gives it: an address, or a file of the site (`cv.pdf`, see contactLinks.ts);
   * for a `resume` link without one, the language's CV as a PDF (`uk/andrii-koval-cv.pdf`).
   */
  href: string;
  label: string;
}

/** What the site says in one language, with the facts every language shares merged in. */
export interface LocalizedContent extends Omit<
  LanguageTexts,
  'projects' | 'skills' | 'contacts' | 'interface' | TimelineName | RecordSectionName
> {
  /** The language code: `en`. */
  language: string;
  siteUrl: string;
  /** The route path of the CV's PDF that the build makes, in every language: `/andrii-koval-cv.pdf`. */
  cvPdf: string;
  projects: readonly Project[];
  skills: readonly SkillList[];
  contacts: readonly ContactLink[];
  interface: PageInterfaceTexts;
  /** Beside the hero's words: a picture of the owner's with its words here, or none; the drawing if unset. */
  heroPicture?: HeroPicture | 'none';
}

/** The interface's words of the record alone: its headings, a study's title, a publication's kinds. */
type RecordWord = TimelineName | RecordSectionName | 'present' | 'studyTitle' | 'talk' | 'podcast';

/**
 * The interface's words every page of a language carries (none of the record's: they come with it). Of the words around a case study, only
 * its link's: the rest load with the case study itself (vite-plugins/caseStudyPages.ts); of the
 * blog's, only the header's link and the feed's title: the rest load with the blog (src/content/blog.ts).
 */
export type PageInterfaceTexts = Omit<InterfaceTexts, 'caseStudy' | 'blog' | RecordWord> & {
  caseStudy?: Pick<CaseStudyTexts, 'read'>;
  blog?: Pick<BlogTexts, 'blog' | 'indexTitle'>;
};

/** A job, a study or a volunteering as one language shows it, its months written out in that language. */
export interface HistoryEntry extends Omit<JobFacts, 'organisation'>, HistoryTexts {
  organisation: string;
  /** Its heading: the role, or a study's kind and subject (`Bachelor, Computer Science`). */
  title: string;
  /** `Sep 2023` and `Present`, or `вер. 2023 р.` and `дотепер`. */
  startText: string;
  endText: string;
}

/** A timeline: its heading and its entries, newest first. */
export interface Timeline {
  heading: string;
  entries: readonly HistoryEntry[];
}

/** An award, a certificate or a publication as one language shows it. */
export interface RecordEntry {
  id: string;
  /** Its title, or a certificate's name. */
  title: string;
  /** Who gave it, in this language: the awarder, the issuer, the journal, conference or podcast. */
  by?: string;
  /** A publication's kind, where it is a talk or a podcast, and this language's word for it. */
  kind?: 'talk' | 'podcast';
  kindText?: string;
  /** As the content gives it (`2024-05`), and as the language writes it (`May 2024`), where dated. */
  date?: string;
  dateText?: string;
  url?: string;
  summary?: string;
}

/** A section of awards, certificates or publications: its heading and its entries, newest first. */
export interface RecordList {
  heading: string;
  entries: readonly RecordEntry[];
}

/** A language the owner speaks, and how well, both in the page's language. */
export interface SpokenLanguage {
  id: string;
  language: string;
  fluency?: string;
}

export interface Interest {
  id: string;
  name: string;
  keywords: readonly string[];
}

/**
 * The whole record in one language, each list left out where it has no entries: the work
 * history, education and volunteering, then the awards, certificates, publications, spoken
 * languages and interests.
 */
export interface LocalizedHistory {
  experience?: Timeline;
  education?: Timeline;
  volunteering?: Timeline;
  awards?: RecordList;
  certificates?: RecordList;
  publications?: RecordList;
  spokenLanguages?: { heading: string; entries: readonly SpokenLanguage[] };
  interests?: { heading: string; entries: readonly Interest[] };
}

/**
 * The route path of the CV's PDF, named after the owner as the site's own language writes the
 * name (Cyrillic transliterated): `/andrii-koval-cv.pdf`, and `/cv.pdf` for a name with no
 * letter to spell it with.
 */
export function cvPdfOf(site: SiteContent): string {
  const { defaultLanguage } = siteLanguagesOf(site);
  const owner = latinSlugOf(languageTexts(site, defaultLanguage).profile.name);
  return cvPdfPath(owner);
}

/** The site's languages by code, its own language (the first) apart. */
export function siteLanguagesOf(site: Pick<SiteContent, 'languages'>): SiteLanguages {
  const languages = Object.keys(site.languages);
  const [defaultLanguage] = languages;
  if (!defaultLanguage) throw new Error('The site content has no language.');
  return { languages, defaultLanguage };
}

/** A language's text for the entry `id` (the build has checked that there is one). */
function translation<Text>(
  texts: Record<string, Text> | undefined,
  id: string,
  language: string,
): Text {
  const text = ownEntry(texts, id);
  if (text === undefined)
    throw new Error(`The site content in "${language}" has nothing for "${id}".`);
  return text;
}

/** The content as the pages of `language` show it. */
export function localizeContent(site: SiteContent, language: string): LocalizedContent {
  const texts = languageTexts(site, language);
  // The record is served apart (localizeHistory): only the About page needs it.
  const {
    experience,
    education,
    volunteering,
    awards,
    certificates,
    publications,
    spokenLanguages,
    interests,
    ...shared
  } = texts;
  // The record's words come with the record (localizeHistory), not with every page.
  const {
    caseStudy,
    blog,
    experience: _experience,
    education: _education,
    volunteering: _volunteering,
    present: _present,
    studyTitle: _studyTitle,
    awards: _awards,
    certificates: _certificates,
    publications: _publications,
    spokenLanguages: _spokenLanguages,
    interests: _interests,
    talk: _talk,
    podcast: _podcast,
    comments,
    showComments,
    ...interfaceTexts
  } = texts.interface;
  const cvPdf = cvPdfOf(site);
  return {
    ...shared,
    interface: {
      ...interfaceTexts,
      // The comments' words only where there are comments (integrations.comments).
      ...(site.integrations?.comments && { comments, showComments }),
      ...(caseStudy && { caseStudy: { read: caseStudy.read } }),
      ...(blog && { blog: { blog: blog.blog, indexTitle: blog.indexTitle } }),
    },
    language,
    siteUrl: site.siteUrl,
    cvPdf,
    ...(site.look?.heroPicture && { heroPicture: heroPictureIn(site.look, language) }),
    projects: site.projects.map((project) => ({
      ...project,
      ...translation(texts.projects, project.id, language),
    })),
    skills: site.skills.map((list) => ({
      ...list,
      title: translation(texts.skills, list.id, language),
    })),
    contacts: site.contacts.map(({ kind, href, id = kind }) => {
      // Where the language gives no label, the link shows its kind's name, in the language's
      // words where the kind is a word.
      const label = ownEntry(texts.contacts, id) ?? kindNameIn(texts.interface, kind);
      if (label === undefined)
        throw new Error(`The site content in "${language}" has no label for the link "${id}".`);
      // A resume link without an address is the language's PDF, a file of the site.
      const target = href ?? localizedPath(cvPdf, language, siteLanguagesOf(site)).slice(1);
      return { id, kind, href: target, label };
    }),
  };
}

function languageTexts(site: SiteContent, language: string): LanguageTexts {
  const texts = site.languages[language];
  if (!texts) throw new Error(`The site content has no language "${language}".`);
  return texts;
}

/** Newest first: the latest end (one that has not ended first), then the latest start. */
function newestFirst(a: HistoryEntryFacts, b: HistoryEntryFacts): number {
  return (
    periodMonth(b.end, 'end').localeCompare(periodMonth(a.end, 'end')) ||
    periodMonth(b.start, 'start').localeCompare(periodMonth(a.start, 'start'))
  );
}

/** The newest first, by a date as the content writes it (a year, a month or a day); undated last. */
const byNewestDate = (a: { date?: string }, b: { date?: string }) =>
  (b.date ? periodMonth(b.date, 'start') : '').localeCompare(
    a.date ? periodMonth(a.date, 'start') : '',
  );

/**
 * The whole record as the pages of `language` show it: the timelines and dated sections newest
 * first, each month written by `Intl.DateTimeFormat` in the language's locale; the spoken
 * languages and interests in the content's order. Done once, at build time, so the prerendered
 * page and the app say exactly the same.
 */
export function localizeHistory(site: SiteContent, language: string): LocalizedHistory {
  const texts = languageTexts(site, language);
  const words = texts.interface;
  const period = periodIn(texts.locale, words.present);
  const dateText = (date: string) => period({ start: date, end: date }).start;
  const timeline = (name: TimelineName): Timeline | undefined => {
    const entries = site[name] ?? [];
    const heading = words[name];
    if (entries.length === 0 || heading === undefined) return undefined;
    return {
      heading,
      entries: [...entries].sort(newestFirst).map((entry) => {
        const entryTexts = translation(texts[name], entry.id, language);
        const months = period(entry);
        const { studyType } = entryTexts;
        return {
          ...entry,
          ...entryTexts,
          organisation: entryTexts.organisation ?? entry.organisation,
          title:
            studyType && words.studyTitle
              ? words.studyTitle
                  .replace('{kind}', () => studyType)
                  .replace('{subject}', () => entryTexts.role)
              : entryTexts.role,
          startText: months.start,
          endText: months.end,
        };
      }),
    };
  };
  const recordList = (name: 'awards' | 'certificates' | 'publications'): RecordList | undefined => {
    const entries = site[name] ?? [];
    const heading = words[name];
    if (entries.length === 0 || heading === undefined) return undefined;
    return {
      heading,
      entries: [...entries].sort(byNewestDate).map((facts): RecordEntry => {
        const own = translation<Record<string, string | undefined>>(
          texts[name],
          facts.id,
          language,
        );
        const by = 'awarder' in facts ? 'awarder' : 'issuer' in facts ? 'issuer' : 'publisher';
        const kind = 'kind' in facts && facts.kind !== 'article' ? facts.kind : undefined;
        const kindWord = kind && words[kind];
        const title = own.title ?? own.name ?? '';
        const given = own[by] ?? (facts as unknown as Record<typeof by, string | undefined>)[by];
        return {
          id: facts.id,
          title,
          ...(given && { by: given }),
          ...(kind && kindWord && { kind, kindText: kindWord }),
          ...(facts.date && { date: facts.date, dateText: dateText(facts.date) }),
          ...(facts.url && { url: facts.url }),
          ...(own.summary && { summary: own.summary }),
        };
      }),
    };
  };
  const named = <Texts>(name: 'spokenLanguages' | 'interests', shown: (own: Texts) => object) => {
    const entries = site[name] ?? [];
    const heading = words[name];
    if (entries.length === 0 || heading === undefined) return undefined;
    return {
      heading,
      entries: entries.map(({ id }) => ({
        id,
        ...shown(translation(texts[name] as Record<string, Texts> | undefined, id, language)),
      })),
    };
  };
  const record: LocalizedHistory = {
    ...Object.fromEntries(timelineNames.map((name) => [name, timeline(name)])),
    ...Object.fromEntries(
      (['awards', 'certificates', 'publications'] as const).map((name) => [name, recordList(name)]),
    ),
    spokenLanguages: named<{ language: string; fluency?: string }>(
      'spokenLanguages',
      (own) => own,
    ) as LocalizedHistory['spokenLanguages'],
    interests: named<{ name: string; keywords?: string[] }>('interests', (own) => ({
      name: own.name,
      keywords: own.keywords ?? [],
    })) as LocalizedHistory['interests'],
  };
  // A list with no entries is left out, not written as `undefined`, so the module stays small.
  return Object.fromEntries(
    Object.entries(record).filter(([, list]) => list !== undefined),
  ) as LocalizedHistory;
}
