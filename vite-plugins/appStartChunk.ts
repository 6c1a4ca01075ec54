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
 * The app's chunks as src/main.tsx loads them after the first paint: React DOM, evaluated in a
 * task of its own, then everything the app's start (src/app/start.tsx) imports, in one chunk.
 * Left to itself, the bundler splits modules that a lazy page shares with the start into chunks
 * of their own (rolldown#10731), which the first load then fetches as extra, separately
 * compressed files.
 */
export function appStartChunk() {
  const entry = fileURLToPath(new URL('../src/main.tsx', import.meta.url));
  const start = fileURLToPath(new URL('../src/app/start.tsx', import.meta.url));
  return {
    name: (id: string, graph: ModuleGraph) => {
      const reactDom = graph
        .getModuleInfo(entry)
        ?.dynamicallyImportedIds.filter((imported) => imported.endsWith('reactDom.ts'));
      const loadedBefore = staticGraph([entry, ...(reactDom ?? [])], graph);
      return !loadedBefore.has(id) && staticGraph([start], graph).has(id) ? 'start' : null;
    },
  };
}
