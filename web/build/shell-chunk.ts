import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One chunk for the shell: the app's own modules that app/start.tsx imports statically (the
 * router's table, Relay's environment, the cart and session actors, the header's parts …) and the
 * machines and shared schema modules they import (the cart, session refresh and newsletter
 * machines, settings, messages, the locales).
 *
 * Every page loads them together, before any route, but the bundler's automatic splitting left
 * them in about twenty small chunks, one per set of route modules that also import some of them:
 * twenty more requests and preload links for every page (each link costs the main thread a
 * little: README "Speed on a phone") and a few KB of chunk boilerplate. The libraries keep chunks
 * of their own (app/libraries.ts evaluates them one by one), and so do the modules the first
 * script (main.tsx) already brings.
 */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

// The web package's own modules and the workspace's modules they import: the machines' and the
// shared schema's (session loss, locales, money display …). The web imports each machine from its
// own module (`@nails/machines/cartMachine`), so the walk reaches only the machines the shell
// uses; the machines' index re-exports every machine and is never entered. Installed packages
// never match, whatever their folders are called.
const appSource =
  /^(?!.*[\\/]node_modules[\\/]).*[\\/](?:(?:web|machines)[\\/]src[\\/](?!index\.ts$)|schema[\\/][^\\/]+\.(?:ts|json)$)/;
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
