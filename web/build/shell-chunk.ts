import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One chunk for the shell: the app's own modules that app/start.tsx imports statically (the
 * router's table, Relay's environment, the cart and session actors, the header's parts …).
 *
 * Every page loads them together, before any route, but the bundler's automatic splitting left
 * them in about twenty small chunks, one per set of route modules that also import some of them:
 * twenty more requests and preload links for every page (each link costs the main thread a
 * little: README "Speed on a phone") and a few KB of chunk boilerplate. The libraries keep chunks
 * of their own (app/libraries.ts evaluates them one by one), and so do the modules the first
 * script (main.tsx) already brings.
 */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

// The web package's own modules. The workspace packages it imports (machines, schema) are not
// entered: a package's index re-exports all of it, and which of its modules a page uses only the
// bundler's tree-shaking knows, so they keep the bundler's automatic chunks.
const appSource = /[\\/]web[\\/]src[\\/]/;
const sourceDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const source = (path: string) => join(sourceDir, path);
const shellEntry = source('app/start.tsx');
const alreadyLoaded = [source('main.tsx'), source('app/libraries.ts')];

/** The app's own modules `entry` imports statically, itself included; libraries are not entered. */
function staticAppModules(graph: ModuleGraph, entry: string): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || !appSource.test(id)) return;
    found.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(entry);
  return found;
}

/** A `codeSplitting` group (rolldown) that gathers the shell's modules into the chunk `shell`. */
export function shellChunkGroup() {
  let shell: Set<string> | undefined;
  return {
    name(id: string, graph: ModuleGraph): string | null {
      if (!shell) {
        shell = staticAppModules(graph, shellEntry);
        shell.delete(shellEntry);
        for (const entry of alreadyLoaded)
          for (const loaded of staticAppModules(graph, entry)) shell.delete(loaded);
      }
      return shell.has(id) ? 'shell' : null;
    },
    debugName: 'shell',
    test: appSource,
    includeDependenciesRecursively: false,
  };
}
