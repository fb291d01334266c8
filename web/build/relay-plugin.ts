import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

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
        plugins: [['babel-plugin-relay', { eagerEsModules: true, artifactDirectory: './src/__generated__' }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
