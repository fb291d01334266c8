import { matchRoutes, type RouteObject } from 'react-router-dom';
import { prefetch } from './prefetch.ts';

let routesFor: (pathname: string) => RouteObject[] = () => [];

/**
 * The router hands over where to find a path's routes once (app/router.tsx `routesOfLanguage`: the
 * table of the path's language), so links can preload the modules they lead to.
 */
export function registerRoutes(routesOfPath: (pathname: string) => RouteObject[]): void {
  routesFor = routesOfPath;
}

export function prefetchPath(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const matches = matchRoutes(routesFor(pathname), pathname) ?? [];
  for (const { route } of matches) {
    const lazy = route.lazy;
    if (typeof lazy === 'function') prefetch(`route:${route.id ?? pathname}`, () => Promise.resolve(lazy()));
  }
}
