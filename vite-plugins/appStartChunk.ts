import { fileURLToPath } from 'node:url';

/** What the bundler tells a chunk group of the module graph. */
interface ModuleGraph {
  getModuleInfo: (
    id: string,
  ) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The modules `from` imports statically, themselves included. */
function staticGraph(from: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The app's chunks as src/main.tsx loads them after the first paint: React DOM (behind
 * src/app/reactDom.ts), evaluated in a task of its own, then everything the app's start
 * (src/app/start.tsx) imports, in one chunk, with the code the pages (each loaded on demand,
 * src/app/routes.tsx) share. Left to itself, the bundler splits modules that a lazy page shares
 * with the start or another page into chunks of their own (rolldown#10731), which the first load
 * then fetches as extra, separately compressed files.
 */
export function appStartChunk() {
  const module = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
  const entry = module('main.tsx');
  const reactDom = module('app/reactDom.ts');
  const start = module('app/start.tsx');
  const pagesFolder = module('pages/');
  // The bundler asks once per module, with the same graph: walk it once.
  const startModules = new WeakMap<ModuleGraph, Set<string>>();
  const startModulesOf = (graph: ModuleGraph) => {
    let modules = startModules.get(graph);
    if (!modules) {
      const loadedBefore = staticGraph([entry, reactDom], graph);
      const startGraph = staticGraph([start], graph);
      // The pages: the app's own modules the start imports on demand.
      const pages = [...startGraph]
        .flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => id.startsWith(pagesFolder));
      const timesImported = new Map<string, number>();
      for (const page of new Set(pages)) {
        for (const id of staticGraph([page], graph)) {
          timesImported.set(id, (timesImported.get(id) ?? 0) + 1);
        }
      }
      const sharedByPages = [...timesImported].filter(([, times]) => times > 1).map(([id]) => id);
      modules = new Set([...startGraph, ...sharedByPages].filter((id) => !loadedBefore.has(id)));
      startModules.set(graph, modules);
    }
    return modules;
  };
  return {
    name: (id: string, graph: ModuleGraph) => (startModulesOf(graph).has(id) ? 'start' : null),
  };
}
