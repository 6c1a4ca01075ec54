import { fileURLToPath } from 'node:url';

/** What the bundler tells a chunk group of the module graph. */
interface ModuleGraph {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
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
 * (src/app/start.tsx) imports, in one chunk. Left to itself, the bundler splits modules that a
 * lazy page shares with the start into chunks of their own (rolldown#10731), which the first load
 * then fetches as extra, separately compressed files.
 */
export function appStartChunk() {
  const module = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
  const entry = module('main.tsx');
  const reactDom = module('app/reactDom.ts');
  const start = module('app/start.tsx');
  // The bundler asks once per module, with the same graph: walk it once.
  const startModules = new WeakMap<ModuleGraph, Set<string>>();
  const startModulesOf = (graph: ModuleGraph) => {
    let modules = startModules.get(graph);
    if (!modules) {
      const loadedBefore = staticGraph([entry, reactDom], graph);
      modules = new Set([...staticGraph([start], graph)].filter((id) => !loadedBefore.has(id)));
      startModules.set(graph, modules);
    }
    return modules;
  };
  return {
    name: (id: string, graph: ModuleGraph) => (startModulesOf(graph).has(id) ? 'start' : null),
  };
}
