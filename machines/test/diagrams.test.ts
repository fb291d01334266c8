import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderDiagramSection, sectionEnd, sectionStart } from '../src/graph/readme.ts';
import { allMachines } from '../src/registry.ts';

describe('README diagrams', () => {
  it('match the machine definitions (run `npm run diagrams -w machines` when this fails)', () => {
    const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
    const start = readme.indexOf(sectionStart);
    const end = readme.indexOf(sectionEnd);
    expect(start, 'README has the diagrams section').toBeGreaterThanOrEqual(0);
    expect(readme.slice(start, end + sectionEnd.length)).toBe(renderDiagramSection(allMachines));
  });
});
