import type { Rolldown } from 'vite';
import {
  chunkStylesheet,
  chunkStylesheetFiles,
  classesIn,
  classesStyledBy,
  isPrintOnly,
  stylesheetsUsedBy,
} from './pageStyles.ts';

/** A chunk as the bundler reports it: its file, the chunks it imports, its stylesheets. */
const chunk = (fileName: string, imports: string[], css: string[], isEntry = false) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;

/** A chunk's stylesheet file, and those its chunk's imports bring with it. */
const sheetFile = (file: string, requires: string[] = []) => ({ file, requires });

describe('the stylesheets a page inlines', () => {
  it('lists the chunks’ stylesheets but the entry’s, each after those of the chunks it imports', () => {
    const output = [
      chunk('assets/HomePage.js', ['assets/start.js'], ['assets/HomePage.css']),
      chunk('assets/post.en.js', ['assets/start.js'], ['assets/code-a.css']),
      chunk('assets/index.js', [], ['assets/index.css'], true),
      chunk('assets/start.js', ['assets/index.js'], ['assets/start.css']),
      chunk(
        'assets/CaseStudyPage.js',
        ['assets/articles.js', 'assets/start.js'],
        ['assets/CaseStudyPage.css'],
      ),
      chunk('assets/articles.js', ['assets/start.js'], ['assets/articles.css']),
      chunk('assets/other.en.js', ['assets/start.js'], ['assets/code-a.css']),
    ];
    const sheets = chunkStylesheetFiles({ output } as unknown as Rolldown.RolldownOutput);
    const files = sheets.map(({ file }) => file);
    expect(files).not.toContain('assets/index.css');
    expect(new Set(files).size).toBe(files.length);
    const at = (file: string) => files.indexOf(file);
    expect(at('assets/start.css')).toBe(0);
    expect(at('assets/articles.css')).toBeLessThan(at('assets/CaseStudyPage.css'));
    expect(files).toHaveLength(5);
    // With each, those of the chunks its chunk imports: the loader fetches them with it.
    const requires = Object.fromEntries(sheets.map(({ file, requires }) => [file, requires]));
    expect(requires['assets/CaseStudyPage.css']).toEqual([
      'assets/articles.css',
      'assets/start.css',
    ]);
    expect(requires['assets/articles.css']).toEqual(['assets/start.css']);
    expect(requires['assets/start.css']).toEqual([]);
  });

  it('tells a stylesheet for paper alone, each of its rules under @media print, from any other', () => {
    expect(isPrintOnly('@media print{.cv{display:block}}@media print{.cv a{color:inherit}}')).toBe(
      true,
    );
    for (const css of [
      '@media print{.cv{display:block}}.cv a{color:inherit}',
      '@media screen{.a{color:red}}',
      '@media print{.a{content:"}"}}.b{color:red}',
      '',
    ]) {
      expect(isPrintOnly(css), css).toBe(false);
    }
  });

  it('reads the classes a stylesheet styles, not the names in its addresses, strings and numbers', () => {
    const css =
      '.a_card{margin:.5rem}.b_x:hover>.c_y,[href$=".pdf"]{background:url(pic.svg)}@media (width>=48em){.d_z{padding:1.5em}}';
    expect([...classesStyledBy(css)].sort()).toEqual(['a_card', 'b_x', 'c_y', 'd_z']);
    expect([...classesIn('<p class="a_card  b_x"><i class="c_y">.d_z</i></p>')].sort()).toEqual([
      'a_card',
      'b_x',
      'c_y',
    ]);
  });

  const start = chunkStylesheet(sheetFile('start.css'), '.s_nav{display:flex}.s_error{color:red}');
  const home = chunkStylesheet(sheetFile('HomePage.css'), '.h_track{display:flex}');
  const about = chunkStylesheet(sheetFile('AboutPage.css'), '.a_timeline{display:grid}');
  const codeOfOne = chunkStylesheet(sheetFile('one.css'), '.code-k{color:var(--k)}');
  const codeOfAnother = chunkStylesheet(
    sheetFile('another.css'),
    '.code-k{color:var(--k)}.code-s{color:var(--s)}',
  );
  const skill = chunkStylesheet(sheetFile('SkillPage.css', ['blog.css']), '.k_page{display:grid}');
  const blog = chunkStylesheet(sheetFile('blog.css'), '.b_posts{display:grid}');
  it.each([
    ['Home', '<nav class="s_nav"><ul class="h_track">', [start, home]],
    ['a skill without posts', '<nav class="s_nav"><div class="k_page">', [start, blog, skill]],
    ['About', '<nav class="s_nav"><ol class="a_timeline">', [start, about]],
    ['code in one colour', '<pre><span class="code-k">', [codeOfOne, codeOfAnother]],
    ['code in two', '<span class="code-k"><span class="code-s">', [codeOfOne, codeOfAnother]],
    ['nothing styled', '<p class="nothing">', []],
  ])('takes for %s the stylesheets whose classes it carries, in order', (_page, html, expected) => {
    expect(
      stylesheetsUsedBy(html, [start, home, about, blog, skill, codeOfOne, codeOfAnother]),
    ).toEqual(expected);
  });
});
