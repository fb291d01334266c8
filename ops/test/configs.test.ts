import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ops = fileURLToPath(new URL('../', import.meta.url));
const yaml = <T>(file: string) => parse(readFileSync(`${ops}${file}`, 'utf8')) as T;

describe('Prometheus', () => {
  const config = yaml<{
    rule_files: string[];
    scrape_configs: {
      job_name: string;
      static_configs?: { targets: string[] }[];
      dns_sd_configs?: { names: string[]; port: number }[];
    }[];
  }>('prometheus/prometheus.yml');
  const rules = yaml<{ groups: { rules: { alert: string; expr: string; for?: string }[] }[] }>(
    'prometheus/alerts.yml',
  );
  const alerts = rules.groups.flatMap((group) => group.rules);

  it("scrapes the gateway's /metrics", () => {
    const gateway = config.scrape_configs.find((job) => job.job_name === 'gateway');
    // The METRICS_PORT listener of each gateway process, not the public port.
    expect(gateway?.dns_sd_configs?.[0]).toMatchObject({ names: ['gateway', 'gateway-b'], port: 9464 });
    // Relative to the config file, so the same file works in compose and for promtool.
    expect(config.rule_files).toEqual(['alerts.yml']);
  });

  it('alerts on error rate, p95 latency, upstream down, outbox backlog and cache hit ratio drop', () => {
    const byName = new Map(alerts.map((alert) => [alert.alert, alert.expr]));
    expect(byName.get('GatewayHighErrorRate')).toContain('gateway_graphql_requests_total');
    expect(byName.get('GatewayHighLatencyP95')).toMatch(
      /histogram_quantile\(0\.95,.*gateway_graphql_request_duration_seconds_bucket/s,
    );
    expect(byName.get('UpstreamCircuitOpen')).toContain('gateway_circuit_breaker_state');
    expect(byName.get('UpstreamFailing')).toContain('gateway_upstream_errors_total');
    expect(byName.get('OutboxBacklog')).toContain('gateway_outbox_backlog');
    expect(byName.get('CacheHitRatioDrop')).toContain('gateway_cache_requests_total');
  });
});

describe('OpenTelemetry collector', () => {
  const config = yaml<{
    receivers: Record<string, unknown>;
    processors: Record<string, unknown>;
    exporters: Record<string, { endpoint?: string }>;
    extensions: Record<string, unknown>;
    service: {
      extensions: string[];
      pipelines: Record<string, { receivers: string[]; processors: string[]; exporters: string[] }>;
    };
  }>('collector/config.yaml');

  it('receives OTLP and sends traces to Jaeger through components it defines', () => {
    const traces = config.service.pipelines.traces!;
    expect(traces.receivers).toEqual(['otlp']);
    for (const name of traces.receivers) expect(config.receivers).toHaveProperty([name]);
    for (const name of traces.processors) expect(config.processors).toHaveProperty([name]);
    for (const name of traces.exporters) expect(config.exporters).toHaveProperty([name]);
    for (const name of config.service.extensions) expect(config.extensions).toHaveProperty([name]);
    expect(config.exporters['otlp/jaeger']?.endpoint).toBe('jaeger:4317');
  });
});

describe('Grafana provisioning', () => {
  it('provides both datasources the dashboards use and loads the dashboards folder', () => {
    const datasources = yaml<{ datasources: { uid: string; type: string }[] }>(
      'grafana/provisioning/datasources/datasources.yaml',
    );
    expect(datasources.datasources.map((source) => source.uid).sort()).toEqual(['jaeger', 'prometheus']);
    const providers = yaml<{ providers: { options: { path: string } }[] }>(
      'grafana/provisioning/dashboards/dashboards.yaml',
    );
    expect(providers.providers[0]?.options.path).toBe('/var/lib/grafana/dashboards');
    expect(readdirSync(`${ops}grafana/dashboards`).length).toBeGreaterThanOrEqual(5);
  });
});
