import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildId } from './build/build-id-plugin.ts';
import { relay } from './build/relay-plugin.ts';

// The gateway (port 3000) answers GraphQL, images and build ids; Vite only serves the app in dev.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [relay(), react(), buildId()],
  server: {
    port: 5173,
    proxy: { '/graphql': gateway, '/_ipx': gateway, '/builds': gateway, '/webhooks': gateway },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
});
