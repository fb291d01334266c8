import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's package maps every import condition to its development build: the same code as
 * its production build but with its development warnings switched on (`ENABLE_DEV_WARNINGS`),
 * checks the browser would run on every navigation and render. A production build (`vite build`)
 * imports the production files instead; the dev server keeps the warnings.
 */
export function reactRouterProduction(): Plugin {
  const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const production = (file: string) => join(packageDir, 'dist', 'production', file);
  return {
    name: 'nails-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('index.mjs') },
          { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
        ],
      },
    }),
  };
}
