import { siteContent } from './content.ts';
import { localizeContent } from './localize.ts';

/**
 * The brief's literal requirements, which the example content meets word for word. They are the
 * example owner's, not the site's: once content.ts is another person's (its owner has another
 * name), this check has nothing to hold and passes, so a fork never edits a test. Every other
 * test reads what it expects from the content.
 */
const EXAMPLE_OWNER = 'Andrii Koval';

const english = siteContent.languages.en;
const isTheExample = english?.profile.name === EXAMPLE_OWNER;

describe(`the example content (${EXAMPLE_OWNER}'s) meets the brief`, () => {
  if (!isTheExample) {
    it('holds nothing once content.ts is another owner’s', () => {
      expect(english?.profile.name).not.toBe(EXAMPLE_OWNER);
    });
    return;
  }

  describe('word for word', () => {
    const content = localizeContent(siteContent, 'en');

    it('greets with "Greetings!" and says the owner is a front-end developer from Kyiv', () => {
      expect(content.hero.greeting).toBe('Greetings!');
      expect(content.hero.intro).toMatch(/front-end developer from Kyiv/);
    });

    it('shows five projects in the agreed order, with their pictures', () => {
      expect(content.projects.map((project) => [project.title, project.image])).toEqual([
        ['Expenses Tracker', 'tracker.svg'],
        ['Phonebook', 'phonebook.svg'],
        ['Tasty', 'tasty.svg'],
        ['Movies', 'movies.svg'],
        ['Car Rental', 'rental.svg'],
      ]);
      expect(content.interface.viewProject).toBe('View Project');
    });

    it('lists exactly the two skill lists of the brief', () => {
      expect(
        content.skills.map((list) => [list.title, list.items.map((item) => item.name)]),
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

    it('labels the five contacts as the brief does, "Linkendin" included', () => {
      expect(content.contacts.map((contact) => contact.label)).toEqual([
        'Linkendin',
        'Telegram',
        'Email',
        'Resume',
        'GitHub',
      ]);
      expect(content.contactsHeading).toBe('Contacts');
    });

    it('names the pages and the error screen as the brief does', () => {
      const { home, work, about, contacts, errorTitle } = content.interface;
      expect([home, work, about, contacts]).toEqual(['Home', 'Work', 'About', 'Contacts']);
      expect(errorTitle).toBe('Unexpected Application Error!');
    });
  });
});
