import type { InspectionEvent, Observer } from 'xstate';

/**
 * An inspector that needs no network (`?inspect=console`): every transition of every machine
 * actor as one line in the browser's console, `[inspect] cart: idle → adding (cart.add)`, with
 * the event and the new snapshot's context beside it to unfold. For a developer offline or behind
 * a firewall, where the hosted Stately inspector (`?inspect`) cannot load.
 *
 * Hand-written (about 30 lines): @statelyai/inspect's other adapters (WebSocket) still need a
 * page that draws what they send, which is the hosted inspector again.
 */
export function createConsoleInspector(
  log: (line: string, ...details: unknown[]) => void = (line, ...details) =>
    console.log(`%c${line}`, 'color:#7b3fa0', ...details),
): Observer<InspectionEvent> {
  const states = new Map<string, string>();
  return {
    next(inspection) {
      if (inspection.type !== '@xstate.snapshot') return;
      const snapshot = inspection.snapshot as { value?: unknown; status?: string; context?: unknown };
      // Machines only: promise and callback actors have no state value.
      if (snapshot.value === undefined) return;
      const actor = inspection.actorRef;
      const name = nameOf(actor);
      const state = JSON.stringify(snapshot.value).replace(/"/g, '');
      const before = states.get(actor.sessionId);
      const event = inspection.event.type;
      if (snapshot.status === 'stopped' || snapshot.status === 'done') {
        states.delete(actor.sessionId);
        log(`[inspect] ${name}: ${snapshot.status} in ${state}`, snapshot.context);
        return;
      }
      states.set(actor.sessionId, state);
      if (before === undefined) log(`[inspect] ${name}: starts in ${state}`, snapshot.context);
      else if (before !== state)
        log(`[inspect] ${name}: ${before} → ${state} (${event})`, inspection.event, snapshot.context);
      else log(`[inspect] ${name}: stays in ${state} (${event})`, inspection.event, snapshot.context);
    },
  };
}

function nameOf(actor: InspectionEvent['actorRef']): string {
  // An actor's own id when given one (`invoke: { id }`), else its machine's id (`x:3` is XState's).
  const { id, logic } = actor as { id?: string; logic?: { id?: string } };
  return id && !/^x:\d+$/.test(id) ? id : (logic?.id ?? actor.sessionId);
}
