/**
 * Lighthouse's performance scoring (v10+, mobile): each metric maps to 0..1 on a log-normal curve
 * given by its 10th percentile and median, then a weighted mean. We measure FCP, LCP, TBT and CLS
 * in Chromium (no Speed Index), so the weights are those of Lighthouse rescaled to these four.
 * Written here because the current lighthouse package (13.x) requires Node 22.19, and this
 * project supports Node 20.19+; the curves and weights are Lighthouse's published ones.
 */
const curves = {
  fcp: { p10: 1800, median: 3000, weight: 10 },
  lcp: { p10: 2500, median: 4000, weight: 25 },
  tbt: { p10: 200, median: 600, weight: 30 },
  cls: { p10: 0.1, median: 0.25, weight: 25 },
} as const;

export type Metrics = Record<keyof typeof curves, number>;

// Abramowitz and Stegun 7.1.26: |error| < 1.5e-7, plenty for a score shown to two digits.
function erf(x: number): number {
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return sign * y;
}

export function logNormalScore(p10: number, median: number, value: number): number {
  if (value <= 0) return 1;
  const inverseErfcOneFifth = 0.9061938024368232;
  const location = Math.log(median);
  const shape = Math.abs(Math.log(p10) - location) / (Math.SQRT2 * inverseErfcOneFifth);
  const standardized = (Math.log(value) - location) / (Math.SQRT2 * shape);
  const score = (1 - erf(standardized)) / 2;
  return Math.min(1, Math.max(0, score));
}

export function performanceScore(metrics: Metrics): number {
  let total = 0;
  let weights = 0;
  for (const [name, curve] of Object.entries(curves) as [keyof Metrics, (typeof curves)[keyof Metrics]][]) {
    total += curve.weight * logNormalScore(curve.p10, curve.median, metrics[name]);
    weights += curve.weight;
  }
  return Math.round((total / weights) * 100);
}
