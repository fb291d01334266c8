// Runs relay-compiler with a complete, fresh persisted-query map.
// relay-compiler only adds the operations whose artifacts changed to the map, so a map written
// by an interrupted or concurrent run can miss operations. This run starts from no artifacts and
// an empty map, so the whole map is written (the artifacts come out identical); if compiling
// fails, the previous artifacts and map are put back untouched.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const schema = path.join(webDir, '..', 'schema', 'gateway.graphql');
const generated = path.join(webDir, 'src', '__generated__');

if (!existsSync(schema)) {
  console.log('[relay] schema/gateway.graphql not printed yet; skipping relay-compiler');
  process.exit(0);
}
mkdirSync(generated, { recursive: true });
const backup = mkdtempSync(path.join(tmpdir(), 'relay-artifacts-'));
cpSync(generated, backup, { recursive: true });
for (const file of readdirSync(generated)) {
  if (file.endsWith('.graphql.ts')) rmSync(path.join(generated, file));
}
writeFileSync(path.join(generated, 'persisted-queries.json'), '{}\n');
const result = spawnSync('npx', ['--no-install', 'relay-compiler', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: webDir,
});
if (result.status !== 0) {
  rmSync(generated, { recursive: true, force: true });
  cpSync(backup, generated, { recursive: true });
  console.error('[relay] compile failed; the previous artifacts are back in place');
}
rmSync(backup, { recursive: true, force: true });
process.exit(result.status ?? 1);
