// Runs relay-compiler once the gateway's printed schema exists; before it does, the app has no
// GraphQL documents yet and there is nothing to compile.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const schema = fileURLToPath(new URL('../../schema/gateway.graphql', import.meta.url));
if (!existsSync(schema)) {
  console.log('[relay] schema/gateway.graphql not printed yet; skipping relay-compiler');
  process.exit(0);
}
const result = spawnSync('relay-compiler', process.argv.slice(2), { stdio: 'inherit', shell: true, cwd: fileURLToPath(new URL('..', import.meta.url)) });
process.exit(result.status ?? 1);
