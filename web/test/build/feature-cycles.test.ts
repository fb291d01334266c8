import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import features, { closesCycle, featureGraph, runtimeImports } from '../../build/feature-cycles.js';

const root = mkdtempSync(join(tmpdir(), 'features-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

// cart and checkout use each other through different files (no file cycle); catalogue uses cart
// one way; a type import and a test file do not count.
write({
  'cart/CartView.tsx': "import { total } from '../checkout/total.ts';\nexport const view = total;",
  'cart/state.ts': 'export const state = 1;',
  'checkout/total.ts': 'export const total = 2;',
  'checkout/Form.tsx': "import { state } from '../cart/state.ts';\nexport const form = state;",
  'catalogue/Card.tsx': "import { state } from '../cart/state.ts';\nexport const card = state;",
  'orders/Order.ts': "import type { Card } from '../catalogue/Card.tsx';\nexport const order = 3;",
  'catalogue/Card.test.tsx': "import { order } from '../orders/Order.ts';",
});

const lint = (file: string, code: string) =>
  new Linter({ cwd: root }).verify(
    code,
    [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { features },
        rules: { 'features/no-cycle': ['error', { root }] },
      },
    ],
    join(root, file),
  );

describe('features/no-cycle', () => {
  it('reads runtime imports and re-exports, not type imports', () => {
    expect(
      runtimeImports(
        "import a from './a.ts';\nimport type { B } from '../b.ts';\nexport { c } from '../c/c.ts';\nimport './d.css';",
      ),
    ).toEqual(['./a.ts', '../c/c.ts', './d.css']);
  });

  it('builds the feature graph from non-test modules', () => {
    const graph = featureGraph(root);
    expect([...graph.get('cart')!]).toEqual(['checkout']);
    expect([...graph.get('catalogue')!]).toEqual(['cart']);
    expect([...graph.get('orders')!]).toEqual([]);
    expect(closesCycle(graph, 'cart', 'checkout')).toBe(true);
    expect(closesCycle(graph, 'catalogue', 'cart')).toBe(false);
  });

  it('reports an import that closes a cycle between two features, not a one-way one', () => {
    const cycle = lint(
      'checkout/Form.tsx',
      "import { state } from '../cart/state.ts';\nexport const form = state;",
    );
    expect(cycle.map((message) => message.message)).toEqual([
      expect.stringContaining("features 'checkout' and 'cart' depend on each other"),
    ]);
    expect(
      lint('catalogue/Card.tsx', "import { state } from '../cart/state.ts';\nexport const c = state;"),
    ).toEqual([]);
    expect(
      lint('checkout/Form.tsx', "import type { State } from '../cart/state.ts';\nexport const f = 1;"),
    ).toEqual([]);
  });
});
