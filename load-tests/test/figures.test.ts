import { describe, expect, it } from 'vitest';
import { computeFigures, operationFigures, percentile, requestsPerSecond } from '../src/figures.ts';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1); // 1..100

  it('is the smallest value with at least p % of the samples at or below it', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
  });

  it('has no value without samples', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('computeFigures', () => {
  it('computes throughput, percentiles and error rate from raw samples', () => {
    // 200 responses over 4 s (unordered on purpose), 2 requests lost, 10 failures in all.
    const latenciesMs = Array.from({ length: 200 }, (_, index) => ((index * 37) % 200) + 1);
    const figures = computeFigures({ latenciesMs, failed: 10, lost: 2, iterations: 50, elapsedMs: 4000 });
    expect(figures.requests).toBe(202);
    expect(figures.requestsPerSecond).toBeCloseTo(50.5);
    expect(figures.iterationsPerSecond).toBeCloseTo(12.5);
    expect(figures.p50).toBe(100);
    expect(figures.p95).toBe(190);
    expect(figures.p99).toBe(198);
    expect(figures.max).toBe(200);
    expect(figures.errorRate).toBeCloseTo(10 / 202);
  });

  it('reports zero rates for an empty run instead of dividing by zero', () => {
    const figures = computeFigures({ latenciesMs: [], failed: 0, lost: 0, iterations: 0, elapsedMs: 0 });
    expect(figures).toMatchObject({
      requests: 0,
      requestsPerSecond: 0,
      iterationsPerSecond: 0,
      errorRate: 0,
    });
  });
});

describe('per operation and over time', () => {
  const run = {
    latenciesMs: [10, 20, 30, 400],
    operations: { LoadCart: [10, 20, 30], 'page cart': [400] },
    finishedAtMs: [100, 900, 1500, 2999],
    failed: 0,
    lost: 0,
    iterations: 1,
    elapsedMs: 3_400,
  };

  it('gives each operation its own percentiles', () => {
    expect(operationFigures(run)).toEqual([
      { operation: 'LoadCart', requests: 3, p50: 20, p95: 30, p99: 30, max: 30 },
      { operation: 'page cart', requests: 1, p50: 400, p95: 400, p99: 400, max: 400 },
    ]);
  });

  it('counts the responses of every whole second, leaving out the last partial one', () => {
    expect(requestsPerSecond(run)).toEqual([2, 1, 1]);
    expect(requestsPerSecond({ ...run, finishedAtMs: [3_200] })).toEqual([0, 0, 0]);
  });
});
