import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'gateway',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
