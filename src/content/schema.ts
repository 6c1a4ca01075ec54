import { z } from 'zod';
import { pictureExtensions, picturesFolder } from './pictures.ts';

/**
 * The one definition of the site's content: its shape, its rules and, inferred from them, its
 * types. The build and the dev server check `content.ts` against it and name the field that is
 * wrong (`projects[2].project: …`); the browser never loads it.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/;
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

export const contactKinds = ['linkedin', 'telegram', 'email', 'resume', 'github'] as const;
export type ContactKind = (typeof contactKinds)[number];

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
  /** What the picture shows, for visitors who cannot see it. */
  imageAlt: text,
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
  /** The live project, opened in a new tab by "View Project". */
  project: httpUrl,
});

/** The site shows exactly this many projects, in the carousel and on the printed CV. */
export const PROJECT_COUNT = 5;

const skillListSchema = z.object({
  id: slug,
  title: text,
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
    /** The visible text of the link. */
    label: text,
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

export const siteContentSchema = z.object({
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
  profile: profileSchema,
  /** One sentence for search results and link previews of the home page. */
  description: text,
  hero: heroSchema,
  workHeading: text,
  about: aboutSchema,
  projects: z
    .array(projectSchema)
    .length(PROJECT_COUNT, `must list exactly ${PROJECT_COUNT} projects`)
    .superRefine(uniqueIds),
  skills: z.array(skillListSchema).superRefine(uniqueIds),
  contactsHeading: text,
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
});

export type SiteContent = z.infer<typeof siteContentSchema>;
export type Profile = SiteContent['profile'];
export type HeroText = SiteContent['hero'];
export type AboutText = SiteContent['about'];
export type Project = SiteContent['projects'][number];
export type SkillList = SiteContent['skills'][number];
export type SkillItem = SkillList['items'][number];
export type ContactLink = SiteContent['contacts'][number];

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
