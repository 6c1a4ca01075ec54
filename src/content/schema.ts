import { z } from 'zod';
import { pictureExtensions, picturesFolder } from './pictures.ts';

/**
 * The one definition of the site's content: its shape, its rules and, inferred from them, its
 * types. The build and the dev server check `content.ts` against it and name the field that is
 * wrong (`projects[2].project: …`); the browser never loads it.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/;
const LANGUAGE_CODE = /^[a-z]{2,3}$/;
const PICTURE_FILE = new RegExp(`^[\\w.-]+\\.(?:${pictureExtensions.join('|')})$`, 'i');

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const isHttp = (url: URL | null) => url !== null && ['https:', 'http:'].includes(url.protocol);
const isHttps = (url: URL) => url.protocol === 'https:';

const text = z
  .string({ error: 'must not be empty' })
  .refine((value) => value.trim() !== '', 'must not be empty');

/** An error message that quotes the value it is about. */
const quoting = (describe: (value: string) => string) => ({
  error: (issue: { input: unknown }) => describe(String(issue.input)),
});

const slug = z.string({ error: 'must be lowercase words joined by hyphens' }).refine(
  (value) => SLUG.test(value),
  quoting((value) => `"${value}" must be lowercase words joined by hyphens`),
);

const httpUrl = z.string({ error: 'must be an absolute http(s) URL' }).refine(
  (value) => isHttp(parseUrl(value)),
  quoting((value) => `"${value}" is not an absolute http(s) URL`),
);

/** Reports the second and later entries that reuse an id. */
function uniqueIds(entries: readonly { id: string }[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.id)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: `"${entry.id}" is used twice; ids must be unique`,
      });
    }
    seen.add(entry.id);
  });
}

const contactKinds = ['linkedin', 'telegram', 'email', 'resume', 'github'] as const;
type ContactKind = (typeof contactKinds)[number];

/** Where each kind of contact link must point, so a pasted wrong URL is caught. */
const contactRules: Record<ContactKind, { expected: string; accepts: (url: URL) => boolean }> = {
  linkedin: {
    expected: 'a LinkedIn profile (https://www.linkedin.com/in/…)',
    accepts: (url) =>
      isHttps(url) &&
      /(^|\.)linkedin\.com$/.test(url.hostname) &&
      /^\/in\/[^/]+/.test(url.pathname),
  },
  telegram: {
    expected: 'a Telegram profile (https://t.me/…)',
    accepts: (url) => isHttps(url) && url.hostname === 't.me' && url.pathname.length > 1,
  },
  email: {
    expected: 'a mailto: address (mailto:name@domain.tld)',
    accepts: (url) => url.protocol === 'mailto:' && EMAIL.test(decodeURIComponent(url.pathname)),
  },
  resume: {
    expected: 'an https:// link to the resume document',
    accepts: (url) => isHttps(url) && url.pathname.length > 1,
  },
  github: {
    expected: 'a GitHub profile (https://github.com/…)',
    accepts: (url) => isHttps(url) && url.hostname === 'github.com' && url.pathname.length > 1,
  },
};

const profileSchema = z.object({
  /** Shown beside the logo and in page titles. */
  name: text,
  role: text,
  city: text,
});

const heroSchema = z.object({
  greeting: text,
  /** The line under the greeting: who the owner is and where from. */
  intro: text,
});

const aboutSchema = z.object({
  heading: text,
  /** One sentence for search results and link previews of the About page. */
  description: text,
  intro: text,
  personal: text,
});

/** How many characters fit one line of the printed CV (src/components/print-cv/). */
export const CV_LINE_LENGTH = 90;

/** What a project is, in every language: its id, its picture and its address. */
const projectSchema = z.object({
  id: slug,
  /** The picture's file name in `src/assets/projects/`: `tracker.png`. */
  image: z.string({ error: 'must name a picture file' }).refine(
    (value) => PICTURE_FILE.test(value),
    quoting(
      (value) =>
        `"${value}" must be the name of a .${pictureExtensions.join(', .')} file in ${picturesFolder}/`,
    ),
  ),
  /** The live project, opened in a new tab by "View Project". */
  project: httpUrl,
});

/** What a project says, in one language. */
const projectTextsSchema = z.object({
  title: text,
  description: text,
  /** The project in one line, for the printed CV: short enough to fit the line. */
  summary: text.refine(
    (value) => value.length <= CV_LINE_LENGTH,
    quoting(
      (value) =>
        `"${value}" is ${value.length} characters; the printed CV's line holds ${CV_LINE_LENGTH}`,
    ),
  ),
  /** What the picture shows, for visitors who cannot see it. */
  imageAlt: text,
});

/**
 * The most projects the site shows: the carousel's bullets still fit two rows on a phone, and
 * the printed CV one page.
 */
export const MAX_PROJECTS = 12;

/** A skill list; the skills' names are the same in every language. */
const skillListSchema = z.object({
  id: slug,
  items: z
    .array(z.object({ id: slug, name: text }))
    .min(1, 'must list at least one skill')
    .superRefine(uniqueIds),
});

const contactSchema = z
  .object({
    id: z.enum(contactKinds, {
      error: (issue) => `"${String(issue.input)}" is not one of ${contactKinds.join(', ')}`,
    }),
    href: z.string({ error: 'must be a link' }),
  })
  .superRefine((contact, context) => {
    const rule = contactRules[contact.id];
    const url = parseUrl(contact.href);
    if (!url || !rule.accepts(url)) {
      context.addIssue({
        code: 'custom',
        path: ['href'],
        message: `"${contact.href}" is not ${rule.expected}`,
      });
    }
  });

/** A text with placeholders that the site fills in: `Go to slide {number}`. */
const template = (...placeholders: string[]) =>
  text.refine(
    (value) => placeholders.every((name) => value.includes(`{${name}}`)),
    quoting(
      (value) => `"${value}" must contain ${placeholders.map((name) => `{${name}}`).join(' and ')}`,
    ),
  );

/** The words of the site's own interface, in one language. */
const interfaceSchema = z.object({
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
  /** Page titles: `{name} · {role} from {city}` and `About · {name}`. */
  homeTitle: template('name', 'role', 'city'),
  aboutTitle: template('name'),
  /** The carousel's name, what a slide is, and its labels. */
  projects: text,
  carousel: text,
  slide: text,
  slideLabel: template('number', 'count'),
  goToSlide: template('number'),
  previousSlide: text,
  nextSlide: text,
  viewProject: text,
  /** Said after the name of a link that opens a new tab. */
  opensInNewTab: text,
  /** The name of the About page's list of skills for screen readers. */
  skills: text,
  loadingPage: text,
  errorTitle: text,
  errorMessage: text,
  backHome: text,
  reload: text,
  technicalDetails: text,
});

/** Everything a language says. */
const languageTextsSchema = z.object({
  /** The language's own name, on the header's switch to it: `Українська`. */
  name: text,
  /**
   * Its short form on that switch, how the name starts in any case (`Укр`, `EN`), so that a
   * visitor who says or types what they see names the same link.
   */
  shortName: text,
  /** The Open Graph locale of its pages: `uk_UA`. */
  locale: z.string({ error: 'must be a locale such as en_US' }).refine(
    (value) => /^[a-z]{2,3}_[A-Z]{2}$/.test(value),
    quoting((value) => `"${value}" must be a locale such as en_US or uk_UA`),
  ),
  profile: profileSchema,
  /** One sentence for search results and link previews of the home page. */
  description: text,
  hero: heroSchema,
  workHeading: text,
  about: aboutSchema,
  /** Each project's texts, by the project's id. */
  projects: z.record(z.string(), projectTextsSchema),
  /** Each skill list's title, by the list's id. */
  skills: z.record(z.string(), text),
  contactsHeading: text,
  /** Each contact link's visible text, by its kind. */
  contacts: z.record(z.enum(contactKinds), text),
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
    if (!(id in translated)) {
      context.addIssue({ code: 'custom', path: [...path, id], message: 'is missing' });
    }
  }
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

const siteContentSchema = z
  .object({
    /**
     * The address the site is published at, with a trailing slash: `https://you.dev/`. Canonical
     * links, link previews, the sitemap and the structured data are built from it.
     */
    siteUrl: httpUrl.refine(
      (value) => {
        const url = parseUrl(value);
        // A value that is no URL at all has been reported already.
        return !url || (!url.search && !url.hash && url.pathname.endsWith('/'));
      },
      quoting((value) => `"${value}" must end with "/" and have no ?query or #fragment`),
    ),
    projects: z
      .array(projectSchema)
      .min(1, 'must list at least one project')
      .max(MAX_PROJECTS, `must list at most ${MAX_PROJECTS} projects`)
      .superRefine(uniqueIds),
    skills: z.array(skillListSchema).superRefine(uniqueIds),
    contacts: z
      .array(contactSchema)
      .superRefine(uniqueIds)
      .superRefine((contacts, context) => {
        for (const kind of contactKinds) {
          if (!contacts.some((contact) => contact.id === kind)) {
            context.addIssue({ code: 'custom', message: `is missing the ${kind} link` });
          }
        }
      }),
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
      const ids = list.map((entry) => entry.id);
      return new Set(ids).size === ids.length && ids.every((id) => SLUG.test(id)) ? ids : undefined;
    };
    const projectIds = soundIds(content.projects);
    const skillListIds = soundIds(content.skills);
    for (const [code, texts] of Object.entries(content.languages)) {
      if (!LANGUAGE_CODE.test(code)) {
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
      const startsName = (short: string) =>
        texts.name.toLowerCase().startsWith(short.toLowerCase());
      if (!startsName(texts.shortName)) {
        context.addIssue({
          code: 'custom',
          path: ['languages', code, 'shortName'],
          message: `"${texts.shortName}" must be how "${texts.name}" starts, so that it names the same link`,
        });
      }
    }
  });

type Inferred = z.infer<typeof siteContentSchema>;
export type HeroText = z.infer<typeof heroSchema>;
export type ProjectTexts = z.infer<typeof projectTextsSchema>;
export type InterfaceTexts = z.infer<typeof interfaceSchema>;

/**
 * One language's texts. Its projects and skill lists are keyed by the ids of the site's own, so a
 * translation that leaves one out is a type error (see `defineSiteContent`).
 */
export type LanguageTexts<
  ProjectId extends string = string,
  SkillListId extends string = string,
> = Omit<z.infer<typeof languageTextsSchema>, 'projects' | 'skills'> & {
  projects: Record<ProjectId, ProjectTexts>;
  skills: Record<SkillListId, string>;
};

/** The site's content: the schema's type, with the ids of projects and skill lists tied. */
export type SiteContent<
  ProjectId extends string = string,
  SkillListId extends string = string,
> = Omit<Inferred, 'projects' | 'skills' | 'languages'> & {
  projects: readonly (Inferred['projects'][number] & { id: ProjectId })[];
  skills: readonly (Inferred['skills'][number] & { id: SkillListId })[];
  languages: Record<string, LanguageTexts<NoInfer<ProjectId>, NoInfer<SkillListId>>>;
};

/** One thing wrong with the content, named by its path: `projects[2].project`. */
export interface ContentProblem {
  field: string;
  message: string;
}

/** `['projects', 2, 'project']` → `projects[2].project`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) =>
      typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key),
    '',
  );
}

/** Every problem in the content, or none. */
export function findContentProblems(content: unknown): ContentProblem[] {
  const result = siteContentSchema.safeParse(content);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: fieldName(issue.path) || '(the content)',
    message: issue.message,
  }));
}

export class InvalidContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(
      `The site content in src/content/content.ts is not valid:\n${problems
        .map((problem) => `  - ${problem.field}: ${problem.message}`)
        .join('\n')}`,
    );
    this.name = 'InvalidContentError';
    this.problems = problems;
  }
}
