import { transform } from 'lightningcss';
import type { Rolldown } from 'vite';
import { attributeOf, elementsIn } from './html.ts';

type OutputChunk = Rolldown.OutputChunk;
/** What `builder.build` gives for an environment: its output, or several, or a watcher. */
type BuildOutput = Rolldown.RolldownOutput | Rolldown.RolldownOutput[] | Rolldown.RolldownWatcher;

/**
 * Each page inlines only the CSS it uses: the entry's stylesheet (the tokens, the global and the
 * print rules, which index.html links and every page inlines), then the stylesheet of each chunk
 * whose classes the page's markup uses (the shared layout's, and the page's own: Home's carousel,
 * About's timeline, a post's long-form rules, a write-up's code colours), nothing of other pages.
 * A page the visitor goes on to brings its chunks' stylesheets with their code (Vite's CSS code
 * splitting), so the stylesheets keep their chunks' order: a chunk's after those of the chunks it
 * imports.
 */

/**
 * A chunk's stylesheet: its file under the output folder, its text, the classes it styles, and
 * whether it is for paper alone (every rule of it under `@media print`).
 */
export interface ChunkStylesheet extends ChunkStylesheetFile {
  css: string;
  classes: ReadonlySet<string>;
  printOnly: boolean;
}

/**
 * A chunk's stylesheet file, and those of the chunks its chunk imports: Vite's loader fetches
 * those with it, unless the page holds them.
 */
export interface ChunkStylesheetFile {
  file: string;
  requires: readonly string[];
}

/** A chunk's stylesheet as `file`'s text `css` describes it, read by Lightning CSS. */
export function chunkStylesheet(
  { file, requires }: ChunkStylesheetFile,
  css: string,
): ChunkStylesheet {
  const { classes, printOnly } = readStylesheet(file, css);
  return { file, requires, css, classes, printOnly };
}

/** Every `{ type: 'class', name }` inside a parsed selector, however deep (`:is(.a, .b)`). */
function collectClasses(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectClasses(item, into);
  } else if (value && typeof value === 'object') {
    const { type, name } = value as { type?: unknown; name?: unknown };
    if (type === 'class' && typeof name === 'string') into.add(name);
    for (const inner of Object.values(value)) collectClasses(inner, into);
  }
}

/**
 * What a stylesheet styles, as Lightning CSS parses it: the class names its selectors name, and
 * whether every rule of it is under `@media print`. Such a sheet, the printed CV's, is linked for
 * paper instead of inlined, so the screen's first round trip does not carry it; the browser
 * fetches it without waiting for it, long before anyone prints.
 */
function readStylesheet(file: string, css: string): { classes: Set<string>; printOnly: boolean } {
  const classes = new Set<string>();
  let topLevel: { type: string; value?: unknown }[] = [];
  transform({
    filename: file,
    code: Buffer.from(css),
    visitor: {
      StyleSheet(sheet) {
        topLevel = sheet.rules as typeof topLevel;
      },
      Selector(selector) {
        collectClasses(selector, classes);
      },
    },
  });
  const isPrint = ({ type, value }: (typeof topLevel)[number]) =>
    type === 'media' &&
    (
      value as { query: { mediaQueries: { mediaType: string; condition: unknown }[] } }
    ).query.mediaQueries.every(({ mediaType, condition }) => mediaType === 'print' && !condition);
  return { classes, printOnly: topLevel.length > 0 && topLevel.every(isPrint) };
}

/** Whether every rule of a stylesheet is under `@media print`. */
export const isPrintOnly = (css: string) => readStylesheet('print.css', css).printOnly;

/**
 * The stylesheets of the bundle's chunks but its entries' (index.html links those), in the order
 * a page applies them: each chunk's after the chunks it imports, with theirs.
 */
export function chunkStylesheetFiles(build: BuildOutput): ChunkStylesheetFile[] {
  if (!('output' in build) && !Array.isArray(build)) {
    throw new Error('The static site is made by a build, not a watch.');
  }
  const outputs = Array.isArray(build) ? build.flatMap(({ output }) => output) : build.output;
  const chunks = new Map(
    outputs
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const cssOf = (chunk: OutputChunk) => [...(chunk.viteMetadata?.importedCss ?? [])];
  const entryCss = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap(cssOf));
  const ordered: string[] = [];
  const visited = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || visited.has(fileName)) return;
    visited.add(fileName);
    for (const imported of chunk.imports) visit(imported);
    ordered.push(...cssOf(chunk).filter((file) => !entryCss.has(file) && !ordered.includes(file)));
  };
  for (const fileName of [...chunks.keys()].sort()) visit(fileName);
  const requiredBy = new Map<string, Set<string>>();
  const importedCss = (fileName: string, seen = new Set<string>()): string[] => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return [];
    seen.add(fileName);
    return [...cssOf(chunk), ...chunk.imports.flatMap((imported) => importedCss(imported, seen))];
  };
  for (const chunk of chunks.values()) {
    const own = cssOf(chunk);
    const imported = chunk.imports.flatMap((fileName) => importedCss(fileName));
    for (const file of own) {
      const required = requiredBy.get(file) ?? new Set<string>();
      for (const other of imported) if (other !== file && !entryCss.has(other)) required.add(other);
      requiredBy.set(file, required);
    }
  }
  return ordered.map((file) => ({ file, requires: [...(requiredBy.get(file) ?? [])] }));
}

/** The class names a stylesheet's selectors name. */
export const classesStyledBy = (css: string) => readStylesheet('chunk.css', css).classes;

/** The class names a page's markup carries, as a browser reads them. */
export function classesIn(html: string): Set<string> {
  return new Set(
    elementsIn(html).flatMap((element) =>
      (attributeOf(element, 'class') ?? '').split(/\s+/).filter(Boolean),
    ),
  );
}

/**
 * The chunk stylesheets `html` uses, in their order: each that styles a class it carries. (The
 * write-ups' code colours are global classes named by their colour, so a post takes the rule of
 * a colour from each write-up's stylesheet that has it: the same rule, a few bytes once
 * compressed, where choosing one copy would leave its own stylesheet unmarked for the loader.)
 */
export function stylesheetsUsedBy(
  html: string,
  stylesheets: readonly ChunkStylesheet[],
): ChunkStylesheet[] {
  const used = classesIn(html);
  const styling = stylesheets.filter(({ classes }) => [...classes].some((name) => used.has(name)));
  // What the chunks of those import comes with them (a skill's page without posts imports the
  // blog's lists): held too, or the app's start would fetch it.
  const required = new Set(styling.flatMap(({ requires }) => requires));
  return stylesheets.filter((sheet) => styling.includes(sheet) || required.has(sheet.file));
}

/** A write-up's code colours: rules of one colour each, named by it (outputs/codeHighlight.ts). */
const CODE_COLOURS = /^(?:\.code-[\w-]+\{[^{}]*\})+$/;

/** Whether `css` is a write-up's code colours. */
export const isCodeColours = (css: string) => CODE_COLOURS.test(css);

/** The rules of code colours' `css`, each a `.code-…{…}` of its own. */
export const codeColourRules = (css: string): string[] => css.match(/[^}]+\}/g) ?? [];
