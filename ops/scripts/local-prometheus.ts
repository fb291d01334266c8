/**
 * `npm run ops:local`: Debian's Prometheus on this machine, no Docker, with the repository's alert
 * rules, scraping the gateway that `npm start` runs, plus a page of the dashboards' queries as
 * links into it (Grafana has no Debian or npm package: scripts/dashboard-links.ts).
 *
 * ops/prometheus/prometheus.yml is the compose stack's (it finds the gateways by their compose
 * host names); this writes a config of its own under var/ops-local/ for 127.0.0.1.
 *
 * Settings: METRICS_PORT (where the gateway serves /metrics; unset: the shop's PORT, 3000, where a
 * development gateway serves it), OPS_PROMETHEUS_PORT (9090), PROMETHEUS_BIN (found on PATH).
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dashboardPage } from './dashboard-links.ts';
import { dashboards } from './dashboards.ts';

const ops = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = path.resolve(ops, '..');
export const alertsFile = path.join(ops, 'prometheus', 'alerts.yml');

export const installHint = [
  'Prometheus is not installed on this machine.',
  '  Debian or Ubuntu:  sudo apt-get install prometheus   (brings /usr/bin/prometheus and promtool)',
  '  elsewhere: a release from the Prometheus project, then PROMETHEUS_BIN=/path/to/prometheus npm run ops:local',
  'Grafana and Jaeger have no Debian or npm package: read traces from a file (OTEL_TRACES_EXPORTER=file)',
  'and the dashboards through the page this command writes (ops/README.md "See it locally").',
].join('\n');

/** The Prometheus binary: PROMETHEUS_BIN, else the first `prometheus` on PATH. */
export function findPrometheus(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = env.PROMETHEUS_BIN
    ? [env.PROMETHEUS_BIN]
    : (env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((folder) => path.join(folder, 'prometheus'));
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Job `gateway`, as in the compose stack: the alert rules name it (`up{job="gateway"}`). */
export function localPrometheusConfig(options: { metricsTarget: string; alertsFile: string }): string {
  return [
    '# Written by `npm run ops:local` (ops/scripts/local-prometheus.ts); rewritten on every run.',
    'global:',
    '  scrape_interval: 5s',
    '  evaluation_interval: 5s',
    `rule_files: [${JSON.stringify(options.alertsFile)}]`,
    'scrape_configs:',
    '  - job_name: gateway',
    '    metrics_path: /metrics',
    '    static_configs:',
    `      - targets: [${JSON.stringify(options.metricsTarget)}]`,
    '',
  ].join('\n');
}

async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const binary = findPrometheus(env);
  if (!binary) {
    console.error(installHint);
    process.exit(1);
  }
  const metricsPort = env.METRICS_PORT || env.PORT || '3000';
  const metricsTarget = `${env.METRICS_HOST || '127.0.0.1'}:${metricsPort}`;
  const port = env.OPS_PROMETHEUS_PORT || '9090';
  const url = `http://127.0.0.1:${port}`;
  const folder = path.join(path.resolve(env.VAR_DIR ?? path.join(repoRoot, 'var')), 'ops-local');
  mkdirSync(folder, { recursive: true });
  const config = path.join(folder, 'prometheus.yml');
  writeFileSync(config, localPrometheusConfig({ metricsTarget, alertsFile }));
  const page = path.join(folder, 'dashboards.html');
  writeFileSync(page, dashboardPage(dashboards, { prometheusUrl: url }));

  const child = spawn(
    binary,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const stop = () => child.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  child.once('exit', (code) => {
    if (code) console.error(`[ops:local] Prometheus stopped (exit ${code}):\n${output}`);
    process.exit(code ?? 0);
  });

  for (let tries = 0; tries < 300 && child.exitCode === null; tries += 1) {
    try {
      if ((await fetch(`${url}/-/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(
    [
      `[ops:local] Prometheus ${url}, scraping the gateway's /metrics at ${metricsTarget}`,
      `[ops:local]   alerts (ops/prometheus/alerts.yml): ${url}/alerts   targets: ${url}/targets`,
      `[ops:local]   the dashboards' queries as links: file://${page}`,
      `[ops:local] Ctrl-C stops it. Data is kept in ${folder}.`,
    ].join('\n'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.env);
}
