import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from '@nails/platform';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The embedded commerce or content service in a process of its own, as `npm start` runs it, so
 * the bench's gateway process measures only itself. Answers once it serves requests.
 */
export async function startUpstreamProcess(
  service: 'commerce' | 'content',
  varDir: string,
): Promise<{ url: string; child: ChildProcess; stop(): void }> {
  const port = await freePort();
  const prefix = service.toUpperCase();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, `upstreams/${service}/src/server.ts`)],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOG_LEVEL: 'warn',
        VAR_DIR: varDir,
        [`${prefix}_HOST`]: '127.0.0.1',
        [`${prefix}_PORT`]: String(port),
        COMMERCE_PRERENDER_IMAGES: 'off',
        COMMERCE_WEBHOOK_URLS: '',
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const probe = service === 'commerce' ? `${url}/healthz` : `${url}/api/i18n/locales`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const answer = await fetch(probe).catch(() => undefined);
    if (answer && answer.status < 500) return { url, child, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${service} did not start`);
}
