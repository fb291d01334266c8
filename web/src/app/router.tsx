import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary, NotFoundRoute } from '../features/errors/NotFoundRoute.tsx';
import { Shell } from '../features/shell/Shell.tsx';
import { shellLoader } from '../features/shell/ShellQueries.tsx';
import { activateLocale } from '../i18n/i18n.ts';
import {
  defaultLocale,
  localeOfPath,
  locales,
  isLocaleCode,
  localizePath,
  rememberedLocale,
  rememberLocale,
  type LocaleCode,
} from '../i18n/locales.ts';
import { registerRoutes } from '../lib/route-prefetch.ts';
import { serverState, setRequestLocale } from '../relay/environment.ts';
import type { RouteHandle } from './route-handle.ts';
import { pages, routeModule } from './routes.tsx';

/**
 * `/` goes to the remembered locale, else the one the browser prefers, remembered for next time
 * (behaviour §2, §9). On the server the request's cookie and Accept-Language say the same; the browser
 * remembers the choice once the page is hydrated (app/start.tsx). The negotiation is the shop's
 * one (`@nails/schema/locale-negotiation.ts`), loaded only here: its language data is not worth
 * a byte of any other page.
 */
async function rootRedirect(request: Request): Promise<Response | null> {
  const inBrowser = typeof document !== 'undefined';
  const remembered = rememberedLocale(inBrowser ? document.cookie : (request.headers.get('cookie') ?? ''));
  if (!remembered && inBrowser && serverState()) {
    // The server rendered this `/` itself: it found no other language for this browser, so the
    // page's own is the one to remember, without loading the negotiation again at hydration.
    rememberLocale(defaultLocale);
    return null;
  }
  let locale = remembered;
  if (!locale) {
    const { negotiateShopLocale } = await import('@nails/schema/locale-negotiation.ts');
    locale = negotiateShopLocale(
      inBrowser ? navigator.languages : request.headers.get('accept-language'),
    ).code;
    if (inBrowser) rememberLocale(locale);
  }
  return locale === defaultLocale ? null : redirect(localizePath('/', locale));
}

function localeBranch(code: LocaleCode, prefixed: boolean): RouteObject {
  return {
    id: prefixed ? `locale-${code}` : 'locale-default',
    ...(prefixed ? { path: code } : {}),
    loader: async ({ request }) => {
      if (!prefixed && new URL(request.url).pathname === '/') {
        const redirection = await rootRedirect(request);
        if (redirection) return redirection;
      }
      await activateLocale(code);
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      currentUrl.pathname.split('/')[1] !== nextUrl.pathname.split('/')[1],
    ErrorBoundary: RouteErrorBoundary,
    children: pages.map((page) => ({
      id: `${prefixed ? code : 'default'}:${page.id}`,
      path: page.path,
      ...(page.path === '' ? { index: true as const, path: undefined } : {}),
      lazy: routeModule(page.module),
      handle: {
        page: page.id,
        module: page.module,
        personal: page.personal === true,
        rendersForShopper: page.rendersForShopper === true,
        hydrateOnInteraction: page.hydrateOnInteraction === true,
      } satisfies RouteHandle,
    })) as RouteObject[],
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Shell,
    // The first paint waits for the shell's lazy route module; nothing to show before it.
    HydrateFallback: () => null,
    // The first loader of a navigation: every query after it asks in the new page's language.
    loader: (args) => {
      setRequestLocale(localeOfPath(new URL(args.request.url).pathname));
      return shellLoader(args);
    },
    // The shell's banner and logo are per language: fetch them again only when it changes.
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname),
    ErrorBoundary: RouteErrorBoundary,
    children: [
      localeBranch(defaultLocale, false),
      ...locales.map((locale) => localeBranch(locale.code, true)),
      { id: 'not-found', path: '*', Component: NotFoundRoute },
    ],
  },
];

const [root] = routes as [RouteObject & { children: RouteObject[] }];

/** The branch of `pathname`'s language: `/de/…` is German's, an unprefixed path the default one. */
function languageBranch(pathname: string): RouteObject {
  const first = pathname.split('/')[1];
  const id = isLocaleCode(first) ? `locale-${first}` : 'locale-default';
  const branch = root.children.find((child) => child.id === id);
  if (!branch) throw new Error(`router: no route branch ${id}`);
  return branch;
}

const notFound = root.children.filter((child) => !child.id?.startsWith('locale-'));
const languageTables = new Map<string, RouteObject[]>();

/**
 * The route table with one language's pages (`pathname`'s) and the not-found route, the same
 * route objects as `routes`. The browser's router starts with it, and links match against it:
 * React Router flattens and ranks a table, compiling every path to a regular expression, each time
 * it matches against it (its router once); seven languages of about thirty pages made that seven
 * times the work, in the app's start on a phone's CPU (README "Speed on a phone").
 */
export function routesOfLanguage(pathname: string): RouteObject[] {
  const branch = languageBranch(pathname);
  let table = languageTables.get(branch.id!);
  if (!table) languageTables.set(branch.id!, (table = [{ ...root, children: [branch, ...notFound] }]));
  return table;
}

/**
 * Adds a language's pages to a router started with `routesOfLanguage` when a navigation first
 * leads into it (React Router's `patchRoutesOnNavigation`; it asks when nothing but the not-found
 * route or a route with parameters matched).
 */
export function addLanguageOnNavigation(startPathname: string): PatchRoutesOnNavigationFunction {
  const added = new Set([languageBranch(startPathname).id]);
  return ({ path, patch }) => {
    const branch = languageBranch(path);
    if (added.has(branch.id)) return;
    added.add(branch.id);
    patch('root', [branch]);
  };
}

registerRoutes(routesOfLanguage);
