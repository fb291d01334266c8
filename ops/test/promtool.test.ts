/**
 * Prometheus's own checker on the committed config and alert rules, and the rules' unit tests
 * (ops/prometheus/tests/*.test.yml, `promtool test rules`). promtool comes with Debian's
 * `prometheus` package, which .ci/run installs when it is missing.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isExported } from './support/exported-metrics.ts';
import { havePrometheus } from './support/prometheus-binaries.ts';

const prometheusDir = fileURLToPath(new URL('../prometheus/', import.meta.url));
const testsDir = `${prometheusDir}tests/`;
const testFiles = readdirSync(testsDir).filter((file) => file.endsWith('.test.yml'));

interface RuleTest {
  input_series: { series: string }[];
  alert_rule_test: { alertname: string; exp_alerts?: unknown[] }[];
}
const ruleTests = testFiles.flatMap(
  (file) => (parse(readFileSync(`${testsDir}${file}`, 'utf8')) as { tests: RuleTest[] }).tests,
);
const alertNames = (
  parse(readFileSync(`${prometheusDir}alerts.yml`, 'utf8')) as { groups: { rules: { alert: string }[] }[] }
).groups.flatMap((group) => group.rules.map((rule) => rule.alert));

async function promtool(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('promtool', args, { cwd: prometheusDir });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code?: number | string; stdout?: string; stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error('promtool is not installed: `apt-get install prometheus` (.ci/run does it)', {
        cause: error,
      });
    return { code: Number(failure.code), output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

describe.skipIf(!havePrometheus('promtool'))('promtool', () => {
  it('accepts prometheus.yml, alert rules included', async () => {
    const { code, output } = await promtool('check', 'config', 'prometheus.yml');
    expect(output).toContain('SUCCESS: 1 rule files found');
    expect(code, output).toBe(0);
  });

  it('accepts alerts.yml', async () => {
    const { code, output } = await promtool('check', 'rules', 'alerts.yml');
    expect(output).toContain(`SUCCESS: ${alertNames.length} rules found`);
    expect(code, output).toBe(0);
  });

  it('passes every alert rule unit test', async () => {
    const { code, output } = await promtool('test', 'rules', ...testFiles.map((file) => `tests/${file}`));
    expect(code, output).toBe(0);
    expect(output.match(/SUCCESS/g)?.length).toBe(testFiles.length);
  });

  it.each(alertNames)('%s has a unit test where it fires and one where it stays quiet', (alert) => {
    const checks = ruleTests.flatMap((test) => test.alert_rule_test).filter((c) => c.alertname === alert);
    expect(checks.some((check) => (check.exp_alerts ?? []).length > 0)).toBe(true);
    expect(checks.some((check) => (check.exp_alerts ?? []).length === 0)).toBe(true);
  });

  it("feeds the unit tests only series the gateway exports (or Prometheus's own `up`)", () => {
    const names = ruleTests.flatMap((test) => test.input_series.map(({ series }) => series.split('{')[0]!));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name === 'up' || isExported(name), name).toBe(true);
  });
});
