import { createElement, isValidElement, type ReactNode } from 'react';
import { appModule, appPreloadAttribute } from '../../build/app-preload-plugin.ts';

/** Vite's client manifest (`dist/.vite/manifest.json`): each source module's chunk, imports and CSS. */
export type ClientManifest = Record<
  string,
  { file: string; src?: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

const reactNames: Record<string, string> = {
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  'http-equiv': 'httpEquiv',
  fetchpriority: 'fetchPriority',
};

/**
 * The built index.html's head (charset, viewport, icons, the entry script, its preloads and
 * styles) as elements of the server-rendered document, without its title: each page states its
 * own (PageMeta).
 */
export function headElements(template: string, styles: InlineStyles): ReactNode[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(template)?.[1] ?? '';
  return [...head.matchAll(/<(meta|link|script)\b([^>]*?)\/?>/g)].map(([, tag, attributes], index) => {
    const props: Record<string, string> = {};
    for (const [, name, value] of (attributes ?? '').matchAll(/([a-zA-Z][-a-zA-Z0-9:]*)(?:="([^"]*)")?/g))
      props[reactNames[name!] ?? name!] = value ?? '';
    const key = `template-${index}`;
    if (tag === 'link' && props.rel === 'stylesheet' && props.href)
      return stylesheet(props.href, styles, key);
    if ((tag === 'script' && props.type === 'module') || (tag === 'link' && props.rel === 'modulepreload'))
      Object.assign(props, lowPriority);
    return createElement(tag!, { key, ...props });
  });
}

/**
 * The app's code is fetched at low priority: the server's HTML paints without it (module scripts
 * never block rendering), so the page's images (the LCP element) go first on a slow connection,
 * and the code runs once it is all there (hydration).
 */
const lowPriority = { fetchPriority: 'low' } as const;

/** The built CSS files by URL path (`/assets/x.css`), to inline in the document. */
export type InlineStyles = (href: string) => string | undefined;

/**
 * A stylesheet inlined (the CSP allows inline styles): the first paint waits for no CSS request.
 * A route chunk loaded later may add the same file as a link; its rules are the same.
 */
function stylesheet(href: string, styles: InlineStyles, key: string): ReactNode {
  const css = styles(href);
  if (css === undefined) return <link key={key} rel="stylesheet" crossOrigin="" href={href} />;
  return (
    <style
      key={key}
      data-href={href}
      dangerouslySetInnerHTML={{ __html: css.replace(/<\/style/gi, '<\\/style') }}
    />
  );
}

/**
 * Preloads for what the page's first render needs beyond what index.html lists (the first
 * script's chunks, and the app's chunks and styles: build/app-preload-plugin.ts): the matched
 * route modules (their chunk, its imports, its styles) and the page's language, so the browser
 * fetches them with the HTML instead of after running the app. Each file appears once: a style
 * the template already has is not inlined a second time after the route's own.
 */
export function routeAssets(
  manifest: ClientManifest,
  modules: string[],
  locale: string,
  inline: InlineStyles,
  /** Other sources the page renders on the server (a lazily loaded part, such as the consent banner). */
  alsoRendered: string[] = [],
): ReactNode[] {
  const inTemplate = templateAssets(manifest);
  const page = reachable(manifest, [
    ...alsoRendered,
    ...modules.map((name) => `src/routes/${name}.tsx`),
    `src/i18n/locales/${locale}.ts`,
    `src/i18n/shop/${locale}.ts`,
  ]);
  return [
    ...[...page.styles]
      .filter((file) => !inTemplate.styles.has(file))
      .map((file) => stylesheet(`/${file}`, inline, `css-${file}`)),
    ...[...page.scripts]
      .filter((file) => !inTemplate.scripts.has(file))
      .map((file) => (
        <link
          key={`js-${file}`}
          rel="modulepreload"
          crossOrigin=""
          href={`/${file}`}
          {...lowPriority}
          {...{ [appPreloadAttribute]: '' }}
        />
      )),
  ];
}

/** What index.html lists, per build: walked once, not at every page render. */
const templateAssetsOf = new WeakMap<ClientManifest, ReturnType<typeof reachable>>();
function templateAssets(manifest: ClientManifest) {
  let assets = templateAssetsOf.get(manifest);
  if (!assets) {
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    assets = reachable(manifest, [...(entry ? [entry] : []), appModule]);
    templateAssetsOf.set(manifest, assets);
  }
  return assets;
}

/** The chunks the manifest's `keys` load, with their static imports, and their styles. */
function reachable(manifest: ClientManifest, keys: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

/**
 * A server-rendered page fetches none of the app's code with the document: its preloads (the
 * template's, the route's and the language's) leave the head and are listed as data instead, for
 * the page's first script to add once the page's main image has arrived (or, on a page that
 * hydrates on interaction, at the first interaction), so every chunk is fetched at once then
 * rather than one import after another, and none takes the image's bandwidth.
 */
export function withoutAppCode(head: ReactNode[]): { head: ReactNode[]; appCode: string[] } {
  const appCode: string[] = [];
  const rest = head.filter((element) => {
    if (!isValidElement<Record<string, unknown>>(element) || !(appPreloadAttribute in element.props))
      return true;
    if (typeof element.props.href === 'string') appCode.push(element.props.href);
    return false;
  });
  return { head: rest, appCode };
}
