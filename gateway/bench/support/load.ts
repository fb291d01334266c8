import autocannon from 'autocannon';

export interface LoadRun {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU time of this process per request (server and load generator), in microseconds. */
  cpuMicros: number;
  errors: number;
}

/**
 * Drives `url` with autocannon for `seconds` and reads every response's latency itself, so the
 * median, p95 and p99 come from all responses (autocannon's summary has no p95). The server runs
 * in this process too, so the CPU time per request is a figure the other tenants of a shared
 * machine disturb far less than the throughput.
 */
export async function load(
  url: string,
  options: { body?: string; headers?: Record<string, string>; seconds: number; connections: number },
): Promise<LoadRun> {
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        method: options.body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', ...options.headers },
        ...(options.body ? { body: options.body } : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    rps: result.requests.total / options.seconds,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    cpuMicros: (cpu.user + cpu.system) / Math.max(result.requests.total, 1),
    errors: result.errors + result.non2xx,
  };
}

/** The median of numbers (the middle round of several). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
