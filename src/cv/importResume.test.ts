import { readFileSync } from 'node:fs';
import { findContentProblems } from '../content/contentProblems.ts';
import { contentFromResume } from './importResume.ts';

/** The parts of a JSON Resume the tests change. */
interface ResumeFile {
  [field: string]: unknown;
  basics: { [field: string]: unknown; profiles: Record<string, unknown>[] };
  work: (Record<string, unknown> & { highlights: string[] })[];
  projects: Record<string, unknown>[];
}

/** Someone else's JSON Resume: the fork the rehearsal imports and tests whole. */
const resumeFile = new URL('../../examples/imported-json-resume/resume.json', import.meta.url);
const someoneElse = () => JSON.parse(readFileSync(resumeFile, 'utf8')) as ResumeFile;

/** The import of the resume after `edit`, in `language`. */
function imported(edit: (resume: ResumeFile) => void = () => {}, language = 'en') {
  const resume = someoneElse();
  edit(resume);
  return contentFromResume(resume, language);
}

function accepted(result: ReturnType<typeof imported>) {
  if ('problems' in result) throw new Error(`Refused:\n${result.problems.join('\n')}`);
  return result;
}

describe('a JSON Resume imported as the site’s content', () => {
  const { content, pictures, leftOut, published, toDo } = accepted(imported());
  const words = content.languages.en!;

  it('is content the site’s own check accepts, in one language, with no interface word of its own', () => {
    expect(findContentProblems(content)).toEqual([]);
    expect(Object.keys(content.languages)).toEqual(['en']);
    expect(Object.keys(words)).not.toContainEqual(
      expect.stringMatching(/^(?:interface|name|shortName|locale)$/),
    );
    expect(words.hero.greeting).toBe('Hello!');
    expect([words.workHeading, words.about.heading, words.contactsHeading]).toEqual([
      'Selected work',
      'About me',
      'Contacts',
    ]);
  });

  it('takes who, where and the About text from the basics', () => {
    expect(content.siteUrl).toBe('https://ingrid.haugen.example.no/');
    expect(words.profile).toEqual({
      name: 'Ingrid Haugen',
      role: 'Frontend engineer',
      city: 'Bergen',
    });
    expect(words.about.intro).toMatch(/^I build maps and dashboards .* talking to dispatchers\.$/);
    expect(words.about.personal).toMatch(/^Before the web .* run in it anyway\.$/);
    expect(words.about.description).toBe(
      "I build maps and dashboards for the people who keep Norway's ferries and buses on time.",
    );
    // The hero line is the resume's own words, not the role and city of the line above it again.
    expect(words.hero.intro).toBe(
      "I build maps and dashboards for the people who keep Norway's ferries and buses on time.",
    );
  });

  it('makes the profiles contact links of their kinds, an unknown network a labelled link, and adds the CV', () => {
    expect(content.contacts).toEqual([
      { kind: 'email', href: 'mailto:ingrid@haugen.example.no' },
      { kind: 'phone', href: 'tel:+47 912 34 567' },
      { kind: 'gitlab', href: 'https://gitlab.com/ingridh' },
      { kind: 'mastodon', href: 'https://mastodon.social/@ingrid' },
      { kind: 'link', href: 'https://www.kaggle.com/ingridhaugen', id: 'kaggle' },
      // A profile given by its user name only, on a network with one form of address.
      { kind: 'x', href: 'https://x.com/ingrid_maps' },
      { kind: 'resume' },
    ]);
    expect(words.contacts).toEqual({ kaggle: 'Kaggle' });
  });

  it('makes the work and education the history, dates as the file writes them, no end as "now"', () => {
    expect(content.experience).toEqual([
      {
        id: 'fjordline-transit',
        organisation: 'Fjordline Transit',
        url: 'https://fjordline-transit.example.no',
        start: '2022-02-01',
        end: 'now',
      },
      { id: 'statens-kartverk', organisation: 'Statens kartverk', start: '2016', end: '2021' },
    ]);
    expect(words.experience!['statens-kartverk']).toEqual({
      role: 'GIS analyst',
      place: 'Hønefoss',
      // A job without highlights keeps its summary, which the CV sets in the lines' place.
      lines: [],
      summary: 'Kept the national road network data correct and published.',
    });
    expect(words.education!['university-of-bergen']).toEqual({
      role: 'Geography',
      studyType: 'Master',
      place: 'Bergen',
      lines: [],
    });
  });

  it('makes each skill entry a list, four at most, and each project a project with a placeholder picture', () => {
    expect(content.skills.map(({ id, items }) => [id, items.map(({ name }) => name)])).toEqual([
      ['frontend', ['TypeScript', 'Svelte', 'React', 'CSS']],
      ['maps', ['MapLibre', 'PostGIS', 'QGIS', 'GeoJSON']],
      ['testing', ['Playwright', 'Vitest', 'axe']],
      ['backend', ['Node.js', 'PostgreSQL']],
    ]);
    expect(content.projects.map(({ id, image }) => [id, image])).toEqual([
      ['ferry-clock', 'ferry-clock-placeholder.png'],
      ['bike-lanes-bergen', 'bike-lanes-bergen-placeholder.png'],
      ['rain-index', 'rain-index-placeholder.png'],
      ['contacts', 'contacts-placeholder.png'],
      ['tide-tables', 'tide-tables-placeholder.png'],
      ['plough-watch', 'plough-watch-placeholder.png'],
      ['trail-shade', 'trail-shade-placeholder.png'],
    ]);
    expect(pictures.map(({ title }) => title)).toEqual([
      'Ferry Clock',
      'Bike Lanes Bergen',
      'Rain Index',
      'Contacts',
      'Tide Tables',
      'Plough Watch',
      'Trail Shade',
    ]);
    // The printed CV's line: the description's first sentence.
    expect(words.projects['ferry-clock']!.summary).toBe(
      'A departures board for every ferry on the west coast.',
    );
  });

  it('reads a project’s keywords back as the skills it shows, where they name a skill of the lists', () => {
    const withKeywords = accepted(
      imported((resume) => {
        resume.projects[0]!.keywords = ['React', 'postgresql', 'Kotlin'];
      }),
    );
    const [first, second] = withKeywords.content.projects;
    expect(first!.skills).toEqual(['react', 'postgresql']);
    expect(second!.skills).toBeUndefined();
    expect(findContentProblems(withKeywords.content)).toEqual([]);
  });

  it('keeps the rest of the record the file holds: a talk by its kind, a volunteer’s lines, fluency in words', () => {
    expect(content.volunteering).toEqual([
      expect.objectContaining({
        organisation: 'Code Club Bergen',
        start: '2019-09',
        end: '2022-06',
      }),
    ]);
    expect(words.volunteering!['code-club-bergen']!.lines).toEqual([
      'Ran a weekly club of twelve children for three school years.',
    ]);
    expect(content.publications!.map(({ kind, date }) => [kind, date])).toEqual([
      ['talk', '2024-04-18'],
      [undefined, '2021-10'],
    ]);
    expect(Object.values(words.spokenLanguages!)).toEqual([
      { language: 'Norwegian', fluency: 'Native speaker' },
      { language: 'English', fluency: 'Fluent' },
    ]);
    expect(
      [content.awards, content.certificates, content.interests].map((section) => section!.length),
    ).toEqual([1, 1, 1]);
  });

  it('says what did not fit, and what the owner still has to do', () => {
    expect(leftOut).toEqual([
      'work[0].highlights: "Mentored two juniors through their first year." (the site shows 3 lines per entry)',
      'skills: Tools (the site shows 4 skill lists)',
      'basics.location.countryCode: the site says the city alone',
      'basics.profiles[2].username: the site links a profile by its address, which does not hold this user name',
      'references (1 entry): a reference is another person’s words, given for one employer: it stays off a public site',
      'meta: it is about the file, not about you',
    ]);
    expect(toDo.join('\n')).toMatch(/placeholder\.png.*\n.*hero line.*\n.*second language/);
  });

  it('leaves out a phone number without its country code, saying how to add it', () => {
    const local = accepted(imported((resume) => void (resume.basics.phone = '912 34 567')));
    expect(local.content.contacts.map(({ kind }) => kind)).not.toContain('phone');
    expect(local.leftOut).toContain(
      'basics.phone: 912 34 567 is not a tel: number in international form (tel:+380441234567): add it to contacts in site/content.ts in that form',
    );
    expect(local.published).toEqual([]);
  });

  it('says the phone number it puts among the contacts on every page', () => {
    expect(published).toEqual([
      'basics.phone: +47 912 34 567 is a contact link on every page of the site; delete it from contacts in site/content.ts to keep it off the site',
    ]);
    const withoutPhone = accepted(imported((resume) => void delete resume.basics.phone));
    expect(withoutPhone.published).toEqual([]);
  });

  it('keeps or names every field of a resume with every standard section', () => {
    const everySection = accepted(
      imported((resume) => {
        Object.assign(resume.basics, {
          image: 'https://ingrid.example.no/me.jpg',
          location: {
            address: 'Strandkaien 2',
            postalCode: '5013',
            city: 'Bergen',
            region: 'Vestland',
          },
        });
        Object.assign(resume.work[0]!, {
          summary: 'Kept the timetables honest.',
          description: 'A ferry operator',
        });
        Object.assign(resume.projects[0]!, {
          highlights: ['Shown on every quay'],
          keywords: ['React', 'Fjords'],
          startDate: '2022-01',
          endDate: '2023-06',
          roles: ['Lead'],
          entity: 'Skyss',
          type: 'application',
        });
        Object.assign(resume, {
          volunteer: [
            {
              organization: 'Code Club',
              position: 'Mentor',
              startDate: '2019-09',
              endDate: '2020',
            },
          ],
          awards: [{ title: 'Best map', awarder: 'NKF' }, { title: 'Open data prize' }],
          certificates: [{ name: 'AWS', issuer: 'Amazon' }],
          publications: [{ name: 'Ferries on the web', publisher: 'Smashing' }],
          languages: [{ language: 'Norwegian', fluency: 'Native' }],
          interests: [{ name: 'Sailing', keywords: ['dinghies'] }],
          references: [{ name: 'Ola', reference: 'A great colleague.' }],
        });
        const education = resume.education as Record<string, unknown>[];
        Object.assign(education[0]!, { score: '5.0', courses: ['GIS'] });
        (resume.skills as Record<string, unknown>[])[0]!.level = 'Master';
      }),
    );
    expect(everySection.leftOut.slice(2)).toEqual([
      'basics.location.address, basics.location.postalCode, basics.location.region: the site says the city alone',
      'basics.profiles[2].username: the site links a profile by its address, which does not hold this user name',
      "basics.image: a picture of you goes in the site folder's projects/, named by look.heroPicture with what it shows (docs/content.md)",
      'work[0].description, projects[0].entity, projects[0].type: the site has no place for it',
      'skills[0].level: the site shows no levels',
      'projects[0].keywords[1]: they name no skill of the skill lists',
      'references (1 entry): a reference is another person’s words, given for one employer: it stays off a public site',
      'meta: it is about the file, not about you',
    ]);
    const { content: kept } = everySection;
    const texts = kept.languages.en!;
    expect(texts.experience!['fjordline-transit']!.summary).toBe('Kept the timetables honest.');
    expect(texts.education!['university-of-bergen']).toMatchObject({ score: '5.0' });
    expect(kept.projects[0]).toMatchObject({ start: '2022-01', end: '2023-06' });
    expect(texts.projects[kept.projects[0]!.id]).toMatchObject({
      highlights: ['Shown on every quay'],
      roles: ['Lead'],
    });
    expect(kept.volunteering).toEqual([
      { id: 'code-club', organisation: 'Code Club', start: '2019-09', end: '2020' },
    ]);
    expect(texts.volunteering).toEqual({
      'code-club': { role: 'Mentor', place: 'Bergen', lines: [] },
    });
    expect(kept.awards).toEqual([{ id: 'best-map', awarder: 'NKF' }, { id: 'open-data-prize' }]);
    expect(texts.awards).toEqual({
      'best-map': { title: 'Best map' },
      'open-data-prize': { title: 'Open data prize' },
    });
    expect([kept.certificates, texts.certificates]).toEqual([
      [{ id: 'aws', issuer: 'Amazon' }],
      { aws: { name: 'AWS' } },
    ]);
    expect([kept.publications, texts.publications]).toEqual([
      [{ id: 'ferries-on-the-web', publisher: 'Smashing' }],
      { 'ferries-on-the-web': { title: 'Ferries on the web' } },
    ]);
    expect([kept.spokenLanguages, texts.spokenLanguages]).toEqual([
      [{ id: 'norwegian' }],
      { norwegian: { language: 'Norwegian', fluency: 'Native' } },
    ]);
    expect([kept.interests, texts.interests]).toEqual([
      [{ id: 'sailing' }],
      { sailing: { name: 'Sailing', keywords: ['dinghies'] } },
    ]);
  });

  it('shortens a text over its cap, saying so, where it would have refused the file', () => {
    const long = `${'Cut the ferry board’s first load from four seconds to one '.repeat(2)}on a slow phone.`;
    const result = accepted(imported((resume) => void (resume.work[0]!.highlights[1] = long)));
    const [line] = Object.values(result.content.languages.en!.experience!)[0]!.lines!.slice(1);
    expect(line!.length).toBeLessThanOrEqual(90);
    expect(long.startsWith(line!.slice(0, -1))).toBe(true);
    expect(line).toMatch(/\w…$/);
    expect(result.shortened).toEqual([
      `work[0].highlights[1]: shortened from ${long.length} characters to 90, as the printed CV's line holds; your file keeps it whole`,
    ]);
  });

  it('accepts years alone', () => {
    const years = accepted(
      imported((resume) => Object.assign(resume.work[0]!, { startDate: '2019', endDate: '2020' })),
    );
    expect(years.content.experience![0]).toMatchObject({ start: '2019', end: '2020' });
  });

  it.each([
    ['uk', 'Вітаю!', 'Вибрані роботи', 'Тимчасове зображення'],
    ['ar', 'مرحبًا!', 'أعمال مختارة', 'صورة مؤقتة'],
    ['de', 'Hallo!', 'Ausgewählte Arbeiten', 'Platzhalter'],
  ])(
    'starts a site in another language the template has words in: %s',
    (language, greeting, work, placeholder) => {
      const result = accepted(imported(() => {}, language));
      const { content } = result;
      // The placeholder pictures say what they are in the site's language, on them and in their alt.
      const [firstProject] = Object.values(content.languages[language]!.projects);
      expect(firstProject?.imageAlt).toMatch(new RegExp(`^${placeholder}`));
      expect(result.pictures[0]?.label).toMatch(new RegExp(`^${placeholder}`));
      expect(Object.keys(content.languages)).toEqual([language]);
      expect(content.languages[language]!.hero.greeting).toBe(greeting);
      expect(content.languages[language]!.workHeading).toBe(work);
      expect(Object.values(content.languages[language]!.education ?? {})[0]).toMatchObject({
        role: 'Geography',
        studyType: 'Master',
      });
      expect(findContentProblems(content)).toEqual([]);
    },
  );
});

describe('a JSON Resume that does not fit is refused, naming the field and what is wrong', () => {
  it.each([
    [
      'a date that is not one',
      (resume: ResumeFile) => void (resume.work[0]!.startDate = 'last spring'),
      'work[0].startDate: "last spring" must be a month written YYYY-MM, such as 2023-09, a year, or a day (2023-09-14)',
    ],
    [
      'no name',
      (resume: ResumeFile) => void delete resume.basics.name,
      'basics.name: is missing; it is the name the site is about',
    ],
    [
      'a project without its address',
      (resume: ResumeFile) => void delete resume.projects[1]!.url,
      'projects[1].url: is missing; every project links to where it can be seen',
    ],
    [
      'no projects',
      (resume: ResumeFile) => void (resume.projects = []),
      'projects: must list at least one project',
    ],
    [
      'a profile address that is not a URI (the standard’s schema)',
      (resume: ResumeFile) => void (resume.basics.profiles[0]!.url = 'gitlab dot com'),
      expect.stringMatching(/^basics\.profiles\[0\]\.url: /),
    ],
    // Wrong types, named by the file's own path before anything reads them.
    [
      'a name that is a number',
      (resume: ResumeFile) => void (resume.basics.name = 123),
      'basics.name: expected text, got 123',
    ],
    [
      'highlights that are one line',
      (resume: ResumeFile) => void ((resume.work[0] as Record<string, unknown>).highlights = 'one'),
      'work[0].highlights: expected a list, got "one"',
    ],
    [
      'profiles that are an object',
      (resume: ResumeFile) => void ((resume.basics as Record<string, unknown>).profiles = {}),
      'basics.profiles: expected a list, got {}',
    ],
    [
      'work that is an object',
      (resume: ResumeFile) => void (resume.work = {} as ResumeFile['work']),
      'work: expected a list, got {}',
    ],
    [
      'keywords that are one word',
      (resume: ResumeFile) => void (resume.skills = [{ name: 'Web', keywords: 'TS' }]),
      'skills[0].keywords: expected a list, got "TS"',
    ],
    // What the site's own check refuses, named by the file's path, not the content's.
    [
      'a job whose address is not one',
      (resume: ResumeFile) => void (resume.work[0]!.url = 'northwind'),
      expect.stringMatching(/^work\[0\]\.url: /),
    ],
    [
      'a control character in a highlight',
      (resume: ResumeFile) => void (resume.work[0]!.highlights[0] = 'Led\u0007 the team'),
      'work[0].highlights[0]: holds the control character U+0007, which no page or feed can carry: delete it',
    ],
  ])('%s', (_case, edit, problem) => {
    const result = imported(edit);
    expect(result).toEqual({ problems: [problem] });
  });

  it('refuses letters the CV’s font has not, naming the field they are in', () => {
    const unsetLetters = (text: string) => (text.includes('漢') ? 'has "漢" (U+6F22)' : undefined);
    const resume = someoneElse();
    resume.basics.name = 'Ingrid 漢';
    expect(contentFromResume(resume, 'en', { unsetLetters })).toEqual({
      problems: ['basics.name: has "漢" (U+6F22)'],
    });
  });

  it.each(['ja', '__proto__', 'toString'])(
    'refuses a language the template has no words in: %s',
    (language) => {
      expect(imported(() => {}, language)).toEqual({
        problems: [
          `--language ${language}: the template has no words in "${language}" to start from; choose one of en, uk, pl, de, fr, es, pt, ar`,
        ],
      });
    },
  );
});
