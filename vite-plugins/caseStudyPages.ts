import { existsSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import mdx from '@mdx-js/rollup';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Element, Root as HastRoot } from 'hast';
import type { Image, Paragraph, Root as MdastRoot, RootContent } from 'mdast';
import rehypeMdxImportMedia from 'rehype-mdx-import-media';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { createCssVariablesTheme, createHighlighterCore, type ShikiTransformer } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { bundledLanguages } from 'shiki/langs';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Plugin, Rollup } from 'vite';
import { parseDocument, type Document } from 'yaml';
import {
  codeLanguageNames,
  codeLanguages,
  parseCaseStudyFileName,
  type CaseStudyFacts,
} from '../src/content/caseStudies.ts';
import { checkFrontMatter } from '../src/content/caseStudySchema.ts';
import { periodIn } from '../src/content/localize.ts';
import { caseStudyPictureQuery, pictureExtensions } from '../src/content/pictures.ts';
import type { CaseStudyTexts } from '../src/content/schema.ts';
import { remarkMarkdownOnly } from './markdownOnly.ts';
import type { SiteContentApi } from './siteContent.ts';

/** What the case study in `file` needs of its language: how it writes months, and its page's words. */
type LanguageOf = (
  language: string,
) => Promise<{ locale: string; present?: string; words: CaseStudyTexts }>;

const PICTURE_FILE = new RegExp(`\\.(?:${pictureExtensions.join('|')})$`, 'i');

/** Where the front matter's field at `path` is, as a line of the file. */
function lineOfField(
  document: Document,
  yamlSource: string,
  firstLine: number,
  path: readonly PropertyKey[],
): number {
  for (let depth = path.length; depth > 0; depth -= 1) {
    const node = document.getIn(path.slice(0, depth) as unknown[], true) as
      { range?: [number, number, number] } | undefined;
    if (node?.range)
      return firstLine + 1 + yamlSource.slice(0, node.range[0]).split('\n').length - 1;
  }
  return firstLine;
}

/**
 * Checks a case study as it is compiled and stops the build at the first problem, with the file
 * and line: its front matter against the schema, its headings (the page's title is its only h1),
 * its pictures (beside the file, with alt text, each on its own line) and its code languages.
 * Then exports the front matter's facts (`facts`), the months written in the file's language, and
 * the words its page names them with (`words`), and asks vite-imagetools for each picture's sizes.
 */
function remarkCaseStudy(languageOf: LanguageOf) {
  return async (tree: MdastRoot, file: VFile) => {
    const name = parseCaseStudyFileName(basename(file.path));
    if (!name) file.fail('is not named <project id>.<language>.mdx');
    const [first] = tree.children;
    if (first?.type !== 'yaml') {
      file.fail(
        'has no front matter: begin it with the facts between two --- lines (docs/content.md)',
        tree,
      );
    }
    const firstLine = first.position?.start.line ?? 1;
    const document = parseDocument(first.value);
    const [yamlError] = document.errors;
    if (yamlError) {
      file.fail(`front matter: ${yamlError.message.split('\n')[0]}`, {
        line: firstLine + (yamlError.linePos?.[0].line ?? 0),
        column: yamlError.linePos?.[0].col ?? 1,
      });
    }
    const checked = checkFrontMatter(document.toJS());
    if ('problems' in checked) {
      const [problem] = checked.problems;
      const others = checked.problems.slice(1);
      file.fail(
        [
          `front matter: ${problem?.field}: ${problem?.message}`,
          ...others.map(({ field, message }) => `  and ${field}: ${message}`),
        ].join('\n'),
        { line: lineOfField(document, first.value, firstLine, problem?.path ?? []), column: 1 },
      );
    }

    visit(tree, (node, index, parent) => {
      if (node.type === 'heading' && node.depth === 1) {
        file.fail(
          'has a "# " heading: the page gives the project\'s title as its heading; start sections at "## "',
          node,
        );
      }
      if (node.type === 'code' && node.lang && !codeLanguageNames.includes(node.lang)) {
        file.fail(
          `names the code language "${node.lang}", which the site does not highlight; use one of ${codeLanguageNames.join(', ')}`,
          node,
        );
      }
      if (node.type === 'image') {
        checkPicture(node, file);
        if (parent?.type !== 'paragraph' || onlyPictureOf(parent) !== node) {
          file.fail(
            'has a picture inside a line of text: give each picture a line of its own',
            node,
          );
        }
        node.url = `${node.url}?${caseStudyPictureQuery}`;
        return undefined;
      }
      // A paragraph that holds one picture becomes that picture, shown as a figure.
      const picture = node.type === 'paragraph' ? onlyPictureOf(node) : undefined;
      if (picture && parent && index !== undefined) {
        parent.children[index] = picture as unknown as RootContent;
      }
      return undefined;
    });

    const language = name?.language ?? '';
    const { locale, present, words } = await languageOf(language);
    const facts: CaseStudyFacts = {
      ...checked.frontMatter,
      periodText: periodIn(locale, present)(checked.frontMatter.period),
    };
    tree.children.splice(1, 0, exportOf('facts', facts), exportOf('words', words));
  };
}

const isBlank = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

/** The picture a paragraph holds alone (blank text around it aside), or none. */
function onlyPictureOf(paragraph: Paragraph): Image | undefined {
  const [picture, ...others] = paragraph.children.filter((child) => !isBlank(child));
  return picture?.type === 'image' && others.length === 0 ? picture : undefined;
}

function checkPicture(picture: Image, file: VFile) {
  const shown = picture.url;
  if (!picture.alt?.trim()) {
    file.fail(
      `has a picture with no alt text, ${shown}: write what it shows between ![ and ]`,
      picture,
    );
  }
  if (/^[a-z]+:/i.test(shown) || shown.startsWith('/')) {
    file.fail(
      `shows the picture ${shown} from elsewhere: put the file beside the case study and link it as ./pictures/…`,
      picture,
    );
  }
  if (!PICTURE_FILE.test(shown)) {
    file.fail(`shows ${shown}, which is not a .${pictureExtensions.join(', .')} picture`, picture);
  }
  if (!existsSync(resolve(dirname(file.path), shown))) {
    file.fail(`shows the picture ${shown}, which does not exist`, picture);
  }
}

/** `export const <name> = <value>`, as MDX's syntax tree holds it. */
function exportOf(name: string, value: unknown): RootContent {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: { type: 'Identifier', name },
                  init: valueToEstree(value),
                },
              ],
            },
          },
        ],
      },
    },
  } as RootContent;
}

/**
 * A table's column alignment as a class (`align-right`): Markdown writes it as an attribute that
 * MDX turns into a `style`, which the page's Content-Security-Policy does not let through.
 */
function rehypeAlignmentClasses() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      const { align } = node.properties;
      if ((node.tagName !== 'th' && node.tagName !== 'td') || typeof align !== 'string') return;
      delete node.properties.align;
      node.properties.className = [`align-${align}`];
    });
  };
}

/** The colours of code come from the site's own tokens (src/styles/tokens.css), per theme. */
const CODE_THEME = 'site-tokens';
const codeTheme = createCssVariablesTheme({ name: CODE_THEME, variablePrefix: '--code-' });

/**
 * Shiki writes each token's colour as a `style`, which the Content-Security-Policy does not let
 * through: here each becomes a class named after the token (`code-keyword`), which
 * src/pages/case-study/CaseStudyBody.module.css colours per theme.
 */
const stylesToClasses: ShikiTransformer = {
  name: 'portfolio:styles-to-classes',
  pre(node) {
    delete node.properties.style;
    this.addClassToHast(node, 'code-block');
  },
  span(node) {
    const style = node.properties.style;
    if (typeof style !== 'string') return;
    delete node.properties.style;
    for (const declaration of style.split(';').filter(Boolean)) {
      const colour = /^color:var\(--code-(?:token-)?([\w-]+)\)$/.exec(declaration.trim());
      if (colour) this.addClassToHast(node, `code-${colour[1]}`);
      else if (declaration.trim() === 'font-style:italic') this.addClassToHast(node, 'code-italic');
      else if (declaration.trim() === 'font-weight:bold') this.addClassToHast(node, 'code-bold');
      else
        throw new Error(`The code highlighter wrote a style the site has no class for: ${style}`);
    }
  },
};

let highlighter: ReturnType<typeof createHighlighterCore> | undefined;

/** Highlights code blocks at build time, with the grammars of `codeLanguages` only. */
function rehypeHighlightCode() {
  return async (tree: HastRoot) => {
    highlighter ??= createHighlighterCore({
      themes: [codeTheme],
      langs: (Object.keys(codeLanguages) as (keyof typeof codeLanguages)[]).map((name) =>
        bundledLanguages[name](),
      ),
      engine: createJavaScriptRegexEngine(),
    });
    const highlight = rehypeShikiFromHighlighter(await highlighter, {
      theme: CODE_THEME,
      defaultLanguage: 'text',
      transformers: [stylesToClasses],
      // No time limit per line: past Shiki's default 500 ms (a busy build machine, the grammar's
      // first use) it leaves the rest of the line as one token, so the client's compile and the
      // prerender's could differ, and the page failed to hydrate (a CI run of the Polish fork).
      tokenizeTimeLimit: 0,
    });
    // The plugin's transformer, run on this tree alone: it needs neither the file nor a callback.
    await (highlight as (tree: HastRoot) => Promise<void> | undefined)(tree);
  };
}

/**
 * Compiles the case studies (`src/content/case-studies/<id>.<language>.mdx`) into React
 * components at build time: GitHub-flavoured Markdown (tables), code highlighted in both themes,
 * pictures through vite-imagetools, each file checked first (`remarkCaseStudy`).
 */
export function caseStudyPages(api: SiteContentApi): Plugin {
  const languageOf: LanguageOf = async (language) => {
    const texts = (await api.content()).languages[language];
    // The content's check has made sure of both (vite-plugins/siteContent.ts).
    const words = texts?.interface.caseStudy;
    if (!texts || !words) throw new Error(`The content has no case study words in "${language}".`);
    return { locale: texts.locale, present: texts.interface.present, words };
  };
  // A Rollup plugin, which Vite runs as its own (their source map types differ in name only).
  const compile = mdx({
    include: /\.mdx$/,
    // Markdown only, checked before anything else reads the tree (remarkCaseStudy adds exports).
    remarkPlugins: [
      remarkFrontmatter,
      remarkGfm,
      remarkMarkdownOnly,
      [remarkCaseStudy, languageOf],
    ],
    rehypePlugins: [rehypeAlignmentClasses, rehypeHighlightCode, rehypeMdxImportMedia],
  }) as Plugin;
  const transform = compile.transform as (
    this: Rollup.TransformPluginContext,
    code: string,
    id: string,
  ) => Promise<Rollup.TransformResult>;
  return {
    ...compile,
    enforce: 'pre',
    async transform(code, id) {
      try {
        return await transform.call(this, code, id);
      } catch (error) {
        // A problem in the file (ours, or MDX's own syntax error) names its line: pass it on, so
        // the build's message reads `file:line:column`.
        const { line, column, reason } = error as {
          line?: number;
          column?: number;
          reason?: string;
        };
        if (typeof line !== 'number') throw error;
        return this.error({
          message: reason ?? String(error),
          loc: { file: id, line, column: column ?? 1 },
        });
      }
    },
  };
}
