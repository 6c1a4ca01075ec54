import type { ContactKind, SiteContent } from './types.ts';

/** One thing wrong with the content, named by its path: `projects[2].project`. */
export interface ContentProblem {
  field: string;
  message: string;
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

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/;

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

function isHttps(url: URL): boolean {
  return url.protocol === 'https:';
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Every problem in the content, or none. `previewImages` lists the preview image names that exist,
 * so a project cannot point at a picture that is not there.
 */
export function findContentProblems(
  content: SiteContent,
  previewImages: readonly string[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (field: string, message: string) => problems.push({ field, message });

  const requireText = (field: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') report(field, 'must not be empty');
  };

  const requireUniqueIds = (field: string, entries: readonly { id: unknown }[]) => {
    const seen = new Set<unknown>();
    entries.forEach((entry, index) => {
      const path = `${field}[${index}].id`;
      if (typeof entry.id !== 'string' || !SLUG.test(entry.id)) {
        report(path, `"${String(entry.id)}" must be lowercase words joined by hyphens`);
      } else if (seen.has(entry.id)) {
        report(path, `"${entry.id}" is used twice; ids must be unique`);
      }
      seen.add(entry.id);
    });
  };

  const siteUrl = parseUrl(content.siteUrl);
  if (!siteUrl || !['https:', 'http:'].includes(siteUrl.protocol)) {
    report('siteUrl', `"${content.siteUrl}" is not an absolute http(s) URL`);
  } else if (siteUrl.search || siteUrl.hash || !siteUrl.pathname.endsWith('/')) {
    report('siteUrl', `"${content.siteUrl}" must end with "/" and have no ?query or #fragment`);
  }
  requireText('profile.name', content.profile.name);
  requireText('profile.role', content.profile.role);
  requireText('profile.city', content.profile.city);
  requireText('description', content.description);
  requireText('hero.greeting', content.hero.greeting);
  requireText('hero.intro', content.hero.intro);
  requireText('workHeading', content.workHeading);
  requireText('about.heading', content.about.heading);
  requireText('about.description', content.about.description);
  requireText('about.intro', content.about.intro);
  requireText('about.personal', content.about.personal);
  requireText('contactsHeading', content.contactsHeading);

  if (content.projects.length === 0) report('projects', 'must list at least one project');
  requireUniqueIds('projects', content.projects);
  content.projects.forEach((project, index) => {
    const field = `projects[${index}]`;
    requireText(`${field}.title`, project.title);
    requireText(`${field}.description`, project.description);
    requireText(`${field}.imageAlt`, project.imageAlt);
    const url = parseUrl(project.project);
    if (!url || !['https:', 'http:'].includes(url.protocol)) {
      report(`${field}.project`, `"${project.project}" is not an absolute http(s) URL`);
    }
    if (!previewImages.includes(project.image)) {
      report(
        `${field}.image`,
        `no preview image named "${project.image}" in src/assets/projects/ (found: ${
          previewImages.join(', ') || 'none'
        })`,
      );
    }
  });

  requireUniqueIds('skills', content.skills);
  content.skills.forEach((list, listIndex) => {
    const field = `skills[${listIndex}]`;
    requireText(`${field}.title`, list.title);
    if (list.items.length === 0) report(`${field}.items`, 'must list at least one skill');
    requireUniqueIds(`${field}.items`, list.items);
    list.items.forEach((item, itemIndex) =>
      requireText(`${field}.items[${itemIndex}].name`, item.name),
    );
  });

  const contactIds = content.contacts.map((contact) => contact.id);
  requireUniqueIds('contacts', content.contacts);
  content.contacts.forEach((contact, index) => {
    const field = `contacts[${index}]`;
    requireText(`${field}.label`, contact.label);
    const rule = contactRules[contact.id] as (typeof contactRules)[ContactKind] | undefined;
    if (!rule) {
      report(
        `${field}.id`,
        `"${contact.id}" is not one of ${Object.keys(contactRules).join(', ')}`,
      );
      return;
    }
    const url = parseUrl(contact.href);
    if (!url || !rule.accepts(url)) {
      report(`${field}.href`, `"${contact.href}" is not ${rule.expected}`);
    }
  });
  for (const kind of Object.keys(contactRules) as ContactKind[]) {
    if (!contactIds.includes(kind)) report('contacts', `is missing the ${kind} link`);
  }

  return problems;
}

/** The content, unchanged, or an `InvalidContentError` that lists every problem. */
export function assertValidContent(
  content: SiteContent,
  previewImages: readonly string[],
): SiteContent {
  const problems = findContentProblems(content, previewImages);
  if (problems.length > 0) throw new InvalidContentError(problems);
  return content;
}
