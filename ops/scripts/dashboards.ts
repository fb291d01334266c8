/**
 * The Grafana dashboards, as code. `npm run dashboards -w ops` writes them to
 * ops/grafana/dashboards/*.json (committed; Grafana provisions them). A test fails when the
 * committed JSON differs from what this file generates, or a query names a metric the gateway
 * does not export.
 */
import type { DashboardSpec } from './dashboard-model.ts';

const rate = (selector: string) => `rate(${selector}[$__rate_interval])`;
const op = 'operation=~"$operation"';
const quantile = (q: number, by: string, metric: string, filter = '') =>
  `histogram_quantile(${q}, sum by (le${by ? `, ${by}` : ''}) (${rate(`${metric}_bucket${filter ? `{${filter}}` : ''}`)}))`;

export const dashboards: DashboardSpec[] = [
  {
    uid: 'nails-gateway-red',
    title: 'Gateway: RED by GraphQL operation',
    description:
      'Rate, errors (errors[] on HTTP 200 included) and duration of every GraphQL operation the storefront sends.',
    tags: ['nails', 'gateway'],
    variables: [
      {
        name: 'operation',
        label: 'Operation',
        metric: 'gateway_graphql_requests_total',
        labelName: 'operation',
      },
    ],
    panels: [
      {
        title: 'Operations per second',
        unit: 'reqps',
        queries: [
          {
            expr: `sum by (operation) (${rate(`gateway_graphql_requests_total{${op}}`)})`,
            legend: '{{operation}}',
          },
        ],
      },
      {
        title: 'Error ratio by operation',
        unit: 'percentunit',
        queries: [
          {
            expr: `sum by (operation) (${rate(`gateway_graphql_requests_total{${op},outcome=~"graphql_error|http_error"}`)}) / sum by (operation) (${rate(`gateway_graphql_requests_total{${op}}`)})`,
            legend: '{{operation}}',
          },
        ],
      },
      {
        title: 'p95 duration by operation',
        unit: 's',
        queries: [
          {
            expr: quantile(0.95, 'operation', 'gateway_graphql_request_duration_seconds', op),
            legend: '{{operation}}',
          },
        ],
      },
      {
        title: 'Duration percentiles (all operations)',
        unit: 's',
        queries: [0.5, 0.95, 0.99].map((q) => ({
          expr: quantile(q, '', 'gateway_graphql_request_duration_seconds', op),
          legend: `p${q * 100}`,
        })),
      },
      {
        title: 'Outcomes',
        unit: 'reqps',
        queries: [
          {
            expr: `sum by (outcome) (${rate(`gateway_graphql_requests_total{${op}}`)})`,
            legend: '{{outcome}}',
          },
        ],
      },
      {
        title: 'HTTP responses by status',
        unit: 'reqps',
        queries: [
          {
            expr: `sum by (status_code) (${rate('gateway_http_requests_total')})`,
            legend: '{{status_code}}',
          },
        ],
      },
      {
        title: 'Event loop lag p99',
        unit: 's',
        queries: [{ expr: 'nodejs_eventloop_lag_p99_seconds', legend: '{{instance}}' }],
      },
      {
        title: 'Resident memory',
        unit: 'bytes',
        queries: [{ expr: 'process_resident_memory_bytes', legend: '{{instance}}' }],
      },
    ],
  },
  {
    uid: 'nails-upstreams',
    title: 'Upstreams: commerce and content',
    description: 'Latency, errors and circuit breaker state of the calls the gateway makes to its upstreams.',
    tags: ['nails', 'upstreams'],
    panels: [
      {
        title: 'Calls per second',
        unit: 'reqps',
        queries: [
          {
            expr: `sum by (upstream, outcome) (${rate('gateway_upstream_request_duration_seconds_count')})`,
            legend: '{{upstream}} {{outcome}}',
          },
        ],
      },
      {
        title: 'p95 latency',
        unit: 's',
        queries: [
          {
            expr: quantile(0.95, 'upstream', 'gateway_upstream_request_duration_seconds'),
            legend: '{{upstream}}',
          },
        ],
      },
      {
        title: 'Errors by reason',
        unit: 'reqps',
        queries: [
          {
            expr: `sum by (upstream, reason) (${rate('gateway_upstream_errors_total')})`,
            legend: '{{upstream}} {{reason}}',
          },
        ],
      },
      {
        title: 'Circuit breaker state',
        type: 'state-timeline',
        queries: [{ expr: 'max by (upstream) (gateway_circuit_breaker_state)', legend: '{{upstream}}' }],
        mappings: [
          { value: 0, text: 'closed', color: 'green' },
          { value: 1, text: 'half-open', color: 'yellow' },
          { value: 2, text: 'open', color: 'red' },
        ],
      },
      {
        title: 'Breaker transitions (1h)',
        type: 'stat',
        width: 24,
        queries: [
          {
            expr: 'sum by (upstream, state) (increase(gateway_circuit_breaker_transitions_total[1h]))',
            legend: '{{upstream}} → {{state}}',
          },
        ],
      },
    ],
  },
  {
    uid: 'nails-cache',
    title: 'Catalogue cache',
    description: 'Hits, misses and stale serves of the catalogue cache (Redis or in-process).',
    tags: ['nails', 'cache'],
    panels: [
      {
        title: 'Hit ratio (stale serves count as hits)',
        unit: 'percentunit',
        queries: [
          {
            expr: `sum(${rate('gateway_cache_requests_total{result=~"hit|stale"}')}) / sum(${rate('gateway_cache_requests_total')})`,
            legend: 'hit ratio',
          },
        ],
      },
      {
        title: 'Lookups by result',
        unit: 'reqps',
        queries: [
          {
            expr: `sum by (cache, result) (${rate('gateway_cache_requests_total')})`,
            legend: '{{cache}} {{result}}',
          },
        ],
      },
      {
        title: 'Stale serves (upstream failing or revalidating)',
        unit: 'reqps',
        width: 24,
        queries: [
          {
            expr: `sum by (cache) (${rate('gateway_cache_requests_total{result="stale"}')})`,
            legend: '{{cache}}',
          },
        ],
      },
    ],
  },
  {
    uid: 'nails-events',
    title: 'Event store and outbox',
    description:
      "Appends to the gateway's event log, expected-version conflicts, the outbox backlog and cart recoveries.",
    tags: ['nails', 'events'],
    panels: [
      {
        title: 'Appends per second by stream type',
        unit: 'ops',
        // Read from the log by every instance: max across instances, never sum.
        queries: [
          {
            expr: `max by (stream_type) (${rate('gateway_event_appends_total{outcome="ok"}')})`,
            legend: '{{stream_type}}',
          },
        ],
      },
      {
        title: 'Conflicts and failed appends',
        unit: 'ops',
        queries: [
          {
            expr: `sum by (stream_type, outcome) (${rate('gateway_event_appends_total{outcome!="ok"}')})`,
            legend: '{{stream_type}} {{outcome}}',
          },
        ],
      },
      {
        title: 'Outbox backlog',
        unit: 'short',
        queries: [{ expr: 'max by (consumer) (gateway_outbox_backlog)', legend: '{{consumer}}' }],
      },
      {
        title: 'Projection lag (events behind the log)',
        description:
          "Events appended that a projection has not handled yet: each gateway's metrics tail (funnel, appends) and Emmett's asynchronous processors. Read models written in the append's transaction are never behind.",
        unit: 'short',
        queries: [
          {
            expr: 'max by (projection) (gateway_event_projection_lag_events)',
            legend: '{{projection}}',
          },
        ],
      },
      {
        title: 'Cart recoveries',
        unit: 'short',
        queries: [
          {
            expr: 'sum by (outcome) (increase(gateway_cart_recoveries_total[$__rate_interval]))',
            legend: '{{outcome}}',
          },
        ],
      },
    ],
  },
  {
    uid: 'nails-funnel',
    title: 'Shop funnel',
    // Counted from the event log by every gateway instance: aggregated with max, never sum.
    description:
      'Add to cart, checkout started and order placed, from the event log, and the conversion between them.',
    tags: ['nails', 'business'],
    panels: [
      {
        title: 'Funnel (selected range)',
        type: 'bargauge',
        unit: 'short',
        queries: [
          { expr: 'max by (step) (increase(gateway_shop_funnel_total[$__range]))', legend: '{{step}}' },
        ],
      },
      {
        title: 'Steps per minute',
        unit: 'short',
        queries: [
          {
            expr: 'max by (step) (rate(gateway_shop_funnel_total[$__rate_interval])) * 60',
            legend: '{{step}}',
          },
        ],
      },
      {
        title: 'Checkout started / add to cart',
        type: 'stat',
        unit: 'percentunit',
        queries: [
          {
            expr: 'max(increase(gateway_shop_funnel_total{step="checkout_started"}[$__range])) / max(increase(gateway_shop_funnel_total{step="add_to_cart"}[$__range]))',
          },
        ],
      },
      {
        title: 'Orders placed / checkout started',
        type: 'stat',
        unit: 'percentunit',
        queries: [
          {
            expr: 'max(increase(gateway_shop_funnel_total{step="order_placed"}[$__range])) / max(increase(gateway_shop_funnel_total{step="checkout_started"}[$__range]))',
          },
        ],
      },
    ],
  },
];
