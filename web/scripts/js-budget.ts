/**
 * The JavaScript budget per route (README "Speed on a phone"), enforced by `vite build`: the gzip
 * bytes of the scripts a route needs before the shopper interacts. A route over its budget fails
 * the build with the route's files, largest first, and what each is made of.
 *
 * What a route needs before interaction:
 * - a page that hydrates on interaction (the home page, app/routes.tsx `hydrateOnInteraction`):
 *   the first script (src/main.tsx) and its static imports, what the page loads before it has
 *   loaded; the app follows once the loaded page is idle or at the first interaction;
 * - any other page: the first script, the app (src/app/start.tsx), the route's module and the
 *   page's language (English, the default), each with its static imports.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** One built chunk, as the budget sees it. */
export interface BuiltChunk {
  fileName: string;
  /** The source module the chunk stands for (its facade), relative to web/, if any. */
  module?: string;
  isEntry: boolean;
  /** Static imports: file names of other chunks. */
  imports: string[];
  gzipBytes: number;
  /** Where the chunk's bytes come from (npm package or src folder), largest first. */
  madeOf: string[];
}

export interface RouteBudget {
  route: string;
  /** The route's module, `src/routes/<name>.tsx`. */
  module: string;
  /** Budget in KB (1024 bytes) of gzip. */
  kb: number;
  hydratesOnInteraction?: true;
}

const appModule = 'src/app/start.tsx';
const languageModules = ['src/i18n/locales/en.ts', 'src/i18n/shop/en.ts'];

/**
 * The enforced budgets. Home's 60 KB and the 120 KB the listing and the product page aim at are the
 * README's targets; the listing, product, cart and checkout ceilings are what the libraries every
 * hydrating page needs weigh today (React DOM, react-router, Relay, i18next, XState: README "Speed
 * on a phone"), so a change that adds to them fails the build, while the targets stay written
 * beside them until the pages get there.
 */
export const routeBudgets: RouteBudget[] = [
  { route: 'home', module: 'HomeRoute', kb: 60, hydratesOnInteraction: true },
  { route: 'listing', module: 'ProductsRoute', kb: 248 },
  { route: 'product', module: 'ProductRoute', kb: 255 },
  { route: 'cart', module: 'CartRoute', kb: 248 },
  { route: 'checkout', module: 'CheckoutRoute', kb: 263 },
];

/** The chunks `route` loads before interaction, each once. */
export function routeChunks(chunks: BuiltChunk[], budget: RouteBudget): BuiltChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(chunks.flatMap((chunk) => (chunk.module ? [[chunk.module, chunk] as const] : [])));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('JavaScript budget: the build has no entry chunk');
  const roots = budget.hydratesOnInteraction
    ? [entry]
    : [
        entry,
        ...[appModule, `src/routes/${budget.module}.tsx`, ...languageModules].map((module) => {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`JavaScript budget: no chunk for ${module} (route ${budget.route})`);
          return chunk;
        }),
      ];
  const seen = new Map<string, BuiltChunk>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  roots.forEach(visit);
  return [...seen.values()];
}

export interface RouteReport {
  route: string;
  bytes: number;
  budgetBytes: number;
  files: BuiltChunk[];
}

export function routeReports(chunks: BuiltChunk[], budgets: RouteBudget[] = routeBudgets): RouteReport[] {
  return budgets.map((budget) => {
    const files = routeChunks(chunks, budget).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      route: budget.route,
      bytes: files.reduce((total, file) => total + file.gzipBytes, 0),
      budgetBytes: budget.kb * 1024,
      files,
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The build's error for the routes over budget, or undefined when every route fits. */
export function overBudgetMessage(reports: RouteReport[]): string | undefined {
  const over = reports.filter((report) => report.bytes > report.budgetBytes);
  if (over.length === 0) return undefined;
  return [
    'JavaScript budget exceeded (gzip, before interaction; web/scripts/js-budget.ts):',
    ...over.flatMap((report) => [
      `  ${report.route}: ${kb(report.bytes)}, budget ${kb(report.budgetBytes)} (${kb(report.bytes - report.budgetBytes)} over)`,
      ...report.files.map(
        (file) =>
          `    ${kb(file.gzipBytes).padStart(9)}  ${file.fileName}  ${file.madeOf.slice(0, 4).join(', ')}`,
      ),
    ]),
  ].join('\n');
}

/** npm package or src folder a module belongs to, for "what the chunk is made of". */
function origin(id: string, root: string): string {
  const inPackage = id.split('node_modules/').pop() ?? id;
  if (inPackage !== id) {
    const parts = inPackage.split('/');
    return (parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
  }
  return path.relative(root, id).split(path.sep).slice(0, 3).join('/');
}

/**
 * Budgets from the environment, for a one-off check: `JS_BUDGETS='{"listing":10}'` (KB) replaces
 * the named routes' budgets.
 */
export function budgetsFromEnvironment(value = process.env.JS_BUDGETS): RouteBudget[] {
  if (!value) return routeBudgets;
  const overrides = JSON.parse(value) as Record<string, number>;
  return routeBudgets.map((budget) => ({ ...budget, kb: overrides[budget.route] ?? budget.kb }));
}

/** The Vite plugin: measures the browser build's chunks and fails the build over a budget. */
export function jsBudget(budgets: RouteBudget[] = budgetsFromEnvironment()): Plugin {
  let root = '';
  return {
    name: 'nails-js-budget',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) => {
        if (output.type !== 'chunk') return [];
        const sizes = new Map<string, number>();
        for (const [id, rendered] of Object.entries(output.modules)) {
          const from = origin(id.replace(/^\0/, ''), root);
          sizes.set(from, (sizes.get(from) ?? 0) + rendered.renderedLength);
        }
        return [
          {
            fileName: output.fileName,
            module: output.facadeModuleId?.startsWith(root)
              ? output.facadeModuleId.slice(root.length + 1)
              : undefined,
            isEntry: output.isEntry,
            imports: output.imports,
            gzipBytes: gzipSync(output.code, { level: 9 }).length,
            madeOf: [...sizes].sort((a, b) => b[1] - a[1]).map(([from]) => from),
          },
        ];
      });
      const reports = routeReports(chunks, budgets);
      const message = overBudgetMessage(reports);
      if (message) this.error(message);
      this.info(
        `JavaScript before interaction (gzip): ${reports.map((report) => `${report.route} ${kb(report.bytes)} of ${kb(report.budgetBytes)}`).join(', ')}`,
      );
    },
  };
}
