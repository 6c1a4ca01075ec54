import { picturesNamedIn, threeLanguagesContent as content } from '../../testing/examples.ts';
import { checkContent, type ContentFiles } from '../check.ts';
import { InvalidContentError } from '../schema.ts';

const page = (frontMatter: string, body = 'What I work with.') =>
  `---\n${frontMatter.trim()}\n---\n\n${body}\n`;
const uses = page('title: Uses\ndescription: My tools.\nnav: true');

/** The check of another owner's content (English, Ukrainian, Polish) with own pages `pages`. */
function check(pages: Record<string, string>) {
  const files: ContentFiles = {
    loadContent: async () => content,
    listPictures: async () => picturesNamedIn(content),
    pictureWidth: async () => 1600,
    ownPages: {
      folder: 'site/pages',
      list: async () => Object.keys(pages),
      read: async (name) => pages[name]!,
    },
  };
  return checkContent(files);
}

/** The problems the check names, as `field: message`. */
async function problemsOf(pages: Record<string, string>): Promise<string[]> {
  const error = await check(pages).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InvalidContentError);
  return (error as InvalidContentError).problems.map(
    ({ field, message }) => `${field}: ${message}`,
  );
}

describe('the own pages’ check', () => {
  it('keeps each page with its front matter, by slug, then in the languages’ order', async () => {
    const { ownPages } = await check({
      'uses.pl.mdx': page('title: Narzędzia\ndescription: Moje narzędzia.'),
      'uses.en.mdx': uses,
      'now.uk.mdx': page('title: Зараз\ndescription: Що я роблю.\nnav: true\norder: 2'),
    });
    expect(ownPages).toEqual([
      {
        slug: 'now',
        language: 'uk',
        fileName: 'now.uk.mdx',
        frontMatter: { title: 'Зараз', description: 'Що я роблю.', nav: true, order: 2 },
      },
      {
        slug: 'uses',
        language: 'en',
        fileName: 'uses.en.mdx',
        frontMatter: { title: 'Uses', description: 'My tools.', nav: true },
      },
      {
        slug: 'uses',
        language: 'pl',
        fileName: 'uses.pl.mdx',
        frontMatter: { title: 'Narzędzia', description: 'Moje narzędzia.' },
      },
    ]);
  });

  it.each([
    ['about.en.mdx', "/about is one of the template's addresses"],
    ['blog.en.mdx', "/blog is one of the template's addresses"],
    ['work.en.mdx', "/work is one of the template's addresses"],
    ['skills.en.mdx', "/skills is one of the template's addresses"],
    ['assets.en.mdx', "/assets is one of the template's addresses"],
    ['uk.en.mdx', "/uk is a language's code"],
    ['de.en.mdx', "/de is a language's code"],
    ['resume.en.mdx', "/resume is one of the template's addresses"],
  ])('refuses %s, naming the file: %s', async (fileName, message) => {
    expect(await problemsOf({ [fileName]: uses })).toEqual([
      `site/pages/${fileName}: ${message}: give the page another name`,
    ]);
  });

  it('refuses the CV’s address, a language the site lacks, a bad name and bad front matter, all at once', async () => {
    expect(
      await problemsOf({
        'taras-melnyk-cv.en.mdx': uses,
        'uses.fr.mdx': uses,
        'My Uses.en.mdx': uses,
        'now.en.mdx': page('title: Now\ndescription: Lately.\nnav: yes\nmenu: true'),
        [`${'a'.repeat(241)}.en.mdx`]: uses,
      }),
    ).toEqual([
      'site/pages/My Uses.en.mdx: must be named <slug>.<language>.mdx, such as uses.en.mdx',
      `site/pages/${'a'.repeat(241)}.en.mdx: its name is 241 characters before .en.mdx; a name, which names its page's file, holds 80`,
      'site/pages/now.en.mdx: front matter: nav: must be true or false',
      'site/pages/now.en.mdx: front matter: menu: is not a field of a page (title, description, nav, order)',
      "site/pages/taras-melnyk-cv.en.mdx: /taras-melnyk-cv is the CV's address: give the page another name",
      'site/pages/uses.fr.mdx: "fr" is not a language of the site (en, uk, pl)',
    ]);
  });
});
