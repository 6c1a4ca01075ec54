import { localizeHistory } from './localize.ts';
import type { SiteContent } from './schema.ts';
// Another owner's content, in English, Ukrainian and Polish: the history is added here.
import { siteContent as fixture } from '../../forks/three-projects-three-languages/content.ts';

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

  it('leaves out the lists the content has none of', () => {
    expect(localizeHistory(fixture, 'en')).toEqual({});
  });
});
