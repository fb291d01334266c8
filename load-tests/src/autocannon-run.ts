/**
 * Runs one scenario with autocannon: each connection is a virtual shopper looping through the
 * scenario's steps; autocannon resets the per-connection context at each new loop, so every
 * iteration starts as a new shopper with an empty cookie jar.
 */
import autocannon from 'autocannon';
import { cookieHeader, setCookieOf, storeCookies, type Jar } from './cookies.ts';
import type { RunSamples } from './figures.ts';
import { evaluate, httpRequestOf, type JourneyContext, type Scenario } from './scenarios.ts';

interface ShopperContext extends JourneyContext {
  cookies: Jar;
  failed?: boolean;
}

export interface ScenarioRun {
  samples: RunSamples;
  /** Failure reasons and how often each happened. */
  problems: Map<string, number>;
}

export async function runWithAutocannon(
  scenario: Scenario,
  options: {
    baseUrl: string;
    shared: Record<string, string>;
    runId: string;
    durationSeconds: number;
    connections?: number;
  },
): Promise<ScenarioRun> {
  const latenciesMs: number[] = [];
  const operations: Record<string, number[]> = {};
  const finishedAtMs: number[] = [];
  const tally: Tally = { problems: new Map(), failed: 0, httpErrors: 0, iterations: 0, answered: '' };
  const initialContext: ShopperContext = {
    vars: {},
    cookies: {},
    shared: options.shared,
    runId: options.runId,
    sequence: 0,
  };
  const requests = journeyRequests(scenario, tally);

  const started = performance.now();
  const result = await fire(
    {
      url: options.baseUrl,
      connections: options.connections ?? scenario.connections,
      duration: options.durationSeconds,
      timeout: 30,
      ...(scenario.pace ? { overallRate: scenario.pace.journeysPerSecond * scenario.steps.length } : {}),
      initialContext,
      requests: requests as unknown as autocannon.Request[],
    },
    (responseTime) => {
      latenciesMs.push(responseTime);
      (operations[tally.answered || 'unknown'] ??= []).push(responseTime);
      finishedAtMs.push(performance.now() - started);
    },
  );
  const elapsedMs = performance.now() - started;
  const lost = result.errors;
  if (lost > 0) tally.problems.set('no response (socket error or timeout)', lost);
  return {
    samples: {
      latenciesMs,
      operations,
      finishedAtMs,
      failed: tally.failed + lost,
      lost,
      httpErrors: tally.httpErrors,
      iterations: tally.iterations,
      elapsedMs,
    },
    problems: tally.problems,
  };
}

/** What the responses of a run told, counted as they come. */
interface Tally {
  /** Failure reasons and how often each happened. */
  problems: Map<string, number>;
  failed: number;
  httpErrors: number;
  iterations: number;
  /**
   * autocannon calls a request's onResponse and then, in the same tick, emits 'response' with the
   * latency: the operation answered is handed from one to the other here.
   */
  answered: string;
}

/** The scenario's steps as autocannon requests: one journey per loop, ended by a failed step. */
function journeyRequests(scenario: Scenario, tally: Tally) {
  let journeys = 0;
  const last = scenario.steps.length - 1;
  return scenario.steps.map((step, index) => ({
    setupRequest: (request: autocannon.Request, context: ShopperContext) => {
      // A failed step ends the journey: autocannon restarts from the first step on a falsy return.
      if (context.failed) return null as unknown as autocannon.Request;
      if (index === 0) context.sequence = journeys++;
      const { operation, method, path, body, headers } = httpRequestOf(scenario, step, context);
      const cookie = cookieHeader(context.cookies);
      if (cookie) headers.cookie = cookie;
      context.vars.operation = operation;
      return { ...request, method, path, headers, ...(body === undefined ? {} : { body }) };
    },
    onResponse: (status: number, body: string, context: ShopperContext, headers: Record<string, unknown>) => {
      tally.answered = String(context.vars.operation);
      storeCookies(context.cookies, setCookieOf(headers ?? {}));
      if (status >= 400) tally.httpErrors += 1;
      const problem = evaluate(step, status, body, context);
      if (problem) {
        tally.failed += 1;
        const named = `${tally.answered}: ${problem}`;
        tally.problems.set(named, (tally.problems.get(named) ?? 0) + 1);
        context.failed = true;
      } else if (index === last) {
        tally.iterations += 1;
      }
    },
  }));
}

/** Runs autocannon to the end, telling each response's latency (ms) as it comes. */
function fire(options: autocannon.Options, onLatency: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      onLatency(responseTime),
    );
  });
}
