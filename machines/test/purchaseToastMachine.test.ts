import { describe, expect, it, vi } from 'vitest';
import {
  addRecent,
  hourlyNotifications,
  purchaseNotifications,
  type PurchaseNotification,
} from '../src/purchaseNotifications.ts';
import { purchaseToastMachine, type PurchaseToastInput } from '../src/purchaseToastMachine.ts';
import { routeOf } from '../src/routes.ts';
import { createCoverage } from './support/coverage.ts';
import { start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(purchaseToastMachine);
const seed = 20261121;
const hourIndex = 493_000;

function toast(input: Partial<PurchaseToastInput> = {}) {
  const storeRecent = vi.fn<(recent: PurchaseNotification[]) => void>();
  const actor = start(
    purchaseToastMachine.provide({ actions: { storeRecent: (_, params) => storeRecent(params.recent) } }),
    coverage,
    { path: '/', seed, hourIndex, ...input },
  );
  const shown = () => actor.getSnapshot().context.current;
  return { actor, storeRecent, shown };
}

useFakeClock();

describe('purchase notifications', () => {
  it('has the 35 canned entries with initials', () => {
    expect(purchaseNotifications).toHaveLength(35);
    expect(new Set(purchaseNotifications.map((entry) => entry.id)).size).toBe(35);
    expect(purchaseNotifications[0]).toMatchObject({
      customerName: 'Lena W.',
      avatar: 'LW',
      location: 'Berlin',
    });
    for (const entry of purchaseNotifications) {
      expect(entry.timeAgo).toBe(`${entry.minutesAgo} minutes ago`);
      expect(entry.minutesAgo).toBeGreaterThan(0);
      expect(entry.minutesAgo).toBeLessThan(60);
      expect(entry.avatar).toMatch(/^[A-Z]{2}$/);
      expect(entry.location).not.toBe('');
    }
  });

  it('picks 8 to 12 distinct entries per hour, the same for the same seed', () => {
    const counts = new Set<number>();
    for (let hour = 0; hour < 200; hour++) {
      const batch = hourlyNotifications(seed, hour);
      counts.add(batch.length);
      expect(new Set(batch.map((entry) => entry.id)).size).toBe(batch.length);
      expect(hourlyNotifications(seed, hour)).toEqual(batch);
    }
    expect([...counts].sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12]);
    expect(hourlyNotifications(seed, 1)).not.toEqual(hourlyNotifications(seed + 1, 1));
  });

  it('caps the stored list at 10 when adding, newest first', () => {
    let recent: PurchaseNotification[] = [];
    for (const entry of purchaseNotifications.slice(0, 12)) recent = addRecent(recent, entry);
    expect(recent).toHaveLength(10);
    expect(recent[0]!.id).toBe(12);
    expect(recent[9]!.id).toBe(3);
  });

  it('reads the route without query, trailing slash or locale prefix', () => {
    expect(routeOf('/de/?utm=1')).toBe('/');
    expect(routeOf('/pt-br/cart')).toBe('/cart');
    expect(routeOf('/products/')).toBe('/products');
  });
});

describe('purchase toast', () => {
  it('starts 3 s after mount on the home page and shows 4 s out of every 8 s', () => {
    const { actor, shown, storeRecent } = toast();
    const batch = hourlyNotifications(seed, hourIndex);
    vi.advanceTimersByTime(2_999);
    expect(shown()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(batch[0]);
    expect(storeRecent).toHaveBeenLastCalledWith([batch[0]]);
    vi.advanceTimersByTime(2_000);
    expect(actor.getSnapshot().context.progress).toBeCloseTo(0.5);
    vi.advanceTimersByTime(2_000);
    expect(actor.getSnapshot().value).toBe('resting');
    expect(shown()).toBeUndefined();
    vi.advanceTimersByTime(4_000);
    expect(shown()).toEqual(batch[1]);
    expect(storeRecent).toHaveBeenLastCalledWith([batch[1], batch[0]]);
  });

  it('cycles through the hour entries and keeps only 10 stored', () => {
    const { shown, storeRecent } = toast();
    const batch = hourlyNotifications(seed, hourIndex);
    vi.advanceTimersByTime(3_000 + 8_000 * batch.length);
    expect(shown()).toEqual(batch[0]);
    expect(storeRecent.mock.lastCall![0]).toHaveLength(10);
  });

  it('can be dismissed early', () => {
    const { actor, shown } = toast();
    vi.advanceTimersByTime(3_000);
    actor.send({ type: 'toast.dismiss' });
    expect(shown()).toBeUndefined();
    expect(actor.getSnapshot().value).toBe('resting');
  });

  it('stops on other routes, is hidden on account and checkout routes, and restarts 1 s after navigating home', () => {
    const { actor, shown } = toast({ path: '/products' });
    expect(actor.getSnapshot().value).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toBeUndefined();
    actor.send({ type: 'route.change', path: '/' });
    vi.advanceTimersByTime(999);
    expect(shown()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(shown()).toBeDefined();
    actor.send({ type: 'route.change', path: '/?ref=banner' });
    expect(actor.getSnapshot().value).toEqual({ showing: 'progressing' });
    for (const path of ['/my-account', '/checkout', '/cart', '/login', '/register']) {
      actor.send({ type: 'route.change', path });
      expect(actor.getSnapshot().value).toBe('hidden');
      expect(shown()).toBeUndefined();
      actor.send({ type: 'route.change', path: '/' });
    }
    actor.send({ type: 'route.change', path: '/product/almond-blush' });
    expect(actor.getSnapshot().value).toBe('stopped');
  });

  it('is hidden when mounted on a hidden route', () => {
    const { actor } = toast({ path: '/checkout' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('moves to the next hour batch', () => {
    const { actor, shown } = toast();
    actor.send({ type: 'toast.hour.change', hourIndex: hourIndex + 1 });
    vi.advanceTimersByTime(3_000);
    expect(shown()).toEqual(hourlyNotifications(seed, hourIndex + 1)[0]);
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
