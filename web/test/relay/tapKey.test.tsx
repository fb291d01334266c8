import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import {
  Environment,
  Network,
  RecordSource,
  Store,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { useAddToCartMutation } from '../../src/features/cart/useAddToCartMutation.ts';
import { useApplyCouponMutation } from '../../src/features/cart/useApplyCouponMutation.ts';
import { shopperBusyRetryMs } from '../../src/relay/commit.ts';

const cart = {
  __typename: 'Cart',
  isEmpty: false,
  contents: { itemCount: 1, nodes: [] },
};

/** An environment recording the variables of every request, answering SHOPPER_BUSY first when asked to. */
function recordingEnvironment({ busyFirst = false } = {}) {
  const sent: Variables[] = [];
  const network = Network.create(async (operation: RequestParameters, variables: Variables) => {
    sent.push(variables);
    const field = operation.name === 'useAddToCartMutation' ? 'addToCart' : 'applyCoupon';
    if (busyFirst && sent.length === 1)
      return {
        data: { [field]: null },
        errors: [{ message: 'busy', extensions: { code: 'SHOPPER_BUSY' } }],
      } as never;
    return { data: { [field]: { cart } } } as never;
  });
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  return { sent, wrapper };
}

const keyOf = (variables: Variables) =>
  ((variables.input as Variables | undefined) ?? variables).clientMutationId as string | undefined;

describe('the key of a tap (gateway README "Once per tap")', () => {
  it('is new for each add to cart and each coupon: two taps are two changes', async () => {
    const { sent, wrapper } = recordingEnvironment();
    const add = renderHook(() => useAddToCartMutation(), { wrapper }).result.current;
    const apply = renderHook(() => useApplyCouponMutation(), { wrapper }).result.current;
    await add({ productId: 7, quantity: 1 }).catch(() => undefined);
    await add({ productId: 7, quantity: 1 }).catch(() => undefined);
    await apply({ code: 'welcome10' }).catch(() => undefined);
    const keys = sent.map(keyOf);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys).size).toBe(3);
    expect(sent[0]).toMatchObject({ input: { productId: 7, quantity: 1 } });
  });

  it('stays the same when the change is sent again after SHOPPER_BUSY (it never ran)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { sent, wrapper } = recordingEnvironment({ busyFirst: true });
    const add = renderHook(() => useAddToCartMutation(), { wrapper }).result.current;
    const added = add({ productId: 7, quantity: 1 }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(shopperBusyRetryMs);
    await added;
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[1]!)).toBe(keyOf(sent[0]!));
    vi.useRealTimers();
  });
});
