/**
 * A real Strapi 5 for the content conformance suite: the app in tests/strapi/app (its own
 * package.json and lockfile, installed with `npm ci` there by .ci/run), started on a free port
 * over a fresh SQLite file, with the API tokens its bootstrap (app/src/index.js) creates from the
 * keys given here. Or an existing Strapi: STRAPI_URL with STRAPI_API_TOKEN (the storefront's
 * token) and STRAPI_SEED_TOKEN (full access), set up as upstreams/content/README.md says.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '@nails/platform';
import { freePort } from '../production/processes.ts';

export const strapiAppDir = path.join(repoRoot, 'tests/strapi/app');
const strapiBin = path.join(strapiAppDir, 'node_modules/@strapi/strapi/bin/strapi.js');
const howToProvide =
  'run `npm ci` in tests/strapi/app (about 4 minutes), or set STRAPI_URL, STRAPI_API_TOKEN and STRAPI_SEED_TOKEN';

export interface StrapiServer {
  url: string;
  /** The storefront's token: read configs, links, global; create subscription-emails, contact-messages. */
  token: string;
  /** A full-access token: the seed, reading stored records back, changing a config. */
  seedToken: string;
  /** Stops Strapi (its data stays), as an outage the gateway must live through. */
  stop(): Promise<void>;
  /** Starts it again over the same data. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Where Strapi comes from, or why there is none (for the skip line). */
export function strapiSource(): { external: true } | { external: false } | { missing: string } {
  if (process.env.STRAPI_URL) {
    if (!process.env.STRAPI_API_TOKEN || !process.env.STRAPI_SEED_TOKEN)
      return { missing: 'STRAPI_URL is set without STRAPI_API_TOKEN and STRAPI_SEED_TOKEN' };
    return { external: true };
  }
  if (!existsSync(strapiBin))
    return { missing: `Strapi 5 is not installed in tests/strapi/app; ${howToProvide}` };
  return { external: false };
}

export async function startStrapi(): Promise<StrapiServer> {
  return process.env.STRAPI_URL ? externalStrapi(process.env.STRAPI_URL) : spawnStrapi();
}

async function spawnStrapi(): Promise<StrapiServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'strapi-'));
  const port = await freePort();
  const secret = () => randomBytes(24).toString('hex');
  const token = secret();
  const seedToken = secret();
  const logFile = path.join(dir, 'strapi.log');
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    NODE_ENV: 'production',
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    STOREFRONT_API_TOKEN: token,
    SEED_API_TOKEN: seedToken,
    APP_KEYS: `${secret()},${secret()}`,
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
  };
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    const log = createWriteStream(logFile, { flags: 'a' });
    child = spawn(process.execPath, [strapiBin, 'start'], { cwd: strapiAppDir, env, stdio: 'pipe' });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const exited = new Promise<never>((_, reject) =>
      child!.once('exit', (code) => reject(new Error(`Strapi exited with ${code}: ${tail(logFile)}`))),
    );
    await Promise.race([waitForHealth(url, 120_000, logFile), exited]);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  await start();
  return {
    url,
    token,
    seedToken,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
      // Strapi writes its update notifier's state into the project at every start.
      rmSync(path.join(strapiAppDir, '.strapi-updater.json'), { force: true });
    },
  };
}

/** An outage of a Strapi this suite does not own is a proxy in front of it that stops answering. */
async function externalStrapi(upstream: string): Promise<StrapiServer> {
  const port = await freePort();
  let server: Server | undefined;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
          ) as Record<string, string>;
          fetch(new URL(request.url ?? '/', upstream), {
            method: request.method,
            headers,
            body: chunks.length ? Buffer.concat(chunks) : undefined,
          }).then(
            async (answer) => {
              response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
              response.end(Buffer.from(await answer.arrayBuffer()));
            },
            () => response.writeHead(502).end(),
          );
        });
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
      server = undefined;
    });
  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    token: process.env.STRAPI_API_TOKEN!,
    seedToken: process.env.STRAPI_SEED_TOKEN!,
    start,
    stop,
    close: stop,
  };
}

async function waitForHealth(url: string, timeoutMs: number, logFile: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/_health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 204) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Strapi did not answer /_health within ${timeoutMs} ms: ${tail(logFile)}`);
}

function tail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-15).join('\n') : '(no log)';
}
