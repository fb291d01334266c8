/**
 * `npm run reset`: wipes var/ (databases, uploads, mailbox, generated secrets) and reseeds every
 * service that has a seed script, so the next `npm start` begins from the seeded shop.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { repoRoot, varDir } from '@nails/platform';

const dir = varDir();
rmSync(dir, { recursive: true, force: true });
console.log(`[reset] removed ${dir}`);
const seeded = spawnSync('npm', ['run', 'seed', '--workspaces', '--if-present'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(seeded.status ?? 1);
