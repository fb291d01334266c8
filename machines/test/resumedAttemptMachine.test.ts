import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { resumedAttemptMachine, type CheckoutAttempt } from '../src/resumedAttemptMachine.ts';
import { settings } from '../src/settings.ts';
import { createCoverage } from './support/coverage.ts';
import { settle, start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(resumedAttemptMachine);
useFakeClock();

const pending: CheckoutAttempt = { key: 'tab-key', status: 'PENDING', requestedAt: '2026-11-26T09:00:00Z' };
const placed: CheckoutAttempt = { ...pending, status: 'SUCCEEDED', orderId: 501, orderNumber: '501' };
const refused: CheckoutAttempt = {
  ...pending,
  status: 'FAILED',
  errorCode: 'OUT_OF_STOCK',
  errorMessage: 'Almond Blush is out of stock.',
};

function resumed(attempt?: CheckoutAttempt) {
  const latest = vi.fn<() => Promise<CheckoutAttempt | undefined>>().mockResolvedValue(pending);
  const actor = start(
    resumedAttemptMachine.provide({ actors: { fetchLatestAttempt: fromPromise(() => latest()) } }),
    coverage,
    { attempt },
  );
  return { actor, latest };
}

describe('the checkout page’s newest attempt after a reload', () => {
  it('shows nothing and asks nothing when the session has no attempt', async () => {
    const { actor, latest } = resumed();
    expect(actor.getSnapshot().value).toBe('none');
    await vi.advanceTimersByTimeAsync(settings.resumedAttemptPollMs * 3);
    expect(latest).not.toHaveBeenCalled();
  });

  it('shows an attempt decided before the page loaded without asking again', async () => {
    const first = resumed(placed);
    expect(first.actor.getSnapshot()).toMatchObject({
      value: 'placed',
      context: { attempt: placed, waited: false },
    });
    const second = resumed(refused);
    expect(second.actor.getSnapshot()).toMatchObject({ value: 'refused', context: { attempt: refused } });
    await vi.advanceTimersByTimeAsync(settings.resumedAttemptPollMs * 3);
    expect(first.latest).not.toHaveBeenCalled();
    expect(second.latest).not.toHaveBeenCalled();
  });

  it('asks again every second while the attempt is being placed, then shows the order', async () => {
    const { actor, latest } = resumed(pending);
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await vi.advanceTimersByTimeAsync(settings.resumedAttemptPollMs - 1);
    expect(latest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(latest).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ pending: 'waiting' })).toBe(true);
    latest.mockResolvedValue(placed);
    await vi.advanceTimersByTimeAsync(settings.resumedAttemptPollMs);
    expect(latest).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'placed',
      context: { attempt: placed, waited: true },
    });
    await vi.advanceTimersByTimeAsync(settings.resumedAttemptPollMs * 3);
    expect(latest).toHaveBeenCalledTimes(2);
  });

  it('shows the refusal once the gateway has refused the attempt it was placing', async () => {
    const { actor, latest } = resumed(pending);
    latest.mockResolvedValue(refused);
    await vi.advanceTimersByTimeAsync(settings.resumedAttemptPollMs);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'refused',
      context: { attempt: refused, waited: true },
    });
  });

  it('keeps asking after a failed call and after an answer without an attempt', async () => {
    const { actor, latest } = resumed(pending);
    latest.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce(undefined);
    await vi.advanceTimersByTimeAsync(settings.resumedAttemptPollMs);
    expect(actor.getSnapshot().matches({ pending: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(settings.resumedAttemptPollMs);
    expect(actor.getSnapshot().matches({ pending: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.attempt).toEqual(pending);
    latest.mockResolvedValue(placed);
    await vi.advanceTimersByTimeAsync(settings.resumedAttemptPollMs);
    await settle();
    expect(latest).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('placed');
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
