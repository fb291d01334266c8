import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@nails/platform';

/** The shop owner's command line (`npm run cli -w upstreams/commerce -- …`), on the shop's files. */
export function commerceCli(args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'upstreams/commerce/src/cli/main.ts'), ...args],
    { cwd: repoRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`cli exited ${code}:\n${output}`)),
    );
  });
}
