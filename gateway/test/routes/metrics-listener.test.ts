import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/config.ts';
import { offlineGateway, productionSecrets } from '../support/offline-gateway.ts';

describe('/metrics and METRICS_PORT', () => {
  it('in development without METRICS_PORT, serves /metrics on the public port as before', async () => {
    const app = await offlineGateway();
    try {
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('gateway_http_requests_total');
    } finally {
      await app.close();
    }
  });

  it('with METRICS_PORT, serves /metrics only on that listener, which closes with the app', async () => {
    const app = await offlineGateway({ METRICS_PORT: '0' });
    await app.ready();
    const url = app.metricsUrl();
    try {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const publicAnswer = await app.inject({ method: 'GET', url: '/metrics' });
      expect(publicAnswer.statusCode).toBe(404);
      expect(publicAnswer.body).not.toContain('gateway_http_requests_total');
      const scraped = await fetch(url!);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toMatch(/text\/plain/);
      // The public request just refused is counted where Prometheus scrapes.
      expect(await scraped.text()).toMatch(/gateway_http_requests_total\{[^}]*status_code="404"/);
    } finally {
      await app.close();
    }
    await expect(fetch(url!)).rejects.toThrow();
  });

  it('is required in production, with a message naming METRICS_PORT', () => {
    const env = { ...productionSecrets, VAR_DIR: mkdtempSync(path.join(tmpdir(), 'gw-metrics-')) };
    delete (env as Partial<typeof env>).METRICS_PORT;
    expect(() => loadGatewayConfig(env)).toThrow(/METRICS_PORT is required in APP_MODE=production/);
  });
});
