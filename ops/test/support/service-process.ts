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

export interface Shop {
  gatewayUrl: string;
  gateway: ServiceProcess;
  commerce: ServiceProcess;
  content: ServiceProcess;
  varDir: string;
  close(): Promise<void>;
}

/**
 * The whole shop as `npm start` runs it: content, commerce and the gateway, each its own process,
 * sharing one throw-away VAR_DIR (so they agree on the generated secrets).
 */
export async function startShop(gatewayEnv: NodeJS.ProcessEnv = {}): Promise<Shop> {
  const varDir = mkdtempSync(path.join(tmpdir(), 'ops-shop-'));
  const started: ServiceProcess[] = [];
  try {
    const content = await startService('content', { LOG_LEVEL: 'warn' }, { varDir });
    started.push(content);
    // Commerce sends its webhooks (order created, product changes) to this gateway, as under npm start.
    const gatewayPort = await freePort();
    const commerce = await startService(
      'commerce',
      { LOG_LEVEL: 'warn', COMMERCE_WEBHOOK_URLS: `http://127.0.0.1:${gatewayPort}/webhooks/commerce` },
      { varDir },
    );
    started.push(commerce);
    const gateway = await startService(
      'gateway',
      {
        LOG_LEVEL: 'warn',
        COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
        CONTENT_API_URL: content.url,
        WEB_DIST_DIR: path.join(varDir, 'web-dist'),
        ...gatewayEnv,
      },
      { varDir, port: gatewayPort },
    );
    started.push(gateway);
    return {
      gatewayUrl: gateway.url,
      gateway,
      commerce,
      content,
      varDir,
      async close() {
        for (const service of started.reverse()) await service.kill();
        rmSync(varDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const service of started.reverse()) await service.kill();
    rmSync(varDir, { recursive: true, force: true });
    throw error;
  }
}
