import type { Plugin } from 'vite';

/** Marks the preloads of the app's code in the built index.html (document-head.tsx reads it). */
export const appPreloadAttribute = 'data-app-code';

/**
 * The page's first script (src/main.tsx) is small and loads the app (src/app/start.tsx) with a
 * dynamic import, which the browser would discover only once that script has run. This adds
 * `<link rel="modulepreload">` for the app's chunk and the chunks it imports to the built
 * index.html, so the app arrives with the page, one round trip sooner: what the shopper's own
 * pages (the shell, rendered in the browser) need. They carry `data-app-code`: a server-rendered
 * page lists them instead (document-head.tsx `withoutAppCode`) and fetches them after its main
 * image or at the first interaction (src/main.tsx). The app's styles
 * (the shell's) are linked too: every page's first paint needs them, app or not.
 */
/** The app's module: main.tsx imports it dynamically; index.html lists its chunks and styles. */
export const appModule = 'src/app/start.tsx';

export function appPreload(): Plugin {
  return {
    name: 'nails-app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(appModule));
        if (!app) throw new Error(`app-preload: no chunk for ${appModule}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || fileName === entry.fileName) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
            visit(imported);
        };
        visit(app.fileName);
        // The first script's own imports are preloaded by Vite already.
        for (const imported of entry.imports) files.delete(imported);
        const styles = new Set(
          [...files].flatMap((file) => [
            ...(chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? []),
          ]),
        );
        for (const css of entry.viteMetadata?.importedCss ?? []) styles.delete(css);
        return [
          ...[...styles].map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}`, [appPreloadAttribute]: '' },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
