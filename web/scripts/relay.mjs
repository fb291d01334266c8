// Runs relay-compiler with a complete, fresh persisted-query map.
// relay-compiler only adds the operations whose artifacts changed to the map, so a map written
// by an interrupted or concurrent run can miss operations. This run starts from no artifacts and
// an empty map, so the whole map is written (the artifacts come out identical); if compiling
// fails, the previous artifacts and map are put back untouched.
// The compiler writes its map beside the live one; the live map then becomes the new operations
// plus the previous compile's, replaced in one rename. A running gateway reads the live map whenever it
// changes: it never sees it empty or half-written, and the previous build's server entry and open
// pages keep their operations while the new build is still being written (without this, a page
// rendered in that window failed with "Unknown persisted operation").
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
const liveMap = path.join(generated, 'persisted-queries.json');
const nextMap = path.join(backup, 'next-persisted-queries.json');
const ownMap = path.join(webDir, 'node_modules', '.cache', 'relay', 'persisted-queries.last-build.json');
writeFileSync(nextMap, '{}\n');
// The project's config with the map redirected; beside relay.config.json, so its paths hold.
const config = JSON.parse(readFileSync(path.join(webDir, 'relay.config.json'), 'utf8'));
const configFile = path.join(webDir, `.relay.config.${process.pid}.json`);
writeFileSync(
  configFile,
  JSON.stringify({ ...config, persistConfig: { ...config.persistConfig, file: nextMap } }),
);
const result = spawnSync('npx', ['--no-install', 'relay-compiler', configFile, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: webDir,
});
rmSync(configFile, { force: true });
if (result.status === 0) {
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  // Two builds' operations, not every build's: the previous compile's own map is kept aside.
  mkdirSync(path.dirname(ownMap), { recursive: true });
  const merged = { ...read(existsSync(ownMap) ? ownMap : liveMap), ...read(nextMap) };
  cpSync(nextMap, ownMap);
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((id) => [id, merged[id]]),
  );
  const written = `${liveMap}.${process.pid}`;
  writeFileSync(written, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(written, liveMap);
} else {
  rmSync(generated, { recursive: true, force: true });
  cpSync(backup, generated, { recursive: true });
  console.error('[relay] compile failed; the previous artifacts are back in place');
}
rmSync(backup, { recursive: true, force: true });
process.exit(result.status ?? 1);
