import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@nails/platform';
import { ensureWebBuild } from '../../support/stack.ts';

export interface ShopStack {
  url: string;
  gatewayUrl: string;
  commerceUrl: string;
  varDir: string;
  close(): Promise<void>;
}

/** Starts run-shop-stack.ts as a child process (shop with event store) and waits for its URLs. */
export async function startShopStack(): Promise<ShopStack> {
  ensureWebBuild();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tests', 'e2e', 'shop', 'support', 'run-shop-stack.ts'), '--json'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<Omit<ShopStack, 'close'>>((resolve, reject) => {
    let buffer = '';
    child.once('exit', (code) => reject(new Error(`shop stack exited early (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((candidate) => candidate.startsWith('{"url"'));
      if (line) resolve(JSON.parse(line) as Omit<ShopStack, 'close'>);
    });
  });
  child.removeAllListeners('exit');
  return {
    ...ready,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
