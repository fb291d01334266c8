import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'commerce',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
