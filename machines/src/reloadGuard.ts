// Behaviour §4 new build detection: a reload for a new build or a missing chunk happens at most once
// per path within 10 s. The rule on its own (no XState), for the machine's guard and for the web
// app's first script, which reloads when the app's own code is gone before any machine runs.
import { settings } from './settings.ts';

export interface ReloadRecord {
  path: string;
  /** Epoch ms. */
  at: number;
}

/** False when `path` was reloaded less than the guard's 10 s before `at`. */
export const mayReloadAgain = (last: ReloadRecord | undefined, path: string, at: number): boolean =>
  !(last && last.path === path && at - last.at < settings.chunkReloadGuardMs);
