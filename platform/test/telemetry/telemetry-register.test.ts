/**
 * The preload entry as the services use it: `node --import tsx --import <register> entry.ts`
 * instruments the entry's fetch calls and exports them, named after the entry's package, when
 * the process ends.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const register = fileURLToPath(new URL('../../src/telemetry/register.ts', import.meta.url));
const entry = fileURLToPath(new URL('../support/fixtures/preloaded-service.ts', import.meta.url));

describe('telemetry preload', () => {
  const bodies: string[] = [];
  let server: Server;

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('traces the service from its first line and flushes on exit', async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/v1/traces') bodies.push(body);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--import', register, entry], {
      env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: base, FIXTURE_FETCH_URL: `${base}/ping` },
      timeout: 60_000,
    });
    expect(stdout).toContain('fetched 200');
    const exported = bodies.join('\n');
    expect(exported).toContain('"platform"'); // service.name from platform/package.json
    expect(exported).toContain('/ping'); // the fetch span
    // A child process compiling TypeScript and starting the SDK takes seconds on a loaded CI box.
  }, 60_000);
});
