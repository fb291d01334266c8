/**
 * `npm run ops:local` as an operator runs it: Debian's Prometheus starts with the repository's
 * alert rules, scrapes a gateway's /metrics on METRICS_PORT (a stand-in serving the gateway's
 * registry), and the dashboards page links every panel's query into it; without Prometheus it
 * says how to install it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createGatewayMetrics } from '../../gateway/src/observability/metrics.ts';
import { prometheusExpr } from '../scripts/dashboard-links.ts';
import { dashboards } from '../scripts/dashboards.ts';
import { havePrometheus } from './support/prometheus-binaries.ts';
import { freePort } from './support/service-process.ts';

const script = fileURLToPath(new URL('../scripts/local-prometheus.ts', import.meta.url));

function run(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string; exited: Promise<number> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 0)));
  return { child, output: () => output, exited };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('npm run ops:local', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'ops-local-'));
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('says how to install Prometheus when it is missing', async () => {
    const started = run({
      PATH: path.dirname(process.execPath),
      PROMETHEUS_BIN: path.join(varDir, 'no-prometheus-here'),
      VAR_DIR: varDir,
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('apt-get install prometheus');
    expect(started.output()).toMatch(/Grafana and Jaeger have no Debian or npm package/);
  });

  it.skipIf(!havePrometheus('prometheus'))(
    "runs Prometheus with the alert rules against the gateway's METRICS_PORT and links every panel",
    async () => {
      const metrics = createGatewayMetrics();
      metrics.knowUpstream('commerce');
      const gateway: Server = createServer((_request, response) => {
        void metrics.registry.metrics().then((text) => response.writeHead(200).end(text));
      });
      const metricsPort = await freePort();
      await new Promise<void>((resolve) => gateway.listen(metricsPort, '127.0.0.1', resolve));
      cleanups.push(() => new Promise((resolve) => gateway.close(resolve)));
      // The fixed ports of this suite's range (ops/README.md "See it locally" uses 9090).
      const prometheusPort = 42690;
      const started = run({
        ...process.env,
        METRICS_PORT: String(metricsPort),
        OPS_PROMETHEUS_PORT: String(prometheusPort),
        VAR_DIR: varDir,
      });
      cleanups.push(async () => {
        started.child.kill('SIGINT');
        await started.exited;
      });
      const url = `http://127.0.0.1:${prometheusPort}`;
      await until('the ready line', async () =>
        started.output().includes('Ctrl-C stops it') ? true : undefined,
      );
      expect(started.output()).toContain(`scraping the gateway's /metrics at 127.0.0.1:${metricsPort}`);

      const rules = (await (await fetch(`${url}/api/v1/rules`)).json()) as {
        data: { groups: { rules: { name: string }[] }[] };
      };
      const names = rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name));
      expect(names).toEqual(
        expect.arrayContaining(['GatewayDown', 'GatewayHighErrorRate', 'UpstreamCircuitOpen']),
      );

      const breaker = await until('a scrape of the gateway', async () => {
        const query = new URLSearchParams({ query: 'gateway_circuit_breaker_state{job="gateway"}' });
        const body = (await (await fetch(`${url}/api/v1/query?${query}`)).json()) as {
          data: { result: { metric: Record<string, string>; value: [number, string] }[] };
        };
        return body.data.result.length > 0 ? body.data.result : undefined;
      });
      expect(breaker[0]).toMatchObject({
        metric: { upstream: 'commerce' },
        value: [expect.any(Number), '0'],
      });

      const page = readFileSync(path.join(varDir, 'ops-local', 'dashboards.html'), 'utf8');
      for (const dashboard of dashboards)
        for (const panel of dashboard.panels) {
          expect(page).toContain(panel.title.replace(/&/g, '&#38;'));
          for (const query of panel.queries) {
            const link = `${url}/graph?${new URLSearchParams({ 'g0.expr': prometheusExpr(query.expr), 'g0.tab': '0', 'g0.range_input': '1h' })}`;
            expect(page).toContain(link.replace(/&/g, '&#38;'));
          }
        }
      // Every linked query is one Prometheus runs (no Grafana variable left in it).
      for (const dashboard of dashboards)
        for (const panel of dashboard.panels)
          for (const query of panel.queries) {
            const params = new URLSearchParams({ query: prometheusExpr(query.expr) });
            const body = (await (await fetch(`${url}/api/v1/query?${params}`)).json()) as {
              status: string;
              error?: string;
            };
            expect(body, `${panel.title}: ${query.expr}`).toMatchObject({ status: 'success' });
          }
      expect(existsSync(path.join(varDir, 'ops-local', 'prometheus.yml'))).toBe(true);
    },
    120_000,
  );
});
