import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { routeAssets, withoutAppCode, type ClientManifest } from '../../src/app/document-head.tsx';

/** A build's manifest: the first script, the app (with the shell's styles), a route, a language. */
const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, css: ['assets/global.css'] },
  'src/app/start.tsx': { file: 'assets/start-1.js', imports: ['_react.js'], css: ['assets/start-1.css'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/routes/ProductRoute.tsx': {
    file: 'assets/ProductRoute-1.js',
    imports: ['src/app/start.tsx', '_react.js', '_grid.js'],
    css: ['assets/ProductRoute-1.css'],
  },
  '_grid.js': { file: 'assets/grid-1.js', css: ['assets/grid-1.css'] },
  'src/i18n/locales/de.ts': { file: 'assets/de-1.js' },
  'src/i18n/shop/de.ts': { file: 'assets/shop-de-1.js' },
};

const styles = (href: string) => `/* ${href} */`;

describe("a server-rendered page's assets", () => {
  it("inline the route's styles and preload its code and language, each once, none the template has", () => {
    const assets = routeAssets(manifest, ['ProductRoute', 'ProductRoute'], 'de', styles);
    const { head, appCode } = withoutAppCode(assets);
    const html = renderToStaticMarkup(<>{head}</>);
    expect(html).toContain('/* /assets/ProductRoute-1.css */');
    expect(html).toContain('/* /assets/grid-1.css */');
    // The app's and the first script's styles come from index.html's head, not a second time.
    expect(html).not.toContain('start-1.css');
    expect(html).not.toContain('global.css');
    expect(appCode).toEqual([
      '/assets/ProductRoute-1.js',
      '/assets/grid-1.js',
      '/assets/de-1.js',
      '/assets/shop-de-1.js',
    ]);
  });
});
