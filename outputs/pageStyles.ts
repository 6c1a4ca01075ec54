import type { Rolldown } from 'vite';

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
export interface ChunkStylesheet {
  file: string;
  css: string;
  classes: ReadonlySet<string>;
  printOnly: boolean;
}

/** A chunk's stylesheet as `file`'s text `css` describes it. */
export function chunkStylesheet(file: string, css: string): ChunkStylesheet {
  return { file, css, classes: classesStyledBy(css), printOnly: isPrintOnly(css) };
}

/**
 * Whether every rule of a (minified) stylesheet is under `@media print`: such a sheet, the
 * printed CV's, is linked for paper instead of inlined, so the screen's first round trip does
 * not carry it; the browser fetches it without waiting for it, long before anyone prints.
 */
export function isPrintOnly(css: string): boolean {
  let depth = 0;
  let prelude = '';
  const preludes: string[] = [];
  for (const character of css.replace(/"[^"]*"|'[^']*'/g, '""')) {
    if (character === '{') {
      if (depth === 0) preludes.push(prelude.trim());
      depth += 1;
    } else if (character === '}') {
      depth -= 1;
      if (depth === 0) prelude = '';
    } else if (depth === 0) {
      prelude += character;
    }
  }
  return preludes.length > 0 && preludes.every((rule) => /^@media\s+print$/i.test(rule));
}

/**
 * The stylesheets of the bundle's chunks but its entries' (index.html links those), in the order
 * a page applies them: each chunk's after the chunks it imports.
 */
export function chunkStylesheetFiles(build: BuildOutput): string[] {
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
  return ordered;
}

/** The class names a stylesheet's selectors name (addresses and strings set aside). */
export function classesStyledBy(css: string): Set<string> {
  const selectors = css.replace(/url\([^)]*\)/g, '').replace(/"[^"]*"|'[^']*'/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name));
}

/** The class names a page's markup carries. */
export function classesIn(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, names = '']) =>
      names.split(/\s+/).filter(Boolean),
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
  return stylesheets.filter(({ classes }) => [...classes].some((name) => used.has(name)));
}
