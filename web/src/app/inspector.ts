import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent>;
let inspector: Inspect | undefined;

/**
 * Dev-only. `?inspect` opens the hosted Stately inspector (it needs the internet);
 * `?inspect=console` writes every transition to the browser's console instead, offline
 * (console-inspector.ts). Either is imported only then, so the shop's bundle never carries it;
 * machine actors pass `inspect()` (undefined otherwise).
 */
export async function startInspector(mode = ''): Promise<void> {
  if (mode === 'console') {
    const { createConsoleInspector } = await import('./console-inspector.ts');
    inspector = createConsoleInspector();
    return;
  }
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspector = createBrowserInspector().inspect;
}

export const inspect = (): Inspect | undefined => inspector;
