// How the web build groups the app's code (docs/decisions/022). main.tsx imports React DOM and
// the app (app/start.tsx) once the page's shell is painted. Left to itself, the bundler splits
// every module the app shares with a page into a chunk of its own, as if a page could load
// without the app: some twenty small chunks, each compressed on its own (10 KB more in all).
// But the app always runs first, so all it imports goes in one chunk, and React DOM (with
// React) in another, fetched together and run in two tasks.
import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const webDir = resolve(import.meta.dirname, '../src/web');
const pageEntry = resolve(webDir, 'main.tsx');
const appEntry = resolve(webDir, 'app/start.tsx');
const reactDom = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Every module `from` imports statically, itself included. */
function staticallyImported(from: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The app's modules, less what the page's entry itself needs (the bundler's helpers). */
function appModules(graph: ModuleGraph): Set<string> {
  const app = staticallyImported(appEntry, graph);
  for (const id of staticallyImported(pageEntry, graph)) app.delete(id);
  return app;
}

export function appChunkGroups() {
  let app: Set<string> | undefined;
  return [
    { name: 'react-dom', test: reactDom, priority: 2 },
    {
      name: (id: string, graph: ModuleGraph) => {
        app ??= appModules(graph);
        return app.has(id) ? 'app' : null;
      },
      debugName: 'app',
      priority: 1,
      // Only the modules named: what they import from the entry's chunk stays there.
      includeDependenciesRecursively: false,
    },
  ];
}
