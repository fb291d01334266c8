import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  // One graphql module for our code and Mercurius, as under Node: Vite would resolve the package
  // to its ESM entry and Mercurius to the CommonJS one, and graphql refuses types from "another
  // realm" (the production-mode validation rule is one such value import).
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name: 'commerce',
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
