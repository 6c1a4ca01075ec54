import { findContentProblems } from './contentProblems.ts';
import { MAX_SLUG_LENGTH } from './rules.ts';
import type { Integrations } from './integrationsSchema.ts';
import {
  InvalidContentError,
  MAX_ADDRESS_LENGTH,
  MAX_HEADING_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PLACE_LENGTH,
  MAX_TEXT_LENGTH,
  type SiteContent,
} from './schema.ts';
// The rules are tried on another owner's content, which stays the same whatever the owner of
// this copy writes in content.ts: three projects, in English, Ukrainian and Polish.
import {
  exampleContent as siteContent,
  threeLanguagesContent as fixture,
} from '../testing/examples.ts';

/** A deep copy of the fixture content with one change made by `edit`. */
function contentWith(edit: (content: Mutable<SiteContent>) => void): SiteContent {
  const copy = structuredClone(fixture) as unknown as Mutable<SiteContent>;
  edit(copy);
  return copy;
}

const fixtureLanguages = Object.keys(fixture.languages);
/** What a picture shows, in each of `languages`. */
const altIn = (languages: string[]) =>
  Object.fromEntries(languages.map((code) => [code, `Me at my desk (${code})`]));

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] };

function problemsIn(content: SiteContent) {
  return findContentProblems(content);
}

describe('the content', () => {
  it('has no problems', () => {
    expect(problemsIn(siteContent)).toEqual([]);
  });

  it('of the fixture has no problems either', () => {
    expect(problemsIn(fixture)).toEqual([]);
  });
});

describe('a malformed content entry is reported by the field it is in', () => {
  it.each([
    [
      'a project URL that is not a URL',
      (content: Mutable<SiteContent>) => {
        content.projects[2]!.project = 'tasty-recipes.example';
      },
      {
        field: 'projects[2].project',
        message: '"tasty-recipes.example" is not an absolute http(s) URL',
      },
    ],
    [
      'a project URL with another scheme',
      (content: Mutable<SiteContent>) => {
        content.projects[0]!.project = 'javascript:alert(1)';
      },
      {
        field: 'projects[0].project',
        message: '"javascript:alert(1)" is not an absolute http(s) URL',
      },
    ],
    [
      'an empty project title',
      (content: Mutable<SiteContent>) => {
        content.languages.en!.projects.metronome!.title = '   ';
      },
      { field: 'languages.en.projects.metronome.title', message: 'must not be empty' },
    ],
    [
      'an empty Ukrainian project description',
      (content: Mutable<SiteContent>) => {
        content.languages.uk!.projects['shelter-finder']!.description = '';
      },
      { field: 'languages.uk.projects.shelter-finder.description', message: 'must not be empty' },
    ],
    [
      'a CV line that would not fit its line on paper',
      (content: Mutable<SiteContent>) => {
        content.languages.en!.projects.rivers!.summary = 'x'.repeat(91);
      },
      {
        field: 'languages.en.projects.rivers.summary',
        message: `"${'x'.repeat(79)}…" is 91 characters; the printed CV's line holds 90`,
      },
    ],
    [
      'a missing image description',
      (content: Mutable<SiteContent>) => {
        content.languages.uk!.projects.metronome!.imageAlt = '';
      },
      { field: 'languages.uk.projects.metronome.imageAlt', message: 'must not be empty' },
    ],
    [
      'a duplicate project id',
      (content: Mutable<SiteContent>) => {
        content.projects[2]!.id = content.projects[0]!.id;
      },
      { field: 'projects[2].id', message: '"rivers" is used twice; ids must be unique' },
    ],
    [
      'a project id that is not a slug',
      (content: Mutable<SiteContent>) => {
        content.projects[0]!.id = 'Expenses Tracker';
      },
      {
        field: 'projects[0].id',
        message: '"Expenses Tracker" must be lowercase words joined by hyphens',
      },
    ],
    [
      'a picture that is not a picture file',
      (content: Mutable<SiteContent>) => {
        content.projects[2]!.image = 'rental.gif';
      },
      {
        field: 'projects[2].image',
        message:
          '"rental.gif" must be the name of a .png, .jpg, .jpeg, .webp, .svg file in projects/',
      },
    ],
    [
      'a site URL without a scheme',
      (content: Mutable<SiteContent>) => {
        content.siteUrl = 'andrii-koval.dev';
      },
      { field: 'siteUrl', message: '"andrii-koval.dev" is not an absolute http(s) URL' },
    ],
    [
      'a project address on no domain (a machine of the owner’s)',
      (content: Mutable<SiteContent>) => {
        content.projects[0]!.project = 'http://localhost:3000/';
      },
      {
        field: 'projects[0].project',
        message: '"http://localhost:3000/" is not an absolute http(s) URL',
      },
    ],
    [
      'a site URL without its trailing slash',
      (content: Mutable<SiteContent>) => {
        content.siteUrl = 'https://user.github.io/portfolio';
      },
      {
        field: 'siteUrl',
        message:
          '"https://user.github.io/portfolio" must end with "/" and have no ?query or #fragment',
      },
    ],
    [
      'an empty About description',
      (content: Mutable<SiteContent>) => {
        content.languages.en!.about.description = ' ';
      },
      { field: 'languages.en.about.description', message: 'must not be empty' },
    ],
    [
      'an empty owner name',
      (content: Mutable<SiteContent>) => {
        content.languages.en!.profile.name = '';
      },
      { field: 'languages.en.profile.name', message: 'must not be empty' },
    ],
    [
      'a city given as a number',
      (content: Mutable<SiteContent>) => {
        (content.languages.uk!.profile as { city: unknown }).city = 42;
      },
      { field: 'languages.uk.profile.city', message: 'must be text, in quotes' },
    ],
    [
      'an empty Ukrainian About paragraph',
      (content: Mutable<SiteContent>) => {
        content.languages.uk!.about.personal = '';
      },
      { field: 'languages.uk.about.personal', message: 'must not be empty' },
    ],
    [
      'a hero picture whose words leave out a language',
      (content: Mutable<SiteContent>) => {
        content.look = {
          heroPicture: { file: 'me.jpg', alt: altIn(fixtureLanguages.slice(0, -1)) },
        };
      },
      { field: `look.heroPicture.alt.${fixtureLanguages.at(-1)}`, message: 'is missing' },
    ],
    [
      'an own font whose file is no TrueType or OpenType file',
      (content: Mutable<SiteContent>) => {
        content.look = {
          font: { family: 'Atkinson', regular: 'fonts/Atkinson.woff2', bold: 'fonts/Atkinson.ttf' },
        };
      },
      {
        field: 'look.font.regular',
        message:
          '"fonts/Atkinson.woff2" must be the path of a .ttf or .otf file in your folder, such as fonts/MyFont-Regular.ttf',
      },
    ],
    [
      'an own font’s file outside the site folder',
      (content: Mutable<SiteContent>) => {
        content.look = {
          font: { family: 'Atkinson', regular: 'fonts/Atkinson.ttf', bold: '../Atkinson-Bold.otf' },
        };
      },
      {
        field: 'look.font.bold',
        message:
          '"../Atkinson-Bold.otf" must be the path of a .ttf or .otf file in your folder, such as fonts/MyFont-Regular.ttf',
      },
    ],
    [
      'an own font whose name CSS could not quote',
      (content: Mutable<SiteContent>) => {
        content.look = {
          font: { family: "Atkinson'; }", regular: 'fonts/A.ttf', bold: 'fonts/A.ttf' },
        };
      },
      {
        field: 'look.font.family',
        message: `"Atkinson'; }" must be a font's name of letters, digits, spaces and hyphens`,
      },
    ],
    [
      'a hero picture given without its words',
      (content: Mutable<SiteContent>) => {
        content.look = { heroPicture: { file: 'me.jpg', alt: '' } };
      },
      { field: 'look.heroPicture.alt', message: 'must not be empty' },
    ],
    [
      'an empty skill name',
      (content: Mutable<SiteContent>) => {
        content.skills[0]!.items[3]!.name = '';
      },
      { field: 'skills[0].items[3].name', message: 'must not be empty' },
    ],
    [
      'a duplicate skill id within a list',
      (content: Mutable<SiteContent>) => {
        content.skills[0]!.items[1]!.id = content.skills[0]!.items[0]!.id;
      },
      {
        field: 'skills[0].items[1].id',
        message: '"react" is used twice; ids must be unique',
      },
    ],
    [
      'an empty skill list',
      (content: Mutable<SiteContent>) => {
        content.skills[0]!.items = [];
      },
      { field: 'skills[0].items', message: 'must list at least one skill' },
    ],
    [
      'an empty contact label',
      (content: Mutable<SiteContent>) => {
        content.languages.uk!.contacts!.email = '';
      },
      { field: 'languages.uk.contacts.email', message: 'must not be empty' },
    ],
    [
      'an empty Ukrainian skill list title',
      (content: Mutable<SiteContent>) => {
        content.languages.uk!.skills.studying = '';
      },
      { field: 'languages.uk.skills.studying', message: 'must not be empty' },
    ],
    [
      'an interface text without its placeholder',
      (content: Mutable<SiteContent>) => {
        content.languages.uk!.interface.goToSlide = 'Перейти до слайда';
      },
      {
        field: 'languages.uk.interface.goToSlide',
        message: '"Перейти до слайда" must contain {number}',
      },
    ],
    [
      'an interface text with a placeholder it does not take',
      (content: Mutable<SiteContent>) => {
        content.languages.uk!.interface.goToSlide = 'Слайд {number} з {count}';
      },
      {
        field: 'languages.uk.interface.goToSlide',
        message:
          '"Слайд {number} з {count}" has {count}, which the site cannot fill: it takes {number} alone',
      },
    ],
    [
      'a paragraph of a million letters, quoted at most 80 characters',
      (content: Mutable<SiteContent>) => {
        content.languages.uk!.about.intro = 'я'.repeat(1_000_000);
      },
      {
        field: 'languages.uk.about.intro',
        message: `"${'я'.repeat(79)}…" is 1000000 characters; a paragraph of the printed CV holds 600`,
      },
    ],
    [
      'a locale that is not one',
      (content: Mutable<SiteContent>) => {
        content.languages.uk!.locale = 'Ukrainian';
      },
      {
        field: 'languages.uk.locale',
        message: '"Ukrainian" must be a locale such as en_US or uk_UA',
      },
    ],
    [
      'a top-level field misspelt, named with the fields there are',
      (content: Mutable<SiteContent>) => {
        Object.assign(content, { contcts: content.contacts });
      },
      {
        field: 'contcts',
        message:
          'is not a field of the content here (siteUrl, https, look, integrations, projects, skills, contacts, experience, education, volunteering, awards, certificates, publications, spokenLanguages, interests, languages)',
      },
    ],
    [
      'a field missing',
      (content: Mutable<SiteContent>) => {
        delete (content as Partial<SiteContent>).skills;
      },
      { field: 'skills', message: 'is missing' },
    ],
    [
      'a project id used twice',
      (content: Mutable<SiteContent>) => {
        content.projects.push({ ...content.projects[0]! });
      },
      {
        field: 'projects[3].id',
        message: '"rivers" is used twice; ids must be unique',
      },
    ],
    [
      'a skill whose page would be a folder’s own',
      (content: Mutable<SiteContent>) => {
        content.skills[0]!.items[0]!.id = 'index';
        content.projects[0]!.skills = ['index'];
      },
      {
        field: 'skills[0].items[0].id',
        message:
          '"index" is a name hosts give a meaning in every folder (the folder\'s own page): give it another name',
      },
    ],
    [
      'a project whose case study would be the page of what is not there',
      (content: Mutable<SiteContent>) => {
        content.projects[0]!.id = '404';
        for (const language of Object.values(content.languages)) {
          language.projects['404'] = language.projects.rivers!;
          delete language.projects.rivers;
        }
      },
      {
        field: 'projects[0].id',
        message:
          '"404" is a name hosts give a meaning in every folder (the page of what is not there): give it another name',
      },
    ],
    [
      'a project title of a zero-width space alone',
      (content: Mutable<SiteContent>) => {
        content.languages.en!.projects.metronome!.title = '\u200b\u200b';
      },
      {
        field: 'languages.en.projects.metronome.title',
        message: 'holds only characters that show nothing (U+200B): write its words',
      },
    ],
    [
      'one skill’s name under two ids, whatever its case and spacing',
      (content: Mutable<SiteContent>) => {
        content.skills[1]!.items.push({ id: 'react-js', name: ' react ' });
      },
      {
        field: 'skills[1].items[2].name',
        message:
          '" react " names the skill "react" already (skills[0].items[0]), here as "react-js": name each skill once, under one id',
      },
    ],
  ])('%s', (_case, edit, problem) => {
    expect(problemsIn(contentWith(edit))).toEqual([problem]);
  });

  it.each([
    ['the file alone, decorative', 'me.jpg'],
    ['with one text for every language', { file: 'me.jpg', alt: 'Me at my desk, by the window' }],
    ['with a text in each language', { file: 'me.jpg', alt: altIn(fixtureLanguages) }],
  ])('accepts the owner’s hero picture %s', (_form, heroPicture) => {
    expect(problemsIn(contentWith((draft) => void (draft.look = { heroPicture })))).toEqual([]);
  });

  it('accepts an own font, TrueType or OpenType, in any folder of the site’s', () => {
    const font = {
      family: 'Atkinson Hyperlegible',
      regular: 'fonts/Atkinson-Regular.ttf',
      bold: 'type/Atkinson-Bold.OTF',
    };
    expect(problemsIn(contentWith((draft) => void (draft.look = { font })))).toEqual([]);
  });

  it('accepts from one to twelve projects', () => {
    const withProjects = (count: number) =>
      contentWith((draft) => {
        const [first] = draft.projects;
        draft.projects = Array.from({ length: count }, (_, index) => ({
          ...first!,
          id: `project-${index + 1}`,
        }));
        for (const texts of Object.values(draft.languages)) {
          const [text] = Object.values(texts.projects);
          texts.projects = Object.fromEntries(draft.projects.map(({ id }) => [id, text!]));
        }
      });
    expect(problemsIn(withProjects(1))).toEqual([]);
    expect(problemsIn(withProjects(12))).toEqual([]);
    expect(problemsIn(withProjects(0))).toEqual([
      { field: 'projects', message: 'must list at least one project' },
    ]);
    expect(problemsIn(withProjects(13))).toEqual([
      { field: 'projects', message: 'must list at most 12 projects' },
    ]);
  });

  it('names a field the owner left out', () => {
    const content = contentWith((draft) => {
      const { hero } = draft.languages.uk!;
      delete (hero as Partial<typeof hero>).intro;
    });
    expect(problemsIn(content)).toEqual([
      { field: 'languages.uk.hero.intro', message: 'is missing' },
    ]);
  });

  it('reports every problem at once, not only the first', () => {
    const content = contentWith((draft) => {
      draft.languages.en!.projects.rivers!.title = '';
      draft.contacts[4]!.href = 'github';
    });
    expect(problemsIn(content).map((problem) => problem.field)).toEqual([
      'contacts[4].href',
      'languages.en.projects.rivers.title',
    ]);
  });
});

describe('a language that misses a translation', () => {
  it('names the project it leaves out', () => {
    const content = contentWith((draft) => {
      delete draft.languages.uk!.projects.rivers;
    });
    expect(problemsIn(content)).toEqual([
      { field: 'languages.uk.projects.rivers', message: 'is missing' },
    ]);
  });

  it('names a translation of a project that is not there', () => {
    const content = contentWith((draft) => {
      draft.languages.uk!.projects.river = draft.languages.uk!.projects.rivers!;
    });
    expect(problemsIn(content)).toEqual([
      {
        field: 'languages.uk.projects.river',
        message: 'is not one of rivers, metronome, shelter-finder',
      },
    ]);
  });

  it('accepts the site in one language, with the others removed', () => {
    const content = contentWith((draft) => {
      delete draft.languages.uk;
      delete draft.languages.pl;
    });
    expect(problemsIn(content)).toEqual([]);
  });

  it('refuses a site with no language, or a code that is not one', () => {
    expect(problemsIn(contentWith((draft) => void (draft.languages = {})))).toEqual([
      { field: 'languages', message: 'must have at least one language' },
    ]);
    const content = contentWith((draft) => {
      draft.languages['uk-UA'] = draft.languages.uk!;
      delete draft.languages.uk;
    });
    expect(problemsIn(content)).toContainEqual({
      field: 'languages.uk-UA',
      message: '"uk-UA" must be a language code such as en or uk',
    });
  });
});

describe('InvalidContentError', () => {
  it('names the file and each bad field in its message', () => {
    const content = contentWith((draft) => {
      draft.projects[2]!.project = 'not a url';
    });
    expect(new InvalidContentError(problemsIn(content)).message).toBe(
      'The site content is not valid:\n  - projects[2].project: "not a url" is not an absolute http(s) URL',
    );
  });
});

describe('work history and education', () => {
  const job = { id: 'river-lab', organisation: 'River Lab', start: '2022-03', end: 'now' };
  const study = { id: 'kpi', organisation: 'Igor Sikorsky KPI', start: '2016-09', end: '2020-06' };
  const texts = (role: string) => ({ role, place: 'Kyiv', lines: ['What was done there.'] });

  /** The fixture with one job and one study, in every language, then `edit` made. */
  const withHistory = (edit: (draft: Mutable<SiteContent>) => void = () => {}) =>
    contentWith((draft) => {
      draft.experience = [{ ...job }];
      draft.education = [{ ...study }];
      for (const language of Object.values(draft.languages)) {
        language.experience = { 'river-lab': texts('Developer') };
        language.education = { kpi: texts('BSc') };
        Object.assign(language.interface, {
          experience: 'Work',
          education: 'Studies',
          present: 'now',
        });
      }
      edit(draft);
    });

  /** Polish renamed Dutch, a language the template has no words in: the content gives them all. */
  const inDutch = (draft: Mutable<SiteContent>) => {
    draft.languages.nl = { ...draft.languages.pl!, name: 'Nederlands', shortName: 'Ned' };
    delete draft.languages.pl;
  };
  const noWordsInDutch = {
    field: 'languages.nl',
    message:
      'the template has no words in "nl": write each one named above under languages.nl in your content file (src/content/interface/en.ts has them all, in English), or add src/content/interface/nl.ts to the template',
  };

  it('are optional, and need their headings only when listed, in a language the template has no words in', () => {
    expect(problemsIn(withHistory(inDutch))).toEqual([]);
    expect(problemsIn(fixture)).toEqual([]);
    expect(
      problemsIn(
        withHistory((draft) => {
          inDutch(draft);
          delete draft.languages.nl!.interface.education;
        }),
      ),
    ).toEqual([
      {
        field: 'languages.nl.interface.education',
        message: 'is missing: it heads the education the site lists',
      },
      noWordsInDutch,
    ]);
  });

  it('names the field of a missing word for "now", in a language the template has no words in', () => {
    const edit = (draft: Mutable<SiteContent>) => {
      inDutch(draft);
      delete draft.languages.nl!.interface.present;
    };
    expect(problemsIn(withHistory(edit))).toEqual([
      {
        field: 'languages.nl.interface.present',
        message: 'is missing: it ends the dates of an entry that has not ended ("now")',
      },
      noWordsInDutch,
    ]);
  });

  it.each([
    [
      'an end before its start',
      (draft: Mutable<SiteContent>) => void (draft.experience![0]!.end = '2021-12'),
      { field: 'experience[0].end', message: '"2021-12" is before the entry\'s start, "2022-03"' },
    ],
    [
      'a start in the future',
      (draft: Mutable<SiteContent>) =>
        void Object.assign(draft.education![0]!, { start: '2999-09', end: 'now' }),
      {
        field: 'education[0].start',
        message: '"2999-09" is in the future; an entry is listed once it has begun',
      },
    ],
    [
      'a month written another way',
      (draft: Mutable<SiteContent>) => void (draft.experience![0]!.start = 'March 2022'),
      {
        field: 'experience[0].start',
        message:
          '"March 2022" must be a month written YYYY-MM, such as 2023-09, a year, or a day (2023-09-14)',
      },
    ],
    [
      'a missing translation',
      (draft: Mutable<SiteContent>) => void delete draft.languages.uk!.experience!['river-lab'],
      { field: 'languages.uk.experience.river-lab', message: 'is missing' },
    ],
    [
      'more than three lines',
      (draft: Mutable<SiteContent>) =>
        void (draft.languages.pl!.education!.kpi!.lines = ['One.', 'Two.', 'Three.', 'Four.']),
      { field: 'languages.pl.education.kpi.lines', message: 'must have at most 3 lines' },
    ],
    [
      'a line too long for the printed CV',
      (draft: Mutable<SiteContent>) =>
        void (draft.languages.en!.experience!['river-lab']!.lines = ['x'.repeat(91)]),
      {
        field: 'languages.en.experience.river-lab.lines[0]',
        message: `"${'x'.repeat(79)}…" is 91 characters; the printed CV's line holds 90`,
      },
    ],
    [
      'a skill the skill lists lack, shown by a project',
      (draft: Mutable<SiteContent>) => void (draft.projects[1]!.skills = ['react', 'reactt']),
      {
        field: 'projects[1].skills[1]',
        message:
          '"reactt" is not a skill of the skill lists (react, nextjs, d3, postgres, go, web-audio)',
      },
    ],
    [
      'a skill the skill lists lack, shown by a job',
      (draft: Mutable<SiteContent>) => void (draft.experience![0]!.skills = ['d3js']),
      {
        field: 'experience[0].skills[0]',
        message:
          '"d3js" is not a skill of the skill lists (react, nextjs, d3, postgres, go, web-audio)',
      },
    ],
    [
      'a skill shown twice',
      (draft: Mutable<SiteContent>) => void (draft.projects[0]!.skills = ['go', 'go']),
      { field: 'projects[0].skills[1]', message: '"go" is used twice; skills are named once each' },
    ],
  ])('names the field of %s', (_case, edit, problem) => {
    expect(problemsIn(withHistory(edit))).toEqual([problem]);
  });

  it('take a year alone, as a CV may give only years, ending in its December', () => {
    expect(
      problemsIn(
        withHistory(
          (draft) => void Object.assign(draft.experience![0]!, { start: '2019', end: '2019-06' }),
        ),
      ),
    ).toEqual([]);
    expect(
      problemsIn(
        withHistory(
          (draft) => void Object.assign(draft.experience![0]!, { start: '2019-06', end: '2019' }),
        ),
      ),
    ).toEqual([]);
    expect(
      problemsIn(
        withHistory(
          (draft) => void Object.assign(draft.experience![0]!, { start: '2019-06', end: '2018' }),
        ),
      ),
    ).toEqual([
      { field: 'experience[0].end', message: '"2018" is before the entry\'s start, "2019-06"' },
    ]);
  });

  it('take an entry that ends in a later month than today (a course not yet finished)', () => {
    expect(problemsIn(withHistory((draft) => void (draft.education![0]!.end = '2999-06')))).toEqual(
      [],
    );
  });
});

describe('the rest of the record', () => {
  /** The fixture with one entry of each section, in every language, then `edit` made. */
  const withRecord = (edit: (draft: Mutable<SiteContent>) => void = () => {}) =>
    contentWith((draft) => {
      Object.assign(draft, {
        volunteering: [
          { id: 'code-club', organisation: 'Code Club', start: '2019-09', end: '2020-06' },
        ],
        awards: [{ id: 'best-map', awarder: 'NKF', date: '2023-11-08' }],
        certificates: [
          { id: 'was', issuer: 'IAAP', date: '2022-05', url: 'https://iaap.example/was' },
        ],
        publications: [
          { id: 'ferry-maps', publisher: 'FrontendNorway', date: '2024', kind: 'talk' },
        ],
        spokenLanguages: [{ id: 'ukrainian' }],
        interests: [{ id: 'running' }],
      });
      for (const language of Object.values(draft.languages)) {
        Object.assign(language, {
          volunteering: { 'code-club': { role: 'Mentor', place: 'Kyiv', lines: [] } },
          awards: { 'best-map': { title: 'Best map' } },
          certificates: { was: { name: 'Web Accessibility Specialist' } },
          publications: { 'ferry-maps': { title: 'Maps on a ferry', summary: 'Vector tiles.' } },
          spokenLanguages: { ukrainian: { language: 'Ukrainian', fluency: 'Native' } },
          interests: { running: { name: 'Running', keywords: ['trails'] } },
        });
      }
      edit(draft);
    });

  it('is optional, each section of it, and holds with one entry of each', () => {
    expect(problemsIn(withRecord())).toEqual([]);
  });

  it.each([
    [
      'more awards than the CV holds',
      (draft: Mutable<SiteContent>) => void (draft.awards = ['a', 'b', 'c'].map((id) => ({ id }))),
      { field: 'awards', message: 'must list at most 2 entries' },
    ],
    [
      'a second volunteering',
      (draft: Mutable<SiteContent>) =>
        void draft.volunteering!.push({ ...draft.volunteering![0]!, id: 'library' }),
      { field: 'volunteering', message: 'must list one entry at most: the CV holds one' },
    ],
    [
      'a date that is not one',
      (draft: Mutable<SiteContent>) => void (draft.certificates![0]!.date = 'May 2022'),
      {
        field: 'certificates[0].date',
        message:
          '"May 2022" must be a month written YYYY-MM, such as 2023-09, a year, or a day (2023-09-14)',
      },
    ],
    [
      'a kind of publication the site has no word for',
      (draft: Mutable<SiteContent>) =>
        void ((draft.publications![0] as Record<string, unknown>).kind = 'book'),
      {
        field: 'publications[0].kind',
        message: '"book" is not a kind of publication the site knows: article, talk, podcast',
      },
    ],
    [
      'a certificate whose link is not an address',
      (draft: Mutable<SiteContent>) => void (draft.certificates![0]!.url = 'iaap dot org'),
      { field: 'certificates[0].url', message: '"iaap dot org" is not an absolute http(s) URL' },
    ],
    [
      'a missing translation',
      (draft: Mutable<SiteContent>) => void delete draft.languages.uk!.awards!['best-map'],
      { field: 'languages.uk.awards.best-map', message: 'is missing' },
    ],
    [
      'a translation of an entry that is not there',
      (draft: Mutable<SiteContent>) =>
        void (draft.languages.pl!.interests!.cooking = { name: 'Cooking' }),
      { field: 'languages.pl.interests.cooking', message: 'is not one of running' },
    ],
    [
      'a publication title too long for the CV',
      (draft: Mutable<SiteContent>) =>
        void (draft.languages.en!.publications!['ferry-maps']!.title = 'x'.repeat(61)),
      {
        field: 'languages.en.publications.ferry-maps.title',
        message: `"${'x'.repeat(61)}" is 61 characters; a publication's title holds 60`,
      },
    ],
    [
      'more than three keywords of an interest',
      (draft: Mutable<SiteContent>) =>
        void (draft.languages.uk!.interests!.running!.keywords = ['a', 'b', 'c', 'd']),
      { field: 'languages.uk.interests.running.keywords', message: 'must name at most 3 keywords' },
    ],
    [
      'an entry listed twice',
      (draft: Mutable<SiteContent>) => void draft.spokenLanguages!.push({ id: 'ukrainian' }),
      { field: 'spokenLanguages[1].id', message: '"ukrainian" is used twice; ids must be unique' },
    ],
  ])('names the field of %s', (_case, edit, problem) => {
    expect(problemsIn(withRecord(edit))).toEqual([problem]);
  });
});

describe('the About text and the resume link', () => {
  it('may have one paragraph only', () => {
    const oneParagraph = contentWith((draft) => {
      for (const texts of Object.values(draft.languages)) delete texts.about.personal;
    });
    expect(problemsIn(oneParagraph)).toEqual([]);
  });

  it('lets a resume link leave out its address (the CV’s PDF), and no other link', () => {
    const withoutAddress = (kind: 'resume' | 'github') =>
      contentWith((draft) => {
        draft.contacts = [...draft.contacts.filter((link) => link.kind !== kind), { kind }];
      });
    expect(problemsIn(withoutAddress('resume'))).toEqual([]);
    const [problem] = problemsIn(withoutAddress('github'));
    expect(problem).toEqual({
      field: expect.stringMatching(/^contacts\[\d\]\.href$/),
      message:
        'is missing: only a "resume" link may leave it out (it then points to the CV\'s PDF)',
    });
  });
});

describe('the skill lists', () => {
  const withLists = (count: number) =>
    contentWith((draft) => {
      const [first] = draft.skills;
      draft.skills = Array.from({ length: count }, (_, index) => ({
        ...first!,
        id: `list-${index + 1}`,
      }));
      for (const texts of Object.values(draft.languages)) {
        texts.skills = Object.fromEntries(draft.skills.map(({ id }) => [id, `List ${id}`]));
      }
    });

  it('are 1 to 4, and may share a skill', () => {
    expect(problemsIn(withLists(1))).toEqual([]);
    expect(problemsIn(withLists(4))).toEqual([]);
    expect(problemsIn(withLists(0))).toEqual([
      { field: 'skills', message: 'must list at least one skill list' },
    ]);
    expect(problemsIn(withLists(5))).toEqual([
      { field: 'skills', message: 'must list at most 4 skill lists' },
    ]);
  });
});

describe('every text the content holds has a cap, named with its field where it is passed', () => {
  it('measures an address it cannot write out as it is, and names what is wrong with it', () => {
    const problems = problemsIn(
      contentWith((content) => void (content.contacts[2]!.href = 'mailto:%E0%A4%A')),
    );
    expect(problems).toEqual([{ field: 'contacts[2].href', message: expect.any(String) }]);
  });

  type Edit = (content: Mutable<SiteContent>, value: string) => void;
  it.each<[string, number, Edit, string, string]>([
    [
      'the name',
      MAX_NAME_LENGTH,
      (c, v) => void (c.languages.en!.profile.name = v),
      'languages.en.profile.name',
      'a name or title holds',
    ],
    [
      'the city',
      MAX_PLACE_LENGTH,
      (c, v) => void (c.languages.en!.profile.city = v),
      'languages.en.profile.city',
      'a place holds',
    ],
    [
      'a project’s title',
      MAX_NAME_LENGTH,
      (c, v) => void (c.languages.uk!.projects.rivers!.title = v),
      'languages.uk.projects.rivers.title',
      'a name or title holds',
    ],
    [
      'a skill’s name',
      MAX_LABEL_LENGTH,
      (c, v) => void (c.skills[0]!.items[0]!.name = v),
      'skills[0].items[0].name',
      'a label holds',
    ],
    [
      'a heading',
      MAX_HEADING_LENGTH,
      (c, v) => void (c.languages.en!.workHeading = v),
      'languages.en.workHeading',
      'a heading holds',
    ],
    [
      'a description',
      MAX_TEXT_LENGTH,
      (c, v) => void (c.languages.en!.description = v),
      'languages.en.description',
      'a text of the site holds',
    ],
    [
      'an id',
      MAX_SLUG_LENGTH,
      (c, v) => void (c.skills[0]!.items[0]!.id = v.toLowerCase()),
      'skills[0].items[0].id',
      'an id, which names pages and files, holds',
    ],
    // An address is measured as the CV writes it: no scheme, no `www.`.
    [
      'a project’s address',
      MAX_ADDRESS_LENGTH,
      (c, v) => void (c.projects[0]!.project = `https://www.${v.slice(4)}.com`),
      'projects[0].project',
      'characters as the CV writes the address; one holds',
    ],
    [
      'a contact’s address',
      MAX_ADDRESS_LENGTH,
      (c, v) => void (c.contacts[2]!.href = `mailto:${v.slice(12)}@example.net`),
      'contacts[2].href',
      'characters as the CV writes the address; one holds',
    ],
  ])('refuses %s one character past its cap of %i', (_case, cap, edit, field, capWords) => {
    const at = (length: number) => contentWith((content) => edit(content, 'l'.padEnd(length, 'o')));
    expect(problemsIn(at(cap)).filter((problem) => problem.field === field)).toEqual([]);
    expect(problemsIn(at(cap + 1))).toContainEqual({
      field,
      message: expect.stringMatching(
        new RegExp(
          `is ${cap + 1} ${capWords.startsWith('characters') ? '' : 'characters; '}${capWords} ${cap}$`,
        ),
      ),
    });
  });
});

describe('the integrations, each off unless named', () => {
  /** The fixture's integrations (it wears every one), with `edit` made to them. */
  type Edit = (integrations: Mutable<Integrations>) => void;
  const withIntegrations = (edit: Edit) => contentWith((draft) => edit(draft.integrations!));

  it('are optional, and hold with none', () => {
    expect(problemsIn(contentWith((draft) => delete draft.integrations))).toEqual([]);
  });

  it.each([
    [
      'an integration the site does not know',
      (integrations) => void Object.assign(integrations, { chat: { crisp: {} } }),
      {
        field: 'integrations.chat',
        message: 'is not a field of the content here (comments, analytics)',
      },
    ],
    [
      'a service of visit counts it does not know',
      (integrations) => void Object.assign(integrations.analytics!, { google: { id: 'G-1' } }),
      {
        field: 'integrations.analytics.google',
        message: 'is not a field of the content here (plausible, umami)',
      },
    ],
    [
      'a misspelt setting of giscus',
      (integrations) => void Object.assign(integrations.comments!.giscus, { repoID: 'R_x' }),
      {
        field: 'integrations.comments.giscus.repoID',
        message:
          'is not a field of the content here (repo, repoId, category, categoryId, mapping, pages)',
      },
    ],
    [
      'a repository that is not owner/name',
      (integrations) =>
        void (integrations.comments!.giscus.repo = 'https://github.com/taras/portfolio'),
      {
        field: 'integrations.comments.giscus.repo',
        message:
          '"https://github.com/taras/portfolio" must be a GitHub repository as owner/name, such as you/portfolio',
      },
    ],
    [
      "a repository's id that is not giscus's",
      (integrations) => void (integrations.comments!.giscus.repoId = '12345'),
      {
        field: 'integrations.comments.giscus.repoId',
        message: '"12345" must be the repository\'s id that giscus.app gives, such as R_kgDOH1a2b3',
      },
    ],
    [
      "a category's id that is not giscus's",
      (integrations) => void (integrations.comments!.giscus.categoryId = 'R_kgDOMelnyk'),
      {
        field: 'integrations.comments.giscus.categoryId',
        message:
          '"R_kgDOMelnyk" must be the category\'s id that giscus.app gives, such as DIC_kwDOH1a2b3c4',
      },
    ],
    [
      'a kind of page that cannot show comments',
      (integrations) => void (integrations.comments!.giscus.pages = ['posts', 'home' as 'posts']),
      {
        field: 'integrations.comments.giscus.pages[1]',
        message: "must be 'posts' or 'caseStudies'",
      },
    ],
    [
      'a Plausible domain written as an address',
      (integrations) =>
        void (integrations.analytics!.plausible!.domain = 'https://taras.example.net/'),
      {
        field: 'integrations.analytics.plausible.domain',
        message:
          '"https://taras.example.net/" must be the site\'s domain as Plausible names it, such as you.dev',
      },
    ],
    [
      'a Plausible host over plain HTTP, or with a path',
      (integrations) =>
        void (integrations.analytics!.plausible!.apiHost = 'http://plausible.example.net/api'),
      {
        field: 'integrations.analytics.plausible.apiHost',
        message:
          '"http://plausible.example.net/api" must be an https address with no path, such as https://plausible.you.dev',
      },
    ],
    [
      'an Umami website id that is not one',
      (integrations) => void (integrations.analytics!.umami!.websiteId = 'my-site'),
      {
        field: 'integrations.analytics.umami.websiteId',
        message:
          '"my-site" must be the website\'s id from Umami\'s settings, such as 4fb7ec9c-2f1b-4b3e-9a51-2d3c5f0e8a11',
      },
    ],
    [
      'an Umami host with a script named in it',
      (integrations) =>
        void (integrations.analytics!.umami!.host = 'https://umami.example.net/script.js'),
      {
        field: 'integrations.analytics.umami.host',
        message:
          '"https://umami.example.net/script.js" must be an https address with no path, such as https://umami.you.dev',
      },
    ],
  ] satisfies [string, Edit, object][])(
    '%s is refused, naming the field',
    (_case, edit, problem) => {
      expect(problemsIn(withIntegrations(edit))).toEqual([problem]);
    },
  );

  it("asks a language without the template's words for the comments' words, only with comments", () => {
    /** The fields missing in a Swedish block without the comments' words, with comments or not. */
    const missing = (comments: boolean) =>
      problemsIn(
        contentWith((draft) => {
          if (!comments) delete draft.integrations!.comments;
          draft.languages.sv = structuredClone(draft.languages.en!);
          const words = draft.languages.sv.interface as Record<string, unknown>;
          delete words.comments;
          delete words.showComments;
        }),
      )
        .filter(({ field }) => field.startsWith('languages.sv.interface.'))
        .map(({ field }) => field);
    expect(missing(true)).toEqual([
      'languages.sv.interface.comments',
      'languages.sv.interface.showComments',
    ]);
    expect(missing(false)).toEqual([]);
  });
});
