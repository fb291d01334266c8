/**
 * Stops that end (gateway README "Stopping"): commerce stopped (SIGTERM) with an idle keep-alive
 * client connected exits in seconds, not after Fastify's 72 s keep-alive timeout; the gateway
 * stopped with one client in the middle of sending a request cuts it off at its deadline and
 * exits cleanly (code 0) well before the platform's 20 s "stop timed out".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '@nails/platform';
import { startContent } from '@nails/content';
import { afterAll, describe, expect, it } from 'vitest';
import { startGatewayProcess } from './support/gateway-process.ts';

const varDir = mkdtempSync(path.join(tmpdir(), 'gw-graceful-stop-'));
afterAll(() => rmSync(varDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Commerce as `npm start` runs it; resolves with its URL and a stop that times the exit. */
async function startCommerceProcess() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'upstreams/commerce/src/server.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        VAR_DIR: varDir,
        COMMERCE_HOST: '127.0.0.1',
        COMMERCE_PORT: String(port),
        COMMERCE_PRERENDER_IMAGES: 'off',
        COMMERCE_WEBHOOK_URLS: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child };
}

/** Sends SIGTERM and resolves with how long the process took to exit and its exit code. */
function stopTimed(child: ChildProcess) {
  const started = performance.now();
  return new Promise<{ ms: number; code: number | null }>((resolve) => {
    child.once('exit', (code) => resolve({ ms: performance.now() - started, code }));
    child.kill('SIGTERM');
  });
}

describe('stopping with clients still connected', () => {
  it('commerce with an idle keep-alive client exits in seconds', async () => {
    const commerce = await startCommerceProcess();
    // The gateway's pool: a connection kept alive after its answer.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answered = await new Promise<number>((resolve, reject) =>
        http
          .get(`${commerce.url}/healthz`, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          })
          .on('error', reject),
      );
      expect(answered).toBe(200);
      const stop = await stopTimed(commerce.child);
      console.info(`[commerce stop, idle keep-alive client] ${stop.ms.toFixed(0)} ms, exit ${stop.code}`);
      expect(stop.code).toBe(0);
      expect(stop.ms).toBeLessThan(10_000);
    } finally {
      agent.destroy();
      commerce.child.kill('SIGKILL');
    }
  }, 90_000);

  it('the gateway with a client stuck half-way through a request exits cleanly at its deadline', async () => {
    const commerce = await startCommerceProcess();
    const content = await startContent({
      host: '127.0.0.1',
      port: 0,
      env: { VAR_DIR: varDir, LOG_LEVEL: 'warn' },
    });
    const gateway = await startGatewayProcess({
      VAR_DIR: varDir,
      COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
      CONTENT_API_URL: content.url,
      PERSISTED_QUERIES_FILE: path.join(varDir, 'none.json'),
      WEB_DIST_DIR: path.join(varDir, 'web-dist'),
      REDIS_URL: '',
      METRICS_PORT: '',
      OTEL_SDK_DISABLED: 'true',
    });
    const { port } = new URL(gateway.url);
    // A slow client: the request line and one header, then nothing more.
    const slow = net.connect(Number(port), '127.0.0.1');
    slow.on('error', () => undefined);
    await new Promise<void>((resolve) => slow.once('connect', () => resolve()));
    slow.write('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const cutOff = new Promise<void>((resolve) => slow.once('close', () => resolve()));
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stop = await stopTimed(gateway.child);
      console.info(`[gateway stop, one slow client] ${stop.ms.toFixed(0)} ms, exit ${stop.code}`);
      expect(stop.code, gateway.output()).toBe(0);
      expect(stop.ms).toBeLessThan(15_000);
      expect(gateway.output()).not.toContain('stop timed out');
      await cutOff;
    } finally {
      slow.destroy();
      await gateway.kill('SIGKILL');
      await content.close();
      commerce.child.kill('SIGKILL');
    }
  }, 120_000);
});
