import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShippingDestination } from '../../../src/features/cart/useShippingAddressMutation.ts';
import {
  estimateDelayMs,
  useDestinationEstimate,
} from '../../../src/features/checkout/useDestinationEstimate.ts';

/** A back end whose estimates answer when the test says so. */
function backEnd() {
  const calls: { destination: ShippingDestination; answer(): void }[] = [];
  const estimateShipping = vi.fn(
    (destination: ShippingDestination) =>
      new Promise<void>((resolve) => calls.push({ destination, answer: resolve })),
  );
  return { calls, estimateShipping };
}

const newYork = { country: 'US', state: 'NY', postcode: '10001', city: 'New York' };

describe('the checkout shipping estimate and Place order', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a click while the estimate is still debounced starts it at once and waits for it, once', async () => {
    const { calls, estimateShipping } = backEnd();
    const { result } = renderHook(() => useDestinationEstimate(newYork, estimateShipping));
    expect(estimateShipping).not.toHaveBeenCalled();

    let placed = false;
    act(() => void result.current.settled().then(() => (placed = true)));
    expect(calls.map((call) => call.destination)).toEqual([newYork]);
    expect(result.current.estimating).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(estimateDelayMs * 2));
    expect(placed).toBe(false);
    // The debounce it replaced does not estimate a second time.
    expect(estimateShipping).toHaveBeenCalledTimes(1);

    await act(async () => calls[0]!.answer());
    expect(placed).toBe(true);
    expect(result.current.estimating).toBe(false);
  });

  it('a click while an estimate runs waits for it; with none running or waiting it goes at once', async () => {
    const { calls, estimateShipping } = backEnd();
    const { result } = renderHook(() => useDestinationEstimate(newYork, estimateShipping));
    await act(async () => vi.advanceTimersByTimeAsync(estimateDelayMs));
    expect(calls).toHaveLength(1);
    expect(result.current.estimating).toBe(true);

    let placed = false;
    act(() => void result.current.settled().then(() => (placed = true)));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(placed).toBe(false);
    await act(async () => calls[0]!.answer());
    expect(placed).toBe(true);

    let again = false;
    await act(async () => result.current.settled().then(() => (again = true)));
    expect(again).toBe(true);
    expect(estimateShipping).toHaveBeenCalledTimes(1);
  });

  it('estimates the address as typed last: a change during the debounce restarts it', async () => {
    const { calls, estimateShipping } = backEnd();
    const { rerender } = renderHook(
      ({ destination }) => useDestinationEstimate(destination, estimateShipping),
      { initialProps: { destination: { ...newYork, state: '' } } },
    );
    await act(async () => vi.advanceTimersByTimeAsync(estimateDelayMs / 2));
    rerender({ destination: newYork });
    await act(async () => vi.advanceTimersByTimeAsync(estimateDelayMs));
    expect(calls.map((call) => call.destination)).toEqual([newYork]);
  });

  it('a failed estimate does not keep the order from being placed', async () => {
    const estimateShipping = vi.fn(() => Promise.reject(new Error('UPSTREAM_UNAVAILABLE')));
    const { result } = renderHook(() => useDestinationEstimate(newYork, estimateShipping));
    let placed = false;
    await act(async () => result.current.settled().then(() => (placed = true)));
    expect(placed).toBe(true);
    expect(result.current.estimating).toBe(false);
  });
});
