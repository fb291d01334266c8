/**
 * The shop's services as real processes (`node --import tsx <service>/src/server.ts`, as
 * `npm start` runs them) on ports picked here, so a test sees exactly what an operator sees:
 * the exit code and the message of a refused start, and the listeners of a running one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from '@nails/platform';

export const serverScripts = {
  content: 'upstreams/content/src/server.ts',
  commerce: 'upstreams/commerce/src/server.ts',
  gateway: 'gateway/src/server.ts',
} as const;
export type ServiceName = keyof typeof serverScripts;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Only what the service needs from this process (PATH, HOME), plus `env`: nothing leaks in. */
function serviceEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LOG_LEVEL: 'warn',
    OTEL_SDK_DISABLED: 'true',
    ...env,
  };
}

function spawnService(service: ServiceName, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, serverScripts[service])], {
    cwd: repoRoot,
    env: serviceEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

export interface Refusal {
  code: number | null;
  output: string;
}

/** Starts a service expected to refuse its settings; resolves when it exits (or fails the test). */
export function expectRefusedStart(
  service: ServiceName,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Refusal> {
  const { child, output } = spawnService(service, env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${service} did not stop on its own within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output() });
    });
  });
}

export interface RunningService {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts a service and waits until `url` + `/healthz` answers 200. */
export async function startService(
  service: ServiceName,
  url: string,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<RunningService> {
  const { child, output } = spawnService(service, env);
  const stop = () => stopChild(child);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${service} exited (${child.exitCode}):\n${output()}`);
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { url, output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${service} was not healthy within ${timeoutMs} ms:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
