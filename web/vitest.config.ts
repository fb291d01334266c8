import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { relay } from './build/relay-plugin.ts';

export default defineProject({
  plugins: [relay(), react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Tests mirror src/, scripts/ and build/ under test/ (root README "Tests").
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**'],
    setupFiles: ['./test/support/setup.ts'],
  },
});
