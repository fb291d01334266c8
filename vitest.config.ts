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
    // Two files at a time: they mostly wait on Chromium, PHP and databases, and every suite has its
    // own stack, database and Redis prefix (tests/support/services.ts). One at a time took 43 min of
    // tests on 2 cores; three at a time 26 to 32, with timing-bound steps failing under that load
    // (README "CI").
    maxWorkers: 2,
  },
});
