// Runs relay-compiler once the gateway's printed schema exists; before it does, the app has no
// GraphQL documents yet and there is nothing to compile.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const schema = fileURLToPath(new URL('../../schema/gateway.graphql', import.meta.url));
if (!existsSync(schema)) {
  console.log('[relay] schema/gateway.graphql not printed yet; skipping relay-compiler');
  process.exit(0);
}
// relay-compiler refuses to start when the persisted-query file is missing (fresh clone).
const persisted = fileURLToPath(new URL('../src/__generated__/persisted-queries.json', import.meta.url));
if (!existsSync(persisted)) {
  mkdirSync(dirname(persisted), { recursive: true });
  writeFileSync(persisted, '{}\n');
}
const result = spawnSync('relay-compiler', process.argv.slice(2), { stdio: 'inherit', shell: true, cwd: fileURLToPath(new URL('..', import.meta.url)) });
process.exit(result.status ?? 1);
