import { defineConfig } from 'vitest/config';

// One run over every package: each project keeps its own vitest.config.ts next to its code and
// its tests in test/, mirroring src/ (README "Tests"); tests/ holds the cross-package suites.
// The JSON report feeds the plain "N passed, N failed" line that .ci/run prints.
export default defineConfig({
  test: {
    projects: [
      'platform',
      'schema',
      'machines',
      'upstreams/commerce',
      'upstreams/content',
      'gateway',
      'web',
      'load-tests',
      'ops',
      'tests',
      // The root commands (scripts/): their tests are in test/scripts (README "Tests").
      { test: { name: 'scripts', include: ['test/scripts/**/*.test.ts'] } },
    ],
    reporters: ['default', ['json', { outputFile: 'var/test-report.json' }]],
    // One file at a time (Vitest's default on 2 cores). Three at a time took the run from 43 to 26
    // min of tests, and every suite has its own stack, database and Redis prefix
    // (tests/support/services.ts), but under that load one checkout twice placed an order for 2
    // after a single "Add to cart" (tests/e2e/shop/capabilities-off.test.ts, not reproduced
    // alone): a real fault under load, not yet found. Until it is, CI runs them one by one;
    // `npm test -- --maxWorkers=3` runs them side by side.
    maxWorkers: 1,
  },
});
