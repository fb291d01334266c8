import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shellChunkGroup } from '../../build/shell-chunk.ts';

const sourceDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');
const source = (path: string) => join(sourceDir, path);
const library = '/repo/node_modules/i18next/dist/esm/i18next.js';
const machinesIndex = '/repo/machines/src/index.ts';
const machine = (name: string) => `/repo/machines/src/${name}.ts`;

/** A module graph: each module and the modules it imports statically (routes are dynamic). */
const graph: Record<string, string[]> = {
  [source('main.tsx')]: [source('app/takeover.ts')],
  [source('app/takeover.ts')]: [source('lib/yield-to-browser.ts')],
  [source('app/libraries.ts')]: [source('lib/yield-to-browser.ts')],
  [source('app/start.tsx')]: [source('app/router.tsx'), source('lib/yield-to-browser.ts'), library],
  [source('app/router.tsx')]: [source('layout/Header.tsx'), machine('cartMachine')],
  [source('layout/Header.tsx')]: [library],
  [source('routes/CheckoutRoute.tsx')]: [
    source('layout/Header.tsx'),
    source('checkout/Summary.tsx'),
    machine('checkoutMachine'),
    machinesIndex,
  ],
  [machine('cartMachine')]: [machine('messages'), library, '/repo/schema/session-loss.ts'],
  [library]: ['/repo/node_modules/some-library/schema/fields.json'],
  [machine('checkoutMachine')]: [machine('messages'), machine('checkoutForm')],
  [machinesIndex]: [machine('cartMachine'), machine('checkoutMachine'), machine('checkoutForm')],
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

  it('gathers the machines the shell imports, and what they import', () => {
    expect(chunkOf(machine('cartMachine'))).toBe('shell');
    expect(chunkOf(machine('messages'))).toBe('shell');
    expect(chunkOf('/repo/schema/session-loss.ts')).toBe('shell');
  });

  it("leaves a route's own machines, the machines' index and libraries to the bundler's own chunks", () => {
    expect(chunkOf(machine('checkoutMachine'))).toBeNull();
    expect(chunkOf(machine('checkoutForm'))).toBeNull();
    expect(chunkOf(library)).toBeNull();
    expect(shellChunkGroup().test.test(machinesIndex)).toBe(false);
    expect(shellChunkGroup().test.test('/repo/node_modules/some-library/schema/fields.json')).toBe(false);
  });
});
