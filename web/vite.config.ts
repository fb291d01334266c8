import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { buildId } from './build/build-id-plugin.ts';
import { relay } from './build/relay-plugin.ts';

// The gateway (port 3000) answers GraphQL, images and build ids; Vite only serves the app in dev.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    relay(),
    react(),
    buildId(),
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
  server: {
    port: 5173,
    proxy: {
      '/graphql': gateway,
      '/_ipx': gateway,
      '/builds': gateway,
      '/webhooks': gateway,
      '/downloads': gateway,
      '/sitemap.xml': gateway,
      '/robots.txt': gateway,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
});
