import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'content',
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Each suite starts the real service (migrations, seed, argon2) on 2 shared cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
