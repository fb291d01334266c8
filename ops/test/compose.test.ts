import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Service {
  image?: string;
  profiles?: string[];
  ports?: string[];
  env_file?: { path: string }[];
  build?: { context: string; dockerfile: string; target?: string };
  healthcheck?: { test: string[] | string };
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

const compose = parse(readFileSync(`${root}docker-compose.yml`, 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;

describe('docker-compose.yml', () => {
  it('runs the whole production-shaped stack', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'balancer',
        'commerce',
        'content',
        'gateway',
        'gateway-b',
        'grafana',
        'jaeger',
        'otel-collector',
        'postgres',
        'prometheus',
        'redis',
      ].sort(),
    );
  });

  it.each(Object.entries(services))(
    '%s has an image or a Dockerfile in the repo, and a health check',
    (_name, service) => {
      expect(service.image ?? service.build, 'image or build').toBeTruthy();
      if (service.image) expect(service.image).toMatch(/^[\w./-]+:[\w.-]+$/); // pinned tag, never implicit latest
      if (service.build) {
        const dockerfile = `${root}${service.build.context === '.' ? '' : `${service.build.context}/`}${service.build.dockerfile}`;
        expect(existsSync(dockerfile), dockerfile).toBe(true);
        if (service.build.target)
          expect(readFileSync(dockerfile, 'utf8')).toMatch(
            new RegExp(`^FROM .+ AS ${service.build.target}$`, 'm'),
          );
      }
      const test = service.healthcheck?.test;
      expect(test, 'healthcheck.test').toBeDefined();
      expect(Array.isArray(test) ? test[0] : test).toMatch(/^(CMD|CMD-SHELL)$/);
    },
  );

  it.each([
    ['commerce', 'COMMERCE_HOST'],
    ['content', 'CONTENT_HOST'],
    ['gateway', 'HOST'],
  ])('%s sends traces to the collector and listens beyond its own container', (name, hostVariable) => {
    expect(services[name]!.environment?.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://otel-collector:4318');
    expect(services[name]!.environment?.[hostVariable]).toBe('0.0.0.0');
  });

  it('gives the gateway its upstreams, cache and event store, and starts it after them', () => {
    const gateway = services.gateway!;
    expect(gateway.environment).toMatchObject({
      COMMERCE_GRAPHQL_URL: expect.stringContaining('http://commerce:4010/graphql'),
      CONTENT_API_URL: expect.stringContaining('http://content:4020'),
      REDIS_URL: 'redis://redis:6379',
      EVENT_STORE_URL: expect.stringMatching(/^postgres:\/\/.+@postgres:5432\//),
    });
    for (const dependency of ['redis', 'postgres', 'commerce', 'content']) {
      expect(gateway.depends_on?.[dependency]?.condition, dependency).toBe('service_healthy');
    }
    expect(services.commerce!.environment?.COMMERCE_WEBHOOK_URLS).toBe(
      'http://gateway:3000/webhooks/commerce',
    );
  });

  it('serves /metrics to Prometheus on the metrics listener, not on the shop port', () => {
    expect(services.gateway!.environment).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '0.0.0.0' });
  });

  it('has a scale-out profile: two gateways sharing Redis, PostgreSQL and secrets behind a balancer', () => {
    const [a, b, balancer] = [services.gateway!, services['gateway-b']!, services.balancer!];
    expect(b.profiles).toEqual(['scale-out']);
    expect(balancer.profiles).toEqual(['scale-out']);
    expect(b.environment).toEqual(a.environment); // one REDIS_URL, one EVENT_STORE_URL, same settings
    expect(b.env_file).toEqual(a.env_file); // one .env.local: cookie secret, token key, webhook secret
    expect(b.volumes).toEqual(a.volumes); // one var/: the same generated secrets in development
    expect(b.ports ?? []).toEqual([]); // reached only through the balancer
    const nginx = readFileSync(`${root}ops/balancer/nginx.conf`, 'utf8');
    expect(nginx).toMatch(/server gateway:3000/);
    expect(nginx).toMatch(/server gateway-b:3000/);
    expect(balancer.volumes).toContain('./ops/balancer/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  });

  it('mounts the ops configuration that exists in the repo', () => {
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('./')) expect(existsSync(`${root}${source.slice(2)}`), source).toBe(true);
      }
    }
  });
});

describe('ops/compose.real-upstreams.yml', () => {
  const overlay = parse(readFileSync(`${root}ops/compose.real-upstreams.yml`, 'utf8'), {
    customTags: [{ tag: '!override', collection: 'map', resolve: (value: unknown) => value }],
  }) as {
    services: Record<string, { environment: Record<string, string>; depends_on: Record<string, unknown> }>;
  };

  it('points the gateway at the real upstreams and stops waiting for the embedded ones', () => {
    const gateway = overlay.services.gateway!;
    expect(gateway.environment.COMMERCE_GRAPHQL_URL).toMatch(/^\$\{COMMERCE_GRAPHQL_URL:\?/);
    expect(gateway.environment.CONTENT_API_URL).toMatch(/^\$\{CONTENT_API_URL:\?/);
    expect(Object.keys(gateway.depends_on).sort()).toEqual(['otel-collector', 'postgres', 'redis']);
  });
});
