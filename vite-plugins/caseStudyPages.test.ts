import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Another owner's content, which stays the same whatever this copy's owner writes in content.ts.
import { threeLanguagesContent as fixture } from '../src/testing/examples.ts';
import { caseStudyPages } from './caseStudyPages.ts';

/** The front matter every case study here starts with, unless a case gives its own. */
const frontMatter = `---
summary: A spending log that takes two taps.
role: Sole developer
period:
  start: 2024-02
  end: 2024-04
team: Solo
stack: [React, TypeScript]
---
`;

const picture =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="720"><rect width="1440" height="720"/></svg>';

describe('a case study, compiled', () => {
  let dir: string;
  const plugin = caseStudyPages({
    content: async () => fixture,
    sitePages: async () => ({
      languages: ['en', 'uk'],
      defaultLanguage: 'en',
      caseStudies: ['expenses-tracker'],
      skills: {},
      ownPages: {},
      blog: { en: { posts: ['first-load'], tags: ['react'] } },
    }),
    posts: async () => [],
    font: async () => 'system' as const,
  });
  const transform = plugin.transform as unknown as (
    this: unknown,
    code: string,
    id: string,
  ) => Promise<{ code: string }>;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'case-studies-'));
    mkdirSync(join(dir, 'pictures'));
    writeFileSync(join(dir, 'pictures', 'flow.svg'), picture);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The warnings the compiles gave, as the bundler would show them. */
  const warnings: string[] = [];
  /** The bundler's `this.error`: it throws the error it is given, as Rollup does. */
  const context = {
    error: (error: { message: string }) => {
      throw Object.assign(new Error(error.message), error);
    },
    warn: (warning: string) => void warnings.push(warning),
  };

  /** Compiles `source` as `name` in the case studies' folder. */
  const compile = (source: string, name = 'expenses-tracker.en.mdx') =>
    transform.call(context, source, join(dir, name));

  it('takes Markdown, GFM, the allowed HTML and links to the web, mail, phones, paths and anchors', async () => {
    const { code } = await compile(`${frontMatter}
## Links

[Site](https://example.com), [mail](mailto:me@example.com), [phone](tel:+380441234567),
[about](../about), [top](#links), www.example.com, ~~old~~.

<details open>
<summary>More</summary>

Press <kbd>K</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <abbr title="Largest Contentful Paint">LCP</abbr>, <mark>this</mark>.<br />
</details>
`);
    expect(code).toContain('"https://example.com"');
    expect(code).toContain('"tel:+380441234567"');
    expect(code).toContain('"Largest Contentful Paint"');
  });

  it('sets math as MathML at build time: a formula in a line and one on lines of its own', async () => {
    const { code } = await compile(`${frontMatter}
The first load costs $t = \\frac{b}{r}$ seconds, where $b$ is its bytes.

$$
\\sum_{i=1}^{n} b_i \\le 85\\,\\text{kB}
$$
`);
    expect(code.match(/_jsx\w*\(_components\.math,/g)).toHaveLength(3);
    // A size past the bound is capped at it.
    expect((await compile(`${frontMatter}\nA $\\rule{2000em}{2000em}$ block.\n`)).code).toContain(
      'width: "10em"',
    );
    expect(code).toContain('display: "block"');
    expect(code).toContain('_components.mfrac');
    expect(code).toContain('_components.munderover');
    // No HTML beside it, to style or script: the browser draws the MathML.
    expect(code).not.toContain('katex-html');
  });

  it('shows a line of code too long to highlight as plain text, warning with the file and line', async () => {
    warnings.length = 0;
    const pasted = 'ab12'.repeat(5000);
    const { code } = await compile(
      `${frontMatter}\nText.\n\n\`\`\`ts\nconst short = 1;\nconst hex = '${pasted}';\n\`\`\`\n`,
    );
    // The short line is highlighted, token by token; the long one is one plain run of text.
    expect(code).toMatch(/children: "const"/);
    expect(code).toContain(`children: "const hex = '${pasted}';"`);
    expect(warnings).toEqual([
      expect.stringMatching(
        /expenses-tracker\.en\.mdx, line 15: a line of code of 20,015 characters is shown without colours; lines of up to 1,000 are highlighted$/,
      ),
    ]);
    // A line of the longest length highlighted is highlighted, with no warning.
    warnings.length = 0;
    const longest = `const hex = '${'ab12'.repeat(250)}';`.slice(0, 1000);
    const atTheCap = await compile(`${frontMatter}\nText.\n\n\`\`\`ts\n${longest}\n\`\`\`\n`);
    expect(atTheCap.code).not.toContain(`children: "${longest}"`);
    expect(warnings).toEqual([]);
  });

  it('takes links within the site to its pages, in any language, their sections and its files', async () => {
    await expect(
      compile(`${frontMatter}
[tag](../blog/tags/react), [post](/blog/first-load#the-waterfall), [Ukrainian](/uk/about/),
[CV](/cv.pdf), [feed](../blog/rss.xml), [next][ref].

[ref]: ./expenses-tracker
`),
    ).resolves.toBeDefined();
  });

  it('builds a link written from the site’s root under the base, checked as written', async () => {
    const configResolved = plugin.configResolved as (config: { base: string }) => void;
    configResolved({ base: '/portfolio/' });
    try {
      const { code } = await compile(`${frontMatter}
[about](/about), [tag][tag], [back](../about), [site](https://example.com/about).

[tag]: /blog/tags/react
`);
      expect(code).toContain('"/portfolio/about"');
      expect(code).toContain('"/portfolio/blog/tags/react"');
      expect(code).toContain('"../about"');
      expect(code).toContain('"https://example.com/about"');
      await expect(compile(`${frontMatter}\n[gone](/abuot)\n`)).rejects.toThrow(
        'links to /abuot (/abuot), which is no page of the site',
      );
    } finally {
      configResolved({ base: '/' });
    }
  });

  it.each([
    ['a tag no post has', '[more](../blog/tags/rust)', '../blog/tags/rust (/blog/tags/rust)'],
    ['a post left out', '[draft](/blog/unpublished)', '/blog/unpublished (/blog/unpublished)'],
    ['a blog in a language without posts', '[blog](/uk/blog)', '/uk/blog (/uk/blog)'],
    ['a mistyped page', 'See [About][about].\n\n[about]: ../abuot', '../abuot (/abuot)'],
  ])('stops at a link to %s, naming it and its line', async (_what, markdown, named) => {
    await expect(compile(`${frontMatter}\nText.\n\n${markdown}\n`)).rejects.toThrow(
      `links to ${named}, which is no page of the site`,
    );
  });

  it('exports its facts with the months in its language, and its story with code highlighted as classes, tables aligned by class and pictures imported at their sizes', async () => {
    const { code } = await compile(`${frontMatter}
## How

\`\`\`ts
const total = 1;
\`\`\`

| Month | Total |
| :---- | ----: |
| May   | 1,200 |

![The flow on a phone](./pictures/flow.svg "Caption")

![The flow again, by reference][flow]

[flow]: ./pictures/flow.svg
`);
    expect(code).toContain('export const facts = {');
    expect(code).toContain('"periodText": {');
    expect(code).toContain('"start": "Feb 2024"');
    expect(code).toContain('"end": "Apr 2024"');
    expect(code).toContain(
      `"next": ${JSON.stringify(fixture.languages.en?.interface.caseStudy?.next)}`,
    );
    // Each token's colour is a class, and the file imports the stylesheet that names its colour.
    const stylesheet = /import "(virtual:code-styles\/\w+\.css\?styles=[\w-]+)"/.exec(code)?.[1];
    const load = plugin.load as (id: string) => string | undefined;
    const css = load(`\0${stylesheet}`);
    const keyword = /\.(code-\w+)\{color:var\(--code-token-keyword\)\}/.exec(css ?? '')?.[1];
    expect(code).toContain(`className: "${keyword}"`);
    expect(code).toContain('className: "align-right"');
    expect(code).toContain('./pictures/flow.svg?case-study-picture');
    expect(code).toContain('alt: "The flow again, by reference"');
    // A picture given by reference is imported at its sizes too, never as a bare address.
    expect(code).not.toContain('"./pictures/flow.svg"');
    // The page's Content-Security-Policy lets no `style` attribute through.
    expect(code).not.toMatch(/\bstyle\b/);
  });

  it.each([
    [
      'no front matter',
      '## How\n',
      'has no front matter: begin it with the facts between two --- lines',
      1,
    ],
    [
      'a front matter field that does not fit',
      frontMatter.replace('stack: [React, TypeScript]', 'stack: React'),
      'front matter: stack: must be a list of tools',
      8,
    ],
    [
      'a front matter field that is not one',
      frontMatter.replace('team: Solo', 'team: Solo\nclient: Acme'),
      'front matter: client: is not a field of a case study (summary, role, period, team, stack, outcomes)',
      8,
    ],
    [
      'a period that ends before it starts',
      frontMatter.replace('end: 2024-04', 'end: 2023-01'),
      'front matter: period: the end is before the start',
      5,
    ],
    ['a heading of the first level', `${frontMatter}\n# Title\n`, 'has a "# " heading', 11],
    [
      'a picture with no alt text',
      `${frontMatter}\n![](./pictures/flow.svg)\n`,
      'has a picture with no alt text, ./pictures/flow.svg',
      11,
    ],
    [
      'a picture whose alt text shows nothing',
      `${frontMatter}\n![\u200b](./pictures/flow.svg)\n`,
      'has a picture with no alt text, ./pictures/flow.svg',
      11,
    ],
    [
      'a picture that is not there',
      `${frontMatter}\n![Flow](./pictures/gone.png)\n`,
      'shows the picture ./pictures/gone.png, which does not exist',
      11,
    ],
    [
      'a picture from elsewhere',
      `${frontMatter}\n![Flow](https://example.com/flow.png)\n`,
      'shows the picture https://example.com/flow.png from elsewhere',
      11,
    ],
    [
      'a picture from elsewhere, given by reference',
      `${frontMatter}\n![Flow][flow]\n\n[flow]: https://example.com/flow.png\n`,
      'shows the picture https://example.com/flow.png from elsewhere',
      11,
    ],
    [
      'a picture given by reference that is not there',
      `${frontMatter}\n![Flow][flow]\n\n[flow]: ./pictures/x.svg\n`,
      'shows the picture ./pictures/x.svg, which does not exist',
      11,
    ],
    [
      'a picture inside a line of text',
      `${frontMatter}\nSee ![Flow](./pictures/flow.svg) here.\n`,
      'has a picture inside a line of text',
      11,
    ],
    [
      'a code language the site does not highlight',
      `${frontMatter}\n\`\`\`cobol\nDISPLAY 'HI'.\n\`\`\`\n`,
      'names the code language "cobol"',
      11,
    ],
    ['an MDX syntax error', `${frontMatter}\nA <b>bold claim.\n`, 'Expected a closing tag', 11],
    [
      'a formula in a line that does not parse',
      `${frontMatter}\nIt costs $\\frac{1}{$ seconds.\n`,
      'has a formula KaTeX cannot read, $\\frac{1}{$: Unexpected end of input',
      11,
    ],
    [
      'a formula on lines of its own with a command KaTeX lacks',
      `${frontMatter}\nText.\n\n$$\n\\nosuchcommand{x}\n$$\n`,
      'has a formula KaTeX cannot read, $\\nosuchcommand{x}$: Undefined control sequence: \\nosuchcommand',
      13,
    ],

    // Text that breaks a format (a feed, the PDF), pasted in a body, code or math.
    [
      'terminal colours pasted in a paragraph',
      `${frontMatter}\nIt passes: \x1b[32m✓\x1b[0m\n`,
      'holds the control character U+001B, which no page or feed can carry',
      11,
    ],
    [
      'a bell in a code block',
      `${frontMatter}\nText.\n\n\`\`\`ts\nconst ring = '\x07';\n\`\`\`\n`,
      'holds the control character U+0007',
      14,
    ],
    ['a vertical tab', `${frontMatter}\nA\vB\n`, 'holds the control character U+000B', 11],
    ['a C1 control', `${frontMatter}\nA\u0085B\n`, 'holds the control character U+0085', 11],
    ['the noncharacter U+FFFE', `${frontMatter}\nA\uFFFEB\n`, 'holds the noncharacter U+FFFE', 11],
    ['half of a character', `${frontMatter}\nA\uD800B\n`, 'holds half of a character, U+D800', 11],
    [
      'a control made by a formula',
      `${frontMatter}\nText.\n\n$$\n\\char"7\n$$\n`,
      'holds the control character U+0007',
      13,
    ],
    [
      'a formula that moves its part far off',
      `${frontMatter}\nUp $\\raisebox{-50em}{x}$ here.\n`,
      'has a formula that reaches past its place, $\\raisebox{-50em}{x}$ (voffset="-50em"): a formula may size or move its parts by up to 10em either way',
      11,
    ],
    [
      'a formula that kerns back over the page',
      `${frontMatter}\nText.\n\n$$\n\\hskip-300pt x\n$$\n`,
      '(width="-30em")',
      13,
    ],
    [
      'a formula whose macros expand without end',
      `${frontMatter}\nA $\\def\\a{\\a\\a}\\a$ loop.\n`,
      'Too many expansions',
      11,
    ],
    [
      'a right-to-left override in code (Trojan Source)',
      `${frontMatter}\n\`\`\`js\n/* begin admins only \u202E } \u2066if (isAdmin)\u2069 \u2066 begin admins only */\n\`\`\`\n`,
      'has code that holds the right-to-left override U+202E, which shows the code in another order than it runs',
      11,
    ],
    [
      'an isolate in inline code',
      `${frontMatter}\nRun \`rm \u2067-rf\u2069 x\` now.\n`,
      'has code that holds the right-to-left isolate U+2067',
      11,
    ],

    // Markdown, not code: each construct of MDX that would run code or load something.
    [
      'an import',
      `${frontMatter}\nimport fs from 'node:fs'\n`,
      `has "import fs from 'node:fs'": a write-up is Markdown and runs no code`,
      11,
    ],
    [
      'an export',
      `${frontMatter}\nText.\n\nexport const ran = globalThis.process.exit(1)\n`,
      'has "export const ran = globalThis.process.exit(1)": a write-up is Markdown and runs no code',
      13,
    ],
    [
      'an expression in the text',
      `${frontMatter}\nThe total is {1 + 1}.\n`,
      'has the expression {1 + 1}, which would run as code: write the text itself, and a brace as \\{',
      11,
    ],
    [
      'an expression on a line of its own',
      `${frontMatter}\n{globalThis.fetch('https://example.com')}\n`,
      "has the expression {globalThis.fetch('https://example.com')}",
      11,
    ],
    [
      'a script',
      `${frontMatter}\n<script>alert(1)</script>\n`,
      'has <script>, which a write-up may not hold: it is Markdown, not code or HTML',
      11,
    ],
    [
      'an element that loads something',
      `${frontMatter}\nSee <iframe src="https://example.com"></iframe>.\n`,
      'has <iframe>, which a write-up may not hold',
      11,
    ],
    [
      'a component the site does not provide',
      `${frontMatter}\n<Chart data="x" />\n`,
      'has <Chart>, which a write-up may not hold',
      11,
    ],
    ['a fragment', `${frontMatter}\n<>text</>\n`, 'has a fragment <>…</>', 11],
    [
      'an event handler on allowed HTML',
      `${frontMatter}\nPress <kbd onclick="alert(1)">K</kbd>.\n`,
      'gives <kbd> the attribute onclick, which it may not have in a write-up (none)',
      11,
    ],
    [
      'an attribute given as an expression',
      `${frontMatter}\n<abbr title={document.cookie}>API</abbr>\n`,
      'gives <abbr> title={document.cookie}, which runs code: write the value in quotes',
      11,
    ],
    [
      'attributes spread from an expression',
      `${frontMatter}\n<details {...props}>x</details>\n`,
      'gives <details> the attributes {...props}, which run code',
      11,
    ],
    [
      'a javascript: link',
      `${frontMatter}\nA [link](javascript:alert(1)).\n`,
      'links to "javascript:alert(1)" leads to a javascript: address: a write-up links only to http(s), mailto: and tel: addresses, relative paths and #anchors',
      11,
    ],
    [
      'a javascript: link hidden by case and a tab',
      `${frontMatter}\nA [link](JAVA&#9;SCRIPT:alert(1)).\n`,
      'leads to a javascript: address',
      11,
    ],
    [
      'a link to another site with no scheme',
      `${frontMatter}\nA [link](//evil.example/x).\n`,
      'links to "//evil.example/x" leads to another site without naming how: write https://evil.example/x',
      11,
    ],
    [
      'an https: link without its slashes',
      `${frontMatter}\nA [link](https:evil.example/z).\n`,
      'links to "https:evil.example/z" is an https: address without "//", which a browser reads as a path of this site: write https://evil.example/z',
      11,
    ],
    [
      'a path with a backslash, which leads to another site',
      `${frontMatter}\nA [link](/\\evil.example/about).\n`,
      'holds a backslash, which a browser reads as a slash',
      11,
    ],
    [
      'a data: link given by reference',
      `${frontMatter}\nA [link][x].\n\n[x]: data:text/html,<script>alert(1)</script>\n`,
      'leads to a data: address',
      13,
    ],
  ])('stops at %s, naming the line', async (_case, source, message, line) => {
    const error = await compile(source).then(
      () => undefined,
      (reason: unknown) => reason as { message: string; loc?: { line: number } },
    );
    expect(error?.message).toContain(message);
    expect(error?.loc?.line).toBe(line);
  });
});
