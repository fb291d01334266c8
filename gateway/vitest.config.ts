import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  // One graphql module for our code and @graphql-tools: Node resolves the package to its CommonJS
  // entry, Vite to its ESM one, and graphql refuses types from "another realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name: 'gateway',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
