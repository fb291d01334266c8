import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { buildUpdateMachine, type BuildUpdateInput } from '../src/buildUpdateMachine.ts';
import { settings } from '../src/settings.ts';
import { createCoverage } from './support/coverage.ts';
import { settle, start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(buildUpdateMachine);
const t0 = Date.UTC(2026, 10, 21, 9, 0, 0);

function watcher(input: Partial<BuildUpdateInput> = {}) {
  const latest = vi.fn<() => Promise<string>>().mockResolvedValue('build-1');
  const reload = vi.fn();
  const rememberReload = vi.fn();
  const reportChunkError = vi.fn();
  const actor = start(
    buildUpdateMachine.provide({
      actors: { fetchLatestBuildId: fromPromise(() => latest()) },
      actions: {
        reload: (_, params) => reload(params.path),
        rememberReload: (_, params) => rememberReload(params),
        reportChunkError: (_, params) => reportChunkError(params.path),
      },
    }),
    coverage,
    { buildId: 'build-1', ...input },
  );
  return { actor, latest, reload, rememberReload, reportChunkError };
}

useFakeClock();

describe('new build detection', () => {
  it('polls the latest build id and keeps navigating normally while it is the same', async () => {
    const { actor, latest, reload } = watcher();
    await vi.advanceTimersByTimeAsync(settings.buildCheckIntervalMs);
    expect(latest).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ current: 'waiting' });
    actor.send({ type: 'route.change', path: '/products', at: t0 });
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(settings.buildCheckIntervalMs);
    expect(latest).toHaveBeenCalledTimes(2);
  });

  it('retries on the next interval when the build manifest cannot be read', async () => {
    const { actor, latest } = watcher();
    latest.mockRejectedValueOnce(new Error('offline'));
    actor.send({ type: 'build.check' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ current: 'waiting' });
    await vi.advanceTimersByTimeAsync(settings.buildCheckIntervalMs);
    expect(latest).toHaveBeenCalledTimes(2);
  });

  it('after a new build, the next navigation is a full reload of the target path', async () => {
    const { actor, latest, reload, rememberReload } = watcher();
    latest.mockResolvedValue('build-2');
    actor.send({ type: 'build.check' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'outdated', context: { latestBuildId: 'build-2' } });
    expect(reload).not.toHaveBeenCalled();
    actor.send({ type: 'route.change', path: '/products', at: t0 });
    expect(reload).toHaveBeenCalledWith('/products');
    expect(rememberReload).toHaveBeenCalledWith({ path: '/products', at: t0 });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not reload the same path twice within 10 s (the record survives the reload)', async () => {
    const { actor, latest, reload } = watcher({ lastReload: { path: '/products', at: t0 } });
    latest.mockResolvedValue('build-2');
    actor.send({ type: 'build.check' });
    await settle();
    actor.send({ type: 'route.change', path: '/products', at: t0 + settings.chunkReloadGuardMs - 1 });
    expect(reload).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('outdated');
    actor.send({ type: 'route.change', path: '/products', at: t0 + settings.chunkReloadGuardMs });
    expect(reload).toHaveBeenCalledWith('/products');
  });

  it('reloads on a stale-chunk error under the same guard', () => {
    const first = watcher();
    first.actor.send({ type: 'chunk.error', path: '/cart', at: t0 });
    expect(first.reload).toHaveBeenCalledWith('/cart');
    expect(first.rememberReload).toHaveBeenCalledWith({ path: '/cart', at: t0 });

    const afterReload = watcher({ lastReload: { path: '/cart', at: t0 } });
    afterReload.actor.send({ type: 'chunk.error', path: '/cart', at: t0 + 2_000 });
    expect(afterReload.reload).not.toHaveBeenCalled();
    expect(afterReload.reportChunkError).toHaveBeenCalledWith('/cart');
    afterReload.actor.send({ type: 'chunk.error', path: '/checkout', at: t0 + 2_000 });
    expect(afterReload.reload).toHaveBeenCalledWith('/checkout');
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
