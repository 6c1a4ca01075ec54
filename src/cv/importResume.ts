// Relative imports with extensions: `npm run import-resume` runs this file in Node.
import slugify from '@sindresorhus/slugify';
import {
  contactKindNames,
  contactKindOf,
  contactKinds,
  MAX_CONTACTS,
} from '../content/contactKinds.ts';
import { isMonthOrYear } from '../content/rules.ts';
import {
  CV_LINE_LENGTH,
  findContentProblems,
  MAX_ENTRY_LINES,
  MAX_JOBS,
  MAX_PARAGRAPH_LENGTH,
  MAX_PROJECTS,
  MAX_SKILL_LISTS,
  MAX_SKILLS_PER_LIST,
  MAX_STUDIES,
  type HistoryTexts,
  type SiteContent,
} from '../content/schema.ts';
import { resumeSchemaProblems } from './resumeSchema.ts';

/**
 * A JSON Resume (jsonresume.org) turned into the site's content for a one-language site: the
 * reverse of jsonResume.ts. The file is checked first against the standard's own schema, then
 * against the site's rules, each problem named by its path in the file; only a file with none
 * becomes content. What does not fit the site (a fifth skill list, a fourth highlight) is left
 * out and said; what the owner still has to do is listed.
 */

interface ResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}

interface ResumeEntry {
  name?: string;
  institution?: string;
  position?: string;
  area?: string;
  studyType?: string;
  url?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  description?: string;
  highlights?: string[];
  courses?: string[];
  keywords?: string[];
}

interface Resume {
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { city?: string; region?: string };
    profiles?: ResumeProfile[];
  };
  work?: ResumeEntry[];
  education?: ResumeEntry[];
  skills?: ResumeEntry[];
  projects?: ResumeEntry[];
}

/** A placeholder picture the import draws for a project, to be replaced by a screenshot. */
export interface PlaceholderPicture {
  file: string;
  title: string;
}

export type ImportResult =
  | {
      content: SiteContent;
      pictures: PlaceholderPicture[];
      /** What was left out, each with its path in the file. */
      leftOut: string[];
      /** What still needs the owner's hand. */
      toDo: string[];
    }
  | { problems: string[] };

/** A JSON Resume date, `2021-04-15`, `2021-04` or `2021`, as the site writes it: `2021-04`, `2021`. */
const DATE = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?$/;

/** Each network's name (lower case, no spaces or dots) as JSON Resume files write it, to its kind. */
const NETWORK_ALIASES: Record<string, string> = {
  twitter: 'x',
  stackexchange: 'stackoverflow',
  dev: 'devto',
  devto: 'devto',
};

/** The address of a profile on a network, from its user name, where the network has one form. */
const PROFILE_ADDRESSES: Record<string, (user: string) => string> = {
  github: (user) => `https://github.com/${user}`,
  gitlab: (user) => `https://gitlab.com/${user}`,
  codeberg: (user) => `https://codeberg.org/${user}`,
  linkedin: (user) => `https://www.linkedin.com/in/${user}`,
  x: (user) => `https://x.com/${user}`,
  bluesky: (user) => `https://bsky.app/profile/${user}`,
  telegram: (user) => `https://t.me/${user}`,
  dribbble: (user) => `https://dribbble.com/${user}`,
  behance: (user) => `https://www.behance.net/${user}`,
  medium: (user) => `https://medium.com/@${user}`,
  devto: (user) => `https://dev.to/${user}`,
  youtube: (user) => `https://www.youtube.com/@${user}`,
};

const squash = (name: string) => name.toLowerCase().replace(/[\s.]/g, '');

/** The kind of contact a network is, by its name as the file writes it: `GitHub` → `github`. */
function kindOfNetwork(network: string): string | undefined {
  const name = squash(network);
  const alias = NETWORK_ALIASES[name];
  if (alias) return alias;
  return contactKindNames.find(
    (kind) => kind === name || squash(contactKindOf(kind)?.name ?? '') === name,
  );
}

/** The first sentence of `text`. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text.trim())?.[0] ?? text.trim();

/** A slug for an id, unique among `taken`: `northwind-labs`, then `northwind-labs-2`. */
function uniqueSlug(name: string, taken: Set<string>, fallback: string): string {
  const base = slugify(name, { decamelize: false }) || fallback;
  let id = base;
  for (let number = 2; taken.has(id); number++) id = `${base}-${number}`;
  taken.add(id);
  return id;
}

/**
 * The content of a one-language site from `resume` (parsed JSON), in `language`, whose words
 * around the content (the interface, the headings) come from `site`, the content the site has
 * now; or every problem, each with its path in the file.
 */
export function contentFromResume(
  resume: unknown,
  site: SiteContent,
  language: string,
): ImportResult {
  const words = site.languages[language];
  if (!words) {
    return {
      problems: [
        `--language ${language}: the site has no words in "${language}" to start from; choose one of ${Object.keys(site.languages).join(', ')}`,
      ],
    };
  }
  if (typeof resume !== 'object' || resume === null || Array.isArray(resume)) {
    return { problems: ['(the file): is not a JSON Resume object'] };
  }
  const file = resume as Resume;
  const problems: string[] = [];
  const leftOut: string[] = [];
  const toDo: string[] = [];
  const problem = (path: string, message: string) => problems.push(`${path}: ${message}`);

  /** A text the site needs: present and not blank. */
  const required = (value: string | undefined, path: string, why: string): string => {
    if (value === undefined || value.trim() === '') problem(path, `is missing; ${why}`);
    return value?.trim() ?? '';
  };
  /** A text that must fit `length` characters of the printed CV. */
  const fitting = (value: string, path: string, length: number, what: string) => {
    if (value.length > length) {
      problem(path, `"${value}" is ${value.length} characters; ${what} holds ${length}`);
    }
    return value;
  };
  const date = (value: string | undefined, path: string): string => {
    const [, year, month] = DATE.exec(value ?? '') ?? [];
    const written = year && (month ? `${year}-${month}` : year);
    if (!written || !isMonthOrYear(written)) {
      problem(path, `${JSON.stringify(value)} is not a date like 2021-04`);
      return '';
    }
    return written;
  };
  /** The first `most` of `list`, saying what else there was. */
  const atMost = <Item>(
    list: Item[],
    most: number,
    path: string,
    what: string,
    nameOf: (item: Item) => string,
  ) => {
    if (list.length > most) {
      leftOut.push(
        `${path}: ${list.slice(most).map(nameOf).join(', ')} (the site shows ${most} ${what})`,
      );
    }
    return list.slice(0, most);
  };

  const basics = file.basics ?? {};
  const name = required(basics.name, 'basics.name', 'it is the name the site is about');
  const role = required(basics.label, 'basics.label', 'it is the role under the name');
  const city = required(
    basics.location?.city ?? basics.location?.region,
    'basics.location.city',
    'the site says where the owner is',
  );
  const summary = required(basics.summary, 'basics.summary', 'it becomes the About text');
  const paragraphs = summary
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim());
  const [intro = '', ...more] = paragraphs;
  const personal = more.join(' ');
  fitting(intro, 'basics.summary', MAX_PARAGRAPH_LENGTH, 'an About paragraph');
  if (personal) fitting(personal, 'basics.summary', MAX_PARAGRAPH_LENGTH, 'an About paragraph');

  // The site's address: where the owner's own site is, which this one will be.
  let siteUrl = 'https://example.com/';
  if (basics.url) {
    const url = URL.parse(basics.url);
    if (url && /^https?:$/.test(url.protocol)) {
      siteUrl = `${url.origin}${url.pathname.replace(/\/?$/, '/')}`;
    } else {
      problem('basics.url', `"${basics.url}" is not an http(s) address`);
    }
  } else {
    toDo.push('siteUrl in src/content/content.ts: the address the site will be published at');
  }

  // Contacts: e-mail and phone, then each profile, then the CV the build makes.
  const contacts: SiteContent['contacts'][number][] = [];
  const labels: Record<string, string> = {};
  const contactIds = new Set<string>();
  if (basics.email) {
    const href = `mailto:${basics.email}`;
    if (!contactKinds.email.accepts(href))
      problem('basics.email', `"${basics.email}" is not an e-mail address`);
    contacts.push({ kind: 'email', href });
    contactIds.add('email');
  }
  if (basics.phone) {
    const href = `tel:${basics.phone}`;
    if (!contactKinds.phone.accepts(href)) {
      problem(
        'basics.phone',
        `"${basics.phone}" is not a number in international form, such as +380 44 123 4567`,
      );
    }
    contacts.push({ kind: 'phone', href });
    contactIds.add('phone');
  }
  const profiles: { contact: SiteContent['contacts'][number]; label?: string; network: string }[] =
    [];
  for (const [index, profile] of (basics.profiles ?? []).entries()) {
    const path = `basics.profiles[${index}]`;
    const network = required(profile.network, `${path}.network`, 'it names the link');
    const known = network ? kindOfNetwork(network) : undefined;
    const url =
      profile.url ??
      (known && profile.username ? PROFILE_ADDRESSES[known]?.(profile.username) : undefined);
    if (!url) {
      problem(`${path}.url`, 'is missing; a profile is linked by its address');
      continue;
    }
    // A network the site knows, at an address of its form; any other is a labelled link.
    const kind = known && contactKindOf(known)?.accepts(url) ? known : 'link';
    if (kind === 'link' && !contactKinds.link.accepts(url)) {
      problem(`${path}.url`, `"${url}" is not an https:// address`);
      continue;
    }
    const id = uniqueSlug(kind === 'link' ? network : kind, contactIds, 'link');
    profiles.push({
      contact: { kind, href: url, ...(id !== kind && { id }) } as SiteContent['contacts'][number],
      network,
      ...((kind === 'link' || id !== kind) && { label: network }),
    });
  }
  // The CV's PDF keeps its place: the profiles give way where there are too many.
  const room = MAX_CONTACTS - contacts.length - 1;
  for (const { contact, label } of atMost(
    profiles,
    room,
    'basics.profiles',
    'contact links with the CV',
    (entry) => entry.network,
  )) {
    contacts.push(contact);
    if (label) labels[contact.id ?? contact.kind] = label;
  }
  contacts.push({ kind: 'resume' });

  // Work history and education, the file's order (newest first, by JSON Resume's custom).
  const experience: NonNullable<SiteContent['experience']>[number][] = [];
  const experienceTexts: Record<string, HistoryTexts> = {};
  const historyIds = new Set<string>();
  const linesOf = (entry: ResumeEntry, path: string, list: 'highlights' | 'courses') => {
    const given = (entry[list] ?? []).map((line) => line.trim()).filter(Boolean);
    const lines =
      given.length > 0
        ? given
        : entry.summary && list === 'highlights'
          ? [entry.summary.trim()]
          : [];
    const listPath = given.length > 0 ? `${path}.${list}` : `${path}.summary`;
    return atMost(lines, MAX_ENTRY_LINES, listPath, 'lines per entry', (line) =>
      JSON.stringify(line),
    ).map((line, index) =>
      fitting(
        line,
        given.length > 0 ? `${listPath}[${index}]` : listPath,
        CV_LINE_LENGTH,
        'a line of the printed CV',
      ),
    );
  };
  /** A job's or a study's facts: its id, its organisation, its address and its dates. */
  const historyFacts = (entry: ResumeEntry, path: string, organisation: string, kind: string) => ({
    id: uniqueSlug(organisation, historyIds, kind),
    organisation,
    ...(entry.url && { url: entry.url }),
    start: date(entry.startDate, `${path}.startDate`),
    end: entry.endDate ? date(entry.endDate, `${path}.endDate`) : 'now',
  });
  for (const [index, job] of atMost(
    file.work ?? [],
    MAX_JOBS,
    'work',
    'jobs',
    (entry) => entry.name ?? '?',
  ).entries()) {
    const path = `work[${index}]`;
    const facts = historyFacts(
      job,
      path,
      required(job.name, `${path}.name`, 'it names the employer'),
      'job',
    );
    experience.push(facts);
    experienceTexts[facts.id] = {
      role: required(job.position, `${path}.position`, 'it is the job’s title'),
      place: job.location?.trim() || city,
      lines: linesOf(job, path, 'highlights'),
    };
  }
  const education: NonNullable<SiteContent['education']>[number][] = [];
  const educationTexts: Record<string, HistoryTexts> = {};
  for (const [index, study] of atMost(
    file.education ?? [],
    MAX_STUDIES,
    'education',
    'studies',
    (entry) => entry.institution ?? '?',
  ).entries()) {
    const path = `education[${index}]`;
    const facts = historyFacts(
      study,
      path,
      required(study.institution, `${path}.institution`, 'it names the school'),
      'study',
    );
    education.push(facts);
    const studied = [study.studyType, study.area]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(', ');
    educationTexts[facts.id] = {
      role: required(studied || undefined, `${path}.area`, 'it says what was studied'),
      place: city,
      lines: linesOf(study, path, 'courses'),
    };
  }

  // Skills: each entry with keywords is a list; entries without make one list of their own.
  const listIds = new Set<string>();
  const lists: { id: string; title: string; names: string[]; path: string }[] = [];
  const loose: string[] = [];
  for (const [index, skill] of (file.skills ?? []).entries()) {
    const keywords = (skill.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);
    if (keywords.length === 0) {
      if (skill.name?.trim()) loose.push(skill.name.trim());
      continue;
    }
    const title = required(skill.name, `skills[${index}].name`, 'it titles the list');
    lists.push({
      id: uniqueSlug(title, listIds, 'skills'),
      title,
      names: keywords,
      path: `skills[${index}].keywords`,
    });
  }
  if (loose.length > 0) {
    lists.push({
      id: uniqueSlug(words.interface.skills, listIds, 'skills'),
      title: words.interface.skills,
      names: loose,
      path: 'skills',
    });
  }
  if (lists.length === 0)
    problem('skills', 'lists no skills; the site shows one to four lists of them');
  const skills = atMost(lists, MAX_SKILL_LISTS, 'skills', 'skill lists', (list) => list.title).map(
    (list) => {
      const itemIds = new Set<string>();
      return {
        id: list.id,
        title: list.title,
        items: atMost(
          [...new Set(list.names)],
          MAX_SKILLS_PER_LIST,
          list.path,
          'skills per list',
          (skill) => skill,
        ).map((skill) => ({ id: uniqueSlug(skill, itemIds, 'skill'), name: skill })),
      };
    },
  );

  // Projects, each with a placeholder picture until the owner has a screenshot.
  const projectIds = new Set<string>();
  const projects: SiteContent['projects'][number][] = [];
  const projectTexts: SiteContent['languages'][string]['projects'] = {};
  const pictures: PlaceholderPicture[] = [];
  if ((file.projects ?? []).length === 0) {
    problem('projects', 'lists no projects; the site shows at least one');
  }
  for (const [index, project] of atMost(
    file.projects ?? [],
    MAX_PROJECTS,
    'projects',
    'projects',
    (entry) => entry.name ?? '?',
  ).entries()) {
    const path = `projects[${index}]`;
    const title = required(project.name, `${path}.name`, 'it is the project’s title');
    const description = required(
      project.description ?? project.highlights?.join(' '),
      `${path}.description`,
      'it says what the project is',
    );
    const url = required(project.url, `${path}.url`, 'every project links to where it can be seen');
    const id = uniqueSlug(title, projectIds, 'project');
    const image = `${id}-placeholder.png`;
    projects.push({ id, image, project: url });
    // The printed CV gives a project one line: its first sentence, where that fits.
    const line = firstSentence(description);
    projectTexts[id] = {
      title,
      description,
      summary: fitting(
        line,
        `${path}.description`,
        CV_LINE_LENGTH,
        "its first sentence, the printed CV's line,",
      ),
      // What the placeholder shows, until the screenshot and its own description replace it.
      imageAlt: `Placeholder picture for ${title}, to be replaced by a screenshot`,
    };
    pictures.push({ file: image, title });
  }

  // The standard's own schema, where it finds more than the rules above (a profile's address
  // that is no URI, a field of the wrong type).
  const reported = (path: string) => problems.some((entry) => entry.startsWith(`${path}:`));
  problems.push(
    ...resumeSchemaProblems(resume).filter((entry) => !reported(entry.split(':')[0] ?? '')),
  );
  if (problems.length > 0) return { problems };

  const description = firstSentence(intro);
  const content = {
    siteUrl,
    projects,
    skills: skills.map(({ id, items }) => ({ id, items })),
    ...(experience.length > 0 && { experience }),
    ...(education.length > 0 && { education }),
    contacts,
    languages: {
      [language]: {
        name: words.name,
        shortName: words.shortName,
        locale: words.locale,
        profile: { name, role, city },
        description,
        hero: { greeting: words.hero.greeting, intro: `${role}, ${city}.` },
        workHeading: words.workHeading,
        about: {
          heading: words.about.heading,
          description,
          intro,
          ...(personal && { personal }),
        },
        projects: projectTexts,
        skills: Object.fromEntries(skills.map(({ id, title }) => [id, title])),
        ...(experience.length > 0 && { experience: experienceTexts }),
        ...(education.length > 0 && { education: educationTexts }),
        contactsHeading: words.contactsHeading,
        ...(Object.keys(labels).length > 0 && { contacts: labels }),
        // The interface's words as the site has them; the blog's go with the example's posts.
        interface: (({ blog: _blog, ...rest }) => rest)(words.interface),
      },
    },
  } as SiteContent;

  // Whatever the file gave that the site's own rules still refuse.
  const remaining = findContentProblems(content);
  if (remaining.length > 0) {
    return {
      problems: remaining.map(
        ({ field, message }) => `src/content/content.ts, as imported: ${field}: ${message}`,
      ),
    };
  }
  toDo.push(
    `${pictures.length} project picture${pictures.length === 1 ? '' : 's'} in src/assets/projects/ (*-placeholder.png): replace each with a screenshot, and name it in content.ts with its alt text`,
    'the hero line (languages.' + language + '.hero in content.ts): say in a sentence who you are',
    'a second language, if you want one: copy the language block and translate it (docs/content.md)',
  );
  return { content, pictures, leftOut, toDo };
}
