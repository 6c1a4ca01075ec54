// Relative imports with extensions: `npm run import-resume` runs this file in Node.
import { skillsOf, type Skill } from '../content/skills.ts';
import { tagShowsSkill } from '../content/skillEvidence.ts';
import { fillText } from '../lib/fillText.ts';
import { contactKindOf, contactKindOfNetwork, MAX_CONTACTS } from '../content/contactKinds.ts';
import { monthOrYearOf } from '../content/dates.ts';
import { uniqueLatinSlugOf } from '../content/slugs.ts';
import { checkedContent } from '../content/contentProblems.ts';
import { leftoversOf } from './resumeLeftovers.ts';
import { shortenOverCaps } from './overCaps.ts';
import {
  MAX_ENTRY_LINES,
  MAX_JOBS,
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
import { contentFile, ownerFolderName } from '../content/contentFiles.ts';
import { picturesFolder } from '../content/pictures.ts';
import { textsIn } from '../content/textsIn.ts';
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
  /** The words on the picture that say it is a placeholder, in the site's language. */
  label: string;
}

export type ImportResult =
  | {
      /** The content file's content: the owner's story alone, the interface words the template's. */
      content: WrittenSiteContent;
      pictures: PlaceholderPicture[];
      /** What was left out, each with its path in the file and what became of it. */
      leftOut: string[];
      /** The texts shortened to the site's caps, each with its path in the file. */
      shortened: string[];
      /** What the site publishes that an owner may want private (a phone number). */
      published: string[];
      /** What still needs the owner's hand. */
      toDo: string[];
    }
  | { problems: string[] };

/** The first sentence of `text`. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text.trim())?.[0] ?? text.trim();

/**
 * What the import notes as it maps the file: where each field of the content comes from, why the
 * site needs it, and what it leaves out. It judges nothing the site's own check judges: the
 * content it makes is checked once, whole, by that check, and each problem named by the file's
 * path (`work[0].startDate`).
 */
interface Mapping {
  /** A problem only the import has: a profile with no address to link. */
  problem: (path: string, message: string) => void;
  /**
   * Notes that the content's field at `contentPath` (`experience[0].url`, or a language's text
   * as `texts.experience.northwind.role`) comes from the file's at `resumePath` (`work[0].url`),
   * which is then kept, unless `keeps` is false (a part of it is).
   */
  from: (contentPath: string, resumePath: string, options?: { keeps: boolean }) => void;
  /** A text of the file, trimmed, or nothing where it is blank; `why` the site needs it. */
  given: (value: string | undefined, path: string, why: string) => string | undefined;
  /**
   * The first `most` of `list`, saying what else there was; `pathOf` names an item's path in
   * the file (`${path}[index]` unless said).
   */
  atMost: <Item>(
    list: Item[],
    most: number,
    path: string,
    what: string,
    nameOf: (item: Item) => string,
    pathOf?: (item: Item, index: number) => string,
  ) => Item[];
  /** Notes that the file's field at `path` is kept, though no content field is made from it alone. */
  keep: (path: string) => void;
}

/**
 * Where the mapping's notes go: the problems, what was left out, the origins and the whys, and
 * the file's fields kept and those reported (left out over a cap).
 */
interface MappingNotes {
  problems: string[];
  leftOut: string[];
  origins: Map<string, string>;
  whys: Map<string, string>;
  kept: Set<string>;
  reported: Set<string>;
}

/** A path that is a list or one entry of it (`work`, `work[0]`), not a field with a value. */
const WHOLE_ENTRY = /^[\w$]+(?:\[\d+\])?$/;

function mappingInto(
  { problems, leftOut, origins, whys, kept, reported }: MappingNotes,
  language: string,
): Mapping {
  return {
    problem: (path, message) => void problems.push(`${path}: ${message}`),
    from: (contentPath, resumePath, { keeps } = { keeps: true }) => {
      origins.set(contentPath.replace(/^texts\./, `languages.${language}.`), resumePath);
      if (keeps && !WHOLE_ENTRY.test(resumePath)) kept.add(resumePath);
    },
    given: (value, path, why) => {
      whys.set(path, why);
      const text = value?.trim() || undefined;
      if (text) kept.add(path);
      return text;
    },
    atMost: (list, most, path, what, nameOf, pathOf = (_item, index) => `${path}[${index}]`) => {
      if (list.length > most) {
        leftOut.push(
          `${path}: ${list.slice(most).map(nameOf).join(', ')} (the site shows ${most} ${what})`,
        );
        list.forEach((item, index) => index >= most && reported.add(pathOf(item, index)));
      }
      return list.slice(0, most);
    },
    keep: (path) => void kept.add(path),
  };
}

type Basics = NonNullable<Resume['basics']>;
type Contact = SiteContent['contacts'][number];

/**
 * Content as the import makes it, before the site's check has judged it: any of its texts may be
 * missing, which the check then names.
 */
type Draft<T> = T extends string
  ? string | undefined
  : T extends readonly (infer Item)[]
    ? readonly Draft<Item>[]
    : T extends object
      ? { [Key in keyof T]: Draft<T[Key]> }
      : T;

/** Who the owner is, where, the About text and the site's address, from the basics. */
function ownerFrom(basics: Basics, mapping: Mapping, toDo: string[]) {
  const { given } = mapping;
  const summary = given(basics.summary, 'basics.summary', 'it becomes the About text') ?? '';
  const [intro = '', ...more] = summary
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim());
  const personal = more.join(' ');
  // The site's address: where the owner's own site is, which this one will be.
  let siteUrl = 'https://example.com/';
  const url = basics.url ? URL.parse(basics.url) : undefined;
  if (url && /^https?:$/.test(url.protocol)) {
    siteUrl = `${url.origin}${url.pathname.replace(/\/?$/, '/')}`;
  } else if (basics.url) {
    // The site's check names what is wrong with it.
    siteUrl = basics.url;
  } else {
    toDo.push(`siteUrl in ${ownersContentFile}: the address the site will be published at`);
  }
  for (const [contentPath, resumePath] of [
    ['siteUrl', 'basics.url'],
    ['texts.profile.name', 'basics.name'],
    ['texts.profile.role', 'basics.label'],
    ['texts.profile.city', 'basics.location.city'],
    ['texts.hero.intro', 'basics.summary'],
    ['texts.description', 'basics.summary'],
    ['texts.about.description', 'basics.summary'],
    ['texts.about.intro', 'basics.summary'],
    ['texts.about.personal', 'basics.summary'],
  ] as const) {
    mapping.from(contentPath, resumePath);
  }
  if (!basics.location?.city?.trim() && basics.location?.region?.trim())
    mapping.keep('basics.location.region');
  return {
    name: given(basics.name, 'basics.name', 'it is the name the site is about'),
    role: given(basics.label, 'basics.label', 'it is the role under the name'),
    city: given(
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
function contactsFrom(basics: Basics, mapping: Mapping) {
  const contacts: Contact[] = [];
  const labels: Record<string, string> = {};
  const ids = new Set<string>();
  const direct = [
    ['email', basics.email, `mailto:${basics.email}`],
    ['phone', basics.phone, `tel:${basics.phone}`],
  ] as const;
  for (const [kind, address, href] of direct) {
    if (!address) continue;
    mapping.from(`contacts[${contacts.length}]`, `basics.${kind}`);
    mapping.from(`contacts[${contacts.length}].href`, `basics.${kind}`);
    contacts.push({ kind, href });
    ids.add(kind);
  }
  const profiles: { contact: Contact; label?: string; network: string; path: string }[] = [];
  for (const [index, profile] of (basics.profiles ?? []).entries()) {
    const path = `basics.profiles[${index}]`;
    const network = mapping.given(profile.network, `${path}.network`, 'it names the link');
    const known = network ? contactKindOfNetwork(network) : undefined;
    const addressOf: ((user: string) => string) | undefined = known
      ? contactKindOf(known)?.addressOf
      : undefined;
    const url = profile.url ?? (profile.username ? addressOf?.(profile.username) : undefined);
    if (!url) {
      mapping.problem(`${path}.url`, 'is missing; a profile is linked by its address');
      continue;
    }
    // A network the site knows, at an address of its form; any other is a labelled link.
    const kind = known && contactKindOf(known)?.accepts(url) ? known : 'link';
    const id = uniqueLatinSlugOf(kind === 'link' ? (network ?? '') : kind, ids, 'link');
    profiles.push({
      contact: { kind, href: url, ...(id !== kind && { id }) } as Contact,
      network: network ?? '',
      path,
      ...((kind === 'link' || id !== kind) && { label: network }),
    });
  }
  // The CV's PDF keeps its place: the profiles give way where there are too many.
  const room = MAX_CONTACTS - contacts.length - 1;
  const kept = mapping.atMost(
    profiles,
    room,
    'basics.profiles',
    'contact links with the CV',
    (entry) => entry.network,
  );
  for (const { contact, label, path } of kept) {
    mapping.keep(path);
    mapping.from(`contacts[${contacts.length}]`, path);
    mapping.from(`contacts[${contacts.length}].href`, `${path}.url`);
    contacts.push(contact);
    if (label) {
      labels[contact.id ?? contact.kind] = label;
      mapping.from(`texts.contacts.${contact.id ?? contact.kind}`, `${path}.network`);
    }
  }
  contacts.push({ kind: 'resume' });
  return { contacts, labels };
}

/** The work history and education, in the file's order (newest first, by JSON Resume's custom). */
function historyFrom(file: Resume, city: string | undefined, mapping: Mapping, studyLine: string) {
  const { given, atMost } = mapping;
  const ids = new Set<string>();
  const linesOf = (entry: ResumeEntry, path: string, list: 'highlights' | 'courses') => {
    const lines = (entry[list] ?? []).map((line) => line.trim()).filter(Boolean);
    // A job without highlights says its summary, if any.
    const summary = list === 'highlights' && entry.summary ? [entry.summary.trim()] : [];
    const listPath = lines.length > 0 ? `${path}.${list}` : `${path}.summary`;
    return atMost(
      lines.length > 0 ? lines : summary,
      MAX_ENTRY_LINES,
      listPath,
      'lines per entry',
      (line) => JSON.stringify(line),
    );
  };
  /** A date of the file as the content writes it (`2021-04-15` → `2021-04`); any other as it is. */
  const dateOf = (value: string | undefined) => (value && monthOrYearOf(value)) ?? value;
  /** A job's or a study's facts: its id, its organisation, its address and its dates. */
  const factsOf = (
    entry: ResumeEntry,
    organisation: string | undefined,
    kind: string,
    path: string,
  ) => {
    if (entry.url) mapping.keep(`${path}.url`);
    return {
      id: uniqueLatinSlugOf(organisation ?? '', ids, kind),
      organisation,
      ...(entry.url && { url: entry.url }),
      start: dateOf(entry.startDate),
      end: entry.endDate ? dateOf(entry.endDate) : 'now',
    };
  };
  /** Where an entry's facts and texts (`experience`, `work[0]`) come from in the file. */
  const notePaths = (
    list: 'experience' | 'education',
    index: number,
    id: string,
    path: string,
    names: { organisation: string; role: string; place: string; lines: string },
  ) => {
    mapping.from(`${list}[${index}]`, path);
    mapping.from(`${list}[${index}].organisation`, `${path}.${names.organisation}`);
    mapping.from(`${list}[${index}].start`, `${path}.startDate`);
    mapping.from(`${list}[${index}].end`, `${path}.endDate`);
    mapping.from(`texts.${list}.${id}`, path);
    mapping.from(`texts.${list}.${id}.role`, `${path}.${names.role}`);
    mapping.from(`texts.${list}.${id}.place`, names.place);
    mapping.from(`texts.${list}.${id}.lines`, `${path}.${names.lines}`);
  };

  const experience: Draft<HistoryEntryFacts>[] = [];
  const experienceTexts: Record<string, Draft<HistoryTexts>> = {};
  const jobs = atMost(file.work ?? [], MAX_JOBS, 'work', 'jobs', (job) => job.name ?? '?');
  for (const [index, job] of jobs.entries()) {
    const path = `work[${index}]`;
    const employer = given(job.name, `${path}.name`, 'it names the employer');
    const facts = factsOf(job, employer, 'job', path);
    notePaths('experience', index, facts.id, path, {
      organisation: 'name',
      role: 'position',
      place: job.location?.trim() ? `${path}.location` : 'basics.location.city',
      lines: job.highlights?.length ? 'highlights' : 'summary',
    });
    experience.push(facts);
    experienceTexts[facts.id] = {
      role: given(job.position, `${path}.position`, 'it is the job’s title'),
      place: job.location?.trim() || city,
      lines: linesOf(job, path, 'highlights'),
    };
  }
  const education: Draft<HistoryEntryFacts>[] = [];
  const educationTexts: Record<string, Draft<HistoryTexts>> = {};
  const studies = atMost(
    file.education ?? [],
    MAX_STUDIES,
    'education',
    'studies',
    (study) => study.institution ?? '?',
  );
  for (const [index, study] of studies.entries()) {
    const path = `education[${index}]`;
    const school = given(study.institution, `${path}.institution`, 'it names the school');
    const facts = factsOf(study, school, 'study', path);
    notePaths('education', index, facts.id, path, {
      organisation: 'institution',
      role: 'area',
      place: 'basics.location.city',
      lines: 'courses',
    });
    education.push(facts);
    const [kind = '', subject = ''] = [study.studyType, study.area].map((part) => part?.trim());
    const studied = kind && subject ? fillText(studyLine, { kind, subject }) : kind || subject;
    if (kind) mapping.keep(`${path}.studyType`);
    educationTexts[facts.id] = {
      role: given(studied, `${path}.area`, 'it says what was studied'),
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
function skillsFrom(file: Resume, skillsWord: string, mapping: Mapping) {
  const ids = new Set<string>();
  const lists: { id: string; title: string; names: string[]; path: string }[] = [];
  const loose: string[] = [];
  for (const [index, skill] of (file.skills ?? []).entries()) {
    const keywords = (skill.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);
    if (keywords.length === 0) {
      if (skill.name?.trim()) loose.push(skill.name.trim());
      mapping.keep(`skills[${index}].name`);
      continue;
    }
    const title = mapping.given(skill.name, `skills[${index}].name`, 'it titles the list') ?? '';
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
  return mapping
    .atMost(
      lists,
      MAX_SKILL_LISTS,
      'skills',
      'skill lists',
      (list) => list.title,
      (list) => list.path.replace(/\.keywords$/, ''),
    )
    .map((list, index) => {
      mapping.from(`skills[${index}]`, list.path);
      mapping.from(`texts.skills.${list.id}`, list.path.replace(/\.keywords$/, '.name'));
      const itemIds = new Set<string>();
      const names = mapping.atMost(
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

/**
 * The projects, each with a placeholder picture until the owner has a screenshot, and the skills
 * of `skillLists` its keywords name.
 */
function projectsFrom(
  file: Resume,
  mapping: Mapping,
  placeholder: { alt: string; label: string },
  skillLists: readonly { items: readonly Skill[] }[],
) {
  const skills = skillsOf(skillLists);
  const { given } = mapping;
  const ids = new Set<string>();
  const projects: Draft<SiteContent['projects'][number]>[] = [];
  const texts: Record<string, Draft<ProjectTexts>> = {};
  const pictures: PlaceholderPicture[] = [];
  const listed = mapping.atMost(
    file.projects ?? [],
    MAX_PROJECTS,
    'projects',
    'projects',
    (project) => project.name ?? '?',
  );
  for (const [index, project] of listed.entries()) {
    const path = `projects[${index}]`;
    const title = given(project.name, `${path}.name`, 'it is the project’s title');
    const description = given(
      project.description ?? project.highlights?.join(' '),
      `${path}.description`,
      'it says what the project is',
    );
    if (!project.description?.trim() && project.highlights?.length)
      mapping.keep(`${path}.highlights`);
    const url = given(project.url, `${path}.url`, 'every project links to where it can be seen');
    const id = uniqueLatinSlugOf(title ?? '', ids, 'project');
    mapping.from(`projects[${index}]`, path);
    mapping.from(`projects[${index}].project`, `${path}.url`);
    mapping.from(`texts.projects.${id}`, path);
    mapping.from(`texts.projects.${id}.title`, `${path}.name`);
    mapping.from(`texts.projects.${id}.imageAlt`, `${path}.name`);
    for (const text of ['description', 'summary']) {
      mapping.from(`texts.projects.${id}.${text}`, `${path}.description`);
    }
    const image = `${id}-placeholder.png`;
    const shown = skills
      .filter((skill) => (project.keywords ?? []).some((keyword) => tagShowsSkill(keyword, skill)))
      .map((skill) => skill.id);
    if (shown.length > 0) {
      mapping.from(`projects[${index}].skills`, `${path}.keywords`, { keeps: false });
    }
    // A keyword naming no skill of the lists is reported: the rest are kept as its skills.
    for (const [at, keyword] of (project.keywords ?? []).entries())
      if (skills.some((skill) => tagShowsSkill(keyword, skill)))
        mapping.keep(`${path}.keywords[${at}]`);
    projects.push({ id, image, project: url, ...(shown.length > 0 && { skills: shown }) });
    texts[id] = {
      title,
      description,
      // The printed CV gives a project one line: its first sentence, where that fits.
      summary: description && firstSentence(description),
      // What the placeholder shows, until the screenshot and its own description replace it.
      imageAlt: title && fillText(placeholder.alt, { title }),
    };
    pictures.push({ file: image, title: title ?? id, label: placeholder.label });
  }
  return { projects, texts, pictures };
}

/** What the import may be given beyond the file: what the CV's font cannot set. */
export interface ImportOptions {
  /** Why a text cannot be set in the CV's and pictures' fonts, or nothing where it can. */
  unsetLetters?: (text: string) => string | undefined;
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
  { unsetLetters = () => undefined }: ImportOptions = {},
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
  const notes: MappingNotes = {
    problems: [],
    leftOut: [],
    origins: new Map(),
    whys: new Map(),
    kept: new Set(),
    reported: new Set(),
  };
  const { problems, leftOut, origins, whys, kept } = notes;
  const toDo: string[] = [];
  const mapping = mappingInto(notes, language);
  // The lists as wholes: too few entries in one is named by the file's list.
  for (const [contentPath, resumePath] of [
    ['projects', 'projects'],
    ['skills', 'skills'],
    ['experience', 'work'],
    ['education', 'education'],
  ] as const) {
    mapping.from(contentPath, resumePath);
  }
  const basics = file.basics ?? {};
  const owner = ownerFrom(basics, mapping, toDo);
  const { contacts, labels } = contactsFrom(basics, mapping);
  const history = historyFrom(file, owner.city, mapping, words.starter.study);
  const skills = skillsFrom(file, words.interface.skills, mapping);
  const { projects, texts, pictures } = projectsFrom(
    file,
    mapping,
    { alt: words.starter.placeholderAlt, label: words.starter.placeholderLabel },
    skills,
  );

  const { name, role, city, intro, personal, siteUrl } = owner;
  const { experience, education } = history;
  const description = firstSentence(intro);
  const content: Draft<WrittenSiteContent> = {
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
          // The resume's own words: the role and city are on the line above it already.
          intro:
            description ||
            (role && city && `${fillText(words.interface.roleInCity, { role, city })}.`),
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
  };

  // The content checked whole, as the build checks it: a text over its cap shortened, with a
  // note, then whatever else the site's rules refuse, or its font cannot set, named as the file
  // names it.
  const shortened = shortenOverCaps(content, (field) => resumePathOf(field, origins) ?? field);
  const checked = checkedContent(content);
  const remaining = [
    ...('problems' in checked ? checked.problems : []),
    ...textsIn(content).flatMap(([field, text]) => {
      const message = unsetLetters(text);
      return message === undefined ? [] : [{ field, message }];
    }),
  ];
  const named = remaining.map(({ field, message }) => {
    const resumePath = resumePathOf(field, origins);
    if (!resumePath) return `${ownersContentFile}, as imported: ${field}: ${message}`;
    // A text the file lacks: what the site needs it for.
    const why = /^(?:is missing|must not be empty)$/.test(message) && whys.get(resumePath);
    return `${resumePath}: ${why ? `is missing; ${why}` : message}`;
  });
  // The standard's own schema, where it finds what the site's check does not judge (a profile's
  // address that is no URI).
  const reported = (path: string) =>
    [...named, ...problems].some((entry) => entry.startsWith(`${path}:`));
  const standards = resumeSchemaProblems(resume).filter(
    (entry) => !reported(entry.split(':')[0] ?? ''),
  );
  // Two fields made from one of the file's (a project's title and its picture's alt) are one.
  const all = [...new Set([...problems, ...named, ...standards])];
  if (all.length > 0 || 'problems' in checked) return { problems: all };
  const { content: checkedSite } = checked;
  toDo.push(
    `${pictures.length} project picture${pictures.length === 1 ? '' : 's'} in ${ownerFolderName}/${picturesFolder}/ (*-placeholder.png): replace each with a screenshot, and name it in ${contentFile} with its alt text`,
    `the hero line (languages.${language}.hero in content.ts), your summary's first sentence: make it say who you are`,
    'a second language, if you want one: copy the language block and translate it (docs/content.md)',
  );
  const published = basics.phone?.trim()
    ? [
        `basics.phone: ${basics.phone.trim()} is a contact link on every page of the site; delete it from contacts in ${ownersContentFile} to keep it off the site`,
      ]
    : [];
  return {
    content: checkedSite,
    pictures,
    leftOut: [...leftOut, ...leftoversOf(resume, kept, notes.reported)],
    shortened,
    published,
    toDo,
  };
}
