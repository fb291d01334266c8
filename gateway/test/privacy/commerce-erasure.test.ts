import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ShopperSession } from '../../src/account/session-store.ts';
import { CommerceErasureUnavailable, eraseAtCommerce } from '../../src/privacy/erasure/commerce-erasure.ts';
import type { CommerceCall, CommerceTransport } from '../../src/upstreams/commerce-transport.ts';

/** A JWT-shaped token expiring in `seconds` (only its `exp` is read). */
const tokenExpiringIn = (seconds: number) =>
  `e30.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds })).toString('base64url')}.sig`;

/** A stand-in commerce that answers by operation and keeps what it was sent. */
function commerce(
  answers: Record<
    string,
    () => { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }
  >,
) {
  const calls: { operation: string; call: CommerceCall }[] = [];
  const transport: CommerceTransport = async (request, call) => {
    const operation = /(mutation|query)\s+(\w+)/.exec(print(request.document))?.[2] ?? '';
    calls.push({ operation, call });
    const answer = answers[operation];
    if (!answer) throw new Error(`unexpected ${operation}`);
    return answer() as never;
  };
  return { transport, calls };
}

const session = (authToken: string, refreshToken = 'refresh-1'): ShopperSession => ({
  id: 's1',
  version: 3,
  authToken,
  refreshToken,
  authTokenExpiresAt: Date.now() + 10 * 60_000,
  customerId: 7,
});

describe('erasing at commerce with her tokens', () => {
  it('sends her auth token and answers what commerce anonymised', async () => {
    const auth = tokenExpiringIn(600);
    const { transport, calls } = commerce({
      GatewayErasePersonalData: () => ({
        data: { erasePersonalData: { erased: true, ordersAnonymised: 2 } },
      }),
    });
    expect(await eraseAtCommerce(transport, session(auth))).toEqual({ confirmed: true, ordersAnonymised: 2 });
    expect(calls.map(({ operation, call }) => [operation, call.authToken])).toEqual([
      ['GatewayErasePersonalData', auth],
    ]);
  });

  it('refreshes an auth token that is due first (a resumed erasure may run much later)', async () => {
    const fresh = tokenExpiringIn(900);
    const { transport, calls } = commerce({
      GatewayRefreshToken: () => ({ data: { refreshToken: { authToken: fresh, success: true } } }),
      GatewayErasePersonalData: () => ({
        data: { erasePersonalData: { erased: true, ordersAnonymised: 0 } },
      }),
    });
    const due = { ...session(tokenExpiringIn(10)), authTokenExpiresAt: Date.now() + 10_000 };
    await eraseAtCommerce(transport, due);
    expect(calls.map(({ operation }) => operation)).toEqual([
      'GatewayRefreshToken',
      'GatewayErasePersonalData',
    ]);
    expect(calls[1]!.call.authToken).toBe(fresh);
  });

  it('takes tokens commerce refuses as nothing more to ask (erased before a crash), never as done silently', async () => {
    const { transport } = commerce({
      GatewayErasePersonalData: () => ({
        errors: [{ message: 'You must be signed in to do that.', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    });
    expect(await eraseAtCommerce(transport, session(tokenExpiringIn(600)))).toEqual({
      confirmed: false,
      ordersAnonymised: 0,
    });
    expect(await eraseAtCommerce(transport, undefined)).toEqual({ confirmed: false, ordersAnonymised: 0 });
  });

  it('throws when commerce cannot erase (no such capability, a fault, no confirmation): the step is tried again', async () => {
    for (const answer of [
      () => ({ errors: [{ message: 'not offered', extensions: { code: 'CAPABILITY_UNAVAILABLE' } }] }),
      () => ({ errors: [{ message: 'Internal server error' }] }),
      () => ({ data: { erasePersonalData: { erased: false, ordersAnonymised: 0 } } }),
    ]) {
      const { transport } = commerce({ GatewayErasePersonalData: answer });
      await expect(eraseAtCommerce(transport, session(tokenExpiringIn(600)))).rejects.toBeInstanceOf(
        CommerceErasureUnavailable,
      );
    }
  });
});
