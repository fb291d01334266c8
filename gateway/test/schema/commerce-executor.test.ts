import type { ExecutionRequest, ExecutionResult } from '@graphql-tools/utils';
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../../src/cache/catalogue-cache.ts';
import { MemoryCacheStore } from '../../src/cache/cache-store.ts';
import { createCommerceExecutor } from '../../src/schema/commerce-executor.ts';
import type { GatewayContext } from '../../src/schema/context.ts';
import { loadCommerceSchema } from '../../src/schema/stitch.ts';
import { InMemorySessionStore } from '../../src/account/session-store.ts';
import { Shopper } from '../../src/account/shopper.ts';
import type { CommerceCall, CommerceTransport } from '../../src/upstreams/commerce-transport.ts';

const jwt = (expSeconds: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: expSeconds })).toString('base64url')}.s`;

function setup(answer: (query: string, call: CommerceCall) => ExecutionResult) {
  const calls: { query: string; call: CommerceCall }[] = [];
  const transport: CommerceTransport = async (request, call) => {
    const query = print(request.document);
    calls.push({ query, call: { ...call } });
    const result = answer(query, call);
    return structuredClone(result);
  };
  const store = new InMemorySessionStore();
  const cache = new CatalogueCache(new MemoryCacheStore(), {
    ttlMs: 60_000,
    staleWhileRevalidateMs: 0,
    staleIfErrorMs: 0,
  });
  const context: GatewayContext = {
    shopper: new Shopper(store, () => undefined),
    locale: 'en',
    ip: '127.0.0.1',
  };
  const execute = (recoverCart?: (context: GatewayContext) => Promise<boolean>) => {
    const executor = createCommerceExecutor({
      schema: loadCommerceSchema().full,
      transport,
      cache,
      recoverCart,
    });
    return (query: string, variables: Record<string, unknown> = {}) =>
      executor({ document: parse(query), variables, context } as ExecutionRequest<
        Record<string, unknown>,
        GatewayContext
      >) as Promise<ExecutionResult>;
  };
  return { calls, store, context, execute };
}

describe('commerce executor', () => {
  it('captures sign-in tokens server side and strips them from the answer', async () => {
    const { calls, context, execute } = setup((query) =>
      query.includes('login')
        ? {
            data: {
              login: {
                user: { email: 'a@b.c' },
                __gw_authToken: jwt(2_000_000_000),
                __gw_refreshToken: 'refresh-1',
                __gw_sessionToken: 'woo-1',
                __gw_customer: { databaseId: 7 },
                __gw_user: { databaseId: 7 },
              },
            },
          }
        : { data: {} },
    );
    const result = await execute()(
      `mutation { login(input: { provider: PASSWORD, credentials: { username: "a", password: "b" } }) { user { email } } }`,
    );
    expect(calls[0]!.query).toMatch(/__gw_authToken: authToken/);
    expect(result.data).toEqual({ login: { user: { email: 'a@b.c' } } });
    expect(context.shopper.session).toMatchObject({
      authToken: jwt(2_000_000_000),
      refreshToken: 'refresh-1',
      customerId: 7,
      wooSessionToken: 'woo-1',
      authTokenExpiresAt: 2_000_000_000_000,
    });
  });

  it('refreshes an auth token about to expire before the call, and sends the new one', async () => {
    const soon = Math.floor(Date.now() / 1000) + 10;
    const { calls, context, execute } = setup((query) =>
      query.includes('GatewayRefreshToken')
        ? { data: { refreshToken: { authToken: jwt(soon + 3600), success: true } } }
        : { data: { viewer: { email: 'a@b.c' } } },
    );
    await context.shopper.signIn({
      authToken: jwt(soon),
      authTokenExpiresAt: soon * 1000,
      refreshToken: 'refresh-1',
      customerId: 7,
    });
    await execute()(`{ viewer { email } }`);
    expect(calls.map((call) => (call.query.includes('GatewayRefreshToken') ? 'refresh' : 'query'))).toEqual([
      'refresh',
      'query',
    ]);
    expect(calls[1]!.call.authToken).toBe(jwt(soon + 3600));
  });

  it('signs the shopper out when the refresh is refused', async () => {
    const soon = Math.floor(Date.now() / 1000) + 10;
    const { context, execute } = setup((query) =>
      query.includes('GatewayRefreshToken')
        ? { data: { refreshToken: null }, errors: [{ message: 'Expired refresh token' } as never] }
        : { data: { viewer: null } },
    );
    await context.shopper.signIn({
      authToken: jwt(soon),
      authTokenExpiresAt: soon * 1000,
      refreshToken: 'r',
      customerId: 7,
    });
    await execute()(`{ viewer { email } }`);
    expect(context.shopper.signedIn).toBe(false);
  });

  it('keeps the upstream session token from the response header and records cart commands', async () => {
    const { context, store, execute } = setup((_query, call) => {
      call.responseSessionToken = 'woo-guest';
      return { data: { addToCart: { cart: { isEmpty: false } } } };
    });
    await execute()(`mutation($input: AddToCartInput!) { addToCart(input: $input) { cart { isEmpty } } }`, {
      input: { productId: 5, quantity: 3 },
    });
    expect(context.shopper.session?.wooSessionToken).toBe('woo-guest');
    expect(await store.cartCommands(context.shopper.session!.id)).toEqual([
      { type: 'add', productId: 5, quantity: 3 },
    ]);
  });

  it('answers SESSION_INVALID when the upstream session is lost and cannot be recovered', async () => {
    const { context, execute } = setup(() => ({
      data: { cart: null },
      errors: [{ message: 'Invalid session token' } as never],
    }));
    await context.shopper.attachUpstream('woo-dead');
    const result = await execute(async () => false)(`{ cart { isEmpty } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('SESSION_INVALID');
    expect(context.shopper.session?.wooSessionToken).toBe('');
  });

  it('retries once after a successful cart recovery', async () => {
    let lost = true;
    const { context, execute } = setup(() =>
      lost
        ? { data: { cart: null }, errors: [{ message: 'The iss do not match with this server' } as never] }
        : { data: { cart: { isEmpty: false } } },
    );
    await context.shopper.attachUpstream('woo-dead');
    const result = await execute(async () => {
      lost = false;
      return true;
    })(`{ cart { isEmpty } }`);
    expect(result).toEqual({ data: { cart: { isEmpty: false } } });
  });

  it('caches catalogue queries without credentials and never per-shopper ones', async () => {
    const { calls, context, execute } = setup((query) =>
      query.includes('cart')
        ? { data: { cart: { isEmpty: true } } }
        : { data: { product: { __typename: 'SimpleProduct', databaseId: 1 } } },
    );
    await context.shopper.attachUpstream('woo');
    const run = execute();
    await run(`{ product(id: "1", idType: DATABASE_ID) { __typename databaseId } }`);
    await run(`{ product(id: "1", idType: DATABASE_ID) { __typename databaseId } }`);
    await run(`{ cart { isEmpty } }`);
    await run(`{ cart { isEmpty } }`);
    expect(calls.filter((call) => call.query.includes('product'))).toHaveLength(1);
    expect(calls.find((call) => call.query.includes('product'))!.call.wooSessionToken).toBeUndefined();
    expect(calls.filter((call) => call.query.includes('cart'))).toHaveLength(2);
  });
});
