// Records which states and transitions of a machine the tests of one file exercised, through the
// actor's inspect callback, and lists what the machine defines but no test took. Each machine's
// test file ends with `it('exercises every state and transition', ...)` calling `expectComplete`,
// so the run fails when a state or transition is never exercised; graph.test.ts checks that
// every exported machine has such a test file.
import { expect } from 'vitest';
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { keyOfTakenTransition, listStateIds, listTransitions } from '../../src/graph/definition.ts';

export interface Coverage {
  inspect: (event: InspectionEvent) => void;
  missing(): { states: string[]; transitions: string[] };
  expectComplete(): void;
}

export function createCoverage(machine: AnyStateMachine): Coverage {
  const statesSeen = new Set<string>();
  const transitionsTaken = new Set<string>();

  const inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.microstep') {
      for (const taken of event._transitions) {
        if (taken.source.machine.id !== machine.id) continue;
        // A transient state (eventless transitions only) never shows in a snapshot: the source
        // of a transition taken was active, so it counts as visited.
        if (taken.source.parent) statesSeen.add(taken.source.id);
        const key = keyOfTakenTransition(taken);
        if (key) transitionsTaken.add(key);
      }
    }
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      const nodes = (event.snapshot as { _nodes?: { id: string; machine: AnyStateMachine }[] })._nodes;
      for (const node of nodes ?? []) if (node.machine.id === machine.id) statesSeen.add(node.id);
    }
  };

  const missing = () => ({
    states: listStateIds(machine).filter((id) => !statesSeen.has(id)),
    transitions: listTransitions(machine)
      .map((transition) => transition.key)
      .filter((key) => !transitionsTaken.has(key)),
  });

  return {
    inspect,
    missing,
    expectComplete: () => expect(missing()).toEqual({ states: [], transitions: [] }),
  };
}
