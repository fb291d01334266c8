import { metrics } from '../../../gateway/src/observability/metrics.ts';

/** What the gateway's /metrics serves, read from its registry (never a hand-kept list). */
export const exportedMetrics = new Set(metrics.metricNames());

/** A histogram's series (`_bucket`, `_sum`, `_count`) count as the histogram's name. */
export function isExported(name: string): boolean {
  return exportedMetrics.has(name) || exportedMetrics.has(name.replace(/_(bucket|sum|count)$/, ''));
}
