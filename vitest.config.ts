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
    // Files in parallel, three at a time on the 2-core machines: most suites wait on Chromium, PHP or
    // a database, not on this CPU (Vitest's default, cores − 1, ran one file at a time: 43 min). Each
    // suite has its own stack, database and Redis prefix (tests/support/services.ts); the storefront
    // is built once before any starts (tests/support/build-web-once.ts). `--maxWorkers=1` runs them
    // one by one again.
    maxWorkers: 3,
  },
});
