import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { designTokens } from './designTokens.ts';
import type { PageScripts } from '../outputs/prerender.ts';

const bootDir = fileURLToPath(new URL('../src/boot/', import.meta.url));
/** What the boot script is made of: its own code, what it imports, and the design tokens. */
const bootSources = ['boot', 'lib', 'config', 'styles'].map((folder) =>
  fileURLToPath(new URL(`../src/${folder}/`, import.meta.url)),
);

/** The head scripts: every page's, and those some pages carry beside it (a carousel's, a story's tools). */
const entries = {
  boot: 'boot.ts',
  carousel: 'carouselBoot.ts',
  codeCopy: 'codeCopyBoot.ts',
} as const;
type HeadScript = keyof typeof entries;

/**
 * V8's compile hint (Chrome 136+; a comment to other engines): compile every function of the
 * script as it loads. Each function of a head script is a control's handler, so V8 would compile
 * it lazily on the visitor's first tap, and charge that tap for it (npm run bench: a first tap on
 * a carousel bullet answered 8 ms sooner at 4× CPU). Compiling all of them as the page loads
 * costs about 0.3 ms more at 4× CPU.
 */
const compileEagerly = '//# allFunctionsCalledOnLoad';

/** Bundles one of src/boot/'s entries into one small self-running script. */
async function bundleBootScript(config: ResolvedConfig, entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: config.resolve.alias },
    plugins: [designTokens()],
    build: {
      write: false,
      minify: true,
      target: config.build.target,
      lib: { entry: `${bootDir}${entry}`, formats: ['iife'], name: 'boot' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error(`src/boot/${entry} did not bundle.`);
  const code = chunk.code.trim();
  if (/<\/script/i.test(code)) throw new Error(`src/boot/${entry} may not contain "</script".`);
  return `${compileEagerly}\n${code}`;
}

/** What the boot script tells the build: the scripts it inlines, which the policy allows by hash. */
export interface BootScriptApi {
  inlineScripts(): Promise<string[]>;
  /**
   * The scripts some prerendered pages carry in their heads: one with a carousel
   * (src/boot/carouselBoot.ts), one whose story shows code (codeCopyBoot.ts).
   */
  pageScripts(): Promise<PageScripts>;
}

/**
 * Inlines src/boot/ in the pages' heads, so the controls work from the first paint, before the
 * app's script arrives: boot.ts in every page, carouselBoot.ts in each page that shows a
 * carousel and codeCopyBoot.ts in each whose story shows code (the prerender step
 * adds them there; the dev server, which has no prerendered pages, puts all in every page). An inline script costs no request and runs before the page is shown;
 * the security policy allows each by its hash (securityHeaders.ts). The dev server bundles them
 * again when one of their sources changes.
 */
export function bootScript(): Plugin & { api: BootScriptApi } {
  let config: ResolvedConfig;
  let bundled: Partial<Record<HeadScript, Promise<string>>> = {};
  const bundle = (script: HeadScript) =>
    (bundled[script] ??= bundleBootScript(config, entries[script]));
  return {
    name: 'portfolio:boot-script',
    apply: (_config, { mode }) => mode !== 'test',
    api: {
      inlineScripts: () => Promise.all((Object.keys(entries) as HeadScript[]).map(bundle)),
      pageScripts: async () => ({
        carousel: await bundle('carousel'),
        codeCopy: await bundle('codeCopy'),
      }),
    },
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (bootSources.some((folder) => file.startsWith(folder))) bundled = {};
      });
    },
    async transformIndexHtml() {
      const scripts: HeadScript[] =
        config.command === 'serve' ? ['carousel', 'codeCopy', 'boot'] : ['boot'];
      return Promise.all(
        scripts.map(async (script) => ({
          tag: 'script',
          children: await bundle(script),
          injectTo: 'head' as const,
        })),
      );
    },
  };
}
