import { buildUpdateMachine } from '@nails/machines/buildUpdateMachine';
import type { ReloadRecord } from '@nails/machines/reloadGuard';
import { createActor, fromPromise } from 'xstate';
import { inspect } from './inspector.ts';

/**
 * New build detection and stale-chunk recovery (behaviour §4, §8) on the buildUpdate machine: the
 * latest build id is polled; after a new deployment the next navigation loads the page afresh,
 * and a route chunk that no longer exists reloads the page, at most once per path within 10 s.
 */
const reloadKey = 'build_last_reload';
const buildIdOfThisApp = import.meta.env.VITE_BUILD_ID as string;

function lastReload(): ReloadRecord | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(reloadKey) ?? 'null') as ReloadRecord | undefined;
  } catch {
    return undefined;
  }
}

let actor: ReturnType<typeof createActor<typeof buildUpdateMachine>> | undefined;

export function startBuildUpdates(): void {
  if (actor || buildIdOfThisApp === 'development') return;
  const logic = buildUpdateMachine.provide({
    actors: {
      fetchLatestBuildId: fromPromise(async () => {
        const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) throw new Error(`builds/latest.json: ${response.status}`);
        return ((await response.json()) as { id: string }).id;
      }),
    },
    actions: {
      rememberReload: (_, record) => sessionStorage.setItem(reloadKey, JSON.stringify(record)),
      reload: (_, { path }) => window.location.assign(path),
      reportChunkError: (_, { path }) => console.error(`[build] could not load the code for ${path}`),
    },
  });
  actor = createActor(logic, {
    input: { buildId: buildIdOfThisApp, lastReload: lastReload() },
    inspect: inspect(),
  });
  actor.start();
  // Check soon after start too, once the browser is idle (behaviour §7: about 1 s after idle).
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
  idle(() => window.setTimeout(() => actor?.send({ type: 'build.check' }), 1000));
}

export const routeChanged = (path: string): void =>
  actor?.send({ type: 'route.change', path, at: Date.now() });

export const chunkFailed = (path: string): void => actor?.send({ type: 'chunk.error', path, at: Date.now() });

/** Errors browsers raise when a lazily imported route chunk is gone after a deployment. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );
