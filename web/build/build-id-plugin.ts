import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Gives every production build an id: compiled into the app (import.meta.env.VITE_BUILD_ID) and
 * written to dist/builds/latest.json and dist/builds/meta/{id}.json, which the gateway serves
 * (behaviour §7 build housekeeping). The app polls latest.json to notice a newer deployment.
 */
export function buildId(): Plugin {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const timestamp = Date.now();
  return {
    name: 'nails-build-id',
    config: (_config, { command }) => ({
      define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? id : 'development') },
    }),
    generateBundle() {
      const manifest = JSON.stringify({ id, timestamp });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: manifest });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${id}.json`,
        source: JSON.stringify({ id, timestamp, matcher: {}, prerendered: [] }),
      });
    },
  };
}
