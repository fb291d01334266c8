import { matchRoutes, type RouteObject } from 'react-router-dom';
import { prefetch } from './prefetch.ts';

let routes: RouteObject[] = [];

/** The router hands its route table over once, so links can preload the modules they lead to. */
export function registerRoutes(table: RouteObject[]): void {
  routes = table;
}

export function prefetchPath(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const { route } of matches) {
    const lazy = route.lazy;
    if (typeof lazy === 'function') prefetch(`route:${route.id ?? pathname}`, () => Promise.resolve(lazy()));
  }
}
