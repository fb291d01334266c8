import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Service name and version for the resource attributes, from the package.json nearest to the
 * entry script: upstreams/commerce/src/server.ts gives "commerce" and its version.
 */
export function describeEntry(entry: string | undefined): { name: string; version: string } {
  let folder = entry ? path.dirname(path.resolve(entry)) : process.cwd();
  for (;;) {
    const file = path.join(folder, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      return {
        name: (manifest.name ?? 'unknown').replace(/^@[^/]+\//, ''),
        version: manifest.version ?? '0.0.0',
      };
    }
    const parent = path.dirname(folder);
    if (parent === folder) return { name: 'unknown', version: '0.0.0' };
    folder = parent;
  }
}
