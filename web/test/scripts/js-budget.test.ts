import { describe, expect, it } from 'vitest';
import {
  overBudgetMessage,
  routeChunks,
  routeReports,
  type BuiltChunk,
  type RouteBudget,
} from '../../scripts/js-budget.ts';

const KB = 1024;
const chunk = (fileName: string, gzipKb: number, rest: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  imports: [],
  gzipBytes: gzipKb * KB,
  madeOf: [],
  ...rest,
});

/** A build shaped like the storefront's: a small first script, the app, two routes, a language. */
const build = (listingKb: number): BuiltChunk[] => [
  chunk('assets/index.js', 3, { isEntry: true, module: 'index.html', imports: ['assets/preload.js'] }),
  chunk('assets/preload.js', 1),
  chunk('assets/start.js', 60, {
    module: 'src/app/start.tsx',
    imports: ['assets/react.js'],
    madeOf: ['react-dom'],
  }),
  chunk('assets/react.js', 20, { madeOf: ['react-router', 'i18next'] }),
  chunk('assets/HomeRoute.js', 2, { module: 'src/routes/HomeRoute.tsx', imports: ['assets/react.js'] }),
  chunk('assets/ProductsRoute.js', listingKb, {
    module: 'src/routes/ProductsRoute.tsx',
    imports: ['assets/react.js', 'assets/Filters.js'],
    madeOf: ['src/features/catalogue'],
  }),
  chunk('assets/Filters.js', 4),
  chunk('assets/en.js', 5, { module: 'src/i18n/locales/en.ts' }),
  chunk('assets/shop-en.js', 2, { module: 'src/i18n/shop/en.ts' }),
];

const budgets: RouteBudget[] = [
  { route: 'home', module: 'HomeRoute', kb: 60, hydratesOnInteraction: true },
  { route: 'listing', module: 'ProductsRoute', kb: 120 },
];

describe('the JavaScript budget per route', () => {
  it("counts the first script's imports for a page that hydrates later, and the app, route and language otherwise", () => {
    const chunks = build(10);
    const home = budgets[0]!;
    const listing = budgets[1]!;
    expect(routeChunks(chunks, home).map((file) => file.fileName)).toEqual([
      'assets/index.js',
      'assets/preload.js',
    ]);
    expect(
      routeChunks(chunks, listing)
        .map((file) => file.fileName)
        .sort(),
    ).toEqual([
      'assets/Filters.js',
      'assets/ProductsRoute.js',
      'assets/en.js',
      'assets/index.js',
      'assets/preload.js',
      'assets/react.js',
      'assets/shop-en.js',
      'assets/start.js',
    ]);
    // A chunk two routes import is counted once per route.
    expect(routeReports(chunks, budgets).map((report) => report.bytes / KB)).toEqual([4, 105]);
  });

  it('passes a build within every budget', () => {
    expect(overBudgetMessage(routeReports(build(10), budgets))).toBeUndefined();
  });

  it('fails a build whose listing chunk grew past the budget, listing what the route loads, largest first', () => {
    const message = overBudgetMessage(routeReports(build(30), budgets));
    expect(message).toBeDefined();
    const lines = message!.split('\n');
    expect(lines[1]).toBe('  listing: 125.0 KB, budget 120.0 KB (5.0 KB over)');
    expect(lines[2]).toMatch(/^ +60\.0 KB {2}assets\/start\.js {2}react-dom$/);
    expect(lines[3]).toMatch(/^ +30\.0 KB {2}assets\/ProductsRoute\.js {2}src\/features\/catalogue$/);
    // Only the route over its budget is reported.
    expect(message).not.toMatch(/home/);
  });

  it('names a route module the build lacks instead of passing it', () => {
    const chunks = build(10).filter((file) => file.module !== 'src/routes/ProductsRoute.tsx');
    expect(() => routeReports(chunks, budgets)).toThrow(/src\/routes\/ProductsRoute\.tsx/);
  });
});
