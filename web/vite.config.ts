import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { appPreload } from './build/app-preload-plugin.ts';
import { buildId } from './build/build-id-plugin.ts';
import { compileHintBanner } from './build/compile-hints.ts';
import { reactRouterProduction } from './build/react-router-production-plugin.ts';
import { serverEntryProduction } from './build/server-entry-production.ts';
import { relay } from './build/relay-plugin.ts';
import { shellChunkGroup } from './build/shell-chunk.ts';
import { jsBudget } from './scripts/js-budget.ts';

// The gateway (port 3000) answers GraphQL, images and build ids; Vite only serves the app in dev.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

// The machines package is pure (no effects at import: its README), so a page's chunk keeps only
// the machines it uses instead of one shared chunk with every machine.
// Where the build goes: web/dist, or another folder for a build with other build-time settings
// (tests/e2e/shop/support/chat-build.ts builds one with a live-chat URL beside the shop's own).
const outDir = process.env.WEB_OUT_DIR ?? 'dist';

const treeshake = { moduleSideEffects: (id: string) => !/[\\/]machines[\\/]src[\\/]/.test(id) };

export default defineConfig({
  plugins: [
    relay(),
    react(),
    reactRouterProduction(),
    serverEntryProduction(),
    buildId(),
    appPreload(),
    // Fails the build when a route's JavaScript before interaction exceeds its budget.
    jsBudget(),
    // Brotli (quality 11) and gzip files beside each asset; the gateway serves them as they are
    // (@fastify/static `preCompressed`), so no asset is compressed per request.
    compression({
      include: /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  resolve: {
    // Only Relay's hooks are used; the package's main entry also carries the legacy containers.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': gateway,
      '/_ipx': gateway,
      '/media': gateway,
      '/builds': gateway,
      '/webhooks': gateway,
      '/downloads': gateway,
      '/account/my-data.json': gateway,
      '/sitemap.xml': gateway,
      '/robots.txt': gateway,
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // The gateway reads which chunks and styles a page's route needs (app/document-head.tsx).
    manifest: true,
    // React DOM's chunk is compiled while it streams in (build/compile-hints.ts); the shell's
    // modules share one chunk (build/shell-chunk.ts).
    rolldownOptions: {
      treeshake,
      output: { postBanner: compileHintBanner, codeSplitting: { groups: [shellChunkGroup()] } },
    },
  },
  environments: {
    // The server entry the gateway renders pages with: one file (so a new build loads beside the
    // old one), in dist/.server (dot files are never served as static files).
    ssr: {
      build: {
        outDir: `${outDir}/.server`,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx', treeshake, output: { codeSplitting: false } },
      },
    },
  },
  // `vite build` builds both, the browser's first (it empties dist/), so they always match.
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
    },
  },
});
