import type { ExecutionRequest, ExecutionResult } from '@graphql-tools/utils';
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../../src/cache/catalogue-cache.ts';
import { MemoryCacheStore } from '../../src/cache/cache-store.ts';
import { createCommerceExecutor } from '../../src/schema/commerce-executor.ts';
import type { GatewayContext } from '../../src/schema/context.ts';
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
  it('refuses a mutation without calling commerce: a change is a command of the gateway (commands/)', async () => {
    const { calls, execute } = setup(() => ({ data: {} }));
    await expect(
      execute()(
        `mutation { login(input: { provider: PASSWORD, credentials: { username: "a", password: "b" } }) { user { email } } }`,
      ),
    ).rejects.toMatchObject({ extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(calls).toEqual([]);
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

  it('keeps the upstream session token a read hands back to a session, and starts no session for a guest', async () => {
    const { context, execute } = setup((_query, call) => {
      call.responseSessionToken = 'woo-guest';
      return { data: { cart: { isEmpty: false } } };
    });
    await execute()(`{ cart { isEmpty } }`);
    expect(context.shopper.session).toBeUndefined();
    await context.shopper.ensure();
    await execute()(`{ cart { isEmpty } }`);
    expect(context.shopper.session?.wooSessionToken).toBe('woo-guest');
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
