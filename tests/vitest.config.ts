import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tests',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./support/build-web-once.ts'],
    // Files run side by side (root vitest.config.ts) with real browsers, PHP and databases: a sound
    // test can pass Vitest's 5 s default on a loaded 2-core machine. Tests never assert time; this
    // only bounds a hang.
    testTimeout: 30_000,
  },
});
