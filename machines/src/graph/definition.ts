// What a machine's definition holds, read through @xstate/graph: every state node and every
// transition (event, delayed, invoke done/error and eventless). The coverage check and the
// diagram generator both read this, so they always agree with the machines.
import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface TransitionInfo {
  /** Stable key: `<source id> -> <event or "always"> #<index among that event's transitions>`. */
  key: string;
  source: AnyStateNode;
  targets: readonly AnyStateNode[];
  eventType: string;
  /** Position among the source's transitions for this event: later ones apply when earlier guards fail. */
  index: number;
  guard: string | undefined;
  definition: AnyTransitionDefinition;
}

export function listStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine)];
}

export function listStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine).map((node) => node.id);
}

export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return listStateNodes(machine).flatMap((node) => transitionsOf(node));
}

function transitionsOf(node: AnyStateNode): TransitionInfo[] {
  const onEvents = [...node.transitions.entries()].flatMap(([eventType, list]) =>
    list.map((definition, index) => info(node, eventType, index, definition)),
  );
  const eventless = (node.always ?? []).map((definition, index) => info(node, '', index, definition));
  return [...onEvents, ...eventless];
}

function info(
  source: AnyStateNode,
  eventType: string,
  index: number,
  definition: AnyTransitionDefinition,
): TransitionInfo {
  return {
    key: transitionKey(source, eventType, index),
    source,
    targets: definition.target ?? [],
    eventType,
    index,
    guard: guardName(definition),
    definition,
  };
}

export function transitionKey(source: AnyStateNode, eventType: string, index: number): string {
  return `${source.id} -> ${eventType === '' ? 'always' : eventType} #${index}`;
}

/** The key of a transition object taken at run time (from an inspection microstep). */
export function keyOfTakenTransition(definition: AnyTransitionDefinition): string | undefined {
  const source = definition.source;
  const always = source.always ?? [];
  const alwaysIndex = always.indexOf(definition);
  if (alwaysIndex >= 0) return transitionKey(source, '', alwaysIndex);
  const list = source.transitions.get(definition.eventType) ?? [];
  const index = list.indexOf(definition);
  return index >= 0 ? transitionKey(source, definition.eventType, index) : undefined;
}

function guardName(definition: AnyTransitionDefinition): string | undefined {
  const guard: unknown = definition.guard;
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  const described = guard as { type?: string; params?: unknown };
  return described.type ?? 'guard';
}
