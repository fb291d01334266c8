import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'load-tests',
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
