import type { ExecutionRequest, ExecutionResult } from '@graphql-tools/utils';
import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../../src/cache/catalogue-cache.ts';
import { MemoryCacheStore } from '../../src/cache/cache-store.ts';
import { formatError } from '../../src/graphql/format-errors.ts';
import { createCommerceExecutor } from '../../src/schema/commerce-executor.ts';
import type { GatewayContext } from '../../src/schema/context.ts';
import { InMemorySessionStore } from '../../src/account/session-store.ts';
import { Shopper } from '../../src/account/shopper.ts';
import type { CommerceTransport } from '../../src/upstreams/commerce-transport.ts';

/** The commerce executor's catalogue cache, with a transport that counts the calls it gets. */
function setup(answer: () => ExecutionResult, maxCachedBytes: number) {
  let calls = 0;
  const transport: CommerceTransport = async () => {
    calls += 1;
    return answer();
  };
  const executor = createCommerceExecutor({
    transport,
    cache: new CatalogueCache(new MemoryCacheStore(), {
      ttlMs: 60_000,
      staleWhileRevalidateMs: 0,
      staleIfErrorMs: 0,
    }),
    maxCachedBytes,
  });
  const context: GatewayContext = {
    shopper: new Shopper(new InMemorySessionStore(), () => undefined),
    locale: 'en',
    ip: '127.0.0.1',
  };
  const run = (query: string) =>
    executor({ document: parse(query), variables: {}, context } as ExecutionRequest<
      Record<string, unknown>,
      GatewayContext
    >) as Promise<ExecutionResult>;
  return { run, calls: () => calls };
}

const products = (count: number) => ({
  data: {
    products: { nodes: Array.from({ length: count }, (_, i) => ({ name: `Nails ${i} ${'x'.repeat(100)}` })) },
  },
});

describe("the commerce executor's catalogue cache", () => {
  it('never caches an answer bigger than GRAPHQL_MAX_RESPONSE_BYTES, and caches one that fits', async () => {
    const big = setup(() => products(50), 2_000);
    await big.run('{ products(first: 50) { nodes { name } } }');
    await big.run('{ products(first: 50) { nodes { name } } }');
    expect(big.calls()).toBe(2);
    const small = setup(() => products(2), 2_000);
    await small.run('{ products(first: 2) { nodes { name } } }');
    await small.run('{ products(first: 2) { nodes { name } } }');
    expect(small.calls()).toBe(1);
  });

  it('hands each request the upstream error as a GraphQLError, so its code survives (an unknown slug is NOT_FOUND)', async () => {
    const { run } = setup(
      () => ({
        data: { product: null },
        errors: [
          new GraphQLError('No product ID was found corresponding to the slug: nope', { path: ['product'] }),
        ],
      }),
      1_000_000,
    );
    const answers = await Promise.all(
      [1, 2].map(() => run('{ product(id: "nope", idType: SLUG) { name } }')),
    );
    for (const answer of answers) {
      const error = answer.errors![0]!;
      expect(error).toBeInstanceOf(GraphQLError);
      const { formatted, internal } = formatError(
        new GraphQLError(error.message, { originalError: error as GraphQLError }),
      );
      expect(internal).toBe(false);
      expect(formatted.extensions.code).toBe('NOT_FOUND');
    }
  });
});
