import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentClient } from '../../src/content/content-client.ts';
import { createGatewayMetrics, type GatewayMetrics } from '../../src/observability/metrics.ts';
import { offlineGateway, postGraphQL } from '../support/offline-gateway.ts';

const contentErrors = async (metrics: GatewayMetrics) =>
  (await metrics.registry.getSingleMetric('gateway_upstream_errors_total')?.get())?.values
    .filter((value) => value.labels.upstream === 'content')
    .reduce((sum, value) => sum + value.value, 0) ?? 0;

describe('the one content client of a gateway process', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('is made by the app from the settings, its calls counted in the app metrics', async () => {
    const metrics = createGatewayMetrics();
    app = await offlineGateway({}, {}, { metrics });
    expect(app.upstreams.content.policy.name).toBe('content');
    // The content service does not answer (port 9): the banner falls back, the failure is counted.
    const answer = await postGraphQL(app, { query: '{ siteGlobal { siteName } }' });
    expect(answer.json().data.siteGlobal.siteName).toBe('Press-on nails');
    expect(await contentErrors(metrics)).toBeGreaterThan(0);
  });

  it('is the one handed to the app when the process made it first', async () => {
    const metrics = createGatewayMetrics();
    const content = createContentClient({ url: 'http://127.0.0.1:9', token: 'shared' }, { metrics });
    app = await offlineGateway({}, {}, { content });
    expect(app.upstreams.content).toBe(content);
    await postGraphQL(app, { query: '{ siteGlobal { siteName } }' });
    expect(await contentErrors(metrics)).toBeGreaterThan(0);
  });
});
