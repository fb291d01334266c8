/**
 * The gateway's Prometheus metrics and the small typed API the rest of the gateway calls
 * (GraphQL layer, upstream clients, cache, circuit breaker, event store, outbox, cart recovery).
 *
 * Usage from any gateway module, one line each:
 *   import { metrics } from '../observability/metrics.ts';
 *   metrics.recordUpstream('commerce', elapsedMs, response.ok);
 *   metrics.recordCache('hit');
 *   metrics.setCircuitState('content', 'open');
 *   metrics.recordEventAppend('shopperSession');
 *   metrics.setOutboxBacklog(pending);
 *   metrics.recordCartRecovery(true);
 *   metrics.recordFunnel('order_placed');
 *
 * `metrics` lives on its own registry (not prom-client's global one) so several apps built in
 * one test process never collide; tests that want isolation call `createGatewayMetrics()`.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { noteOnActiveSpan } from '@nails/platform/telemetry/span-names';

export type CacheResult = 'hit' | 'miss' | 'stale';
export type CircuitState = 'closed' | 'half_open' | 'open';
export type FunnelStep = 'add_to_cart' | 'checkout_started' | 'order_placed';
/**
 * `refused`: the answer's errors are all refusals the shop gives a shopper (a 4xx code of the
 * error catalogue: CART_EMPTY, COUPON_EXPIRED, BAD_USER_INPUT …). Not a failure: no error alert
 * or error-ratio panel counts it (ops/prometheus/alerts.yml).
 */
export type GraphqlOutcome = 'ok' | 'refused' | 'graphql_error' | 'http_error';
export type EventAppendOutcome = 'ok' | 'conflict' | 'error';

/** Numeric value of each breaker state in `gateway_circuit_breaker_state` (what alerts compare). */
export const circuitStateValue: Record<CircuitState, number> = { closed: 0, half_open: 1, open: 2 };

/** Why an upstream call failed, as the resilience policy names it (upstreams/resilience.ts). */
const upstreamErrorReasons = ['timeout', 'circuit_open', 'error'];

// Seconds; from a cached catalogue read (~1 ms) to a slow checkout against a real WooCommerce.
const latencyBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createGatewayMetrics(options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // The groups register in this order, which is the order /metrics lists the series in.
  return {
    registry,
    ...requestRecorders(registers),
    ...upstreamRecorders(registers),
    ...eventRecorders(registers),
    /** Every metric name this registry exports (dashboards are checked against it). */
    metricNames(): string[] {
      return registry.getMetricsAsArray().map((metric) => metric.name);
    },
  };
}

/** GraphQL operations and HTTP requests as the gateway answered them. */
function requestRecorders(registers: Registry[]) {
  const graphqlRequests = new Counter({
    name: 'gateway_graphql_requests_total',
    help: 'GraphQL operations by operation name and outcome: ok, refused (only 4xx codes: the shop said no), graphql_error (errors[] even on HTTP 200), http_error.',
    labelNames: ['operation', 'operation_type', 'outcome'],
    registers,
  });
  const graphqlDuration = new Histogram({
    name: 'gateway_graphql_request_duration_seconds',
    help: 'Time from request to response of GraphQL operations, by operation name and outcome.',
    labelNames: ['operation', 'operation_type', 'outcome'],
    buckets: latencyBuckets,
    registers,
  });
  const httpRequests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });
  const httpDuration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: latencyBuckets,
    registers,
  });
  const operationsSeen = new Set<string>();
  const graphqlOutcomes: GraphqlOutcome[] = ['ok', 'refused', 'graphql_error', 'http_error'];
  return {
    /** One GraphQL operation (the plugin calls this for every /graphql request). */
    recordGraphqlRequest(
      operation: string,
      operationType: string,
      outcome: GraphqlOutcome,
      seconds: number,
    ): void {
      const labels = { operation, operation_type: operationType, outcome };
      // The operation's other outcomes start at zero, so an error ratio reads 0, not "no data".
      if (!operationsSeen.has(operation)) {
        operationsSeen.add(operation);
        for (const other of graphqlOutcomes)
          graphqlRequests.inc({ operation, operation_type: operationType, outcome: other }, 0);
      }
      graphqlRequests.inc(labels);
      graphqlDuration.observe(labels, seconds);
    },
    /** One HTTP request (the plugin calls this for every request). */
    recordHttpRequest(method: string, route: string, statusCode: number, seconds: number): void {
      const labels = { method, route, status_code: String(statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
  };
}

/** How the gateway's upstreams answer: latency, failures, the catalogue cache, the breakers. */
function upstreamRecorders(registers: Registry[]) {
  const upstreamDuration = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Latency of calls to an upstream (commerce, content) by outcome.',
    labelNames: ['upstream', 'outcome'],
    buckets: latencyBuckets,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'gateway_upstream_errors_total',
    help: 'Failed upstream calls by upstream and reason (http_5xx, timeout, network, graphql, ...).',
    labelNames: ['upstream', 'reason'],
    registers,
  });
  const cacheRequests = new Counter({
    name: 'gateway_cache_requests_total',
    help: 'Catalogue cache lookups by result: hit, miss, or stale (served stale while the upstream failed or revalidated).',
    labelNames: ['cache', 'result'],
    registers,
  });
  const circuitState = new Gauge({
    name: 'gateway_circuit_breaker_state',
    help: 'Circuit breaker state per upstream: 0 closed, 1 half-open, 2 open.',
    labelNames: ['upstream'],
    registers,
  });
  const circuitTransitions = new Counter({
    name: 'gateway_circuit_breaker_transitions_total',
    help: 'Circuit breaker state changes per upstream and new state.',
    labelNames: ['upstream', 'state'],
    registers,
  });
  const knownUpstreams = new Set<string>();
  for (const result of ['hit', 'miss', 'stale']) cacheRequests.inc({ cache: 'catalogue', result }, 0);
  return {
    /** One call to an upstream; `reason` names the failure kind when `ok` is false. */
    recordUpstream(upstream: string, ms: number, ok: boolean, reason = 'error'): void {
      upstreamDuration.observe({ upstream, outcome: ok ? 'ok' : 'error' }, ms / 1000);
      if (!ok) upstreamErrors.inc({ upstream, reason });
    },
    /** Times `call` as an upstream call: a rejection counts as an error and is rethrown. */
    async timeUpstream<T>(upstream: string, call: () => Promise<T>): Promise<T> {
      const started = performance.now();
      try {
        const result = await call();
        this.recordUpstream(upstream, performance.now() - started, true);
        return result;
      } catch (error) {
        const reason =
          error instanceof Error && /timeout|abort/i.test(error.name + error.message) ? 'timeout' : 'error';
        this.recordUpstream(upstream, performance.now() - started, false, reason);
        throw error;
      }
    },
    /** One cache lookup; the span it happened in says so too (`nails.cache.catalogue: hit`). */
    recordCache(result: CacheResult, cache = 'catalogue'): void {
      cacheRequests.inc({ cache, result });
      noteOnActiveSpan({ [`nails.cache.${cache}`]: result });
    },
    setCircuitState(upstream: string, state: CircuitState): void {
      circuitState.set({ upstream }, circuitStateValue[state]);
      circuitTransitions.inc({ upstream, state });
    },
    /**
     * Series of an upstream at zero (breaker closed) before its first call, so the panels of
     * errors by reason, stale serves and breaker state show "none so far" rather than no data.
     * Does not touch a series that already moved.
     */
    knowUpstream(upstream: string): void {
      if (knownUpstreams.has(upstream)) return;
      knownUpstreams.add(upstream);
      circuitState.set({ upstream }, circuitStateValue.closed);
      for (const state of Object.keys(circuitStateValue)) circuitTransitions.inc({ upstream, state }, 0);
      for (const reason of upstreamErrorReasons) upstreamErrors.inc({ upstream, reason }, 0);
      for (const outcome of ['ok', 'error']) upstreamDuration.zero({ upstream, outcome });
    },
  };
}

/** The event store's side: appends, outbox backlogs, carts rebuilt from the log, the shop funnel. */
function eventRecorders(registers: Registry[]) {
  const eventAppends = new Counter({
    name: 'gateway_event_appends_total',
    help: 'Events appended to the event store by stream type and outcome (conflict = expected-version mismatch).',
    labelNames: ['stream_type', 'outcome'],
    registers,
  });
  const backlog = outboxBacklogGauge(registers);
  const lag = projectionLagGauge(registers);
  const cartRecoveries = new Counter({
    name: 'gateway_cart_recoveries_total',
    help: 'Carts rebuilt from the event log after the upstream session was lost, by outcome.',
    labelNames: ['outcome'],
    registers,
  });
  const funnel = new Counter({
    name: 'gateway_shop_funnel_total',
    help: 'Shop funnel steps from the event log: add_to_cart, checkout_started, order_placed.',
    labelNames: ['step'],
    registers,
  });

  let funnelFromLog = false;

  // Label values known in advance start at 0 (Prometheus: initialise what you may later count),
  // so dashboards and alerts see "none so far" instead of no series at all.
  for (const outcome of ['ok', 'failed']) cartRecoveries.inc({ outcome }, 0);
  for (const step of ['add_to_cart', 'checkout_started', 'order_placed']) funnel.inc({ step }, 0);
  const appendOutcomes: EventAppendOutcome[] = ['ok', 'conflict', 'error'];
  const streamTypesSeen = new Set<string>();

  return {
    recordEventAppend(streamType: string, outcome: EventAppendOutcome = 'ok', count = 1): void {
      if (!streamTypesSeen.has(streamType)) {
        streamTypesSeen.add(streamType);
        for (const other of appendOutcomes) eventAppends.inc({ stream_type: streamType, outcome: other }, 0);
      }
      eventAppends.inc({ stream_type: streamType, outcome }, count);
    },
    setOutboxBacklog(pending: number, consumer = 'default'): void {
      backlog.gauge.set({ consumer }, pending);
    },
    /** Reads every projection's lag (events behind the log's head) whenever Prometheus scrapes. */
    observeProjectionLag(read: () => Promise<Map<string, bigint>>): () => void {
      lag.source = read;
      return () => {
        if (lag.source === read) lag.source = undefined;
      };
    },
    /** Reads an outbox's backlog whenever Prometheus scrapes; returns a function that stops it. */
    observeOutboxBacklog(consumer: string, count: () => Promise<number>): () => void {
      backlog.sources.set(consumer, count);
      return () => backlog.sources.delete(consumer);
    },
    recordCartRecovery(ok: boolean): void {
      cartRecoveries.inc({ outcome: ok ? 'ok' : 'failed' });
    },
    /** A funnel step seen by code; ignored once the event log feeds the funnel (never counted twice). */
    recordFunnel(step: FunnelStep, count = 1): void {
      if (!funnelFromLog) funnel.inc({ step }, count);
    },
    /** A funnel step read from the event log; from the first one on, the log is the only source. */
    recordFunnelFromLog(step: FunnelStep): void {
      funnelFromLog = true;
      funnel.inc({ step });
    },
    /** Makes the event log the funnel's only source (the plugin's `events` option calls this). */
    useEventLogForFunnel(): void {
      funnelFromLog = true;
    },
  };
}

/**
 * Backlog sources are read at scrape time (prom-client awaits `collect`), so the gauge is exact
 * when Prometheus looks, with no timer polling the event store in between.
 */
function outboxBacklogGauge(registers: Registry[]) {
  const sources = new Map<string, () => Promise<number>>();
  const gauge: Gauge = new Gauge({
    name: 'gateway_outbox_backlog',
    help: 'Events appended but not yet handled by an outbox consumer.',
    labelNames: ['consumer'],
    registers,
    async collect() {
      for (const [consumer, count] of sources) {
        try {
          gauge.set({ consumer }, await count());
        } catch {
          // The store is unreachable: keep the last value rather than fail the whole scrape.
        }
      }
    },
  });
  return { gauge, sources };
}

/**
 * Events appended to the log that a projection (a reader of the log with its own position) has
 * not handled yet, read at scrape time like the outbox backlog.
 */
function projectionLagGauge(registers: Registry[]) {
  const state: { source?: () => Promise<Map<string, bigint>> } = {};
  const gauge: Gauge = new Gauge({
    name: 'gateway_event_projection_lag_events',
    help: "Events appended to the log that a projection has not handled yet: this instance's metrics tail (funnel, appends) and Emmett's asynchronous processors.",
    labelNames: ['projection'],
    registers,
    async collect() {
      if (!state.source) return;
      try {
        for (const [projection, behind] of await state.source()) gauge.set({ projection }, Number(behind));
      } catch {
        // The store is unreachable: keep the last values rather than fail the whole scrape.
      }
    },
  });
  return state;
}

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

/** The gateway's metrics, shared by every module of the process and served at /metrics. */
export const metrics: GatewayMetrics = createGatewayMetrics({ defaultMetrics: true });
