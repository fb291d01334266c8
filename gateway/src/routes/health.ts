import type { FastifyPluginAsync } from 'fastify';

type Check = { ok: boolean; detail?: string };

async function probe(url: string, init: RequestInit = {}): Promise<Check> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
    return response.ok ? { ok: true } : { ok: false, detail: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: commerce and content
 * answer; Redis and the event store are named in `degraded` when they do not). Each upstream is asked the way a real one answers: commerce a
 * one-field query (WooCommerce has no health path), content Strapi's own `GET /_health` (204),
 * which the embedded content service offers too.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const { config } = app;
    const checks: Record<string, Check> = {
      commerce: await probe(config.COMMERCE_GRAPHQL_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      content: await probe(new URL('/_health', config.CONTENT_API_URL).toString()),
    };
    // Redis is optional (the gateway runs on in-process fallbacks without it): a degraded Redis
    // is named here and keeps the gateway ready, so no load balancer takes the shop away for it.
    const redis = app.upstreams?.redis;
    const optional = new Set<string>();
    if (redis) {
      optional.add('redis');
      checks.redis = await redis.ping().then(
        () => ({ ok: true }),
        (error: Error) => ({ ok: false, detail: error.message }),
      );
    }
    // A hung or unreachable event store is named too and keeps the gateway ready: pages and
    // catalogue reads run without it (gateway README "A hung event store"); what needs it
    // (checkout, sign-in, cart writes) answers its own error meanwhile.
    if (app.events) {
      optional.add('eventStore');
      checks.eventStore = await app.events.check();
    }
    const ready = Object.entries(checks).every(([name, check]) => check.ok || optional.has(name));
    const degraded = Object.keys(checks).filter((name) => optional.has(name) && !checks[name]!.ok);
    const status = !ready ? 'not ready' : degraded.length > 0 ? 'degraded' : 'ready';
    return reply.code(ready ? 200 : 503).send({ status, checks, degraded });
  });
};
