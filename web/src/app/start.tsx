import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { activateLocale } from '../i18n/i18n.ts';
import { localeOfPath } from '../i18n/locales.ts';
import { environment, serverState } from '../relay/environment.ts';
import { startBuildUpdates } from './build-updates.ts';
import { markHydrated } from './hydration.tsx';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { addLanguageOnNavigation, routesOfLanguage } from './router.tsx';

/**
 * The app: React takes over the server's page (or renders a page the server left to the browser)
 * with the router, Relay and the language. main.tsx loads this module at once, or at the
 * shopper's first interaction on a page that hydrates on interaction.
 *
 * Start-up runs as several tasks, not one: between its steps (the modules' evaluation, the
 * language, each route's code and loader, hydration) the browser may handle a tap or a scroll,
 * where one task would block the page on a phone's CPU for all of them together.
 */
type LoaderArgs = Parameters<Extract<NonNullable<RouteObject['loader']>, (...args: never[]) => unknown>>[0];

/**
 * The server rendered this page (entry-server.tsx): its route modules load, and its loaders run
 * again against the records the server wrote into the page (store-or-network), so the router
 * starts with the same data and nothing is fetched. Errors (a 404 product) come as they were.
 */
async function hydrationData(state: NonNullable<ReturnType<typeof serverState>>) {
  const matches = matchRoutes(routesOfLanguage(window.location.pathname), window.location) ?? [];
  const request = new Request(window.location.href);
  const loaderData: Record<string, unknown> = {};
  let failed = false;
  for (const { route, params } of matches) {
    await yieldToBrowser();
    // Every matched module loads, also below an error's boundary (a page whose loader threw
    // 404): the router waits for a lazy route before it renders, so the server's error page
    // met an empty page at hydration.
    if (typeof route.lazy === 'function') {
      Object.assign(route, await route.lazy());
      delete route.lazy;
      // The route module's evaluation and its loader's store reads: two tasks, not one.
      await yieldToBrowser();
    }
    if (failed || (state.errors && route.id && route.id in state.errors)) {
      failed = true;
      continue;
    }
    if (typeof route.loader === 'function' && route.id) {
      const result: unknown = await route.loader({ request, params, context: undefined } as LoaderArgs);
      // The server already chose this page's language (the `/` redirect): no second redirect here.
      loaderData[route.id] = result instanceof Response ? null : result;
    }
  }
  return { loaderData, errors: state.errors };
}

/**
 * Calls `onCommitted` once React has committed the page's first render (the root, outside the
 * page's regions: app/hydration.tsx `HydrationRegion`).
 */
function RootCommitted({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}

/**
 * The first element inside each Suspense boundary the server rendered (React writes a finished
 * boundary as `<!--$-->…<!--/$-->`), read before hydration. React hydrates each boundary after
 * the root, in a task of its own (app/hydration.tsx `HydrationRegion`).
 */
function serverRegions(root: Element): Element[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const firsts: Element[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Comment).data !== '$') continue;
    let next = node.nextSibling;
    while (next && next.nodeType !== Node.ELEMENT_NODE && (next as Comment).data !== '/$')
      next = next.nextSibling;
    if (next instanceof Element) firsts.push(next);
  }
  return firsts;
}

/** React has hydrated an element once it has attached its fiber to it (what the e2e tests read). */
const hydratedElement = (element: Element) =>
  !element.isConnected || Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/**
 * Resolves once every region the server rendered has hydrated (at most `limit` ms): a tap held
 * before hydration (app/takeover.ts) is replayed on an element React has taken over, so the
 * element's own handlers answer it; replayed on a region still waiting, React would hydrate it
 * with the tapped state as its own and see no change.
 */
async function regionsHydrated(regions: Element[], limit = 10_000): Promise<void> {
  const until = performance.now() + limit;
  while (!regions.every(hydratedElement) && performance.now() < until) await yieldToBrowser();
}

/** Starts the app; resolves once React has taken the page over (its first commit). */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The first paint already speaks the URL's language: its messages load before React renders.
  await yieldToBrowser();
  await activateLocale(localeOfPath(window.location.pathname));
  const inspectMode = new URLSearchParams(window.location.search).get('inspect');
  if (import.meta.env.DEV && inspectMode !== null) {
    const { startInspector } = await import('./inspector.ts');
    await startInspector(inspectMode);
  }

  await yieldToBrowser();
  const state = serverState();
  const options = state ? { hydrationData: await hydrationData(state) } : {};
  // The router matches the language's route table again: a task of its own, not the last loader's.
  await yieldToBrowser();
  // The page's language's routes; another language's are added when a navigation leads there.
  const { pathname } = window.location;
  const router = createBrowserRouter(routesOfLanguage(pathname), {
    ...options,
    patchRoutesOnNavigation: addLanguageOnNavigation(pathname),
  });

  let resolve: () => void = () => undefined;
  const rootCommitted = new Promise<void>((done) => (resolve = done));
  const regions = state ? serverRegions(root) : [];
  // `<html data-hydrated>`: the page, regions included, is the app's now. Until then a
  // server-rendered control shows but does nothing of the app's own; browser tests and
  // synthetic checks wait for it before they type or tick.
  // Browser rendering starts there too (`markHydrated`), not at the root's commit: a part hydrated
  // inside a region would otherwise find the browser's snapshot unlike the server's and re-render
  // at once, synchronously, every such part of the region in one task (app/hydration.tsx).
  const hydrated = rootCommitted
    .then(() => regionsHydrated(regions))
    .then(() => {
      markHydrated();
      document.documentElement.dataset.hydrated = '';
    });
  const app = (
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
      <RootCommitted onCommitted={resolve} />
    </StrictMode>
  );
  // Hydration as a transition: React renders a transition in slices and yields to the browser
  // between them (a plain hydrateRoot renders the whole page in one task, which a phone's CPU
  // spends as one long task blocking taps and scrolls). What the server painted stays meanwhile.
  await yieldToBrowser();
  if (state) startTransition(() => void hydrateRoot(root, app));
  else {
    markHydrated();
    createRoot(root).render(app);
  }
  // Browser-only behaviour starts after hydration (build polling, behaviour §4), in a task of its own.
  void hydrated.then(yieldToBrowser).then(startBuildUpdates);
  return hydrated;
}
