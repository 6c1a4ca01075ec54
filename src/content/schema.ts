import { z } from 'zod';
import { hostReservedProblem } from '../config/paths.ts';
import {
  contactKindNames,
  contactKindOf,
  MAX_CONTACTS,
  type ContactKindName,
} from './contactKinds.ts';
import { fontChoices, ownFontExtensions } from './fonts.ts';
import { pictureExtensions, picturesFolder } from './pictures.ts';
import { codePointOf, quoted } from './quoted.ts';
import { firstUnwritableIn, showsSomething, UNWRITABLE, unwritableProblem } from './unwritable.ts';
import { isLanguageCode, isSlug, MAX_SLUG_LENGTH, repeatedAt } from './rules.ts';
import { endsBeforeStart, isMonthOrYear, periodMonth, thisMonth } from './dates.ts';
import { nameKeyOf } from './nameKey.ts';
import { ownEntry } from './ownEntry.ts';
import { timelineNames } from './timelines.ts';
import { writtenAddress } from './writtenAddress.ts';
import { integrationsSchema } from './integrationsSchema.ts';

/**
 * The one definition of the site's content: its shape, its rules and, inferred from them, its
 * types. The build and the dev server check `content.ts` against it and name the field that is
 * wrong (`projects[2].project: …`); the browser never loads it.
 */

const PICTURE_FILE = new RegExp(`^[\\w.-]+\\.(?:${pictureExtensions.join('|')})$`, 'i');

/** An error message that quotes the value it is about. */
export const quoting = (describe: (value: string) => string) => ({
  error: (issue: { input: unknown }) => describe(String(issue.input)),
});

/** A text of any length: the fields' caps are set on it below. */
const anyText = z
  .string({
    error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text, in quotes'),
  })
  .refine((value) => value.trim() !== '', 'must not be empty')
  .refine(
    (value) => value.trim() === '' || showsSomething(value),
    quoting(
      (value) =>
        `holds only characters that show nothing (${[...new Set(value)].slice(0, 5).map(codePointOf).join(' ')}): write its words`,
    ),
  )
  .refine(
    (value) => !UNWRITABLE.test(value),
    quoting((value) => unwritableProblem(firstUnwritableIn(value)?.character ?? '')),
  );

const slug = z
  .string({ error: 'must be lowercase words joined by hyphens' })
  .refine(
    (value) => isSlug(value),
    quoting((value) => `${quoted(value)} must be lowercase words joined by hyphens`),
  )
  .refine(
    (value) => value.length <= MAX_SLUG_LENGTH,
    quoting(
      (value) =>
        `${quoted(value)} is ${value.length} characters; an id, which names pages and files, holds ${MAX_SLUG_LENGTH}`,
    ),
  );

/** An id that names a page (`/work/<id>`, `/skills/<id>`): any slug but a name hosts reserve. */
const pageSlug = slug.superRefine((value, context) => {
  const reserved = hostReservedProblem(value);
  if (reserved) context.addIssue({ code: 'custom', message: reserved });
});

/**
 * The longest an address may be as the CV writes it out (`linkedin.com/in/taras`, no scheme nor
 * `www.`): every contact's, job's and project's, and the site's own. At 45 the CV at every cap
 * holds two pages of US Letter, the shorter paper; at 48 it took three.
 */
export const MAX_ADDRESS_LENGTH = 44;

/** An address as the CV writes it out: a path of the site's own, or one it cannot read, as it is. */
function written(address: string): string {
  try {
    return writtenAddress(address);
  } catch {
    return address;
  }
}
const writtenLength = (address: string) => written(address).length;

/** What a message says of an address past {@link MAX_ADDRESS_LENGTH}. */
const longAddress = (value: string) =>
  `${quoted(written(value))} is ${writtenLength(value)} characters as the CV writes the address; one holds ${MAX_ADDRESS_LENGTH}`;

/** An address on the web: http(s), on a domain, short enough for the CV to write out. */
const httpUrl = z
  .httpUrl({
    error: (issue) =>
      issue.input === undefined
        ? 'is missing'
        : typeof issue.input === 'string'
          ? `${quoted(issue.input)} is not an absolute http(s) URL`
          : 'must be an absolute http(s) URL',
  })
  .refine((value) => writtenLength(value) <= MAX_ADDRESS_LENGTH, quoting(longAddress));

/** Reports the second and later entries that reuse an id; `why` says what to do about it. */
function uniqueIds<Entry>(idOf: (entry: Entry) => string, why = 'ids must be unique') {
  return (entries: readonly Entry[], context: z.RefinementCtx) => {
    const ids = entries.map(idOf);
    for (const index of repeatedAt(ids)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: `"${ids[index]}" is used twice; ${why}`,
      });
    }
  };
}

const byId = (entry: { id: string }) => entry.id;

/** How many characters fit one line of the printed CV (src/components/print-cv/). */
export const CV_LINE_LENGTH = 90;

/** The longest an About paragraph may be: with every other list at its most, the CV holds two pages. */
export const MAX_PARAGRAPH_LENGTH = 600;

/**
 * A text with at most `length` characters, as the printed CV sets it. Its refusal reads
 * `"…" is 95 characters; the printed CV's line holds 90`, which {@link OVER_CAP} reads back.
 */
export const textOfAtMost = (length: number, what: string) =>
  anyText.refine(
    (value) => value.length <= length,
    quoting((value) => `${quoted(value)} is ${value.length} characters; ${what} holds ${length}`),
  );

/**
 * The longest any text may be: a sentence for search results, a picture's description, an
 * interface word. The fields the printed CV sets have tighter caps, chosen so that the CV at every
 * limit holds two pages (outputs/cvPdf.test.ts builds it so).
 */
export const MAX_TEXT_LENGTH = 300;

/** A refusal of {@link textOfAtMost}'s, read back: the text's length, what holds it, the cap. */
export const OVER_CAP = /^".*" is (\d+) characters; (.+) holds (\d+)$/s;
export const text = textOfAtMost(MAX_TEXT_LENGTH, 'a text of the site');

/**
 * The caps of the short texts: a name, a title, a heading, a place, a label. The printed CV at
 * every cap holds two pages of US Letter (e2e `print`), the PDF of A4 in Arabic too, whose font
 * sets lines taller (outputs/cvPdf.test.ts); a fifth more on each made three.
 */
export const MAX_NAME_LENGTH = 40;
/** A job's or study's organisation, beside its role in one line: `Kyiv Polytechnic Institute`. */
export const MAX_ORGANISATION_LENGTH = 50;
export const MAX_HEADING_LENGTH = 24;
export const MAX_PLACE_LENGTH = 24;
export const MAX_LABEL_LENGTH = 20;
export const MAX_SHORT_NAME_LENGTH = 12;
const nameText = textOfAtMost(MAX_NAME_LENGTH, 'a name or title');
const organisationText = textOfAtMost(MAX_ORGANISATION_LENGTH, 'an organisation');
const headingText = textOfAtMost(MAX_HEADING_LENGTH, 'a heading');
const placeText = textOfAtMost(MAX_PLACE_LENGTH, 'a place');
const labelText = textOfAtMost(MAX_LABEL_LENGTH, 'a label');

/** One line of the printed CV. */
const cvLine = textOfAtMost(CV_LINE_LENGTH, "the printed CV's line");
const paragraph = textOfAtMost(MAX_PARAGRAPH_LENGTH, 'a paragraph of the printed CV');

const profileSchema = z.object({
  /** Shown beside the logo and in page titles. */
  name: nameText,
  role: nameText,
  city: placeText,
});

const heroSchema = z.object({
  greeting: text,
  /** The line under the greeting: who the owner is and where from. */
  intro: text,
});

const aboutSchema = z.object({
  heading: headingText,
  /** One sentence for search results and link previews of the About page. */
  description: text,
  intro: paragraph,
  /** A second paragraph, if the owner has more to say. */
  personal: paragraph.optional(),
});

/** A picture's file name in the site folder's `projects/`: `tracker.png`. */
const pictureFile = z.string({ error: 'must name a picture file' }).refine(
  (value) => PICTURE_FILE.test(value),
  quoting(
    (value) =>
      `${quoted(value)} must be the name of a .${pictureExtensions.join(', .')} file in ${picturesFolder}/`,
  ),
);

/** The most work history and education entries: with every other list at its most, the CV holds two pages. */
export const MAX_JOBS = 5;
export const MAX_STUDIES = 2;
/** The most lines an entry says about what the owner did there. */
export const MAX_ENTRY_LINES = 3;
/** An entry's summary: as long as its lines, so that the CV sets it in their room. */
export const MAX_SUMMARY_LENGTH = MAX_ENTRY_LINES * CV_LINE_LENGTH;

/** A month, `2023-09`, or a year alone, `2019`; an end may also be `now`. */
export const month = (orNow: boolean) =>
  z.string({ error: 'must be a month written YYYY-MM' }).refine(
    (value) => isMonthOrYear(value) || (orNow && value === 'now'),
    quoting(
      (value) =>
        `${quoted(value)} must be a month written YYYY-MM, such as 2023-09, a year, or a day (2023-09-14)${orNow ? ', or "now"' : ''}`,
    ),
  );

/** What a project is, in every language: its id, its picture and its address. */
/**
 * The skills an entry shows, by the ids of the skill lists' skills: each skill's page lists the
 * entry as its evidence.
 */
const shownSkills = z
  .array(slug)
  .superRefine((ids, context) => {
    for (const index of repeatedAt(ids)) {
      context.addIssue({
        code: 'custom',
        path: [index],
        message: `"${ids[index]}" is used twice; skills are named once each`,
      });
    }
  })
  .optional();

const projectSchema = z.object({
  id: pageSlug,
  /** The picture's file name in the site folder's `projects/`: `tracker.png`. */
  image: pictureFile,
  /** The live project, opened in a new tab by "View Project". */
  project: httpUrl,
  skills: shownSkills,
  /** When the owner worked on it, where it matters: its first month, its last (or `now`). */
  start: month(false).optional(),
  end: month(true).optional(),
});

/** What a project says, in one language. */
const projectTextsSchema = z.object({
  title: nameText,
  description: text,
  /** The project in one line, for the printed CV: short enough to fit the line. */
  summary: cvLine,
  /** What the picture shows, for visitors who cannot see it. */
  imageAlt: text,
  /** What stood out, a line each (kept for the CV as data, `/resume.json` and `/cv.txt`). */
  highlights: z
    .array(cvLine)
    .max(MAX_ENTRY_LINES, `must have at most ${MAX_ENTRY_LINES} lines`)
    .optional(),
  /** The owner's parts in it: `Team lead`, `Designer`. */
  roles: z
    .array(labelText)
    .max(MAX_ENTRY_LINES, `must name at most ${MAX_ENTRY_LINES} roles`)
    .optional(),
});

/**
 * The most projects the site shows: the carousel's bullets still fit two rows on a phone, and
 * the printed CV one page.
 */
export const MAX_PROJECTS = 12;

/** The most skill lists, and skills in a list: the About page's column and the CV hold them. */
export const MAX_SKILL_LISTS = 4;
export const MAX_SKILLS_PER_LIST = 16;

/** A skill list; the skills' names are the same in every language. */
const skillListSchema = z.object({
  id: slug,
  items: z
    .array(z.object({ id: pageSlug, name: labelText }))
    .min(1, 'must list at least one skill')
    .max(MAX_SKILLS_PER_LIST, `must list at most ${MAX_SKILLS_PER_LIST} skills`)
    .superRefine(uniqueIds(byId)),
});

/**
 * A contact link: its kind (the catalogue in contactKinds.ts) and its address. Its id, by which
 * each language may label it, is its kind, unless two links share a kind.
 */
const contactSchema = z
  .object({
    kind: z.enum(contactKindNames as [ContactKindName, ...ContactKindName[]], {
      error: (issue) =>
        `"${String(issue.input)}" is not a kind of contact the site knows: ${contactKindNames.join(', ')}`,
    }),
    /** Left out of a `resume` link only: it then points to the CV's PDF that the build makes. */
    href: z
      .string({ error: 'must be a link' })
      .refine((value) => writtenLength(value) <= MAX_ADDRESS_LENGTH, quoting(longAddress))
      .optional(),
    /** Needed only when two links share a kind: `{ kind: 'website', id: 'blog', … }`. */
    id: slug.optional(),
  })
  .superRefine((contact, context) => {
    const kind = contactKindOf(contact.kind);
    if (contact.href === undefined) {
      if (contact.kind !== 'resume') {
        context.addIssue({
          code: 'custom',
          path: ['href'],
          message: `is missing: only a "resume" link may leave it out (it then points to the CV's PDF)`,
        });
      }
      return;
    }
    if (kind && !kind.accepts(contact.href)) {
      context.addIssue({
        code: 'custom',
        path: ['href'],
        message: `"${contact.href}" is not ${kind.expected}`,
      });
    }
  });

/** A contact link's id: its own, or its kind's. */
export const contactId = (contact: { kind: string; id?: string | undefined }) =>
  contact.id ?? contact.kind;

/** A job's, a study's or a volunteering's facts: the facts every language shares. */
const historyFacts = z.object({
  id: slug,
  /** The employer or school, as it names itself. */
  organisation: organisationText,
  url: httpUrl.optional(),
  start: month(false),
  /** The last month there, or `now`. */
  end: month(true),
});

/** An entry's dates: begun, and ended after it began. */
function checkDates(entry: z.infer<typeof historyFacts>, context: z.RefinementCtx) {
  if (!isMonthOrYear(entry.start)) return;
  if (periodMonth(entry.start, 'start') > thisMonth()) {
    context.addIssue({
      code: 'custom',
      path: ['start'],
      message: `"${entry.start}" is in the future; an entry is listed once it has begun`,
    });
  }
  if (isMonthOrYear(entry.end) && endsBeforeStart(entry.start, entry.end)) {
    context.addIssue({
      code: 'custom',
      path: ['end'],
      message: `"${entry.end}" is before the entry's start, "${entry.start}"`,
    });
  }
}

const historyEntrySchema = historyFacts.superRefine(checkDates);

/** A job: an entry that may name the skills it shows. */
const jobSchema = historyFacts.extend({ skills: shownSkills }).superRefine(checkDates);

/** What a job or a study says, in one language. */
const historyTextsSchema = z.object({
  /** The job's title, or the study's degree or course. */
  role: nameText,
  /** Where: a city, or "Remote". */
  place: placeText,
  /** The organisation's name in this language, where it differs from its own. */
  organisation: organisationText.optional(),
  /** What the owner did there, a line each on the printed CV: none to three (a study may have none). */
  lines: z.array(cvLine).max(MAX_ENTRY_LINES, `must have at most ${MAX_ENTRY_LINES} lines`),
  /** The entry in a few sentences: on About, and on the CV where it has no lines. */
  summary: textOfAtMost(MAX_SUMMARY_LENGTH, "an entry's summary").optional(),
  /** A study's kind, `Bachelor`, before what was studied (`role`), and its grade as written: `4.0`. */
  studyType: nameText.optional(),
  score: labelText.optional(),
});

/**
 * The record beyond jobs and studies, each section optional: the facts once (an organisation as it
 * names itself, a date, an address), the words per language, by the entry's id. Their caps keep
 * the CV, with every other list at its most, within two pages (outputs/cvPdf.test.ts).
 */
export const MAX_VOLUNTEERING = 1;
export const MAX_AWARDS = 2;
export const MAX_CERTIFICATES = 2;
export const MAX_PUBLICATIONS = 2;
export const MAX_SPOKEN_LANGUAGES = 4;
export const MAX_INTERESTS = 2;
export const MAX_INTEREST_KEYWORDS = 3;

/** A talk's or an article's title, with its kind, venue and date beside it on one line of the CV. */
export const MAX_PUBLICATION_TITLE_LENGTH = 60;

/** What a publication is: a text (the default), a talk at a conference or meetup, a podcast. */
export const publicationKinds = ['article', 'talk', 'podcast'] as const;

/** An award's, a certificate's or a publication's facts: when (an undated one is listed last), and where it can be seen. */
const datedFacts = { id: slug, date: month(false).optional(), url: httpUrl.optional() };
const awardSchema = z.strictObject({ ...datedFacts, awarder: organisationText.optional() });
const certificateSchema = z.strictObject({ ...datedFacts, issuer: organisationText.optional() });
const publicationSchema = z.strictObject({
  ...datedFacts,
  publisher: organisationText.optional(),
  kind: z
    .enum(publicationKinds, {
      error: (issue) =>
        `"${String(issue.input)}" is not a kind of publication the site knows: ${publicationKinds.join(', ')}`,
    })
    .optional(),
});
/** A spoken language or an interest: an id, which each language's words are keyed by. */
const namedSchema = z.strictObject({ id: slug });

const awardTextsSchema = z.strictObject({
  title: organisationText,
  awarder: organisationText.optional(),
  summary: cvLine.optional(),
});
const certificateTextsSchema = z.strictObject({
  name: organisationText,
  issuer: organisationText.optional(),
});
const publicationTextsSchema = z.strictObject({
  title: textOfAtMost(MAX_PUBLICATION_TITLE_LENGTH, "a publication's title"),
  /** The journal, conference or podcast in this language, where it differs from its own name. */
  publisher: organisationText.optional(),
  summary: cvLine.optional(),
});
const spokenLanguageTextsSchema = z.strictObject({
  /** The language's name and how well the owner speaks it, in this language: `Ukrainian`, `Native`. */
  language: labelText,
  fluency: nameText.optional(),
});
const interestTextsSchema = z.strictObject({
  name: headingText,
  keywords: z
    .array(labelText)
    .max(MAX_INTEREST_KEYWORDS, `must name at most ${MAX_INTEREST_KEYWORDS} keywords`)
    .optional(),
});

/** The record's sections beyond jobs and studies: each one's facts, its words and its cap. */
export const recordSections = {
  awards: { facts: awardSchema, texts: awardTextsSchema, most: MAX_AWARDS },
  certificates: { facts: certificateSchema, texts: certificateTextsSchema, most: MAX_CERTIFICATES },
  publications: { facts: publicationSchema, texts: publicationTextsSchema, most: MAX_PUBLICATIONS },
  spokenLanguages: {
    facts: namedSchema,
    texts: spokenLanguageTextsSchema,
    most: MAX_SPOKEN_LANGUAGES,
  },
  interests: { facts: namedSchema, texts: interestTextsSchema, most: MAX_INTERESTS },
} as const;
export type RecordSectionName = keyof typeof recordSections;
export const recordSectionNames = Object.keys(recordSections) as RecordSectionName[];

/** The placeholders written in `value` (`{count}`) that are not among `placeholders`. */
const strangePlaceholders = (value: string, placeholders: readonly string[]) =>
  [...value.matchAll(/\{(\w+)\}/g)]
    .map(([, name = '']) => name)
    .filter((name) => !placeholders.includes(name));

/**
 * A text with placeholders that the site fills in: `Go to slide {number}`. Each must be there,
 * and no other: the site would show a placeholder it cannot fill as it is written.
 */
const template = (...placeholders: string[]) => {
  const named = placeholders.map((name) => `{${name}}`).join(' and ');
  return text
    .refine(
      (value) => placeholders.every((name) => value.includes(`{${name}}`)),
      quoting((value) => `${quoted(value)} must contain ${named}`),
    )
    .refine(
      (value) => strangePlaceholders(value, placeholders).length === 0,
      quoting((value) => {
        const strange = strangePlaceholders(value, placeholders).map((name) => `{${name}}`);
        return `${quoted(value)} has ${strange.join(', ')}, which the site cannot fill: it takes ${named} alone`;
      }),
    );
};

/** The words around a case study (its page, and the links to it); needed only with write-ups. */
const caseStudyTextsSchema = z.object({
  /** The link to it on a slide and in the CV: "Read the case study". */
  read: text,
  /** The page's title: `{title}: case study · {name}`. */
  pageTitle: template('title', 'name'),
  /** The names of the facts the front matter gives. */
  role: text,
  period: text,
  team: text,
  stack: text,
  outcomes: text,
  /** Back to the project's slide on Home, and on to the next case study. */
  backToWork: text,
  next: text,
});

/** The words around posts (the blog's pages, and the header's link to them); needed only with posts. */
const blogTextsSchema = z.strictObject({
  /** The header's link, and the index's heading: "Blog". */
  blog: text,
  /** The index's title and description: `Blog · {name}`, one sentence for search results. */
  indexTitle: template('name'),
  indexDescription: text,
  /** A post's page title: `{title} · {name}`. */
  postTitle: template('title', 'name'),
  /** A tag's page: its heading `Posts tagged "{tag}"` and its title `… · {name}`. */
  tagHeading: template('tag'),
  tagTitle: template('tag', 'name'),
  /** The name of a post's list of tags, for screen readers and the page: "Tags". */
  tags: text,
  /** Before a post's dates: "Published", "Updated". */
  published: text,
  updated: text,
  /** How long a post takes to read: `{minutes} min read`. */
  readingTime: template('minutes'),
  /** A post's table of contents, shown when it has three sections or more. */
  contents: text,
  /** The search across posts and case studies: its field's name, its results, none, a failure. */
  searchLabel: text,
  searchResults: template('count'),
  searchEmpty: template('query'),
  searchFailed: text,
  /** The index's link to the blog's RSS feed: "RSS feed". */
  feed: text,
  /** The ways on from a post: the one before, the one after, all of them. */
  previousPost: text,
  nextPost: text,
  allPosts: text,
  /** A series of posts (`series:` in their front matter): its name `Series: {name}`, a post's place in it. */
  series: template('name'),
  seriesPart: template('number', 'count'),
  /** The posts that share a post's tags, at its end: "Related posts". */
  relatedPosts: text,
});

/**
 * The words of the site's own interface, in one language: the template's dictionary of the
 * language (src/content/interface/), with any the owner's content gives in their place.
 */
const interfaceSchema = z.strictObject({
  skipToContent: text,
  /** The name of the header's navigation for screen readers. */
  mainNavigation: text,
  home: text,
  work: text,
  about: text,
  contacts: text,
  menu: text,
  theme: text,
  lightTheme: text,
  darkTheme: text,
  systemTheme: text,
  /** The owner's role and city in a line, as the footer writes them: `{role}, {city}`. */
  roleInCity: template('role', 'city').optional(),
  /** Page titles: `{name} · {role} from {city}` and `About · {name}`. */
  homeTitle: template('name', 'role', 'city'),
  aboutTitle: template('name'),
  /** The carousel's name, what a slide is, and its labels; `projects` also titles the CV's. */
  projects: text,
  /** The CV's heading of the About paragraphs (the About page's own heading where not given). */
  profile: text.optional(),
  carousel: text,
  slide: text,
  slideLabel: template('number', 'count'),
  goToSlide: template('number'),
  previousSlide: text,
  nextSlide: text,
  viewProject: text,
  /** Said after the name of a link that opens a new tab. */
  opensInNewTab: text,
  /** A write-up's code block's copy button, and what it says once it copied. */
  copyCode: text,
  codeCopied: text,
  /** Said after the name of a write-up's picture that opens at full size, and its dialog's close button. */
  opensLarge: text,
  closePicture: text,
  /** The name of the About page's list of skills for screen readers. */
  skills: text,
  /** About's link to the CV as a PDF, which the build makes: "Download CV (PDF)". */
  downloadCv: text,
  /**
   * The names of the contact links whose kind is a word, not a service's name (src/content/
   * contactKinds.ts names them in English where a language has none).
   */
  contactEmail: text.optional(),
  contactPhone: text.optional(),
  contactWebsite: text.optional(),
  contactResume: text.optional(),
  /** About's link to the CV as plain text, for the forms that ask for it pasted: "CV as text". */
  cvText: text,
  /** The About page's timelines and the word for an entry that has not ended; needed only with entries. */
  experience: text.optional(),
  education: text.optional(),
  volunteering: text.optional(),
  present: text.optional(),
  /** A study's title, from its kind and what was studied: `{kind}, {subject}`. */
  studyTitle: template('kind', 'subject').optional(),
  /** The headings of the record's other sections, each needed only where the content has it. */
  awards: text.optional(),
  certificates: text.optional(),
  publications: text.optional(),
  spokenLanguages: text.optional(),
  interests: text.optional(),
  /** A publication's kind, before where it was given, where it is not a text: "Talk", "Podcast". */
  talk: text.optional(),
  podcast: text.optional(),
  /** Where comments are on: their heading, and the button that loads them ("Show comments"). */
  comments: text.optional(),
  showComments: text.optional(),
  caseStudy: caseStudyTextsSchema.optional(),
  blog: blogTextsSchema.optional(),
  loadingPage: text,
  errorTitle: text,
  errorMessage: text,
  backHome: text,
  reload: text,
  technicalDetails: text,
});

/**
 * Everything a language says. Its name, short name, locale and interface words come from the
 * template's dictionary of the language, unless the owner's content gives its own.
 */
const languageTextsSchema = z.object({
  /** The language's own name, on the header's switch to it: `Українська`. */
  name: labelText,
  /**
   * Its short form on that switch, how the name starts in any case (`Укр`, `EN`), so that a
   * visitor who says or types what they see names the same link.
   */
  shortName: textOfAtMost(MAX_SHORT_NAME_LENGTH, "a language's short name"),
  /** The Open Graph locale of its pages: `uk_UA`. */
  locale: z.string({ error: 'must be a locale such as en_US' }).refine(
    (value) => /^[a-z]{2,3}_[A-Z]{2}$/.test(value),
    quoting((value) => `${quoted(value)} must be a locale such as en_US or uk_UA`),
  ),
  profile: profileSchema,
  /** One sentence for search results and link previews of the home page. */
  description: text,
  hero: heroSchema,
  workHeading: headingText,
  about: aboutSchema,
  /** Each project's texts, by the project's id. */
  projects: z.record(z.string(), projectTextsSchema),
  /** Each skill list's title, by the list's id. */
  skills: z.record(z.string(), headingText),
  /** Each job's and each study's texts, by its id. */
  experience: z.record(z.string(), historyTextsSchema).optional(),
  education: z.record(z.string(), historyTextsSchema).optional(),
  volunteering: z.record(z.string(), historyTextsSchema).optional(),
  awards: z.record(z.string(), awardTextsSchema).optional(),
  certificates: z.record(z.string(), certificateTextsSchema).optional(),
  publications: z.record(z.string(), publicationTextsSchema).optional(),
  spokenLanguages: z.record(z.string(), spokenLanguageTextsSchema).optional(),
  interests: z.record(z.string(), interestTextsSchema).optional(),
  contactsHeading: headingText,
  /** A contact link's label, by its id, where it is not the kind's name (or the kind has none). */
  contacts: z.record(z.string(), labelText).optional(),
  interface: interfaceSchema,
});

/** Reports translations of ids that are not there, and ids without a translation. */
function matchingIds(
  ids: readonly string[],
  translated: Record<string, unknown>,
  path: (string | number)[],
  context: z.RefinementCtx,
) {
  for (const id of ids) {
    if (!Object.hasOwn(translated, id)) {
      context.addIssue({ code: 'custom', path: [...path, id], message: 'is missing' });
    }
  }
  unknownIds(ids, translated, path, context);
}

/** Reports translations of ids that are not there. */
function unknownIds(
  ids: readonly string[],
  translated: Record<string, unknown>,
  path: (string | number)[],
  context: z.RefinementCtx,
) {
  for (const key of Object.keys(translated)) {
    if (!ids.includes(key)) {
      context.addIssue({
        code: 'custom',
        path: [...path, key],
        message: `is not one of ${ids.join(', ')}`,
      });
    }
  }
}

/** A colour written as CSS writes it in hex: `#1d4ed8` or `#15f`. */
const hexColour = z.string({ error: 'must be a colour written in hex, such as #1d4ed8' }).regex(
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i,
  quoting((value) => `${quoted(value)} must be a colour written in hex, such as #1d4ed8`),
);

/** A font family's name as CSS may quote it, and how long it may be. */
const FONT_FAMILY = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
const MAX_FONT_FAMILY_LENGTH = 60;

/** How an own font's file name ends: `.ttf`, `.otf`, in any case. */
const OWN_FONT_FILE = new RegExp(`\\.(?:${ownFontExtensions.join('|')})$`, 'i');

/** A font file of the owner's, by its path in their folder: `fonts/Atkinson-Regular.ttf`. */
const ownFontFile = z.string({ error: 'must name a font file in your folder' }).refine(
  (value) =>
    OWN_FONT_FILE.test(value) && !value.startsWith('/') && !value.split(/[\\/]/).includes('..'),
  quoting(
    (value) =>
      `${quoted(value)} must be the path of a .${ownFontExtensions.join(' or .')} file in your folder, such as fonts/MyFont-Regular.ttf`,
  ),
);

/** How the site looks, beyond the words: each optional, the template's by default. */
const lookSchema = z.strictObject({
  /**
   * The colour of links, buttons and the logo: one for both themes, or one for each. The build
   * checks it against each theme's background and the text on accent buttons (WCAG AA, 4.5:1).
   */
  accent: z
    .union([hexColour, z.strictObject({ light: hexColour, dark: hexColour })], {
      error: 'must be a colour in hex, or { light, dark } with one for each theme',
    })
    .optional(),
  /**
   * Beside the hero's words: the template's drawing by default, a picture of the owner's in
   * `projects/` (`me.jpg`, decorative), the picture with what it shows (`{ file, alt }`, the words
   * one for every language or one per language), or `'none'`.
   */
  heroPicture: z
    .union(
      [
        z.literal('none'),
        pictureFile,
        z.strictObject({
          file: pictureFile,
          alt: z.union([text, z.record(z.string(), text)], {
            error: "must say what the picture shows, in one text or one per language: { en: '…' }",
          }),
        }),
      ],
      {
        error: `must name a picture file in ${picturesFolder}/, be { file, alt }, or be 'none'`,
      },
    )
    .optional(),
  /**
   * What the pages, the printed CV, the PDF and the pictures are set in: `'system'` (the
   * visitor's own font; the default), a font the template ships, or one of the owner's own,
   * `{ family, regular, bold }`, its TrueType or OpenType files in the site folder.
   */
  font: z
    .union(
      [
        z.enum(fontChoices),
        z.strictObject({
          family: textOfAtMost(MAX_FONT_FAMILY_LENGTH, 'a font family name').refine(
            (value) => FONT_FAMILY.test(value),
            quoting(
              (value) =>
                `${quoted(value)} must be a font's name of letters, digits, spaces and hyphens`,
            ),
          ),
          regular: ownFontFile,
          bold: ownFontFile,
        }),
      ],
      {
        error: `must be one of ${fontChoices.map((choice) => `'${choice}'`).join(', ')}, or { family, regular, bold } naming your own font's files`,
      },
    )
    .optional(),
});

export type Look = z.infer<typeof lookSchema>;

/** The record's other sections as lists of the content, each within its cap. */
const recordListsSchema = Object.fromEntries(
  recordSectionNames.map((name) => {
    const { facts, most } = recordSections[name];
    return [
      name,
      z
        .array(facts)
        .max(most, `must list at most ${most} entries`)
        .superRefine(uniqueIds(byId))
        .optional(),
    ];
  }),
) as {
  [Name in RecordSectionName]: z.ZodOptional<z.ZodArray<(typeof recordSections)[Name]['facts']>>;
};

export const siteContentSchema = z
  .strictObject({
    /**
     * The address the site is published at, with a trailing slash: `https://you.dev/`. Canonical
     * links, link previews, the sitemap and the structured data are built from it.
     */
    siteUrl: httpUrl.refine(
      (value) => {
        const url = URL.parse(value);
        // A value that is no URL at all has been reported already.
        return !url || (!url.search && !url.hash && url.pathname.endsWith('/'));
      },
      quoting((value) => `${quoted(value)} must end with "/" and have no ?query or #fragment`),
    ),
    /**
     * How far browsers keep to HTTPS once they have seen the site (Strict-Transport-Security, which
     * Netlify, Cloudflare Pages and `npm start` send): `host`, the default, this host alone;
     * `subdomains`, every subdomain of it too; `preload`, the subdomains and, once you submit the
     * domain at hstspreload.org, the browsers' built-in list. docs/deploying.md says when to.
     */
    https: z.enum(['host', 'subdomains', 'preload']).optional(),
    /** The site's look: its accent colour (docs/content.md, "Your look"). */
    look: lookSchema.optional(),
    /** Comments and visit counts, each off unless named (docs/content.md, "Comments and visits"). */
    integrations: integrationsSchema.optional(),
    projects: z
      .array(projectSchema)
      .min(1, 'must list at least one project')
      .max(MAX_PROJECTS, `must list at most ${MAX_PROJECTS} projects`)
      .superRefine(uniqueIds(byId)),
    skills: z
      .array(skillListSchema)
      .min(1, 'must list at least one skill list')
      .max(MAX_SKILL_LISTS, `must list at most ${MAX_SKILL_LISTS} skill lists`)
      .superRefine(uniqueIds(byId)),
    contacts: z
      .array(contactSchema)
      .min(1, 'must list at least one contact link')
      .max(MAX_CONTACTS, `must list at most ${MAX_CONTACTS} contact links`)
      .superRefine(uniqueIds(contactId, 'give one of the links an id of its own')),
    /** Work history and education, each optional. */
    experience: z
      .array(jobSchema)
      .max(MAX_JOBS, `must list at most ${MAX_JOBS} jobs`)
      .superRefine(uniqueIds(byId))
      .optional(),
    education: z
      .array(historyEntrySchema)
      .max(MAX_STUDIES, `must list at most ${MAX_STUDIES} studies`)
      .superRefine(uniqueIds(byId))
      .optional(),
    /** Volunteering, as a job: organisation, role, dates and lines. */
    volunteering: z
      .array(historyEntrySchema)
      .max(MAX_VOLUNTEERING, 'must list one entry at most: the CV holds one')
      .superRefine(uniqueIds(byId))
      .optional(),
    ...recordListsSchema,
    /**
     * What the site says, by language code (`en`, `uk`). The first is the site's own language,
     * served at `/`; each other one under its code, `/uk/`.
     */
    languages: z
      .record(z.string(), languageTextsSchema)
      .refine((languages) => Object.keys(languages).length > 0, 'must have at least one language'),
  })
  .superRefine((content, context) => {
    // Translations are matched to ids only once the ids themselves are sound (reported above).
    const soundIds = (list: readonly { id: string }[]) => {
      const ids = list.map(byId);
      return repeatedAt(ids).length === 0 && ids.every(isSlug) ? ids : undefined;
    };
    const projectIds = soundIds(content.projects);
    const skillListIds = soundIds(content.skills);
    const timelines = ([...timelineNames, ...recordSectionNames] as const).map((name) => ({
      name,
      ids: soundIds(content[name] ?? []),
      listed: (content[name] ?? []).length > 0,
    }));
    const contactIds = content.contacts.map(contactId);
    const skillIds = content.skills.flatMap((list) => list.items.map(byId));
    // One name, one skill: two ids of one name would be two pages, and two links, of that name.
    const skillOfName = new Map<string, { id: string; path: string }>();
    content.skills.forEach((list, listIndex) =>
      list.items.forEach(({ id, name }, itemIndex) => {
        const key = nameKeyOf(name);
        const earlier = skillOfName.get(key);
        if (earlier === undefined) {
          skillOfName.set(key, { id, path: `skills[${listIndex}].items[${itemIndex}]` });
        } else if (earlier.id !== id) {
          context.addIssue({
            code: 'custom',
            path: ['skills', listIndex, 'items', itemIndex, 'name'],
            message: `${quoted(name)} names the skill "${earlier.id}" already (${earlier.path}), here as "${id}": name each skill once, under one id`,
          });
        }
      }),
    );
    const entriesShowingSkills = [
      ...content.projects.map((project, index) => ({ path: ['projects', index], ...project })),
      ...(content.experience ?? []).map((job, index) => ({ path: ['experience', index], ...job })),
    ];
    for (const { path, skills = [] } of entriesShowingSkills) {
      skills.forEach((id, at) => {
        if (skillIds.includes(id)) return;
        context.addIssue({
          code: 'custom',
          path: [...path, 'skills', at],
          message: `"${id}" is not a skill of the skill lists (${skillIds.join(', ')})`,
        });
      });
    }
    const heroAlt = content.look?.heroPicture;
    if (typeof heroAlt === 'object' && typeof heroAlt.alt === 'object') {
      matchingIds(
        Object.keys(content.languages),
        heroAlt.alt,
        ['look', 'heroPicture', 'alt'],
        context,
      );
    }
    for (const [code, texts] of Object.entries(content.languages)) {
      if (!isLanguageCode(code)) {
        context.addIssue({
          code: 'custom',
          path: ['languages', code],
          message: `"${code}" must be a language code such as en or uk`,
        });
      }
      if (projectIds)
        matchingIds(projectIds, texts.projects, ['languages', code, 'projects'], context);
      if (skillListIds)
        matchingIds(skillListIds, texts.skills, ['languages', code, 'skills'], context);
      for (const { name, ids, listed } of timelines) {
        if (ids) matchingIds(ids, texts[name] ?? {}, ['languages', code, name], context);
        if (listed && texts.interface[name] === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['languages', code, 'interface', name],
            message: `is missing: it heads the ${name} the site lists`,
          });
        }
        if (name === 'education' && texts.interface.studyTitle === undefined) {
          const typed = (content.education ?? []).some(
            ({ id }) => ownEntry(texts.education ?? {}, id)?.studyType !== undefined,
          );
          if (typed) {
            context.addIssue({
              code: 'custom',
              path: ['languages', code, 'interface', 'studyTitle'],
              message: "is missing: it joins a study's kind (studyType) to what was studied",
            });
          }
        }
      }
      const ongoing = timelineNames.some((name) =>
        (content[name] ?? []).some((entry) => entry.end === 'now'),
      );
      const talks = (content.publications ?? []).flatMap(({ kind }) =>
        kind === 'talk' || kind === 'podcast' ? [kind] : [],
      );
      for (const kind of new Set(talks)) {
        if (texts.interface[kind] === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['languages', code, 'interface', kind],
            message: `is missing: it names the kind of a publication that is a ${kind}`,
          });
        }
      }
      if (content.integrations?.comments) {
        for (const word of ['comments', 'showComments'] as const) {
          if (texts.interface[word] !== undefined) continue;
          context.addIssue({
            code: 'custom',
            path: ['languages', code, 'interface', word],
            message: 'is missing: comments are on (integrations.comments), and it names them',
          });
        }
      }
      if (ongoing && texts.interface.present === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['languages', code, 'interface', 'present'],
          message: 'is missing: it ends the dates of an entry that has not ended ("now")',
        });
      }
      // A link without a label shows its kind's name: only labels of links not there are wrong.
      const labels = texts.contacts ?? {};
      unknownIds(contactIds, labels, ['languages', code, 'contacts'], context);
      content.contacts.forEach((contact) => {
        const id = contactId(contact);
        const kind = contactKindOf(contact.kind);
        if (kind && kind.name === undefined && ownEntry(labels, id) === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['languages', code, 'contacts', id],
            message: `is missing: a "${contact.kind}" link has no name of its own, so it needs a label`,
          });
        }
      });
    }
  });

type Inferred = z.infer<typeof siteContentSchema>;
export type HeroText = z.infer<typeof heroSchema>;
export type ProjectTexts = z.infer<typeof projectTextsSchema>;
export type InterfaceTexts = z.infer<typeof interfaceSchema>;
export type CaseStudyTexts = z.infer<typeof caseStudyTextsSchema>;
export type BlogTexts = z.infer<typeof blogTextsSchema>;
export type HistoryEntryFacts = z.infer<typeof historyEntrySchema>;
export type JobFacts = z.infer<typeof jobSchema>;
export type HistoryTexts = z.infer<typeof historyTextsSchema>;

/** The ids the content gives its lists, so that a translation must match them. */
export interface ContentIds {
  project: string;
  skillList: string;
  job: string;
  study: string;
}

/**
 * One language's texts. Its projects, skill lists, jobs and studies are keyed by the ids of the
 * site's own, so a translation that leaves one out is a type error (see `defineSiteContent`).
 */
export type LanguageTexts<Ids extends ContentIds = ContentIds> = Omit<
  z.infer<typeof languageTextsSchema>,
  'projects' | 'skills' | 'experience' | 'education'
> & {
  projects: Record<Ids['project'], ProjectTexts>;
  skills: Record<Ids['skillList'], string>;
} & TimelineTexts<'experience', Ids['job']> &
  TimelineTexts<'education', Ids['study']>;

/** A timeline's texts: required with entries, by their ids; absent (or empty) without. */
type TimelineTexts<Name extends string, Id extends string> = [Id] extends [never]
  ? { [Key in Name]?: Record<string, never> }
  : string extends Id
    ? { [Key in Name]?: Record<string, HistoryTexts> }
    : { [Key in Name]: Record<Id, HistoryTexts> };

/** The site's content: the schema's type, with the ids of its lists tied to their translations. */
export type SiteContent<Ids extends ContentIds = ContentIds> = Omit<
  Inferred,
  'projects' | 'skills' | 'experience' | 'education' | 'languages'
> & {
  projects: readonly (Inferred['projects'][number] & { id: Ids['project'] })[];
  skills: readonly (Inferred['skills'][number] & { id: Ids['skillList'] })[];
  experience?: readonly (JobFacts & { id: Ids['job'] })[];
  education?: readonly (HistoryEntryFacts & { id: Ids['study'] })[];
  languages: Record<string, LanguageTexts<NoInfer<Ids>>>;
};

/** The interface's words an owner's content may give in place of the template's: any of them. */
export type InterfaceOverrides = Partial<Omit<InterfaceTexts, 'caseStudy' | 'blog'>> & {
  caseStudy?: Partial<CaseStudyTexts>;
  blog?: Partial<BlogTexts>;
};

/** What the template's dictionary of a language gives, where the owner's content does not. */
type TemplateWords = 'name' | 'shortName' | 'locale';

/** One language's texts as the owner writes them: their story, and only the interface words they change. */
export type WrittenLanguageTexts<Ids extends ContentIds = ContentIds> = Omit<
  LanguageTexts<Ids>,
  TemplateWords | 'interface'
> &
  Partial<Pick<LanguageTexts<Ids>, TemplateWords>> & { interface?: InterfaceOverrides };

/** The content as the owner's content file writes it (`defineSiteContent`). */
export type WrittenSiteContent<Ids extends ContentIds = ContentIds> = Omit<
  SiteContent<Ids>,
  'languages'
> & {
  languages: Record<string, WrittenLanguageTexts<NoInfer<Ids>>>;
};

/** One thing wrong with the content, named by its path: `projects[2].project`. */
export interface ContentProblem {
  field: string;
  message: string;
}

/** `['projects', 2, 'project']` → `projects[2].project`. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) =>
      typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key),
    '',
  );
}

export class InvalidContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(
      `The site content is not valid:\n${problems
        .map((problem) => `  - ${problem.field}: ${problem.message}`)
        .join('\n')}`,
    );
    this.name = 'InvalidContentError';
    this.problems = problems;
  }
}
