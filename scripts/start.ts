/**
 * `npm start`: builds what is missing, then starts content (4020), commerce (4010) and the gateway
 * (3000) with embedded defaults (no embedded commerce when COMMERCE_GRAPHQL_URL names a real shop), waits until each answers its health route and prints where the
 * shop is. `--dev` adds Vite's dev server for web. Ctrl-C stops everything cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@nails/platform';
import { waitHealthy } from './lib/health.ts';
import { availableServices, serverEntry } from './lib/services.ts';

const dev = process.argv.includes('--dev');
const children: { name: string; child: ChildProcess }[] = [];
let stopping = false;

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.push({ name, child });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} exited (${signal ?? code}); stopping the others`);
    void stop(1);
  });
  return child;
}

/**
 * Stops every service still running: each gets SIGTERM and stops gracefully on its own (drains
 * requests, exports its spans, flushes its log: platform/src/shutdown.ts), in reverse start order
 * so the gateway stops before the upstreams it calls. SIGKILL only past the services' own limit.
 */
let stopped: Promise<never> | undefined;
function stop(code: number): Promise<never> {
  stopping = true;
  stopped ??= (async () => {
    let exitCode = code;
    for (const { name, child } of [...children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const result = await new Promise<number | NodeJS.Signals | null>((resolve) => {
        child.once('exit', (childCode, signal) => resolve(childCode ?? signal));
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 25_000).unref();
      });
      // The services exit 0 after their graceful stop; Vite's dev server simply ends on SIGTERM.
      if (result !== 0 && result !== 'SIGTERM') {
        console.error(`[start] ${name} did not stop cleanly (${result})`);
        exitCode = exitCode || 1;
      }
    }
    process.exit(exitCode);
  })();
  return stopped;
}

function buildWebIfMissing(): Promise<void> {
  const webConfig = path.join(repoRoot, 'web', 'vite.config.ts');
  if (dev || !existsSync(webConfig) || existsSync(path.join(repoRoot, 'web', 'dist', 'index.html'))) {
    return Promise.resolve();
  }
  console.log('[start] building the storefront (first start only)…');
  return new Promise((resolve, reject) => {
    const build = spawn('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`web build failed (${code})`))));
  });
}

// Ctrl-C reaches the services too (same process group); they ignore the SIGTERM that follows.
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// One public origin (PUBLIC_URL; in development the gateway's own): commerce writes its mail and
// download links under it, and the gateway proxies /downloads to commerce.
const publicUrl = (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || '3000'}`).replace(
  /\/+$/,
  '',
);
const commerceLinks = {
  COMMERCE_STOREFRONT_URL: process.env.COMMERCE_STOREFRONT_URL || publicUrl,
  COMMERCE_DOWNLOADS_URL: process.env.COMMERCE_DOWNLOADS_URL || `${publicUrl}/downloads`,
  // Catalogue webhooks go to the gateway on the port it was just started on (PORT), not 3000.
  COMMERCE_WEBHOOK_URLS:
    process.env.COMMERCE_WEBHOOK_URLS || `http://127.0.0.1:${process.env.PORT || '3000'}/webhooks/commerce`,
};

// The gateway finds the embedded upstreams on the ports they were just started on (COMMERCE_PORT,
// CONTENT_PORT), unless it is pointed elsewhere on purpose.
function upstreamUrls(): Record<string, string> {
  const commercePort = process.env.COMMERCE_PORT || '4010';
  const contentPort = process.env.CONTENT_PORT || '4020';
  return {
    COMMERCE_GRAPHQL_URL: process.env.COMMERCE_GRAPHQL_URL || `http://127.0.0.1:${commercePort}/graphql`,
    CONTENT_API_URL: process.env.CONTENT_API_URL || `http://127.0.0.1:${contentPort}`,
  };
}

/**
 * A real WooCommerce (COMMERCE_GRAPHQL_URL pointing anywhere but the embedded back end's own port)
 * replaces the embedded commerce: it is not started, and the gateway calls the shop's WPGraphQL
 * (README "Running on real WooCommerce").
 */
function embeddedCommerceWanted(): boolean {
  const configured = process.env.COMMERCE_GRAPHQL_URL;
  if (!configured) return true;
  try {
    const url = new URL(configured);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return loopback && url.port === (process.env.COMMERCE_PORT || '4010');
  } catch {
    return true;
  }
}

try {
  await buildWebIfMissing();
  const external = !embeddedCommerceWanted();
  if (external) console.log(`[start] commerce: ${process.env.COMMERCE_GRAPHQL_URL} (no embedded back end)`);
  for (const service of availableServices().filter(
    (candidate) => !(external && candidate.name === 'commerce'),
  )) {
    const port = Number(process.env[service.portVariable] ?? service.port);
    // The telemetry preload starts OpenTelemetry before the service's modules load, so their
    // HTTP, GraphQL, Redis and PostgreSQL calls are instrumented (platform/src/telemetry).
    run(
      service.name,
      process.execPath,
      ['--import', 'tsx', '--import', '@nails/platform/telemetry/register', serverEntry(service)],
      {
        [service.portVariable]: String(port),
        ...(service.name === 'commerce' ? commerceLinks : {}),
        ...(service.name === 'gateway' ? upstreamUrls() : {}),
      },
    );
    await waitHealthy(service.name, `http://127.0.0.1:${port}${service.healthPath}`);
    console.log(`[start] ${service.name} ready on http://localhost:${port}`);
  }
  if (dev && existsSync(path.join(repoRoot, 'web', 'vite.config.ts'))) {
    run('web', 'npm', ['run', 'dev', '-w', 'web']);
  }
  const gatewayPort = process.env.PORT || '3000';
  console.log(
    `\n  The shop is at http://localhost:${dev ? '5173 (Vite, hot reload)' : gatewayPort}\n  Ctrl-C stops it.\n`,
  );
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  await stop(1);
}
