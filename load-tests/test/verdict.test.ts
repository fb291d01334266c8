import { describe, expect, it } from 'vitest';
import type { Figures } from '../src/figures.ts';
import { findScenario, scenarios } from '../src/scenarios.ts';
import { k6Thresholds, overridesFrom } from '../src/thresholds.ts';
import { formatVerdict, judge } from '../src/verdict.ts';

const figures = (overrides: Partial<Figures>): Figures => ({
  requests: 1000,
  requestsPerSecond: 100,
  iterationsPerSecond: 25,
  p50: 40,
  p95: 120,
  p99: 300,
  max: 400,
  errorRate: 0,
  failedRequestRate: 0,
  checkPassRate: 1,
  ...overrides,
});

describe('load verdict', () => {
  const search = findScenario('search');

  it('passes a scenario within its p95 budget, failed requests and checks', () => {
    const results = judge([{ scenario: search, figures: figures({}) }]);
    expect(results.map((result) => [result.label, result.passed])).toEqual([
      [`p95 under ${search.p95BudgetMs} ms`, true],
      ['failed requests under 1 %', true],
      ['checks passing over 99 %', true],
    ]);
    expect(formatVerdict(results).split('\n').at(-1)).toBe('verdict: PASS (3 of 3 thresholds met)');
  });

  it('fails each threshold on its own figure', () => {
    const results = judge([
      {
        scenario: search,
        figures: figures({ p95: search.p95BudgetMs, failedRequestRate: 0.02, checkPassRate: 0.98 }),
      },
    ]);
    expect(results.every((result) => !result.passed)).toBe(true);
    const text = formatVerdict(results);
    expect(text).toContain(`FAIL  search  p95 under ${search.p95BudgetMs} ms: ${search.p95BudgetMs}.0 ms`);
    expect(text).toContain(
      'FAIL  search  failed requests under 1 %: 2.00 %  (k6: http_req_failed rate<0.01)',
    );
    expect(text).toContain('verdict: FAIL (3 of 3 thresholds missed)');
  });

  it('fails a scenario that measured nothing', () => {
    const [p95] = judge([{ scenario: search, figures: figures({ requests: 0, p95: Number.NaN }) }]);
    expect(p95!.passed).toBe(false);
  });

  it('takes a p95 budget override (LOAD_P95_BUDGET_MS) for every scenario, in both runners', () => {
    const overrides = overridesFrom({ LOAD_P95_BUDGET_MS: '50' });
    const [p95] = judge([{ scenario: search, figures: figures({ p95: 60 }) }], overrides);
    expect(p95).toMatchObject({ label: 'p95 under 50 ms', passed: false });
    expect(k6Thresholds([search], overrides, false).http_req_duration).toEqual(['p(95)<50']);
    expect(() => overridesFrom({ LOAD_P95_BUDGET_MS: 'fast' })).toThrow(/LOAD_P95_BUDGET_MS/);
  });

  it('gives k6 the same thresholds, per scenario tag when scenarios run together', () => {
    expect(k6Thresholds([search], {}, false)).toEqual({
      http_req_duration: [`p(95)<${search.p95BudgetMs}`],
      http_req_failed: ['rate<0.01'],
      checks: ['rate>0.99'],
    });
    const all = k6Thresholds(scenarios, {}, true);
    for (const scenario of scenarios) {
      expect(all[`http_req_duration{scenario:${scenario.name}}`]).toEqual([`p(95)<${scenario.p95BudgetMs}`]);
      expect(all[`http_req_failed{scenario:${scenario.name}}`]).toEqual(['rate<0.01']);
      expect(all[`checks{scenario:${scenario.name}}`]).toEqual(['rate>0.99']);
    }
  });
});
