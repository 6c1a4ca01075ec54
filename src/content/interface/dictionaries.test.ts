import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteContent as exampleOwner } from '../../../examples/andrii-koval/content.ts';
import { siteContent as ownContacts } from '../../../examples/own-contacts-and-history/content.ts';
import { siteContent as threeLanguages } from '../../../examples/three-projects-three-languages/content.ts';
import { exampleContent } from '../../testing/examples.ts';
import { findContentProblems } from '../contentProblems.ts';
import type { SiteContent, WrittenSiteContent } from '../schema.ts';
import { dictionaries, dictionaryOf, withTemplateWords } from './index.ts';

/** The example owner's story in English, with no interface word of its own, as written in `code`. */
const storyIn = (code: string): WrittenSiteContent => {
  const {
    name: _name,
    shortName: _short,
    locale: _locale,
    interface: _words,
    ...story
  } = exampleContent.languages.en!;
  return { ...exampleContent, languages: { [code]: story } };
};

describe('the template’s interface words', () => {
  it('are built in for English, Ukrainian and six more languages, one written right to left', () => {
    expect(Object.keys(dictionaries)).toEqual(['en', 'uk', 'pl', 'de', 'fr', 'es', 'pt', 'ar']);
    expect(readdirSync(fileURLToPath(new URL('.', import.meta.url))).sort()).toEqual(
      [...Object.keys(dictionaries).map((code) => `${code}.ts`), 'dictionary.ts', 'index.ts']
        .concat('dictionaries.test.ts')
        .sort(),
    );
  });

  it.each(Object.entries(dictionaries))(
    'name %s on the switch as its speakers abbreviate it, in its own script',
    (code, { shortName }) => {
      const { script } = new Intl.Locale(code).maximize();
      expect(shortName).toMatch(new RegExp(`^\\p{Script=${script}}+$`, 'u'));
      // A script with capitals writes a language's short name in them, as a code: PT, not Port.
      if (shortName.toLocaleLowerCase(code) !== shortName) {
        expect(shortName).toBe(shortName.toLocaleUpperCase(code));
        expect(shortName.length).toBeLessThanOrEqual(3);
      }
    },
  );

  it.each(Object.keys(dictionaries))(
    'make a site in %s that the content’s check accepts, with no word of the owner’s',
    (code) => {
      expect(findContentProblems(storyIn(code))).toEqual([]);
    },
  );

  it('give way to the owner’s, word by word, a blog word among them', () => {
    const written = storyIn('uk');
    written.languages.uk!.interface = { menu: 'Навігація', blog: { tags: 'Мітки' } };
    const { languages } = withTemplateWords(written) as SiteContent;
    expect(languages.uk).toMatchObject({
      name: 'Українська',
      shortName: 'УКР',
      locale: 'uk_UA',
      interface: {
        menu: 'Навігація',
        home: 'Головна',
        blog: { tags: 'Мітки', blog: 'Блог' },
        caseStudy: { read: 'Читати кейс' },
      },
    });
  });

  it('leave a language the template has no words in as the owner wrote it, and the check names each word missing and where it goes', () => {
    expect(dictionaryOf('nl')).toBeUndefined();
    expect(dictionaryOf('__proto__')).toBeUndefined();
    const written = storyIn('nl');
    expect(withTemplateWords(written)).toEqual(written);
    const problems = findContentProblems(written);
    expect(problems).toContainEqual({ field: 'languages.nl.name', message: 'is missing' });
    expect(problems).toContainEqual({
      field: 'languages.nl.interface',
      message: expect.stringMatching(/expected object|is missing/),
    });
    expect(problems.at(-1)).toEqual({
      field: 'languages.nl',
      message:
        'the template has no words in "nl": write each one named above under languages.nl in your content file (src/content/interface/en.ts has them all, in English), or add src/content/interface/nl.ts to the template',
    });
  });

  it('refuses a word the interface has not, as a misspelt override would be', () => {
    const written = storyIn('en');
    written.languages.en!.interface = { skipToContnet: 'Skip' } as never;
    expect(findContentProblems(written)).toEqual([
      {
        field: 'languages.en.interface.skipToContnet',
        message: expect.stringMatching(/^is not a field of the content here \(skipToContent, /),
      },
    ]);
  });

  it.each([
    ['andrii-koval', exampleOwner],
    ['own-contacts-and-history', ownContacts],
    ['three-projects-three-languages', threeLanguages],
  ])(
    'are not written again in the example %s, which gives only the words it changes',
    (_name, content: WrittenSiteContent) => {
      for (const [code, { interface: own = {}, ...texts }] of Object.entries(content.languages)) {
        const template = dictionaryOf(code)!;
        const restated = [
          ...(['name', 'shortName', 'locale'] as const).filter(
            (key) => texts[key] === template[key],
          ),
          ...Object.entries(own).flatMap(([key, value]) =>
            typeof value === 'object'
              ? Object.entries(value)
                  .filter(
                    ([word, text]) => template.interface[key as 'blog'][word as 'tags'] === text,
                  )
                  .map(([word]) => `${key}.${word}`)
              : value === template.interface[key as 'menu']
                ? [key]
                : [],
          ),
        ];
        expect(restated, `languages.${code}`).toEqual([]);
      }
    },
  );
});
