/**
 * The figures the Node runner prints per scenario, from raw samples: throughput, latency
 * percentiles (nearest-rank, the definition k6 and most load tools use) and the error rate.
 */

export interface RunSamples {
  /** Latency of every completed response, milliseconds. */
  latenciesMs: number[];
  /** Requests that failed: HTTP status, GraphQL errors, failed checks, socket errors, timeouts. */
  failed: number;
  /** Requests sent that never completed (socket errors, timeouts): counted in total and failed. */
  lost: number;
  /**
   * Requests the server answered with an HTTP error (4xx, 5xx); with `lost`, what k6 calls
   * `http_req_failed`. A GraphQL error on HTTP 200 fails its check, not the request.
   */
  httpErrors?: number;
  /** Latencies per operation (a GraphQL operation name, or a page's name such as `page home`). */
  operations?: Record<string, number[]>;
  /** When each response finished, milliseconds since the run started (the requests/s chart). */
  finishedAtMs?: number[];
  /** Completed journeys (all steps passed). */
  iterations: number;
  elapsedMs: number;
}

export interface Figures {
  requests: number;
  requestsPerSecond: number;
  iterationsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Share of requests that failed in any way (HTTP, GraphQL errors, checks, no answer). */
  errorRate: number;
  /** Share of requests with an HTTP error or no answer (k6 `http_req_failed`). */
  failedRequestRate: number;
  /** Share of requests whose check passed (k6 `checks`). */
  checkPassRate: number;
}

/** Nearest-rank percentile of sorted values: the smallest value with at least p % at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function computeFigures(samples: RunSamples): Figures {
  const sorted = [...samples.latenciesMs].sort((a, b) => a - b);
  const requests = sorted.length + samples.lost;
  const seconds = samples.elapsedMs / 1000;
  return {
    requests,
    requestsPerSecond: seconds > 0 ? requests / seconds : 0,
    iterationsPerSecond: seconds > 0 ? samples.iterations / seconds : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    errorRate: requests > 0 ? samples.failed / requests : 0,
    failedRequestRate: requests > 0 ? ((samples.httpErrors ?? 0) + samples.lost) / requests : 0,
    checkPassRate: requests > 0 ? 1 - samples.failed / requests : Number.NaN,
  };
}

export interface OperationFigures {
  operation: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Percentiles per operation, in the order the operations first answered. */
export function operationFigures(samples: RunSamples): OperationFigures[] {
  return Object.entries(samples.operations ?? {}).map(([operation, latencies]) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      operation,
      requests: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    };
  });
}

/** Responses finished in each whole second of the run (the last, partial second left out). */
export function requestsPerSecond(samples: RunSamples): number[] {
  const seconds = Math.max(1, Math.floor(samples.elapsedMs / 1000));
  const counts = new Array<number>(seconds).fill(0);
  for (const at of samples.finishedAtMs ?? []) {
    const second = Math.floor(at / 1000);
    if (second < seconds) counts[second]! += 1;
  }
  return counts;
}
