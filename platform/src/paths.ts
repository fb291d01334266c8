import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root: platform/src/ is two levels below it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Where runtime data lives (databases, uploads, mailbox, generated secrets). `VAR_DIR` moves it,
 * which is how tests give each service a throw-away folder.
 */
export function varDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.VAR_DIR ?? path.join(repoRoot, 'var'));
}
