// Test helpers: start a machine under fake timers with coverage recording.
import { createActor, type AnyStateMachine, type InputFrom, type Actor } from 'xstate';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Coverage } from './coverage.ts';

export function start<TMachine extends AnyStateMachine>(
  machine: TMachine,
  coverage: Coverage,
  input?: InputFrom<TMachine>,
): Actor<TMachine> {
  const actor = createActor(machine, {
    inspect: coverage.inspect,
    ...(input === undefined ? {} : { input }),
  });
  actor.start();
  return actor;
}

/** Lets resolved promise actors deliver their results (microtasks) without moving the clock. */
export async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/** A promise actor's implementation whose outcome the test decides later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Every machine test runs on Vitest's fake clock: XState's delays use the global timers. */
export function useFakeClock(): void {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
}
