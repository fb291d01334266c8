import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  RenderOutput,
  ServerEntry,
  ServerOperation,
  ServerOperationResult,
} from '@nails/schema/server-render.ts';
import { cacheTagsOf } from '../schema/cached-catalogue-call.ts';
import { publicOrigin } from './public-url.ts';
import { shopperSessionFor } from './storefront-shopper.ts';

/** A rendered page, whole: the page cache keeps it as it is sent. */
export type RenderedPage =
  | Exclude<RenderOutput, { kind: 'page' }>
  | {
      kind: 'page';
      status: number;
      html: string;
      personal: boolean;
      /** Every product the page's answers showed, `product:<id>` (the catalogue cache's tags). */
      products: string[];
      /** An answer said the back end failed (UPSTREAM_UNAVAILABLE, INTERNAL_SERVER_ERROR): data is missing. */
      degraded: boolean;
    };

/** Codes of an answer whose data is missing because a back end failed, not because of the request. */
const failureCodes = new Set(['UPSTREAM_UNAVAILABLE', 'INTERNAL_SERVER_ERROR']);

const failedAnswer = (result: ServerOperationResult): boolean =>
  (result.errors ?? []).some((error) =>
    failureCodes.has(String((error as { extensions?: { code?: unknown } }).extensions?.code)),
  );

/** One render's cookieless operations, and what their answers showed. */
function publicNetwork(app: FastifyInstance) {
  const products = new Set<string>();
  let degraded = false;
  const execute = async ({ locale, ...body }: ServerOperation): Promise<ServerOperationResult> => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-locale': locale },
      payload: body,
    });
    const result = response.json<ServerOperationResult>();
    if (response.statusCode >= 500 || failedAnswer(result)) degraded = true;
    // The same walk that tags the catalogue cache's answers names the page's products.
    for (const tag of cacheTagsOf(['product'], result.data))
      if (tag.startsWith('product:')) products.add(tag);
    return result;
  };
  return { execute, products: () => [...products], degraded: () => degraded };
}

interface Built {
  /** Names the build (its manifest and template): pages of another build are not this one's. */
  id: string;
  entry: ServerEntry;
  template: string;
  manifest: unknown;
  /** The build's stylesheets by URL path: pages inline them, so the first paint waits for none. */
  styles: Map<string, string>;
  builtAt: number;
}

/**
 * Server rendering of the storefront's pages. The web build's server entry is imported once per
 * build (a new build on disk is picked up within a second); its GraphQL operations run in
 * this process through the /graphql route itself (`inject`: no socket, no HTTP hop) as a
 * cookieless request in the page's language, so they meet the same persisted-operation list,
 * limits and catalogue cache as the browser's, and nothing personal reaches the HTML. The
 * exception is a page the web renders for the shopper (cart, checkout): its shopper operations
 * carry the shopper's session (`storefront-shopper.ts`), and the answer says so (`personal`,
 * `cookies`) for the route to make it private.
 */
export function storefrontRenderer(app: FastifyInstance, distDir: string) {
  const entryFile = path.join(distDir, '.server', 'entry-server.js');
  const templateFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let built: Promise<Built> | undefined;
  // A new build on disk is looked for at most once a second, as the persisted-query map does:
  // a page render does not pay three `exists` and a `stat` each.
  const checkEveryMs = 1_000;
  let checkedAt = -Infinity;

  const load = async (): Promise<Built | undefined> => {
    const now = performance.now();
    if (built && now - checkedAt < checkEveryMs) return built.catch(() => undefined);
    checkedAt = now;
    if (!existsSync(entryFile) || !existsSync(manifestFile) || !existsSync(templateFile)) return undefined;
    const builtAt = statSync(entryFile).mtimeMs;
    const current = await built?.catch(() => undefined);
    if (current && current.builtAt === builtAt) return current;
    built = (async () => ({
      id: createHash('sha256')
        .update(readFileSync(manifestFile))
        .update(readFileSync(templateFile))
        .digest('base64url')
        .slice(0, 16),
      entry: (await import(`${pathToFileURL(entryFile).href}?t=${builtAt}`)) as ServerEntry,
      template: readFileSync(templateFile, 'utf8'),
      manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown,
      styles: new Map(
        readdirSync(path.join(distDir, 'assets'))
          .filter((file) => file.endsWith('.css'))
          .map((file) => [`/assets/${file}`, readFileSync(path.join(distDir, 'assets', file), 'utf8')]),
      ),
      builtAt,
    }))();
    return built;
  };

  /**
   * The page, or undefined when there is no server build (the gateway then sends the shell).
   * `personal`: the render asked something as the shopper, whatever the page said of itself;
   * `cookies`: the Set-Cookie headers those answers carried. `url`: the path and query to render
   * (the page cache's normalised one), the request's own otherwise.
   */
  const render = async (
    request: FastifyRequest,
    url: string = request.url,
  ): Promise<(RenderedPage & { cookies: string[] }) | undefined> => {
    const current = await load();
    if (!current) return undefined;
    const origin = publicOrigin(app, request);
    const { cookie, 'accept-language': acceptLanguage } = request.headers;
    const shopper = shopperSessionFor(app, { cookie, acceptLanguage, ip: request.ip, host: request.host });
    const network = publicNetwork(app);
    const page = await current.entry.render({
      url: `${origin}${url}`,
      headers: { cookie, acceptLanguage },
      origin,
      template: current.template,
      manifest: current.manifest,
      styles: (href) => current.styles.get(href),
      execute: network.execute,
      executeAsShopper: shopper.execute,
      onError: (error) => app.log.error({ err: error, url: request.url }, 'storefront render failed'),
    });
    const cookies = shopper.cookiesSet();
    if (page.kind !== 'page') return { ...page, cookies };
    return {
      kind: 'page',
      status: page.status,
      html: await text(page.stream),
      personal: page.personal || shopper.asked(),
      products: network.products(),
      degraded: network.degraded(),
      cookies,
    };
  };

  return Object.assign(render, {
    /** The build's id, or undefined when there is no server build. */
    build: async (): Promise<string | undefined> => (await load())?.id,
  });
}
