import { transformAsync } from '@babel/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const configFile = fileURLToPath(new URL('../relay.config.json', import.meta.url));

/**
 * The artifact directory of relay.config.json, resolved from the config file's own folder:
 * babel-plugin-relay resolves a relative path from the working directory, so a test run from the
 * repository root (`npx vitest run --project web`) would look in `<root>/src/__generated__`.
 */
export const artifactDirectory = path.resolve(
  path.dirname(configFile),
  (JSON.parse(readFileSync(configFile, 'utf8')) as { artifactDirectory: string }).artifactDirectory,
);

/**
 * Runs babel-plugin-relay on files that contain graphql`` tags, turning each tag into an import of
 * its generated artifact. Hand-written because @vitejs/plugin-react 6 dropped its Babel option and
 * its replacement (@rolldown/plugin-babel) requires Node 22, while this project supports Node 20.
 */
export function relay(): Plugin {
  return {
    name: 'nails-relay',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('graphql`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [['babel-plugin-relay', { eagerEsModules: true, artifactDirectory }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
