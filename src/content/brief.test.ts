import { siteContent } from '../../examples/andrii-koval/content.ts';
import { en } from './interface/en.ts';

/**
 * The brief's literal requirements, which the template's example owner (examples/andrii-koval/)
 * meets word for word. They read the example's content file itself and the template's English
 * words (the interface's), through no code of the site, whoever's site the build makes. Every
 * other test reads what it expects from the content.
 */
const EXAMPLE_OWNER = 'Andrii Koval';

describe(`the example content (${EXAMPLE_OWNER}'s) meets the brief`, () => {
  const texts = siteContent.languages.en!;

  it('is the example, in English first', () => {
    expect(Object.keys(siteContent.languages)[0]).toBe('en');
    expect(texts.profile.name).toBe(EXAMPLE_OWNER);
  });

  it('greets with "Greetings!" and says the owner is a front-end developer from Kyiv', () => {
    expect(texts.hero.greeting).toBe('Greetings!');
    expect(texts.hero.intro).toMatch(/front-end developer from Kyiv/);
  });

  it('shows five projects in the agreed order, with their pictures', () => {
    expect(siteContent.projects.map(({ id, image }) => [texts.projects[id].title, image])).toEqual([
      ['Expenses Tracker', 'tracker.svg'],
      ['Phonebook', 'phonebook.svg'],
      ['Tasty', 'tasty.svg'],
      ['Movies', 'movies.svg'],
      ['Car Rental', 'rental.svg'],
    ]);
    expect(en.interface.viewProject).toBe('View Project');
  });

  it('lists exactly the two skill lists of the brief', () => {
    expect(
      siteContent.skills.map(({ id, items }) => [texts.skills[id], items.map((item) => item.name)]),
    ).toEqual([
      [
        'Styles I use',
        ['Tailwind CSS', 'Framer Motion', 'Styled Components', 'daisy UI', 'Bootstrap'],
      ],
      [
        'What I am learning',
        [
          'HTML',
          'CSS/SASS',
          'JavaScript',
          'React.js',
          'Redux',
          'Redux Toolkit',
          'TypeScript',
          'Node.js',
        ],
      ],
    ]);
  });

  it('has the five contacts of the brief, LinkedIn labelled "Linkendin" as it asks', () => {
    expect(siteContent.contacts.map((contact) => contact.kind)).toEqual([
      'linkedin',
      'telegram',
      'email',
      'resume',
      'github',
    ]);
    expect(texts.contacts).toEqual({ linkedin: 'Linkendin' });
    expect(texts.contactsHeading).toBe('Contacts');
  });

  it('names the pages and the error screen as the brief does', () => {
    // The interface's words in English are the template's, which the example takes as they are.
    expect(texts.interface?.errorTitle).toBeUndefined();
    const { home, work, about, contacts, errorTitle } = en.interface;
    expect([home, work, about, contacts]).toEqual(['Home', 'Work', 'About', 'Contacts']);
    expect(errorTitle).toBe('Unexpected Application Error!');
  });
});
