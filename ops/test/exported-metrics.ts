import { metrics } from '../../gateway/src/observability/metrics.ts';

/** What the gateway's /metrics serves, read from its registry (never a hand-kept list). */
export const exportedMetrics = new Set(metrics.metricNames());
