/**
 * `npm run bench -w gateway`: runs every `bench/*.bench.ts` one after the other (each prints its
 * own figures), so the catalogue and the event store benches never compete for the 2 cores. With
 * `--expose-gc`, so a bench that prints memory can collect garbage before it reads it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(here, file)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
if (benches.length === 0) console.log('no benches found');
process.exit(failed > 0 ? 1 : 0);
