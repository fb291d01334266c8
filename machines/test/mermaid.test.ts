// @vitest-environment happy-dom
// The generated diagrams must be valid Mermaid (GitHub renders them): each is parsed with
// Mermaid's own parser. happy-dom gives Mermaid the DOM globals it expects at import.
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { toMermaid } from '../src/graph/mermaid.ts';
import { allMachines } from '../src/registry.ts';

describe.each(Object.entries(allMachines))('%s diagram', (_name, machine) => {
  it('parses as a Mermaid state diagram', async () => {
    await expect(mermaid.parse(toMermaid(machine))).resolves.toMatchObject({ diagramType: 'stateDiagram' });
  });
});
