/**
 * A real Prometheus (Debian's /usr/bin/prometheus, installed by .ci/run) with its own temporary
 * config and data folder on a free port, scraping the targets a test gives it every second.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './service-process.ts';

export interface Prometheus {
  url: string;
  /** `/api/v1/query_range` over [start, end] (seconds): the series a Grafana panel would draw. */
  queryRange(expr: string, start: number, end: number, stepSeconds?: number): Promise<RangeSeries[]>;
  /** The scrape target's health as Prometheus last saw it. */
  targetHealth(job: string): Promise<string | undefined>;
  output(): string;
  close(): Promise<void>;
}

export interface RangeSeries {
  metric: Record<string, string>;
  values: [number, string][];
}

export async function startPrometheus(options: {
  targets: Record<string, string>;
  ruleFiles?: string[];
}): Promise<Prometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ops-prometheus-'));
  writeFileSync(path.join(dir, 'prometheus.yml'), `${prometheusConfig(options)}\n`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    '/usr/bin/prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', (error) => (output += `\n${error.message}`));

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  await waitUntilReady(url, child, close, () => output);

  return {
    url,
    output: () => output,
    close,
    async queryRange(expr, start, end, stepSeconds = 1) {
      const params = new URLSearchParams({
        query: expr,
        start: String(start),
        end: String(end),
        step: String(stepSeconds),
      });
      const response = await fetch(`${url}/api/v1/query_range?${params}`);
      const body = (await response.json()) as {
        status: string;
        error?: string;
        data?: { result: RangeSeries[] };
      };
      if (body.status !== 'success') throw new Error(`${expr}: ${body.error ?? response.status}`);
      return body.data!.result;
    },
    async targetHealth(job) {
      const response = await fetch(`${url}/api/v1/targets?state=active`);
      const body = (await response.json()) as {
        data: { activeTargets: { labels: Record<string, string>; health: string }[] };
      };
      return body.data.activeTargets.find((target) => target.labels.job === job)?.health;
    },
  };
}

/** Scrapes and evaluates every second, so a test sees a change within a couple of seconds. */
function prometheusConfig(options: { targets: Record<string, string>; ruleFiles?: string[] }): string {
  return [
    'global:',
    '  scrape_interval: 1s',
    '  evaluation_interval: 1s',
    `rule_files: ${JSON.stringify(options.ruleFiles ?? [])}`,
    'scrape_configs:',
    ...Object.entries(options.targets).flatMap(([job, target]) => [
      `  - job_name: ${job}`,
      '    static_configs:',
      `      - targets: ['${target}']`,
    ]),
  ].join('\n');
}

/** Polls `/-/ready`; a Prometheus that exits or is not ready within a minute is closed and reported. */
async function waitUntilReady(
  url: string,
  child: ChildProcess,
  close: () => Promise<void>,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`Prometheus did not become ready:\n${output()}`);
    }
    try {
      if ((await fetch(`${url}/-/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
