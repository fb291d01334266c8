// Renders a machine's definition as a Mermaid state diagram (stateDiagram-v2), from
// @xstate/graph's directed graph plus eventless transitions. scripts/diagrams.ts writes them into
// machines/README.md; diagrams.test.ts fails when the README is stale.
import { toDirectedGraph, type DirectedGraphNode } from '@xstate/graph';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { listTransitions, type TransitionInfo } from './definition.ts';

const nodeId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9]/g, '_');

export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  // Invoked actors without an explicit id get "<index>.<state id>": the state already says which.
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (settled) return /^\d+\./.test(settled[2]!) ? settled[1]! : `${settled[1]} ${settled[2]}`;
  return eventType;
}

function edgeLabel(transition: TransitionInfo): string {
  const guard = transition.guard ? ` [${transition.guard}]` : transition.index > 0 ? ' [else]' : '';
  return `${eventLabel(transition.eventType)}${guard}`.replace(/[:;#]/g, ' ');
}

function renderNode(graph: DirectedGraphNode, indent: string): string[] {
  const node = graph.stateNode;
  const lines: string[] = [];
  if (graph.children.length === 0) {
    lines.push(`${indent}state "${node.key}" as ${nodeId(node)}`);
    if (node.type === 'final') lines.push(`${indent}${nodeId(node)} --> [*]`);
    return lines;
  }
  lines.push(`${indent}state "${node.key}" as ${nodeId(node)}`, `${indent}state ${nodeId(node)} {`);
  lines.push(...renderChildren(graph, `${indent}  `));
  lines.push(`${indent}}`);
  return lines;
}

function renderChildren(graph: DirectedGraphNode, indent: string): string[] {
  const node = graph.stateNode;
  const lines: string[] = [];
  graph.children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    lines.push(...renderNode(child, indent));
  });
  for (const initial of node.initial?.target ?? []) lines.push(`${indent}[*] --> ${nodeId(initial)}`);
  return lines;
}

export function toMermaid(machine: AnyStateMachine): string {
  const graph = toDirectedGraph(machine);
  // Mermaid only accepts the `--` region separator inside a composite state, so a parallel
  // machine is drawn as one composite holding its regions.
  const body =
    machine.root.type === 'parallel'
      ? [
          `  state "${machine.id} (parallel)" as ${nodeId(machine.root)}`,
          `  state ${nodeId(machine.root)} {`,
          ...renderChildren(graph, '    '),
          '  }',
        ]
      : renderChildren(graph, '  ');
  const lines = ['stateDiagram-v2', ...body];
  const anyState = `${nodeId(machine.root)}_any`;
  // Transitions between the same two states share one arrow, their labels joined, so a form's
  // many field events stay readable.
  const arrows = new Map<string, string[]>();
  for (const transition of listTransitions(machine)) {
    const fromRoot = transition.source === machine.root;
    const from = fromRoot ? anyState : nodeId(transition.source);
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
    for (const target of targets) {
      const to = target === machine.root ? anyState : nodeId(target);
      const key = `${from} --> ${to}`;
      arrows.set(key, [...(arrows.get(key) ?? []), edgeLabel(transition)]);
    }
  }
  if ([...arrows.keys()].some((key) => key.startsWith(`${anyState} `))) {
    lines.push(`  state "(any state)" as ${anyState}`);
  }
  for (const [key, labels] of arrows) lines.push(`  ${key}: ${labels.join(', ')}`);
  return lines.join('\n');
}
