import { localizeContent, localizeHistory } from './localize.ts';
import type { SiteContent } from './schema.ts';
// Another owner's content, in English, Ukrainian and Polish: the history is added here.
import { threeLanguagesContent as fixture } from '../testing/examples.ts';

const entry = (id: string, start: string, end: string) => ({ id, organisation: id, start, end });
const texts = (role: string) => ({ role, place: 'Kyiv', lines: ['Did things.'] });

/** The fixture with three jobs, out of order, and no studies. */
const content = {
  ...fixture,
  experience: [
    entry('first-job', '2018-01', '2020-12'),
    entry('current-job', '2023-09', 'now'),
    entry('second-job', '2021-01', '2023-08'),
  ],
  languages: Object.fromEntries(
    Object.entries(fixture.languages).map(([code, language]) => [
      code,
      {
        ...language,
        experience: {
          'first-job': texts('Intern'),
          'current-job': { ...texts('Lead'), organisation: `Current in ${code}` },
          'second-job': texts('Developer'),
        },
        interface: {
          ...language.interface,
          experience: `Work in ${code}`,
          present: `now in ${code}`,
        },
      },
    ]),
  ),
} as SiteContent;

describe('the work history as a language shows it', () => {
  it('is newest first, whatever the content’s order, under the language’s heading', () => {
    const { experience, education } = localizeHistory(content, 'en');
    expect(experience?.heading).toBe('Work in en');
    expect(experience?.entries.map((job) => job.id)).toEqual([
      'current-job',
      'second-job',
      'first-job',
    ]);
    expect(education).toBeUndefined();
  });

  it.each([
    ['en', 'Sep 2023', 'Jan 2021', 'Aug 2023'],
    ['uk', 'вер. 2023 р.', 'січ. 2021 р.', 'серп. 2023 р.'],
    ['pl', 'wrz 2023', 'sty 2021', 'sie 2023'],
  ])('writes its months as %s writes them, and "now" in its words', (code, current, start, end) => {
    const [now, second] = localizeHistory(content, code).experience!.entries;
    expect([now!.startText, now!.endText]).toEqual([current, `now in ${code}`]);
    expect([second!.startText, second!.endText]).toEqual([start, end]);
  });

  it('names an organisation as the language does, where it gives a name', () => {
    const [now, second] = localizeHistory(content, 'uk').experience!.entries;
    expect([now!.organisation, second!.organisation]).toEqual(['Current in uk', 'second-job']);
  });

  it('writes a year given alone as its year, sorting it by its last month as an end', () => {
    const years = {
      ...content,
      experience: [entry('first-job', '2016', '2018'), entry('second-job', '2018-06', '2019-02')],
    } as SiteContent;
    const jobs = localizeHistory(years, 'en').experience!.entries;
    expect(jobs.map(({ id, startText, endText }) => [id, startText, endText])).toEqual([
      ['second-job', 'Jun 2018', 'Feb 2019'],
      ['first-job', '2016', '2018'],
    ]);
  });

  it('leaves out the lists the content has none of', () => {
    expect(localizeHistory(fixture, 'en')).toEqual({});
  });
});

describe('the rest of the record as a language shows it', () => {
  /** The fixture with a study, three awards out of order (one undated) and a certificate. */
  const record = {
    ...fixture,
    education: [{ id: 'university', organisation: 'KPI', start: '2014-09', end: '2018-06' }],
    awards: [{ id: 'older', date: '2019' }, { id: 'undated' }, { id: 'newer', date: '2024-05-17' }],
    certificates: [{ id: 'certificate', issuer: 'IAAP', date: '2022-03' }],
    languages: Object.fromEntries(
      Object.entries(fixture.languages).map(([code, language]) => [
        code,
        {
          ...language,
          education: {
            university: {
              role: 'Computer Science',
              studyType: 'Bachelor',
              place: 'Kyiv',
              lines: [],
            },
          },
          awards: {
            older: { title: 'Older' },
            undated: { title: 'Undated' },
            newer: { title: 'Newer' },
          },
          certificates: { certificate: { name: `Certified in ${code}` } },
          interface: {
            ...language.interface,
            education: `Studies in ${code}`,
            awards: `Awards in ${code}`,
            certificates: `Certificates in ${code}`,
            studyTitle: `{subject} ({kind}) in ${code}`,
          },
        },
      ]),
    ),
  } as SiteContent;

  it('gives a dated section newest first, the undated last, each date as the language writes it', () => {
    const { awards } = localizeHistory(record, 'uk');
    expect(awards?.heading).toBe('Awards in uk');
    expect(awards?.entries.map(({ title, dateText }) => [title, dateText])).toEqual([
      ['Newer', 'трав. 2024 р.'],
      ['Older', '2019'],
      ['Undated', undefined],
    ]);
  });

  it('heads a study by its kind and subject, in the language’s order', () => {
    const [study] = localizeHistory(record, 'pl').education!.entries;
    expect(study!.title).toBe('Computer Science (Bachelor) in pl');
  });

  it('takes a certificate’s name in each language, and the facts once', () => {
    expect(
      ['en', 'uk'].map((code) => localizeHistory(record, code).certificates!.entries[0]),
    ).toEqual([
      expect.objectContaining({ title: 'Certified in en', by: 'IAAP', dateText: 'Mar 2022' }),
      expect.objectContaining({ title: 'Certified in uk', by: 'IAAP', dateText: 'бер. 2022 р.' }),
    ]);
  });
});

// Checked against the fixture's own words, written out here: a test that computed them with the
// code under test would pass whatever that code did.
describe('the content as a language shows it (the fixture, in Polish)', () => {
  const polish = localizeContent(fixture, 'pl');

  it('says the language’s words, with the facts every language shares', () => {
    expect(polish).toMatchObject({
      language: 'pl',
      name: 'Polski',
      siteUrl: 'https://taras-melnyk.example.net/portfolio/',
      profile: { name: 'Taras Melnyk', role: 'Programista webowy', city: 'Charków' },
      hero: { greeting: 'Cześć, jestem Taras.' },
      workHeading: 'Ostatnie projekty',
      contactsHeading: 'Kontakt',
    });
  });

  it('gives each project, in the content’s order, its facts and its texts in the language', () => {
    expect(
      polish.projects.map(({ id, title, project, image }) => [id, title, project, image]),
    ).toEqual([
      ['rivers', 'Rzeki', 'https://example.net/rivers', 'rivers.png'],
      ['metronome', 'Metronome', 'https://example.net/metronome', 'metronome.jpg'],
      ['shelter-finder', 'Schrony', 'https://example.net/shelters', 'shelter-finder.png'],
    ]);
  });

  it('titles each skill list in the language, its skills as they are', () => {
    expect(polish.skills.map(({ title, items }) => [title, items.map(({ name }) => name)])).toEqual(
      [
        ['Moje narzędzia', ['React', 'Next.js', 'D3.js', 'PostgreSQL']],
        ['Uczę się teraz', ['Go', 'Web Audio API']],
      ],
    );
  });

  it('labels each contact link in the language, by its kind where it has no id', () => {
    expect(polish.contacts.map(({ id, label, href }) => [id, label, href])).toEqual([
      ['linkedin', 'LinkedIn', 'https://www.linkedin.com/in/taras-melnyk-dev'],
      ['telegram', 'Telegram', 'https://t.me/taras_m'],
      ['email', 'E-mail', 'mailto:taras@example.net'],
      ['resume', 'CV', 'https://example.net/taras-resume'],
      ['github', 'GitHub', 'https://github.com/taras-melnyk'],
    ]);
  });

  it('points a resume link without an address to the language’s PDF, named after the owner', () => {
    const withBuiltCv = {
      ...fixture,
      contacts: fixture.contacts.map(({ kind, href }) =>
        kind === 'resume' ? { kind } : { kind, href },
      ),
    } as SiteContent;
    expect(
      ['en', 'pl'].map((code) => {
        const { cvPdf, contacts } = localizeContent(withBuiltCv, code);
        return [cvPdf, contacts.find(({ kind }) => kind === 'resume')?.href];
      }),
    ).toEqual([
      ['/taras-melnyk-cv.pdf', 'taras-melnyk-cv.pdf'],
      ['/taras-melnyk-cv.pdf', 'pl/taras-melnyk-cv.pdf'],
    ]);
  });

  it('carries of a case study’s words only its link’s, and no history', () => {
    expect(polish.interface.caseStudy).toEqual({ read: 'Przeczytaj studium przypadku' });
    expect(polish.interface.viewProject).toBe('Zobacz projekt');
    expect(polish).not.toHaveProperty('experience');
    expect(polish).not.toHaveProperty('education');
  });
});
