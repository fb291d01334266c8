// Runs relay-compiler with a complete, fresh persisted-query map.
// relay-compiler only adds the operations whose artifacts changed to the map, so a map written
// by an interrupted or concurrent run can miss operations; starting from no artifacts and an
// empty map makes every run write the whole map (the artifacts come out identical).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const schema = fileURLToPath(new URL('../../schema/gateway.graphql', import.meta.url));
const generated = fileURLToPath(new URL('../src/__generated__/', import.meta.url));

if (!existsSync(schema)) {
  console.log('[relay] schema/gateway.graphql not printed yet; skipping relay-compiler');
  process.exit(0);
}
mkdirSync(generated, { recursive: true });
for (const file of readdirSync(generated)) {
  if (file.endsWith('.graphql.ts')) rmSync(new URL(file, `file://${generated}`));
}
writeFileSync(`${generated}persisted-queries.json`, '{}\n');
const result = spawnSync('relay-compiler', process.argv.slice(2), { stdio: 'inherit', shell: true, cwd: webDir });
process.exit(result.status ?? 1);
