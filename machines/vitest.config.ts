import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'machines',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
