import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the bundler tells a chunk group of the module graph. */
interface ModuleGraph {
  getModuleInfo: (
    id: string,
  ) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The pages a visit starts on most, in src/pages/: what they share with another page is in the start. */
const firstPageFolders = ['home', 'about'];

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

/** The pages that show a write-up: a case study, an own page, a post. */
const longFormPages = ['/pages/case-study/', '/pages/own-page/', '/pages/blog/PostPage.'];

/**
 * What the pages loaded on demand share, in two chunks: `articles`, what the pages that show a
 * write-up share with any other (the story, a post's dates and tags), and `blog`, what only the
 * blog's lists and the skills' pages share (the lists, the search), which a write-up's page never
 * fetches: each page inlines the stylesheet of every chunk it uses, whole.
 */
function sharedByTheOthers(
  shared: readonly string[],
  pages: ReadonlyMap<string, ReadonlySet<string>>,
): { articles: Set<string>; blog: Set<string> } {
  const longForm = [...pages].filter(([page]) => longFormPages.some((kind) => page.includes(kind)));
  const inLongForm = (id: string) => longForm.some(([, modules]) => modules.has(id));
  return {
    articles: new Set(shared.filter(inLongForm)),
    blog: new Set(shared.filter((id) => !inLongForm(id))),
  };
}

/**
 * The app's chunks as src/main.tsx loads them after the first paint: React DOM (behind
 * src/app/reactDom.ts), evaluated in a task of its own, then everything the app's start
 * (src/app/start.tsx) imports, in one chunk, with the code that Home or About shares with another
 * page (each page is loaded on demand, src/app/routes.tsx). What only the other pages share is in
 * two chunks of their own, which Home and About never fetch (`sharedByTheOthers`); Home and About
 * each keep their own modules in their chunk, even those shared with code loaded on demand beside
 * them (the carousels' driver). Left to itself,
 * the bundler splits modules that a lazy page shares with the start or another page into chunks of
 * their own (rolldown#10731), which the first load then fetches as extra, separately compressed
 * files.
 */
export function appStartChunk() {
  const module = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
  const entry = module('main.tsx');
  const reactDom = module('app/reactDom.ts');
  const start = module('app/start.tsx');
  const pagesFolder = module('pages/');
  // The bundler asks once per module, with the same graph: walk it once.
  const startModules = new WeakMap<
    ModuleGraph,
    {
      start: Set<string>;
      articles: Set<string>;
      blog: Set<string>;
      firstPages: Map<string, string>;
    }
  >();
  const startModulesOf = (graph: ModuleGraph) => {
    let modules = startModules.get(graph);
    if (!modules) {
      const loadedBefore = staticGraph([entry, reactDom], graph);
      const startGraph = staticGraph([start], graph);
      // The pages: the app's own modules the start imports on demand, each with what it imports.
      const pages = new Map(
        [...startGraph]
          .flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          .filter((id) => id.startsWith(pagesFolder))
          .map((page) => [page, staticGraph([page], graph)]),
      );
      const timesImported = new Map<string, number>();
      for (const modulesOfPage of pages.values()) {
        for (const id of modulesOfPage) {
          timesImported.set(id, (timesImported.get(id) ?? 0) + 1);
        }
      }
      const sharedByPages = [...timesImported].filter(([, times]) => times > 1).map(([id]) => id);
      const shared = new Set(sharedByPages);
      const firstPageList = [...pages].filter(([page]) =>
        firstPageFolders.some((folder) => page.startsWith(`${pagesFolder}${folder}/`)),
      );
      const firstPages = new Set(firstPageList.flatMap(([, modulesOfPage]) => [...modulesOfPage]));
      const notLoadedBefore = (id: string) => !loadedBefore.has(id);
      // Each first page's own modules, in a chunk named as its module: what it shares with code
      // loaded on demand beside it (the carousels' driver shares the carousel's row with Home)
      // stays in the page's chunk instead of a chunk of its own.
      const firstPageOf = new Map<string, string>();
      for (const [page, modulesOfPage] of firstPageList) {
        const name = basename(page).replace(/\.\w+$/, '');
        for (const id of modulesOfPage) {
          if (notLoadedBefore(id) && !startGraph.has(id) && !shared.has(id)) {
            firstPageOf.set(id, name);
          }
        }
      }
      modules = {
        firstPages: firstPageOf,
        start: new Set(
          [...startGraph, ...sharedByPages.filter((id) => firstPages.has(id))].filter(
            notLoadedBefore,
          ),
        ),
        ...sharedByTheOthers(
          sharedByPages.filter(
            (id) => !firstPages.has(id) && !startGraph.has(id) && notLoadedBefore(id),
          ),
          pages,
        ),
      };
      startModules.set(graph, modules);
    }
    return modules;
  };
  return {
    name: (id: string, graph: ModuleGraph) => {
      const { start, articles, blog, firstPages } = startModulesOf(graph);
      if (start.has(id)) return 'start';
      if (articles.has(id)) return 'articles';
      return blog.has(id) ? 'blog' : (firstPages.get(id) ?? null);
    },
  };
}
