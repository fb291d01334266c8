import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent>;
let inspector: Inspect | undefined;

/**
 * Dev-only (`?inspect`): opens the Stately inspector. The package is imported only then, so the
 * shop's bundle never carries it; machine actors pass `inspect()` (undefined otherwise).
 */
export async function startInspector(): Promise<void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspector = createBrowserInspector().inspect;
}

export const inspect = (): Inspect | undefined => inspector;
