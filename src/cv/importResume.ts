// Relative imports with extensions: `npm run import-resume` runs this file in Node.
import { skillsOf, type Skill } from '../content/skills.ts';
import { tagShowsSkill } from '../content/skillEvidence.ts';
import { fillText } from '../lib/fillText.ts';
import { contactKindOf, contactKindOfNetwork, MAX_CONTACTS } from '../content/contactKinds.ts';
import { uniqueLatinSlugOf } from '../content/slugs.ts';
import { checkedContent } from '../content/contentProblems.ts';
import { leftoversOf } from './resumeLeftovers.ts';
import { shortenOverCaps } from './overCaps.ts';
import {
  MAX_ADDRESS_LENGTH,
  MAX_ENTRY_LINES,
  MAX_JOBS,
  MAX_PROJECTS,
  MAX_SKILL_LISTS,
  MAX_SKILLS_PER_LIST,
  MAX_STUDIES,
  MAX_VOLUNTEERING,
  MAX_INTEREST_KEYWORDS,
  publicationKinds,
  recordSections,
  type HistoryEntryFacts,
  type HistoryTexts,
  type ProjectTexts,
  type SiteContent,
  type WrittenSiteContent,
} from '../content/schema.ts';
import { resumeSchemaProblems } from './resumeSchema.ts';
import { contentFile, ownerFolderName } from '../content/contentFiles.ts';
import { writtenAddress } from '../content/writtenAddress.ts';
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
  organization?: string;
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
  score?: string;
  roles?: string[];
}

/** An award, a certificate, a publication, a spoken language or an interest of the file. */
interface ResumeRecordEntry {
  title?: string;
  name?: string;
  awarder?: string;
  issuer?: string;
  publisher?: string;
  date?: string;
  releaseDate?: string;
  url?: string;
  summary?: string;
  kind?: string;
  language?: string;
  fluency?: string;
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
  volunteer?: ResumeEntry[];
  awards?: ResumeRecordEntry[];
  certificates?: ResumeRecordEntry[];
  publications?: ResumeRecordEntry[];
  languages?: ResumeRecordEntry[];
  interests?: ResumeRecordEntry[];
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
  /** Leaves the file's field at `path` out, saying why: the rest of its entry is kept. */
  leaveOut: (path: string, why: string) => void;
  /**
   * An entry's address, where the CV can write it out; one longer than an address may be is left
   * out, said, and its entry kept without it.
   */
  address: (value: string | undefined, path: string) => string | undefined;
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

/** An address's length as the CV writes it out (no scheme, no `www.`); as it is where it is no URL. */
function writtenLengthOf(url: string): number {
  try {
    return writtenAddress(url).length;
  } catch {
    return url.length;
  }
}

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
    leaveOut: (path, why) => {
      leftOut.push(`${path}: ${why}`);
      reported.add(path);
    },
    address(value, path) {
      const url = value?.trim();
      if (!url) return undefined;
      const length = writtenLengthOf(url);
      if (length > MAX_ADDRESS_LENGTH) {
        this.leaveOut(
          path,
          `${url} is ${length} characters as the CV writes it, and an address holds ${MAX_ADDRESS_LENGTH}: the entry is kept without it`,
        );
        return undefined;
      }
      kept.add(path);
      return url;
    },
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
    const contactKind = contactKindOf(kind);
    if (contactKind && !contactKind.accepts(href)) {
      // A number without its country code cannot be called from abroad: the owner writes it whole.
      mapping.leaveOut(
        `basics.${kind}`,
        `${address} is not ${contactKind.expected}: add it to contacts in ${ownersContentFile} in that form`,
      );
      continue;
    }
    mapping.from(`contacts[${contacts.length}]`, `basics.${kind}`);
    mapping.from(`contacts[${contacts.length}].href`, `basics.${kind}`);
    contacts.push({ kind, href });
    ids.add(kind);
  }
  const profiles: {
    contact: Contact;
    label?: string;
    network: string;
    path: string;
    username?: string;
  }[] = [];
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
      ...(profile.username?.trim() && { username: profile.username.trim() }),
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
  for (const { contact, label, path, username } of kept) {
    mapping.keep(`${path}.network`);
    mapping.keep(`${path}.url`);
    // A user name comes back where the link's address holds it (jsonResume.ts); another is said.
    const url = URL.parse(contact.href ?? '');
    const userInUrl = url ? contactKindOf(contact.kind)?.userIn?.(url) : undefined;
    if (username && userInUrl === username) mapping.keep(`${path}.username`);
    mapping.from(`contacts[${contacts.length}]`, path, { keeps: false });
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

/** How the file names a timeline's parts: its list, and each entry's organisation and role. */
const TIMELINES = [
  {
    list: 'experience',
    file: 'work',
    most: MAX_JOBS,
    kind: 'job',
    organisation: 'name',
    role: 'position',
    lines: 'highlights',
  },
  {
    list: 'education',
    file: 'education',
    most: MAX_STUDIES,
    kind: 'study',
    organisation: 'institution',
    role: 'area',
    lines: 'courses',
  },
  {
    list: 'volunteering',
    file: 'volunteer',
    most: MAX_VOLUNTEERING,
    kind: 'volunteering',
    organisation: 'organization',
    role: 'position',
    lines: 'highlights',
  },
] as const;

/**
 * The work history, education and volunteering, in the file's order (newest first, by JSON
 * Resume's custom): each entry's facts, and its texts in the site's language.
 */
function historyFrom(file: Resume, city: string | undefined, mapping: Mapping) {
  const { given, atMost } = mapping;
  const ids = new Set<string>();
  return TIMELINES.map(({ list, file: fileList, most, kind, organisation, role, lines }) => {
    const facts: Draft<HistoryEntryFacts>[] = [];
    const texts: Record<string, Draft<HistoryTexts>> = {};
    const entries = atMost(
      file[fileList] ?? [],
      most,
      fileList,
      `${kind} entries`,
      (entry) => entry[organisation] ?? '?',
    );
    for (const [index, entry] of entries.entries()) {
      const path = `${fileList}[${index}]`;
      const name = given(entry[organisation], `${path}.${organisation}`, 'it names where it was');
      const url = mapping.address(entry.url, `${path}.url`);
      const id = uniqueLatinSlugOf(name ?? '', ids, kind);
      const place =
        list === 'experience' && entry.location?.trim()
          ? `${path}.location`
          : 'basics.location.city';
      for (const [contentPath, resumePath] of [
        [`${list}[${index}]`, path],
        [`${list}[${index}].organisation`, `${path}.${organisation}`],
        [`${list}[${index}].start`, `${path}.startDate`],
        [`${list}[${index}].end`, `${path}.endDate`],
        [`texts.${list}.${id}`, path],
        [`texts.${list}.${id}.role`, `${path}.${role}`],
        [`texts.${list}.${id}.place`, place],
        [`texts.${list}.${id}.lines`, `${path}.${lines}`],
        [`texts.${list}.${id}.summary`, `${path}.summary`],
        [`texts.${list}.${id}.studyType`, `${path}.studyType`],
        [`texts.${list}.${id}.score`, `${path}.score`],
      ] as const) {
        mapping.from(contentPath, resumePath);
      }
      facts.push({
        id,
        organisation: name,
        ...(url && { url }),
        start: entry.startDate,
        end: entry.endDate ?? 'now',
      });
      // A study's kind stands before what was studied; one without a subject is its kind alone.
      const subject = entry[role]?.trim() || (list === 'education' ? entry.studyType : undefined);
      const studyType = entry[role]?.trim() && entry.studyType?.trim();
      const summary = given(entry.summary, `${path}.summary`, 'it says what the entry was');
      const score = given(entry.score, `${path}.score`, 'it is the grade');
      if (studyType) mapping.keep(`${path}.studyType`);
      texts[id] = {
        role: given(
          subject,
          `${path}.${entry[role]?.trim() ? role : 'studyType'}`,
          'it says what the owner was or studied there',
        ),
        place: (list === 'experience' && entry.location?.trim()) || city,
        lines: atMost(
          (entry[lines] ?? []).map((line) => line.trim()).filter(Boolean),
          MAX_ENTRY_LINES,
          `${path}.${lines}`,
          'lines per entry',
          (line) => JSON.stringify(line),
        ),
        ...(summary && { summary }),
        ...(studyType && { studyType }),
        ...(score && { score }),
      };
    }
    return { list, facts, texts };
  });
}

/**
 * The record's other sections, each entry's facts and its texts in the site's language: the
 * awards, certificates and publications newest first as the site shows them, the spoken
 * languages and interests in the file's order.
 */
function recordFrom(file: Resume, mapping: Mapping) {
  const { given, atMost } = mapping;
  // Each section: the resume's list, its entry's title (and the site's word for it), who gave it,
  // its date, and whether it says what it was.
  const sections = [
    {
      name: 'awards',
      file: 'awards',
      title: 'title',
      text: 'title',
      by: 'awarder',
      date: 'date',
      summarised: true,
    },
    {
      name: 'certificates',
      file: 'certificates',
      title: 'name',
      text: 'name',
      by: 'issuer',
      date: 'date',
    },
    {
      name: 'publications',
      file: 'publications',
      title: 'name',
      text: 'title',
      by: 'publisher',
      date: 'releaseDate',
      summarised: true,
    },
    {
      name: 'spokenLanguages',
      file: 'languages',
      title: 'language',
      text: 'language',
      idKind: 'language',
    },
    { name: 'interests', file: 'interests', title: 'name', text: 'name' },
  ] as const;
  return sections.map((section) => {
    const { name, file: fileList, title, text: textName } = section;
    const by = 'by' in section ? section.by : undefined;
    const date = 'date' in section ? section.date : undefined;
    const ids = new Set<string>();
    const facts: Record<string, unknown>[] = [];
    const texts: Record<string, Record<string, unknown>> = {};
    const most = recordSections[name].most;
    const entries = atMost(
      file[fileList] ?? [],
      most,
      fileList,
      `${fileList} entries`,
      (entry) => entry[title] ?? '?',
    );
    mapping.from(name, fileList);
    for (const [index, entry] of entries.entries()) {
      const path = `${fileList}[${index}]`;
      const titled = given(entry[title], `${path}.${title}`, `it names the entry`);
      const id = uniqueLatinSlugOf(
        titled ?? '',
        ids,
        'idKind' in section ? section.idKind : 'entry',
      );
      mapping.from(`${name}[${index}]`, path);
      mapping.from(`texts.${name}.${id}`, path);
      mapping.from(`texts.${name}.${id}.${textName}`, `${path}.${title}`);
      const own: Record<string, unknown> = { [textName]: titled };
      const entryFacts: Record<string, unknown> = { id };
      if (by) {
        const who = given(entry[by], `${path}.${by}`, 'it says who gave it');
        mapping.from(`${name}[${index}].${by}`, `${path}.${by}`);
        if (who) entryFacts[by] = who;
      }
      if (date) {
        mapping.from(`${name}[${index}].date`, `${path}.${date}`);
        const when = given(entry[date], `${path}.${date}`, 'the site lists them newest first');
        if (when) entryFacts.date = when;
      }
      // Awards, certificates and publications link where they can be seen.
      const url = by && mapping.address(entry.url, `${path}.url`);
      if (url) {
        mapping.from(`${name}[${index}].url`, `${path}.url`);
        entryFacts.url = url;
      }
      if (name === 'publications' && publicationKinds.some((kind) => kind === entry.kind)) {
        mapping.keep(`${path}.kind`);
        entryFacts.kind = entry.kind;
      }
      const summary =
        'summarised' in section
          ? given(entry.summary, `${path}.summary`, 'it says what it was')
          : undefined;
      if (summary) {
        mapping.from(`texts.${name}.${id}.summary`, `${path}.summary`);
        own.summary = summary;
      }
      if (name === 'spokenLanguages') {
        const fluency = given(entry.fluency, `${path}.fluency`, 'it says how well');
        mapping.from(`texts.${name}.${id}.fluency`, `${path}.fluency`);
        if (fluency) own.fluency = fluency;
      }
      if (name === 'interests') {
        const keywords = atMost(
          (entry.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean),
          MAX_INTEREST_KEYWORDS,
          `${path}.keywords`,
          'keywords per interest',
          (keyword) => keyword,
        );
        keywords.forEach((_keyword, at) => mapping.keep(`${path}.keywords[${at}]`));
        mapping.from(`texts.${name}.${id}.keywords`, `${path}.keywords`, { keeps: false });
        if (keywords.length > 0) own.keywords = keywords;
      }
      facts.push(entryFacts);
      texts[id] = own;
    }
    return { name, facts, texts };
  });
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
    const highlights = mapping.atMost(
      (project.highlights ?? []).map((line) => line.trim()).filter(Boolean),
      MAX_ENTRY_LINES,
      `${path}.highlights`,
      'highlights per project',
      (line) => JSON.stringify(line),
    );
    const roles = mapping.atMost(
      (project.roles ?? []).map((line) => line.trim()).filter(Boolean),
      MAX_ENTRY_LINES,
      `${path}.roles`,
      'roles per project',
      (line) => line,
    );
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
    for (const part of ['highlights', 'roles'] as const) {
      mapping.from(`texts.projects.${id}.${part}`, `${path}.${part}`);
    }
    for (const [edge, date] of [
      ['start', 'startDate'],
      ['end', 'endDate'],
    ] as const) {
      if (project[date]) mapping.from(`projects[${index}].${edge}`, `${path}.${date}`);
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
    projects.push({
      id,
      image,
      project: url,
      ...(shown.length > 0 && { skills: shown }),
      ...(project.startDate && { start: project.startDate }),
      ...(project.endDate && { end: project.endDate }),
    });
    texts[id] = {
      title,
      description,
      // The printed CV gives a project one line: its first sentence, where that fits.
      summary: description && firstSentence(description),
      // What the placeholder shows, until the screenshot and its own description replace it.
      imageAlt: title && fillText(placeholder.alt, { title }),
      ...(highlights.length > 0 && { highlights }),
      ...(roles.length > 0 && { roles }),
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
    ['volunteering', 'volunteer'],
  ] as const) {
    mapping.from(contentPath, resumePath);
  }
  const basics = file.basics ?? {};
  const owner = ownerFrom(basics, mapping, toDo);
  const { contacts, labels } = contactsFrom(basics, mapping);
  const timelines = historyFrom(file, owner.city, mapping);
  const record = recordFrom(file, mapping);
  const skills = skillsFrom(file, words.interface.skills, mapping);
  const { projects, texts, pictures } = projectsFrom(
    file,
    mapping,
    { alt: words.starter.placeholderAlt, label: words.starter.placeholderLabel },
    skills,
  );

  const { name, role, city, intro, personal, siteUrl } = owner;
  // Each list of the record, its facts and its texts, where the file has entries for it.
  const listed = [
    ...timelines.map(({ list, ...rest }) => ({ name: list, ...rest })),
    ...record,
  ].filter(({ facts }) => facts.length > 0);
  const description = firstSentence(intro);
  const content: Draft<WrittenSiteContent> = {
    siteUrl,
    projects,
    skills: skills.map(({ id, items }) => ({ id, items })),
    ...Object.fromEntries(listed.map(({ name, facts }) => [name, facts])),
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
        ...Object.fromEntries(listed.map(({ name, texts }) => [name, texts])),
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
  const published = contacts.some(({ kind }) => kind === 'phone')
    ? [
        `basics.phone: ${basics.phone?.trim()} is a contact link on every page of the site; delete it from contacts in ${ownersContentFile} to keep it off the site`,
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
