import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { designTokens } from './designTokens.ts';

const bootDir = fileURLToPath(new URL('../src/boot/', import.meta.url));
/** What the boot script is made of: its own code, what it imports, and the design tokens. */
const bootSources = ['boot', 'lib', 'config', 'styles'].map((folder) =>
  fileURLToPath(new URL(`../src/${folder}/`, import.meta.url)),
);

/** Bundles src/boot/boot.ts into one small self-running script. */
async function bundleBootScript(config: ResolvedConfig): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: config.resolve.alias },
    plugins: [designTokens()],
    build: {
      write: false,
      minify: true,
      target: config.build.target,
      lib: { entry: `${bootDir}boot.ts`, formats: ['iife'], name: 'boot' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error('The boot script did not bundle.');
  const code = chunk.code.trim();
  if (/<\/script/i.test(code)) throw new Error('The boot script may not contain "</script".');
  return code;
}

/** What the boot script tells the build: the scripts it inlines, which the policy allows by hash. */
export interface BootScriptApi {
  inlineScripts(): Promise<string[]>;
}

/**
 * Inlines src/boot/ in every page's head, so the controls work from the first paint,
 * before the app's script arrives. An inline script costs no request and runs before the page is
 * shown; the security policy allows it by its hash (securityHeaders.ts). The dev server bundles
 * it again when one of its sources changes.
 */
export function bootScript(): Plugin & { api: BootScriptApi } {
  let config: ResolvedConfig;
  let bundled: Promise<string> | undefined;
  const bundle = () => (bundled ??= bundleBootScript(config));
  return {
    name: 'portfolio:boot-script',
    apply: (_config, { mode }) => mode !== 'test',
    api: { inlineScripts: async () => [await bundle()] },
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (bootSources.some((folder) => file.startsWith(folder))) bundled = undefined;
      });
    },
    async transformIndexHtml() {
      return [{ tag: 'script', children: await bundle(), injectTo: 'head' }];
    },
  };
}
