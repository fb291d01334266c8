import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { addLanguageOnNavigation, routes, routesOfLanguage } from '../../src/app/router.tsx';

const pageIds = (table: RouteObject[], path: string) =>
  (matchRoutes(table, path) ?? []).map(({ route }) => route.id);
const branchIds = (table: RouteObject[]) => table[0]?.children?.map(({ id }) => id);

/** Route objects without code or data: what the router matches, not what it renders. */
const bare = (table: RouteObject[]): RouteObject[] =>
  table.map(({ id, path, index, children }) =>
    index ? { id, index } : { id, path, ...(children ? { children: bare(children) } : {}) },
  );

describe("the browser's route table", () => {
  it("holds the pages of the path's language only, beside the not-found route", () => {
    expect(branchIds(routesOfLanguage('/de/products'))).toEqual(['locale-de', 'not-found']);
    expect(branchIds(routesOfLanguage('/products'))).toEqual(['locale-default', 'not-found']);
    expect(pageIds(routesOfLanguage('/de/products'), '/de/products')).toEqual(
      pageIds(routes, '/de/products'),
    );
    expect(pageIds(routesOfLanguage('/products'), '/products')).toEqual(pageIds(routes, '/products'));
    // The same table each time, so the same route objects (their lazy modules resolve once).
    expect(routesOfLanguage('/de/cart')).toBe(routesOfLanguage('/de/products'));
  });

  it("adds another language's pages when a navigation first leads there, once", async () => {
    const addLanguage = addLanguageOnNavigation('/de/products');
    const router = createMemoryRouter(bare(routesOfLanguage('/de/products')), {
      initialEntries: ['/de/products'],
      // The branches it adds, without their loaders and modules (no back end here).
      patchRoutesOnNavigation: (args) =>
        addLanguage({ ...args, patch: (id, children) => args.patch(id, bare(children)) }),
    });
    await router.navigate('/products');
    expect(router.state.matches.map(({ route }) => route.id)).toEqual(pageIds(routes, '/products'));
    await router.navigate('/fr/cart');
    expect(router.state.matches.map(({ route }) => route.id)).toEqual(pageIds(routes, '/fr/cart'));
    await router.navigate('/de/cart');
    expect(router.state.matches.map(({ route }) => route.id)).toEqual(pageIds(routes, '/de/cart'));
    expect(branchIds(router.routes)).toEqual(['locale-de', 'not-found', 'locale-default', 'locale-fr']);
    await router.navigate('/no/such/page');
    expect(router.state.matches.map(({ route }) => route.id)).toEqual(['root', 'not-found']);
    router.dispose();
  });
});
