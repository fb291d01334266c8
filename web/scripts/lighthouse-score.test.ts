import { describe, expect, it } from 'vitest';
import { logNormalScore, performanceScore } from './lighthouse-score.ts';

describe('Lighthouse-style scoring', () => {
  it('scores the median 0.5 and the 10th percentile 0.9, as Lighthouse defines its curves', () => {
    expect(logNormalScore(2500, 4000, 4000)).toBeCloseTo(0.5, 3);
    expect(logNormalScore(2500, 4000, 2500)).toBeCloseTo(0.9, 3);
  });

  it('gives a fast page a high score and a slow page a low one', () => {
    expect(performanceScore({ fcp: 900, lcp: 1200, tbt: 0, cls: 0 })).toBeGreaterThanOrEqual(98);
    expect(performanceScore({ fcp: 6000, lcp: 9000, tbt: 2000, cls: 0.5 })).toBeLessThan(10);
  });
});
