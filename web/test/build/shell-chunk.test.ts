import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shellChunkGroup } from '../../build/shell-chunk.ts';

const sourceDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');
const source = (path: string) => join(sourceDir, path);
const library = '/repo/node_modules/i18next/dist/esm/i18next.js';
const machines = '/repo/machines/src/index.ts';

/** A module graph: each module and the modules it imports statically (routes are dynamic). */
const graph: Record<string, string[]> = {
  [source('main.tsx')]: [source('app/takeover.ts')],
  [source('app/takeover.ts')]: [source('lib/yield-to-browser.ts')],
  [source('app/libraries.ts')]: [source('lib/yield-to-browser.ts')],
  [source('app/start.tsx')]: [source('app/router.tsx'), source('lib/yield-to-browser.ts'), library],
  [source('app/router.tsx')]: [source('layout/Header.tsx'), machines],
  [source('layout/Header.tsx')]: [library],
  [source('routes/CheckoutRoute.tsx')]: [source('layout/Header.tsx'), source('checkout/Summary.tsx')],
  [machines]: ['/repo/machines/src/cartMachine.ts', '/repo/machines/src/checkoutMachine.ts'],
};
const moduleGraph = {
  getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null),
};
const chunkOf = (id: string) => shellChunkGroup().name(id, moduleGraph);

describe("the shell's chunk", () => {
  it("gathers the app's modules the app's module imports statically", () => {
    expect(chunkOf(source('app/router.tsx'))).toBe('shell');
    expect(chunkOf(source('layout/Header.tsx'))).toBe('shell');
  });

  it("leaves out the app's module itself, the first script's modules and a route's own modules", () => {
    expect(chunkOf(source('app/start.tsx'))).toBeNull();
    expect(chunkOf(source('lib/yield-to-browser.ts'))).toBeNull();
    expect(chunkOf(source('app/takeover.ts'))).toBeNull();
    expect(chunkOf(source('checkout/Summary.tsx'))).toBeNull();
  });

  it("leaves libraries and the workspace packages to the bundler's own chunks", () => {
    expect(chunkOf(library)).toBeNull();
    expect(chunkOf('/repo/machines/src/cartMachine.ts')).toBeNull();
    expect(shellChunkGroup().test.test(machines)).toBe(false);
  });
});
