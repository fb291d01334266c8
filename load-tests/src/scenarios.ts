/**
 * The load scenarios, as data both runners read: the k6 scripts (k6/*.ts) and the Node runner
 * (`npm run load`, src/run.ts). No Node or k6 import here, so the module runs in both.
 *
 * A scenario is one shopper journey: GraphQL steps sent in order with the shopper's cookie.
 * Each iteration is a new shopper (fresh cookie jar). A step builds its request from what earlier
 * steps read (`ctx.vars`) and checks its response; a failed check ends the iteration.
 */
import * as op from './operations.ts';

export interface GraphqlRequest {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface JourneyContext {
  /** Values earlier steps read (product ids, slugs, shipping rate ...). */
  vars: Record<string, unknown>;
  /** Values the scenario's setup produced once for the whole run (e.g. an account). */
  shared: Record<string, string>;
  /** Unique per run, for data the scenarios create (emails, usernames). */
  runId: string;
  /** This journey's number in the run (0, 1, 2 ...): picks its account and client address. */
  sequence: number;
}

/** A GraphQL step: posts its request to /graphql with the shopper's cookie. */
export interface GraphqlStep {
  request(ctx: JourneyContext): GraphqlRequest;
  /** Reads what later steps need from `data`; returns a problem when the response is wrong. */
  check?(data: Record<string, unknown>, ctx: JourneyContext): string | undefined;
}

/** A storefront page a step opens as a browser does (GET, HTML), named for the report. */
export interface PageRequest {
  /** The operation name in the report and the k6 `name` tag, e.g. `page home`. */
  name: string;
  path: string;
}

/** A page step: GETs the server-rendered page with the shopper's cookie and checks its HTML. */
export interface PageStep {
  page(ctx: JourneyContext): PageRequest;
  /** Reads what later steps need from the HTML; returns a problem when the page is wrong. */
  checkHtml?(html: string, ctx: JourneyContext): string | undefined;
}

export type Step = GraphqlStep | PageStep;

export const isPageStep = (step: Step): step is PageStep => 'page' in step;

/** What a step sends, for either runner: its operation name, method, path, body and headers. */
export interface HttpRequest {
  operation: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

export function httpRequestOf(scenario: Scenario, step: Step, ctx: JourneyContext): HttpRequest {
  if (isPageStep(step)) {
    const { name, path } = step.page(ctx);
    return { operation: name, method: 'GET', path, headers: pageHeaders(ctx) };
  }
  const request = step.request(ctx);
  return {
    operation: request.operationName,
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify(request),
    headers: journeyHeaders(scenario, ctx),
  };
}

export interface Stage {
  duration: string;
  target: number;
}

export interface Scenario {
  name: string;
  description: string;
  /** Run before the load (k6 `setup()`), `times` times with ctx.sequence 0..times-1. */
  setup?: { times: number; steps: Step[] };
  /**
   * Journeys per second the scenario holds to (k6: arrival-rate executor, stage targets are
   * journeys/s; Node runner: autocannon's overall rate). For flows the gateway rate-limits per account.
   */
  pace?: { journeysPerSecond: number };
  steps: Step[];
  /** p95 budget per request, in milliseconds (k6 threshold; the Node runner reports against it). */
  p95BudgetMs: number;
  /** k6 ramp: virtual users over time. */
  stages: Stage[];
  /** Node runner: concurrent shoppers (connections). Writes are kept low to spare the stock. */
  connections: number;
}

const searchTerms = ['nude', 'almond', 'glitter', 'coffin', 'french', 'pink', 'short', 'chrome'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const unique = (ctx: JourneyContext) => `${ctx.runId}-${Math.random().toString(36).slice(2, 10)}`;
const loginAccounts = 30;
const accountName = (ctx: JourneyContext) => `load-${ctx.runId}-${ctx.sequence % loginAccounts}`;

interface ListingData {
  catalogue?: {
    total: number;
    pageCount: number;
    products: {
      __typename: string;
      databaseId: number;
      slug: string;
      stockStatus?: string;
      stockQuantity?: number | null;
    }[];
    facets: {
      price?: { min: number; max: number } | null;
      categories: { slug: string; count: number }[];
      attributes: { slug: string; terms: { slug: string; count: number }[] }[];
    };
  };
}

/**
 * Products a journey can buy again and again: simple products in stock whose stock is not
 * counted, else the three with the most stock, so a long run does not sell a product out
 * (the listing may be cached a moment after the last unit went).
 */
function buyable(products: NonNullable<ListingData['catalogue']>['products']): number[] {
  const inStock = products.filter(
    (product) => product.__typename === 'SimpleProduct' && product.stockStatus === 'IN_STOCK',
  );
  const uncounted = inStock.filter(
    (product) => product.stockQuantity === null || product.stockQuantity === undefined,
  );
  const chosen =
    uncounted.length > 0
      ? uncounted
      : [...inStock].sort((a, b) => (b.stockQuantity ?? 0) - (a.stockQuantity ?? 0)).slice(0, 3);
  return chosen.map((product) => product.databaseId);
}

const listing = (variables: Record<string, unknown> = {}): GraphqlRequest => ({
  operationName: 'LoadCatalogue',
  query: op.catalogueListing,
  variables,
});

/** A first listing page: remembers products, a category, a filter entry and the page count. */
const browseFirstPage: GraphqlStep = {
  request: () => listing({ page: 1 }),
  check(data, ctx) {
    const catalogue = (data as ListingData).catalogue;
    if (!catalogue) return 'no catalogue';
    if (catalogue.products.length === 0) return 'the first catalogue page is empty';
    const category = catalogue.facets.categories.find((facet) => facet.count > 0);
    const attribute = catalogue.facets.attributes.find((facet) => facet.terms.some((term) => term.count > 0));
    const term = attribute?.terms.find((entry) => entry.count > 0);
    const price = catalogue.facets.price;
    ctx.vars.category = category?.slug;
    ctx.vars.filter =
      attribute && term
        ? `${attribute.slug}[${term.slug}]`
        : price
          ? `price[${Math.floor(price.min)},${Math.ceil(price.max)}]`
          : undefined;
    ctx.vars.pageCount = catalogue.pageCount;
    ctx.vars.slugs = catalogue.products.map((product) => product.slug);
    ctx.vars.buyable = buyable(catalogue.products);
    return undefined;
  },
};

const expectCatalogue: GraphqlStep['check'] = (data) =>
  (data as ListingData).catalogue ? undefined : 'no catalogue';

const addToCartStep: GraphqlStep = {
  request: (ctx) => {
    const buyable = ctx.vars.buyable as number[];
    return {
      operationName: 'LoadAddToCart',
      query: op.addToCart,
      variables: { productId: pick(buyable), quantity: 1 },
    };
  },
  check: (data) => {
    const cart = (data.addToCart as { cart?: { contents?: { itemCount: number } } } | null)?.cart;
    return (cart?.contents?.itemCount ?? 0) >= 1 ? undefined : 'the cart is still empty after addToCart';
  },
};

/** The listing step for journeys that buy: fails when the first page has nothing to buy. */
const browseForSomethingToBuy: GraphqlStep = {
  request: browseFirstPage.request,
  check(data, ctx) {
    const problem = browseFirstPage.check!(data, ctx);
    if (problem) return problem;
    return (ctx.vars.buyable as number[]).length > 0
      ? undefined
      : 'no simple product in stock on the first page';
  },
};

const cartStep: GraphqlStep = {
  request: () => ({ operationName: 'LoadCart', query: op.cart }),
  check(data) {
    const current = data.cart as { isEmpty: boolean } | null;
    return !current || current.isEmpty ? 'the cart is empty' : undefined;
  },
};

/** The distinct slugs a page links to under `/<prefix>/`, as a shopper would follow them. */
export function linkedSlugs(html: string, prefix: 'product' | 'product-category'): string[] {
  const links = html.matchAll(new RegExp(`href="/${prefix}/([^"/?#]+)[?#"]`, 'g'));
  return [...new Set([...links].map((link) => link[1]!))];
}

/** The home page: links to products and categories, remembered for the next pages. */
const homePage: PageStep = {
  page: () => ({ name: 'page home', path: '/' }),
  checkHtml(html, ctx) {
    ctx.vars.slugs = linkedSlugs(html, 'product');
    ctx.vars.categories = linkedSlugs(html, 'product-category');
    if ((ctx.vars.slugs as string[]).length === 0) return 'the home page links to no product';
    if ((ctx.vars.categories as string[]).length === 0) return 'the home page links to no category';
    return undefined;
  },
};

/** A category the home page links to: its products rendered into the page. */
const categoryPage: PageStep = {
  page: (ctx) => ({
    name: 'page category',
    path: `/product-category/${pick(ctx.vars.categories as string[])}`,
  }),
  checkHtml(html, ctx) {
    const slugs = linkedSlugs(html, 'product');
    if (slugs.length === 0) return 'the category page lists no product';
    ctx.vars.slugs = slugs;
    return undefined;
  },
};

/** A product of the category: its name and its structured data (JSON-LD) in the page. */
const productPage: PageStep = {
  page: (ctx) => ({ name: 'page product', path: `/product/${pick(ctx.vars.slugs as string[])}` }),
  checkHtml: (html) =>
    /"@type":\s*"Product"/.test(html) ? undefined : 'the product page has no Product structured data',
};

/** The shopper's cart, rendered with her session: the line she added is in the HTML. */
const cartPage: PageStep = {
  page: () => ({ name: 'page cart', path: '/cart' }),
  checkHtml: (html) =>
    html.includes('data-testid="cart-line"') ? undefined : 'the cart page shows no line of her cart',
};

/** Checkout, rendered with her session: the form and her cart's order summary. */
const checkoutPage: PageStep = {
  page: () => ({ name: 'page checkout', path: '/checkout' }),
  checkHtml: (html) =>
    /<form[\s>]/.test(html) && !html.includes('data-testid="cart-empty"')
      ? undefined
      : 'the checkout page has no form for her cart',
};

const shopperAddress = (ctx: JourneyContext) => ({
  firstName: 'Load',
  lastName: 'Test',
  address1: 'Teststraße 1',
  city: 'Berlin',
  postcode: '10115',
  country: 'DE',
  // example.com never receives mail (RFC 2606).
  email: `load-${unique(ctx)}@example.com`,
  phone: '+49 30 1234567',
});

export const scenarios: Scenario[] = [
  {
    name: 'browse-and-filter',
    description: 'Catalogue page 1, a category sorted by price, an attribute filter, page 2.',
    steps: [
      browseFirstPage,
      {
        request: (ctx) => listing({ category: ctx.vars.category, orderby: 'price', order: 'ASC' }),
        check: expectCatalogue,
      },
      { request: (ctx) => listing({ filter: ctx.vars.filter }), check: expectCatalogue },
      {
        request: (ctx) =>
          listing({ page: Math.min(2, Number(ctx.vars.pageCount) || 1), orderby: 'rating', order: 'DESC' }),
        check: expectCatalogue,
      },
    ],
    p95BudgetMs: 500,
    stages: [
      { duration: '30s', target: 20 },
      { duration: '1m', target: 20 },
      { duration: '15s', target: 0 },
    ],
    connections: 8,
  },
  {
    name: 'product-detail',
    description: 'A listing page, then the detail of one of its products.',
    steps: [
      browseFirstPage,
      {
        request: (ctx) => ({
          operationName: 'LoadProductDetail',
          query: op.productDetail,
          variables: { slug: pick(ctx.vars.slugs as string[]) },
        }),
        check: (data) => (data.product ? undefined : 'product not found'),
      },
    ],
    p95BudgetMs: 500,
    stages: [
      { duration: '30s', target: 20 },
      { duration: '1m', target: 20 },
      { duration: '15s', target: 0 },
    ],
    connections: 8,
  },
  {
    name: 'search',
    description: 'A catalogue search for a common term (an empty result is a valid answer).',
    steps: [{ request: () => listing({ search: pick(searchTerms) }), check: expectCatalogue }],
    p95BudgetMs: 500,
    stages: [
      { duration: '30s', target: 20 },
      { duration: '1m', target: 20 },
      { duration: '15s', target: 0 },
    ],
    connections: 8,
  },
  {
    name: 'add-to-cart',
    description: 'A new shopper browses, adds a product in stock and opens the cart.',
    steps: [browseForSomethingToBuy, addToCartStep, cartStep],
    p95BudgetMs: 800,
    stages: [
      { duration: '30s', target: 10 },
      { duration: '1m', target: 10 },
      { duration: '15s', target: 0 },
    ],
    connections: 4,
  },
  {
    name: 'guest-checkout',
    description:
      'The full guest journey: browse, add to cart, cart with shipping rates, checkout (cash on delivery).',
    steps: [
      browseForSomethingToBuy,
      addToCartStep,
      cartStep,
      {
        request: (ctx) => ({
          operationName: 'LoadCheckout',
          query: op.checkout,
          // The cart's chosen shipping rate (commerce picks the first) is the order's.
          variables: {
            key: `load-${unique(ctx)}`,
            input: { billing: shopperAddress(ctx), paymentMethod: ctx.shared.paymentMethod ?? 'cod' },
          },
        }),
        check: (data) => {
          const placed = data.placeOrder as {
            status?: string;
            orderId?: number | null;
            errorCode?: string | null;
          } | null;
          return placed?.status === 'SUCCEEDED' && placed.orderId
            ? undefined
            : `placeOrder answered ${placed?.status ?? 'nothing'} ${placed?.errorCode ?? ''}`.trim();
        },
      },
    ],
    p95BudgetMs: 1500,
    stages: [
      { duration: '30s', target: 5 },
      { duration: '1m', target: 5 },
      { duration: '15s', target: 0 },
    ],
    connections: 2,
  },
  {
    name: 'pages-anonymous',
    description: 'A visitor opens the home page, a category it links to and a product of that category.',
    steps: [homePage, categoryPage, productPage],
    p95BudgetMs: 1000,
    stages: [
      { duration: '30s', target: 10 },
      { duration: '1m', target: 10 },
      { duration: '15s', target: 0 },
    ],
    connections: 8,
  },
  {
    name: 'pages-shopper',
    description:
      'A new shopper adds a product, then opens her cart and checkout pages (rendered with her session).',
    steps: [browseForSomethingToBuy, addToCartStep, cartPage, checkoutPage],
    p95BudgetMs: 1500,
    stages: [
      { duration: '30s', target: 5 },
      { duration: '1m', target: 5 },
      { duration: '15s', target: 0 },
    ],
    connections: 4,
  },
  {
    name: 'login',
    description: 'A customer signs in, the session knows them, they sign out (password hashing dominates).',
    // The gateway allows 5 logins per account per minute: a pool of accounts in rotation at one
    // journey per second keeps each account at 2 per minute.
    setup: {
      times: loginAccounts,
      steps: [
        {
          request: (ctx) => ({
            operationName: 'LoadRegisterCustomer',
            query: op.registerCustomer,
            variables: {
              input: {
                username: accountName(ctx),
                email: `${accountName(ctx)}@example.com`,
                password: ctx.shared.password,
              },
            },
          }),
          check: (data) =>
            (data.registerCustomer as { customer?: unknown } | null)?.customer
              ? undefined
              : 'registration failed',
        },
      ],
    },
    pace: { journeysPerSecond: 1 },
    steps: [
      {
        request: (ctx) => ({
          operationName: 'LoadLogin',
          query: op.login,
          variables: { username: accountName(ctx), password: ctx.shared.password },
        }),
        check: (data) =>
          (data.login as { user?: unknown } | null)?.user ? undefined : 'login returned no user',
      },
      {
        request: () => ({ operationName: 'LoadViewer', query: op.viewer }),
        check: (data) =>
          (data.session as { signedIn?: boolean } | null)?.signedIn
            ? undefined
            : 'the session is not signed in after login',
      },
      {
        request: () => ({ operationName: 'LoadLogout', query: op.logout }),
        check: (data) =>
          (data.logout as { success?: boolean } | null)?.success ? undefined : 'logout failed',
      },
    ],
    p95BudgetMs: 1000,
    // Targets are journeys per second (paced scenario).
    stages: [
      { duration: '30s', target: 1 },
      { duration: '1m', target: 1 },
      { duration: '15s', target: 0 },
    ],
    connections: 2,
  },
];

/** Seconds of a k6 duration such as `30s`, `1m` or `1m30s`. */
export function durationSeconds(text: string): number {
  const match = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!match || (!match[1] && !match[2])) throw new Error(`not a duration: ${text}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/**
 * A scenario's k6 ramp for a run of `seconds` (`LOAD_DURATION`, as `--duration` is for the Node
 * runner): its stages scaled to that length, ramp up, hold and ramp down in the same shares, at
 * least a second each; without `seconds`, as written.
 */
export function stagesFor(scenario: Scenario, seconds?: number): Stage[] {
  if (!seconds) return scenario.stages;
  const written = scenario.stages.map((stage) => durationSeconds(stage.duration));
  const total = written.reduce((sum, value) => sum + value, 0);
  let left = seconds;
  return scenario.stages.map((stage, index) => {
    const last = index === scenario.stages.length - 1;
    const share = last ? left : Math.max(1, Math.round((written[index]! / total) * seconds));
    left = Math.max(1, left - share);
    return { duration: `${Math.max(1, share)}s`, target: stage.target };
  });
}

/** Shared values for a run: the password of the run's accounts and the payment method. */
export function initialShared(
  runId: string,
  env: Record<string, string | undefined>,
): Record<string, string> {
  return { password: `Load-${runId}-pw!`, paymentMethod: env.LOAD_PAYMENT_METHOD ?? 'cod' };
}

/**
 * Judges one response: HTTP status, then for a GraphQL step JSON, GraphQL `errors` (sent with
 * HTTP 200) and the step's own check; for a page step a whole HTML document (the render did not
 * stop half-way) and the step's HTML check. Undefined means the step passed.
 */
export function evaluate(step: Step, status: number, body: string, ctx: JourneyContext): string | undefined {
  if (status !== 200) return `HTTP ${status}`;
  if (isPageStep(step)) {
    if (!/<html[\s>]/i.test(body) || !/<\/html>\s*$/i.test(body))
      return 'the page is not a whole HTML document';
    return step.checkHtml?.(body, ctx);
  }
  let parsed: {
    data?: Record<string, unknown> | null;
    errors?: { message?: string; extensions?: { code?: string } }[];
  };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return 'response is not JSON';
  }
  const [first] = parsed.errors ?? [];
  if (first)
    return `GraphQL error${first.extensions?.code ? ` (${first.extensions.code})` : ''}: ${first.message ?? 'unknown'}`;
  if (!parsed.data) return 'no data';
  return step.check?.(parsed.data, ctx);
}

export const findScenario = (name: string): Scenario => {
  const found = scenarios.find((scenario) => scenario.name === name);
  if (!found)
    throw new Error(
      `unknown scenario "${name}"; known: ${scenarios.map((scenario) => scenario.name).join(', ')}`,
    );
  return found;
};

/**
 * The client address of a journey: each journey is a different shopper, as real traffic is, so
 * the gateway's per-IP limits apply per shopper (sent as X-Forwarded-For; addresses from the
 * 198.18.0.0/15 benchmarking range of RFC 2544, never a real client).
 */
export function clientAddress(sequence: number): string {
  const n = sequence % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Headers of a page request: a browser's, in English (the pages without a locale prefix; `/`
 * redirects another language to its own), from the journey's client address.
 */
export const pageHeaders = (ctx: JourneyContext): Record<string, string> => ({
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'en',
  'x-forwarded-for': clientAddress(ctx.sequence),
});

/** Headers every GraphQL request of a journey carries. */
export const journeyHeaders = (scenario: Scenario, ctx: JourneyContext): Record<string, string> => ({
  'content-type': 'application/json',
  'x-load-scenario': scenario.name,
  'x-forwarded-for': clientAddress(ctx.sequence),
});
