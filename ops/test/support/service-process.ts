/**
 * A service started the way `npm start` starts it (scripts/start.ts): its own Node process with
 * the telemetry preload, on a free port, with a throw-away VAR_DIR unless one is given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ServiceName = 'content' | 'commerce' | 'gateway';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const specs: Record<ServiceName, { dir: string; portVariable: string }> = {
  content: { dir: 'upstreams/content', portVariable: 'CONTENT_PORT' },
  commerce: { dir: 'upstreams/commerce', portVariable: 'COMMERCE_PORT' },
  gateway: { dir: 'gateway', portVariable: 'PORT' },
};

export interface ServiceProcess {
  url: string;
  varDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running, then removes a VAR_DIR this helper created. */
  kill(): Promise<void>;
}

/** A port nothing listens on right now (the kernel's pick for port 0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startService(
  name: ServiceName,
  env: NodeJS.ProcessEnv = {},
  options: { varDir?: string; port?: number; timeoutMs?: number } = {},
): Promise<ServiceProcess> {
  const spec = specs[name];
  const ownVarDir = !options.varDir;
  const varDir = options.varDir ?? mkdtempSync(path.join(tmpdir(), `ops-${name}-`));
  const port = options.port ?? (await freePort());
  const entry = path.join(repoRoot, spec.dir, 'src', 'server.ts');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', '@nails/platform/telemetry/register', entry],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        VAR_DIR: varDir,
        LOG_LEVEL: 'info',
        COMMERCE_PRERENDER_IMAGES: 'off',
        COMMERCE_WEBHOOK_URLS: '',
        [spec.portVariable]: String(port),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;

  const service: ServiceProcess = {
    url,
    varDir,
    child,
    output: () => output,
    async stop(signal) {
      child.kill(signal);
      return exited;
    },
    async kill() {
      if (running()) {
        child.kill('SIGKILL');
        await exited;
      }
      if (ownVarDir) rmSync(varDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (!running()) {
      await service.kill();
      throw new Error(`${name} exited before answering /healthz:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return service;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await service.kill();
  throw new Error(`${name} did not answer ${url}/healthz in time:\n${output}`);
}
