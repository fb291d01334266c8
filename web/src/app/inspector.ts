import { createBrowserInspector } from '@statelyai/inspect';

let inspector: ReturnType<typeof createBrowserInspector> | undefined;

/** Dev-only (`?inspect`): opens the Stately inspector; machine actors pass `inspect` from here. */
export function startInspector(): void {
  inspector ??= createBrowserInspector();
}

export const inspect = () => inspector?.inspect;
