import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  // One graphql module for our code and @graphql-tools: Node resolves the package to its CommonJS
  // entry, Vite to its ESM one, and graphql refuses types from "another realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name: 'gateway',
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Most gateway tests talk to real PostgreSQL, Redis and upstream processes: on a 2-core CI
    // machine running other suites beside them, a sound test can pass Vitest's 5 s default
    // (60 sealed session writes took 5.03 s). Tests never assert time; this only bounds a hang.
    testTimeout: 30_000,
  },
});
