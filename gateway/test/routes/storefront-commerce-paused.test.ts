/**
 * Pages while commerce hangs (SIGSTOP: its port still takes connections, nothing answers), as
 * the gateway README's "Faults" states them: a page rendered before answers 200 from its last
 * good render, even once its freshness is over; a page never rendered answers the shell with
 * 503 within the page budget, never a 500. The durations are printed, not asserted (the
 * architecture's rule: speed is a benchmark's to print).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContent } from '@nails/content';
import { repoRoot } from '@nails/platform';
import { buildApp } from '../../src/app.ts';
import { loadGatewayConfig } from '../../src/config.ts';
import { pageBuild } from '../support/page-build.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Commerce in a process of its own, so it can be stopped as a hung server is. */
async function startCommerceProcess(varDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'upstreams/commerce/src/server.ts')],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOG_LEVEL: 'warn',
        VAR_DIR: varDir,
        COMMERCE_HOST: '127.0.0.1',
        COMMERCE_PORT: String(port),
        COMMERCE_PRERENDER_IMAGES: 'off',
        COMMERCE_WEBHOOK_URLS: '',
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const answered = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    }).catch(() => undefined);
    if (answered?.ok) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('commerce did not start');
}

describe('pages while commerce hangs', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'gw-paused-'));
  let commerce: { url: string; child: ChildProcess };
  let content: Awaited<ReturnType<typeof startContent>>;
  let gateway: FastifyInstance;
  let slugs: string[] = [];

  beforeAll(async () => {
    const env = { VAR_DIR: varDir, LOG_LEVEL: 'warn', COMMERCE_WEBHOOK_URLS: '' };
    content = await startContent({ host: '127.0.0.1', port: 0, env });
    commerce = await startCommerceProcess(varDir);
    gateway = await buildApp(
      loadGatewayConfig({
        VAR_DIR: varDir,
        COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
        CONTENT_API_URL: content.url,
        PERSISTED_QUERIES_FILE: path.join(varDir, 'none.json'),
        WEB_DIST_DIR: pageBuild(),
        // Pages and catalogue answers are fresh 1 s with no stale-while-revalidate: once that is
        // over, a page must be rendered again, and only the last good render can answer it.
        PAGE_CACHE_TTL_MS: '1000',
        CACHE_TTL_MS: '1000',
        CACHE_STALE_WHILE_REVALIDATE_MS: '0',
      }),
      { logger: false },
    );
    const listing = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: `query { catalogue(perPage: 100) { products { slug } } }` },
    });
    // Not the product the start's warm-up renders (the index's first): unseen pages must be unseen.
    const [warmed] = await gateway.upstreams.listingIndex.products();
    slugs = listing
      .json<{ data: { catalogue: { products: { slug: string }[] } } }>()
      .data.catalogue.products.map((product) => product.slug)
      .filter((slug) => slug !== warmed?.slug);
  }, 120_000);

  afterAll(async () => {
    commerce?.child.kill('SIGCONT');
    commerce?.child.kill('SIGKILL');
    await gateway?.close();
    await content?.close();
    rmSync(varDir, { recursive: true, force: true });
  }, 60_000);

  const timed = async (url: string) => {
    const started = performance.now();
    const response = await gateway.inject({ method: 'GET', url });
    return { response, ms: Math.round(performance.now() - started) };
  };

  it('answers a page rendered before from its last render, and an unseen one with the shell and 503, never 500', async () => {
    const listing = await timed('/products');
    const product = await timed(`/product/${slugs[0]}`);
    expect([listing.response.statusCode, product.response.statusCode]).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // both past their freshness

    commerce.child.kill('SIGSTOP');
    const listingAgain = await timed('/products');
    expect(listingAgain.response.statusCode).toBe(200);
    expect(listingAgain.response.headers['x-cache']).toBe('stale-if-error');
    expect(listingAgain.response.body).toBe(listing.response.body);
    const productAgain = await timed(`/product/${slugs[0]}`);
    expect(productAgain.response.statusCode).toBe(200);
    expect(productAgain.response.body).toBe(product.response.body);

    const unseen = await timed(`/product/${slugs[1]}`);
    expect(unseen.response.statusCode).toBe(503);
    expect(unseen.response.headers['retry-after']).toBe('30');
    expect(unseen.response.body).toContain('id="root"');
    const unseenNext = await timed(`/product/${slugs[2]}`);
    expect(unseenNext.response.statusCode).not.toBe(500);
    commerce.child.kill('SIGCONT');

    console.info(
      `[commerce paused] rendered before: listing ${listingAgain.ms} ms, product ${productAgain.ms} ms; ` +
        `unseen product ${unseen.ms} ms (${unseen.response.statusCode}), the next ${unseenNext.ms} ms (${unseenNext.response.statusCode})`,
    );
  }, 60_000);
});
