import type { Cv } from './cv';
import { jsonResumeOf } from './jsonResume';
import { resumeSchemaProblems } from './resumeSchema';

/** A CV written out by hand, so that what the JSON must say is literal, not computed. */
const cv: Cv = {
  language: 'pl',
  locale: 'pl_PL',
  name: 'Zofia Wójcik',
  role: 'Programistka front-end',
  city: 'Kraków',
  skillsHeading: 'Umiejętności',
  site: { url: 'https://zofia.example.pl/pl/', text: 'zofia.example.pl/pl' },
  contactsHeading: 'Kontakt',
  contacts: [
    {
      id: 'email',
      kind: 'email',
      label: 'E-mail',
      url: 'mailto:zofia@example.pl',
      text: 'zofia@example.pl',
    },
    {
      id: 'phone',
      kind: 'phone',
      label: 'Telefon',
      url: 'tel:+48 600 100 200',
      text: '+48 600 100 200',
    },
    {
      id: 'linkedin',
      kind: 'linkedin',
      label: 'Mój LinkedIn',
      url: 'https://www.linkedin.com/in/zofia-w/',
      text: '',
    },
    {
      id: 'mastodon',
      kind: 'mastodon',
      label: 'Mastodon',
      url: 'https://4bit.pl/@zofia',
      text: '',
    },
    { id: 'talks', kind: 'link', label: 'Wystąpienia', url: 'https://talks.example.pl/', text: '' },
    {
      id: 'resume',
      kind: 'resume',
      label: 'CV',
      url: 'https://zofia.example.pl/pl/cv.pdf',
      text: '',
    },
  ],
  about: { heading: 'O mnie', paragraphs: ['Pierwszy akapit.', 'Drugi akapit.'] },
  history: {
    experience: {
      heading: 'Doświadczenie',
      entries: [
        {
          id: 'mapy',
          organisation: 'Mapy Sp. z o.o.',
          url: 'https://mapy.example.pl/',
          start: '2022-03',
          end: 'now',
          role: 'Programistka',
          title: 'Programistka',
          place: 'Kraków',
          lines: ['Mapy w React.', 'Testy dostępności.'],
          startText: 'mar 2022',
          endText: 'obecnie',
        },
        {
          id: 'sklep',
          organisation: 'Sklep',
          start: '2019',
          end: '2021',
          role: 'Stażystka',
          title: 'Stażystka',
          place: 'Zdalnie',
          lines: ['Strony sklepu.'],
          startText: '2019',
          endText: '2021',
        },
      ],
    },
    education: {
      heading: 'Wykształcenie',
      entries: [
        {
          id: 'agh',
          organisation: 'AGH',
          start: '2015-10',
          end: '2019-06',
          role: 'Informatyka, inżynier',
          title: 'Informatyka, inżynier',
          place: 'Kraków',
          lines: ['Praca o mapach.'],
          startText: 'paź 2015',
          endText: 'cze 2019',
        },
      ],
    },
  },
  skills: [{ id: 'front', title: 'Front-end', items: ['React', 'TypeScript'] }],
  work: {
    heading: 'Projekty',
    projects: [
      {
        id: 'mapy',
        title: 'Mapy',
        link: { url: 'https://github.com/zofia/mapy', text: '' },
        summary: 'Mapy z otwartych danych.',
        caseStudyUrl: 'https://zofia.example.pl/pl/work/mapy',
        skills: ['React', 'TypeScript'],
      },
      {
        id: 'kolory',
        title: 'Kolory',
        link: { url: 'https://kolory.example.pl/', text: '' },
        summary: 'Palety kolorów.',
      },
    ],
  },
};

const canonical = 'https://zofia.example.pl/pl/resume.json';

describe('the CV as JSON Resume', () => {
  const resume = jsonResumeOf(cv, canonical);

  it('is valid against the standard’s own schema', () => {
    expect(resumeSchemaProblems(resume)).toEqual([]);
  });

  it('gives the basics: who, how to reach them, the About text, the city and the profiles by their networks’ names', () => {
    // The published schema of the standard's version 1.0.0, which readers fetch by this address.
    expect(resume.$schema).toBe(
      'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    );
    expect(resume.basics).toEqual({
      name: 'Zofia Wójcik',
      label: 'Programistka front-end',
      email: 'zofia@example.pl',
      phone: '+48 600 100 200',
      url: 'https://zofia.example.pl/pl/',
      summary: 'Pierwszy akapit.\n\nDrugi akapit.',
      location: { city: 'Kraków' },
      profiles: [
        {
          network: 'LinkedIn',
          username: 'zofia-w',
          url: 'https://www.linkedin.com/in/zofia-w/',
        },
        { network: 'Mastodon', username: 'zofia', url: 'https://4bit.pl/@zofia' },
        { network: 'Wystąpienia', url: 'https://talks.example.pl/' },
      ],
    });
  });

  it('gives the work history and education with their dates as written, no end while one goes on', () => {
    expect(resume.work).toEqual([
      {
        name: 'Mapy Sp. z o.o.',
        position: 'Programistka',
        url: 'https://mapy.example.pl/',
        location: 'Kraków',
        startDate: '2022-03',
        highlights: ['Mapy w React.', 'Testy dostępności.'],
      },
      {
        name: 'Sklep',
        position: 'Stażystka',
        location: 'Zdalnie',
        startDate: '2019',
        endDate: '2021',
        highlights: ['Strony sklepu.'],
      },
    ]);
    expect(resume.education).toEqual([
      {
        institution: 'AGH',
        area: 'Informatyka, inżynier',
        startDate: '2015-10',
        endDate: '2019-06',
        courses: ['Praca o mapach.'],
      },
    ]);
  });

  it('gives one skill entry per list, the projects with their addresses, case studies and skills, and the meta', () => {
    expect(resume.skills).toEqual([{ name: 'Front-end', keywords: ['React', 'TypeScript'] }]);
    expect(resume.projects).toEqual([
      {
        name: 'Mapy',
        description: 'Mapy z otwartych danych.',
        url: 'https://github.com/zofia/mapy',
        caseStudy: 'https://zofia.example.pl/pl/work/mapy',
        keywords: ['React', 'TypeScript'],
      },
      { name: 'Kolory', description: 'Palety kolorów.', url: 'https://kolory.example.pl/' },
    ]);
    expect(resume.meta).toEqual({ canonical, version: 'v1.0.0', language: 'pl' });
  });

  it('is refused by the schema where a date is not one (the check can fail)', () => {
    const broken = { ...resume, work: [{ ...resume.work[0], startDate: 'last spring' }] };
    expect(resumeSchemaProblems(broken)).toEqual([
      expect.stringMatching(/^work\[0\]\.startDate: does not match pattern/),
    ]);
  });
});
