import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { relay } from './build/relay-plugin.ts';

export default defineProject({
  plugins: [relay(), react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
