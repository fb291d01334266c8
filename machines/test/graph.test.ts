// The graph check: lists every state and transition of every machine from its definition and
// makes sure each machine has a test file whose last test asserts all of them were exercised
// (see testing/coverage.ts: the per-file check is what fails the run on an untaken transition).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listStateIds, listTransitions } from '../src/graph/definition.ts';
import { allMachines } from '../src/registry.ts';

describe.each(Object.entries(allMachines))('%s machine graph', (name, machine) => {
  it('is named after its file and defines states and transitions', () => {
    expect(machine.id).toBe(name);
    expect(listStateIds(machine).length).toBeGreaterThan(1);
    expect(listTransitions(machine).length).toBeGreaterThan(0);
  });

  it('has a test file that checks every state and transition was exercised', () => {
    const testFile = fileURLToPath(new URL(`./${name}Machine.test.ts`, import.meta.url));
    expect(existsSync(testFile), `${name}Machine.test.ts exists`).toBe(true);
    const source = readFileSync(testFile, 'utf8');
    expect(source).toContain(`createCoverage(${name}Machine)`);
    const lastTest = source.lastIndexOf("it('");
    expect(source.slice(lastTest)).toMatch(
      /^it\('exercises every state and transition', \(\) => coverage\.expectComplete\(\)\);/,
    );
  });
});
