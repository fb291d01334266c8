import type { Plugin } from 'vite';

/**
 * The server entry the gateway renders pages with runs React, React Router and the rest in their
 * production builds, bundled into it. Left external, Node resolves them at run time by the
 * gateway's `NODE_ENV`, which the gateway never sets (its switch is `APP_MODE`), so every page
 * was rendered by React's development build: in a CPU profile of uncached renders, its element
 * checks, `console.createTask` and prop validation, with React Router's development files
 * flattening the route table, were about half the time (gateway README "Page cache").
 */
export function serverEntryProduction(): Plugin {
  return {
    name: 'nails-server-entry-production',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'ssr') return;
      return {
        resolve: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      };
    },
  };
}
