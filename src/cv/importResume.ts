// Relative imports with extensions: `npm run import-resume` runs this file in Node.
import { fillText } from '../lib/fillText.ts';
import {
  contactKindNames,
  contactKindOf,
  contactKinds,
  MAX_CONTACTS,
} from '../content/contactKinds.ts';
import { monthOrYearOf } from '../content/dates.ts';
import { uniqueLatinSlugOf } from '../content/slugs.ts';
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
  type HistoryEntryFacts,
  type HistoryTexts,
  type ProjectTexts,
  type SiteContent,
  type WrittenSiteContent,
} from '../content/schema.ts';
import { resumeSchemaProblems } from './resumeSchema.ts';
import { contentFile, ownerFolderName } from '../content/siteFolder.ts';
import { picturesFolder } from '../content/pictures.ts';
import { dictionaries, dictionaryOf } from '../content/interface/index.ts';

/** The content file the import writes, as its messages name it. */
const ownersContentFile = `${ownerFolderName}/${contentFile}`;

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
      /** The content file's content: the owner's story alone, the interface words the template's. */
      content: WrittenSiteContent;
      pictures: PlaceholderPicture[];
      /** What was left out, each with its path in the file. */
      leftOut: string[];
      /** What still needs the owner's hand. */
      toDo: string[];
    }
  | { problems: string[] };

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

/** What the import reports as it reads: problems that refuse the file, and what it leaves out. */
interface Check {
  problem: (path: string, message: string) => void;
  /**
   * Notes that the content's field at `contentPath` (`experience[0].url`, or a language's text
   * as `texts.experience.northwind.role`) comes from the file's at `resumePath` (`work[0].url`),
   * so a problem the site's own check finds in it is named as the file names it.
   */
  from: (contentPath: string, resumePath: string) => void;
  /** A text the site needs: present and not blank. */
  required: (value: string | undefined, path: string, why: string) => string;
  /** A text that must fit `length` characters of the printed CV. */
  fitting: (value: string, path: string, length: number, what: string) => string;
  /** A date as the site writes it, `2021-04` or `2021`. */
  date: (value: string | undefined, path: string) => string;
  /** The first `most` of `list`, saying what else there was. */
  atMost: <Item>(
    list: Item[],
    most: number,
    path: string,
    what: string,
    nameOf: (item: Item) => string,
  ) => Item[];
}

function checkInto(
  problems: string[],
  leftOut: string[],
  origins: Map<string, string>,
  language: string,
): Check {
  const problem = (path: string, message: string) => void problems.push(`${path}: ${message}`);
  return {
    problem,
    from: (contentPath, resumePath) =>
      void origins.set(contentPath.replace(/^texts\./, `languages.${language}.`), resumePath),
    required: (value, path, why) => {
      if (value === undefined || value.trim() === '') problem(path, `is missing; ${why}`);
      return value?.trim() ?? '';
    },
    fitting: (value, path, length, what) => {
      if (value.length > length) {
        problem(path, `"${value}" is ${value.length} characters; ${what} holds ${length}`);
      }
      return value;
    },
    date: (value, path) => {
      const written = monthOrYearOf(value ?? '');
      if (!written) {
        problem(path, `${JSON.stringify(value)} is not a date like 2021-04`);
        return '';
      }
      return written;
    },
    atMost: (list, most, path, what, nameOf) => {
      if (list.length > most) {
        leftOut.push(
          `${path}: ${list.slice(most).map(nameOf).join(', ')} (the site shows ${most} ${what})`,
        );
      }
      return list.slice(0, most);
    },
  };
}

type Basics = NonNullable<Resume['basics']>;
type Contact = SiteContent['contacts'][number];

/** Who the owner is, where, the About text and the site's address, from the basics. */
function ownerFrom(basics: Basics, check: Check, toDo: string[]) {
  const { required, fitting } = check;
  const summary = required(basics.summary, 'basics.summary', 'it becomes the About text');
  const [intro = '', ...more] = summary
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim());
  const personal = more.join(' ');
  for (const paragraph of [intro, personal].filter(Boolean)) {
    fitting(paragraph, 'basics.summary', MAX_PARAGRAPH_LENGTH, 'an About paragraph');
  }
  // The site's address: where the owner's own site is, which this one will be.
  let siteUrl = 'https://example.com/';
  const url = basics.url ? URL.parse(basics.url) : undefined;
  if (url && /^https?:$/.test(url.protocol)) {
    siteUrl = `${url.origin}${url.pathname.replace(/\/?$/, '/')}`;
  } else if (basics.url) {
    check.problem('basics.url', `"${basics.url}" is not an http(s) address`);
  } else {
    toDo.push(`siteUrl in ${ownersContentFile}: the address the site will be published at`);
  }
  for (const [contentPath, resumePath] of [
    ['siteUrl', 'basics.url'],
    ['texts.profile.name', 'basics.name'],
    ['texts.profile.role', 'basics.label'],
    ['texts.profile.city', 'basics.location.city'],
    ['texts.hero.intro', 'basics.label'],
    ['texts.description', 'basics.summary'],
    ['texts.about.description', 'basics.summary'],
    ['texts.about.intro', 'basics.summary'],
    ['texts.about.personal', 'basics.summary'],
  ] as const) {
    check.from(contentPath, resumePath);
  }
  return {
    name: required(basics.name, 'basics.name', 'it is the name the site is about'),
    role: required(basics.label, 'basics.label', 'it is the role under the name'),
    city: required(
      basics.location?.city ?? basics.location?.region,
      'basics.location.city',
      'the site says where the owner is',
    ),
    intro,
    personal,
    siteUrl,
  };
}

/**
 * The contact links: the e-mail and the phone, then each profile (a network the site knows as
 * its kind, any other as a link labelled with the network's name), then the CV the build makes.
 */
function contactsFrom(basics: Basics, check: Check) {
  const contacts: Contact[] = [];
  const labels: Record<string, string> = {};
  const ids = new Set<string>();
  const direct = [
    ['email', basics.email, `mailto:${basics.email}`, 'an e-mail address'],
    [
      'phone',
      basics.phone,
      `tel:${basics.phone}`,
      'a number in international form, such as +380 44 123 4567',
    ],
  ] as const;
  for (const [kind, given, href, expected] of direct) {
    if (!given) continue;
    if (!contactKinds[kind].accepts(href))
      check.problem(`basics.${kind}`, `"${given}" is not ${expected}`);
    check.from(`contacts[${contacts.length}]`, `basics.${kind}`);
    contacts.push({ kind, href });
    ids.add(kind);
  }
  const profiles: { contact: Contact; label?: string; network: string; path: string }[] = [];
  for (const [index, profile] of (basics.profiles ?? []).entries()) {
    const path = `basics.profiles[${index}]`;
    const network = check.required(profile.network, `${path}.network`, 'it names the link');
    const known = network ? kindOfNetwork(network) : undefined;
    const url =
      profile.url ??
      (known && profile.username ? PROFILE_ADDRESSES[known]?.(profile.username) : undefined);
    if (!url) {
      check.problem(`${path}.url`, 'is missing; a profile is linked by its address');
      continue;
    }
    // A network the site knows, at an address of its form; any other is a labelled link.
    const kind = known && contactKindOf(known)?.accepts(url) ? known : 'link';
    if (kind === 'link' && !contactKinds.link.accepts(url)) {
      check.problem(`${path}.url`, `"${url}" is not an https:// address`);
      continue;
    }
    const id = uniqueLatinSlugOf(kind === 'link' ? network : kind, ids, 'link');
    profiles.push({
      contact: { kind, href: url, ...(id !== kind && { id }) } as Contact,
      network,
      path,
      ...((kind === 'link' || id !== kind) && { label: network }),
    });
  }
  // The CV's PDF keeps its place: the profiles give way where there are too many.
  const room = MAX_CONTACTS - contacts.length - 1;
  const kept = check.atMost(
    profiles,
    room,
    'basics.profiles',
    'contact links with the CV',
    (entry) => entry.network,
  );
  for (const { contact, label, path } of kept) {
    check.from(`contacts[${contacts.length}]`, path);
    check.from(`contacts[${contacts.length}].href`, `${path}.url`);
    contacts.push(contact);
    if (label) {
      labels[contact.id ?? contact.kind] = label;
      check.from(`texts.contacts.${contact.id ?? contact.kind}`, `${path}.network`);
    }
  }
  contacts.push({ kind: 'resume' });
  return { contacts, labels };
}

/** The work history and education, in the file's order (newest first, by JSON Resume's custom). */
function historyFrom(file: Resume, city: string, check: Check, studyLine: string) {
  const { required, atMost } = check;
  const ids = new Set<string>();
  const linesOf = (entry: ResumeEntry, path: string, list: 'highlights' | 'courses') => {
    const given = (entry[list] ?? []).map((line) => line.trim()).filter(Boolean);
    // A job without highlights says its summary, if any.
    const summary = list === 'highlights' && entry.summary ? [entry.summary.trim()] : [];
    const listPath = given.length > 0 ? `${path}.${list}` : `${path}.summary`;
    return atMost(
      given.length > 0 ? given : summary,
      MAX_ENTRY_LINES,
      listPath,
      'lines per entry',
      (line) => JSON.stringify(line),
    ).map((line, index) =>
      check.fitting(
        line,
        given.length > 0 ? `${listPath}[${index}]` : listPath,
        CV_LINE_LENGTH,
        'a line of the printed CV',
      ),
    );
  };
  /** A job's or a study's facts: its id, its organisation, its address and its dates. */
  const factsOf = (entry: ResumeEntry, path: string, organisation: string, kind: string) => ({
    id: uniqueLatinSlugOf(organisation, ids, kind),
    organisation,
    ...(entry.url && { url: entry.url }),
    start: check.date(entry.startDate, `${path}.startDate`),
    end: entry.endDate ? check.date(entry.endDate, `${path}.endDate`) : 'now',
  });
  /** Where an entry's facts and texts (`experience`, `work[0]`) come from in the file. */
  const notePaths = (
    list: 'experience' | 'education',
    index: number,
    id: string,
    path: string,
    names: { organisation: string; role: string; place: string; lines: string },
  ) => {
    check.from(`${list}[${index}]`, path);
    check.from(`${list}[${index}].organisation`, `${path}.${names.organisation}`);
    check.from(`${list}[${index}].start`, `${path}.startDate`);
    check.from(`${list}[${index}].end`, `${path}.endDate`);
    check.from(`texts.${list}.${id}`, path);
    check.from(`texts.${list}.${id}.role`, `${path}.${names.role}`);
    check.from(`texts.${list}.${id}.place`, names.place);
    check.from(`texts.${list}.${id}.lines`, `${path}.${names.lines}`);
  };

  const experience: HistoryEntryFacts[] = [];
  const experienceTexts: Record<string, HistoryTexts> = {};
  const jobs = atMost(file.work ?? [], MAX_JOBS, 'work', 'jobs', (job) => job.name ?? '?');
  for (const [index, job] of jobs.entries()) {
    const path = `work[${index}]`;
    const employer = required(job.name, `${path}.name`, 'it names the employer');
    const facts = factsOf(job, path, employer, 'job');
    notePaths('experience', index, facts.id, path, {
      organisation: 'name',
      role: 'position',
      place: job.location?.trim() ? `${path}.location` : 'basics.location.city',
      lines: job.highlights?.length ? 'highlights' : 'summary',
    });
    experience.push(facts);
    experienceTexts[facts.id] = {
      role: required(job.position, `${path}.position`, 'it is the job’s title'),
      place: job.location?.trim() || city,
      lines: linesOf(job, path, 'highlights'),
    };
  }
  const education: HistoryEntryFacts[] = [];
  const educationTexts: Record<string, HistoryTexts> = {};
  const studies = atMost(
    file.education ?? [],
    MAX_STUDIES,
    'education',
    'studies',
    (study) => study.institution ?? '?',
  );
  for (const [index, study] of studies.entries()) {
    const path = `education[${index}]`;
    const school = required(study.institution, `${path}.institution`, 'it names the school');
    const facts = factsOf(study, path, school, 'study');
    notePaths('education', index, facts.id, path, {
      organisation: 'institution',
      role: 'area',
      place: 'basics.location.city',
      lines: 'courses',
    });
    education.push(facts);
    const [kind = '', subject = ''] = [study.studyType, study.area].map((part) => part?.trim());
    const studied = kind && subject ? fillText(studyLine, { kind, subject }) : kind || subject;
    educationTexts[facts.id] = {
      role: required(studied || undefined, `${path}.area`, 'it says what was studied'),
      place: city,
      lines: linesOf(study, path, 'courses'),
    };
  }
  return { experience, experienceTexts, education, educationTexts };
}

/**
 * The skill lists: each entry with keywords is a list; the entries without any make one list of
 * their own, under the language's word for skills.
 */
function skillsFrom(file: Resume, skillsWord: string, check: Check) {
  const ids = new Set<string>();
  const lists: { id: string; title: string; names: string[]; path: string }[] = [];
  const loose: string[] = [];
  for (const [index, skill] of (file.skills ?? []).entries()) {
    const keywords = (skill.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);
    if (keywords.length === 0) {
      if (skill.name?.trim()) loose.push(skill.name.trim());
      continue;
    }
    const title = check.required(skill.name, `skills[${index}].name`, 'it titles the list');
    lists.push({
      id: uniqueLatinSlugOf(title, ids, 'skills'),
      title,
      names: keywords,
      path: `skills[${index}].keywords`,
    });
  }
  if (loose.length > 0) {
    lists.push({
      id: uniqueLatinSlugOf(skillsWord, ids, 'skills'),
      title: skillsWord,
      names: loose,
      path: 'skills',
    });
  }
  if (lists.length === 0) {
    check.problem('skills', 'lists no skills; the site shows one to four lists of them');
  }
  return check
    .atMost(lists, MAX_SKILL_LISTS, 'skills', 'skill lists', (list) => list.title)
    .map((list, index) => {
      check.from(`skills[${index}]`, list.path);
      check.from(`texts.skills.${list.id}`, list.path.replace(/\.keywords$/, '.name'));
      const itemIds = new Set<string>();
      const names = check.atMost(
        [...new Set(list.names)],
        MAX_SKILLS_PER_LIST,
        list.path,
        'skills per list',
        (skill) => skill,
      );
      return {
        id: list.id,
        title: list.title,
        items: names.map((skill) => ({
          id: uniqueLatinSlugOf(skill, itemIds, 'skill'),
          name: skill,
        })),
      };
    });
}

/** The projects, each with a placeholder picture until the owner has a screenshot. */
function projectsFrom(file: Resume, check: Check) {
  const { required } = check;
  const ids = new Set<string>();
  const projects: SiteContent['projects'][number][] = [];
  const texts: Record<string, ProjectTexts> = {};
  const pictures: PlaceholderPicture[] = [];
  if ((file.projects ?? []).length === 0) {
    check.problem('projects', 'lists no projects; the site shows at least one');
  }
  const listed = check.atMost(
    file.projects ?? [],
    MAX_PROJECTS,
    'projects',
    'projects',
    (project) => project.name ?? '?',
  );
  for (const [index, project] of listed.entries()) {
    const path = `projects[${index}]`;
    const title = required(project.name, `${path}.name`, 'it is the project’s title');
    const description = required(
      project.description ?? project.highlights?.join(' '),
      `${path}.description`,
      'it says what the project is',
    );
    const url = required(project.url, `${path}.url`, 'every project links to where it can be seen');
    const id = uniqueLatinSlugOf(title, ids, 'project');
    check.from(`projects[${index}]`, path);
    check.from(`projects[${index}].project`, `${path}.url`);
    check.from(`texts.projects.${id}`, path);
    check.from(`texts.projects.${id}.title`, `${path}.name`);
    check.from(`texts.projects.${id}.imageAlt`, `${path}.name`);
    for (const text of ['description', 'summary']) {
      check.from(`texts.projects.${id}.${text}`, `${path}.description`);
    }
    const image = `${id}-placeholder.png`;
    projects.push({ id, image, project: url });
    texts[id] = {
      title,
      description,
      // The printed CV gives a project one line: its first sentence, where that fits.
      summary: check.fitting(
        firstSentence(description),
        `${path}.description`,
        CV_LINE_LENGTH,
        "its first sentence, the printed CV's line,",
      ),
      // What the placeholder shows, until the screenshot and its own description replace it.
      imageAlt: `Placeholder picture for ${title}, to be replaced by a screenshot`,
    };
    pictures.push({ file: image, title });
  }
  return { projects, texts, pictures };
}

/** What the import may be given beyond the file: what the CV's font cannot set. */
export interface ImportOptions {
  /** The letters of a text that the CV's and pictures' font has not. */
  lettersLacking?: (text: string) => string[];
}

/** Each text of `value` with its path, as the content's check names fields: `projects[0].title`. */
function textsIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    textsIn(inner, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key),
  );
}

/**
 * The file's field a content field came from: the longest noted path that `field` is or is
 * inside, with the rest of `field` after it (`…lines[1]` → `work[0].highlights[1]`).
 */
function resumePathOf(field: string, origins: Map<string, string>): string | undefined {
  for (let end = field.length; end > 0; end -= 1) {
    const origin = origins.get(field.slice(0, end));
    if (origin !== undefined && /^(?:$|[.[])/.test(field.slice(end))) {
      return `${origin}${field.slice(end)}`;
    }
  }
  return undefined;
}

/**
 * The content of a one-language site from `resume` (parsed JSON), in `language`, whose words
 * around the content (the interface, the first headings) are the template's dictionary of the
 * language; or every problem, each with its path in the file. The standard's schema is checked
 * first, so that a field of the wrong type is named before anything reads it.
 */
export function contentFromResume(
  resume: unknown,
  language: string,
  { lettersLacking = () => [] }: ImportOptions = {},
): ImportResult {
  const words = dictionaryOf(language);
  if (!words) {
    return {
      problems: [
        `--language ${language}: the template has no words in "${language}" to start from; choose one of ${Object.keys(dictionaries).join(', ')}`,
      ],
    };
  }
  if (typeof resume !== 'object' || resume === null || Array.isArray(resume)) {
    return { problems: ['(the file): is not a JSON Resume object'] };
  }
  const typeProblems = resumeSchemaProblems(resume, { typesOnly: true });
  if (typeProblems.length > 0) return { problems: typeProblems };
  const file = resume as Resume;
  const problems: string[] = [];
  const leftOut: string[] = [];
  const toDo: string[] = [];
  const origins = new Map<string, string>();
  const check = checkInto(problems, leftOut, origins, language);
  const basics = file.basics ?? {};
  const owner = ownerFrom(basics, check, toDo);
  const { contacts, labels } = contactsFrom(basics, check);
  const history = historyFrom(file, owner.city, check, words.starter.study);
  const skills = skillsFrom(file, words.interface.skills, check);
  const { projects, texts, pictures } = projectsFrom(file, check);

  // The standard's own schema, where it finds more than the rules above (a profile's address
  // that is no URI).
  const reported = (path: string) => problems.some((entry) => entry.startsWith(`${path}:`));
  problems.push(
    ...resumeSchemaProblems(resume).filter((entry) => !reported(entry.split(':')[0] ?? '')),
  );
  if (problems.length > 0) return { problems };

  const { name, role, city, intro, personal, siteUrl } = owner;
  const { experience, education } = history;
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
        profile: { name, role, city },
        description,
        hero: {
          greeting: words.starter.greeting,
          intro: `${fillText(words.interface.roleInCity, { role, city })}.`,
        },
        workHeading: words.starter.workHeading,
        about: {
          heading: words.starter.aboutHeading,
          description,
          intro,
          ...(personal && { personal }),
        },
        projects: texts,
        skills: Object.fromEntries(skills.map(({ id, title }) => [id, title])),
        ...(experience.length > 0 && { experience: history.experienceTexts }),
        ...(education.length > 0 && { education: history.educationTexts }),
        contactsHeading: words.starter.contactsHeading,
        ...(Object.keys(labels).length > 0 && { contacts: labels }),
      },
    },
  } as WrittenSiteContent;

  // Whatever the file gave that the site's own rules still refuse, or its font cannot set,
  // named as the file names it.
  const remaining = [
    ...findContentProblems(content),
    ...textsIn(content).flatMap(([field, text]) => {
      const lacking = lettersLacking(text);
      return lacking.length > 0
        ? [
            {
              field,
              message: `has letters the CV's fonts (Inter, IBM Plex Sans Arabic) have not: "${lacking.join('", "')}"`,
            },
          ]
        : [];
    }),
  ];
  if (remaining.length > 0) {
    // Two fields made from one of the file's (a project's title and its picture's alt) are one.
    const named = remaining.map(({ field, message }) => {
      const resumePath = resumePathOf(field, origins);
      return resumePath
        ? `${resumePath}: ${message}`
        : `${ownersContentFile}, as imported: ${field}: ${message}`;
    });
    return { problems: [...new Set(named)] };
  }
  toDo.push(
    `${pictures.length} project picture${pictures.length === 1 ? '' : 's'} in ${ownerFolderName}/${picturesFolder}/ (*-placeholder.png): replace each with a screenshot, and name it in ${contentFile} with its alt text`,
    `the hero line (languages.${language}.hero in content.ts): say in a sentence who you are`,
    'a second language, if you want one: copy the language block and translate it (docs/content.md)',
  );
  return { content, pictures, leftOut, toDo };
}
