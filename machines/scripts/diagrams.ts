// Rewrites the diagrams section of machines/README.md from the machines' definitions.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderDiagramSection, withDiagramSection } from '../src/graph/readme.ts';
import { allMachines } from '../src/registry.ts';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const current = readFileSync(readmePath, 'utf8');
const next = withDiagramSection(current, renderDiagramSection(allMachines));
if (next === current) {
  console.log('machines/README.md diagrams are up to date');
} else {
  writeFileSync(readmePath, next);
  console.log(`machines/README.md diagrams rewritten (${Object.keys(allMachines).length} machines)`);
}
