import { describe, expect, it } from 'vitest';
import { metricNames } from './promql.ts';

describe('metricNames', () => {
  it('finds the metrics of an expression and nothing else', () => {
    expect(
      metricNames(
        'histogram_quantile(0.95, sum by (le, operation) (rate(gateway_graphql_request_duration_seconds_bucket{operation=~"$operation"}[$__rate_interval])))',
      ),
    ).toEqual(['gateway_graphql_request_duration_seconds_bucket']);
    expect(
      metricNames(
        'sum(rate(a_total{result=~"hit|stale"}[15m] offset 1h)) / sum(rate(b_total[15m])) < 0.75 * max without (x) (c)',
      ),
    ).toEqual(['a_total', 'b_total', 'c']);
    expect(metricNames('up{job="gateway"} == 0')).toEqual(['up']);
  });
});
