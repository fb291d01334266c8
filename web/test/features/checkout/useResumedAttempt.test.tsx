import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { GraphQLResponse } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../../../src/relay/environment.ts';
import {
  attemptKeyStorage,
  useResumedAttempt,
  type CheckoutAttempt,
} from '../../../src/features/checkout/useResumedAttempt.ts';

const loadedAt = Date.UTC(2026, 10, 26, 9, 0, 0);
const pending: CheckoutAttempt = {
  key: 'this-tab-key',
  status: 'PENDING',
  requestedAt: new Date(loadedAt - 5_000).toISOString(),
};

/** The gateway's `latestCheckoutAttempt` as the network answers it. */
function answer(attempt: CheckoutAttempt): GraphQLResponse {
  return {
    data: {
      latestCheckoutAttempt: {
        idempotencyKey: attempt.key,
        status: attempt.status,
        orderId: attempt.orderId ?? null,
        orderKey: attempt.orderKey ?? null,
        orderNumber: attempt.orderNumber ?? null,
        errorCode: attempt.errorCode ?? null,
        errorMessage: attempt.errorMessage ?? null,
        requestedAt: attempt.requestedAt ?? null,
      },
    },
  };
}

function Probe({ initial, cartEmpty }: { initial?: CheckoutAttempt; cartEmpty: boolean }) {
  const view = useResumedAttempt(initial, cartEmpty);
  return <output data-testid="view">{JSON.stringify(view ?? null)}</output>;
}

function page(
  gateway: () => Promise<GraphQLResponse>,
  initial: CheckoutAttempt | undefined,
  cartEmpty = true,
) {
  const environment = createEnvironment(() => gateway());
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Probe initial={initial} cartEmpty={cartEmpty} />
    </RelayEnvironmentProvider>,
  );
}

const view = () => JSON.parse(screen.getByTestId('view').textContent ?? 'null') as unknown;
const aSecondLater = () => act(() => vi.advanceTimersByTimeAsync(1_000));

describe('the checkout page after a reload during checkout (web README "Checkout")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: loadedAt });
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the pending state, asks every second, then goes to this tab’s order', async () => {
    sessionStorage.setItem(attemptKeyStorage, pending.key);
    const placed = { ...pending, status: 'SUCCEEDED' as const, orderId: 501, orderKey: 'wc_order_1' };
    const gateway = vi
      .fn<() => Promise<GraphQLResponse>>()
      .mockResolvedValueOnce(answer(pending))
      .mockResolvedValue(answer(placed));
    page(gateway, pending, false);
    expect(view()).toEqual({ kind: 'pending' });
    await aSecondLater();
    expect(gateway).toHaveBeenCalledTimes(1);
    expect(view()).toEqual({ kind: 'pending' });
    await aSecondLater();
    expect(view()).toEqual({ kind: 'placed', attempt: placed, thisTab: true });
    await aSecondLater();
    expect(gateway).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failed call and shows this tab’s refusal', async () => {
    sessionStorage.setItem(attemptKeyStorage, pending.key);
    const refused = {
      ...pending,
      status: 'FAILED' as const,
      errorCode: 'OUT_OF_STOCK',
      errorMessage: 'Sold out.',
    };
    const gateway = vi
      .fn<() => Promise<GraphQLResponse>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer(refused));
    page(gateway, pending, false);
    await aSecondLater();
    expect(view()).toEqual({ kind: 'pending' });
    await aSecondLater();
    expect(gateway).toHaveBeenCalledTimes(2);
    expect(view()).toEqual({ kind: 'refused', attempt: refused });
  });

  it('shows another tab’s recent order only in place of an empty cart, and asks nothing', async () => {
    const placedElsewhere = { ...pending, key: 'other-tab-key', status: 'SUCCEEDED' as const, orderId: 7 };
    const gateway = vi.fn<() => Promise<GraphQLResponse>>();
    page(gateway, placedElsewhere, true);
    expect(view()).toEqual({ kind: 'placed', attempt: placedElsewhere, thisTab: false });
    page(gateway, placedElsewhere, false);
    expect(screen.getAllByTestId('view')[1]?.textContent).toBe('null');
    await aSecondLater();
    expect(gateway).not.toHaveBeenCalled();
  });
});
