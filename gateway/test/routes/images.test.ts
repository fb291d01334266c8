import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@nails/platform';
import { parseImagePath } from '../../src/routes/images.ts';
import { responsiveImage } from '../../../web/src/lib/images.ts';
import { offlineGateway } from '../support/offline-gateway.ts';

/** A noisy PNG (noise keeps the resized files from compressing to nothing). */
async function noisyPng(size: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  let state = seed;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[index] = state >> 16;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * The image host the gateway is allowed to fetch from (it stands in for the content service):
 * images, a missing one, a failing one, a text file, redirects, and slow images that record how
 * many requests were in flight at once.
 */
async function startImageHost() {
  const images = new Map<string, Buffer>();
  for (let index = 0; index < 12; index += 1) images.set(`/img/${index}.png`, await noisyPng(400, index + 1));
  // Where the content service keeps its uploads (the `content` image source).
  images.set('/uploads/2026/0.png', await noisyPng(400, 99));
  const seenHosts: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    seenHosts.push(`${request.headers.host}${url}`);
    const port = (server.address() as AddressInfo).port;
    if (url.startsWith('/slow/')) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(200, { 'content-type': 'image/png' }).end(images.get('/img/0.png'));
      }, 150);
      return;
    }
    const image = images.get(url);
    if (image) return response.writeHead(200, { 'content-type': 'image/png' }).end(image);
    if (url === '/broken.png') return response.writeHead(500).end('database down');
    if (url === '/text.png') return response.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    if (url === '/moved.png') return response.writeHead(302, { location: '/img/1.png' }).end();
    if (url === '/away.png')
      // Same machine, another host name: allowed hosts are compared by host, so this is off-list.
      return response.writeHead(302, { location: `http://localhost:${port}/img/1.png` }).end();
    if (url === '/loop.png') return response.writeHead(302, { location: '/loop.png' }).end();
    if (url === '/huge.png')
      return response
        .writeHead(200, { 'content-type': 'image/png', 'content-length': String(16 * 1024 * 1024) })
        .end(Buffer.alloc(16 * 1024 * 1024));
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seenHosts,
    maxInFlight: () => maxInFlight,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type ImageHost = Awaited<ReturnType<typeof startImageHost>>;

const get = (app: FastifyInstance, url: string, ip = '203.0.113.1') =>
  app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });

describe('/_ipx/ modifiers, sources and errors', () => {
  let host: ImageHost;
  let app: FastifyInstance;
  beforeAll(async () => {
    host = await startImageHost();
    app = await offlineGateway({ CONTENT_API_URL: host.origin });
  });
  afterAll(async () => {
    await app?.close();
    await host?.close();
  });

  it('serves the sizes, densities, qualities and formats of the fixed lists', async () => {
    const webp = await get(app, `/_ipx/w_300&f_webp/${host.origin}/img/0.png`);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(300);

    const double = await get(app, `/_ipx/s_150x72,dpr_2,q_60,f_avif/${host.origin}/img/0.png`);
    expect(double.statusCode).toBe(200);
    expect(double.headers['content-type']).toBe('image/avif');
    const meta = await sharp(double.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 144]);

    for (const format of ['jpeg', 'png']) {
      const response = await get(app, `/_ipx/w_80&q_90&f_${format}/${host.origin}/img/0.png`);
      expect(response.statusCode, format).toBe(200);
      expect((await sharp(response.rawPayload).metadata()).format).toBe(format);
    }
  });

  it('accepts every image URL the storefront builds (web/src: <Img width> and ipxUrl, at 1x and 2x)', () => {
    const widths = new Set<number>();
    const scan = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) scan(file);
        else if (/\.tsx?$/.test(entry.name) && !file.includes('__generated__')) {
          const text = readFileSync(file, 'utf8');
          for (const match of text.matchAll(/<Img\b[^;]*?\bwidth=\{(\d+)\}/g)) widths.add(Number(match[1]));
          for (const match of text.matchAll(/ipxUrl\([^,()]+,\s*(\d+)\)/g)) widths.add(Number(match[1]));
        }
      }
    };
    scan(path.join(repoRoot, 'web', 'src'));
    expect(widths.size).toBeGreaterThanOrEqual(5);
    const hosts = new Set(['127.0.0.1:4010']);
    for (const width of widths) {
      const { srcSet } = responsiveImage('http://127.0.0.1:4010/wp-content/uploads/a.png', width);
      for (const candidate of srcSet!.split(', ')) {
        const url = candidate.split(' ')[0]!;
        expect(parseImagePath(url.replace(/^\/_ipx\//, ''), hosts), url).not.toHaveProperty('field');
      }
    }
  });

  it('follows a redirect that stays on the allowed hosts', async () => {
    const response = await get(app, `/_ipx/w_72/${host.origin}/moved.png`);
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(72);
  });

  it.each([
    ['w_99999999', 'w'],
    ['w_301', 'w'],
    ['w_0', 'w'],
    ['h_7', 'h'],
    ['s_300x7', 's'],
    ['s_300', 's'],
    ['q_55', 'q'],
    ['q_100', 'q'],
    ['f_gif', 'f'],
    ['f_tiff', 'f'],
    ['dpr_3', 'dpr'],
    ['dpr_1.5', 'dpr'],
    ['blur_5', 'blur'],
  ])('refuses %s with 400 BAD_REQUEST naming the modifier', async (modifier, field) => {
    const response = await get(app, `/_ipx/${modifier}/${host.origin}/img/0.png`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', field });
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('refuses sources on other hosts, relative sources and a path without source with 400', async () => {
    for (const url of [
      '/_ipx/w_300/https://evil.example/a.png',
      '/_ipx/w_300/img/0.png',
      '/_ipx/w_300',
      `/_ipx/w_300/file:///etc/passwd`,
    ]) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'BAD_REQUEST', field: 'source' });
    }
  });

  it('answers 404 NOT_FOUND for a missing source', async () => {
    const response = await get(app, `/_ipx/w_300/${host.origin}/no-such-image.png`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    ['the source fails', '/broken.png'],
    ['the source is not an image', '/text.png'],
    ['the source redirects in a loop', '/loop.png'],
    ['the source is larger than 15 MB', '/huge.png'],
  ])('answers 502 IMAGE_SOURCE_FAILED when %s, never 500', async (_case, source) => {
    const response = await get(app, `/_ipx/w_300/${host.origin}${source}`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'IMAGE_SOURCE_FAILED' });
    expect(response.body).not.toMatch(/database down|hello|stack/);
  });

  it('answers 502 when the source host does not answer at all', async () => {
    const offline = await offlineGateway();
    const response = await get(offline, '/_ipx/w_300/http://127.0.0.1:9/a.png');
    await offline.close();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'IMAGE_SOURCE_FAILED' });
  });

  it('refuses a redirect to a host that is not allowed, without fetching from it', async () => {
    const response = await get(app, `/_ipx/w_300/${host.origin}/away.png`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'IMAGE_SOURCE_FAILED' });
    expect(host.seenHosts.filter((seen) => seen.startsWith('localhost:'))).toEqual([]);
  });
});

describe('images by path (gateway README "Images by path")', () => {
  let host: ImageHost;
  let app: FastifyInstance;
  beforeAll(async () => {
    host = await startImageHost();
    app = await offlineGateway({ CONTENT_API_URL: host.origin });
  });
  afterAll(async () => {
    await app?.close();
    await host?.close();
  });

  it('resizes and serves an image named by its path, as the storefront asks for it', async () => {
    const { src, srcSet } = responsiveImage('/media/content/2026/0.png', 300);
    expect(src).toBe('/_ipx/w_300&f_webp/content/2026/0.png');
    expect(srcSet).not.toContain(host.origin);
    const resized = await get(app, src);
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(300);

    const original = await get(app, '/media/content/2026/0.png');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(400);
  });

  it('maps a path only into a known source and its uploads folder', async () => {
    for (const url of [
      '/media/content/../img/0.png',
      '/media/content/%2E%2E/img/0.png',
      '/media/elsewhere/0.png',
      '/media/content/',
    ]) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
    const outside = await get(app, '/_ipx/w_300/content/..%2F..%2Fimg/0.png');
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'source' });
    expect(host.seenHosts.some((seen) => seen.includes('/img/0.png'))).toBe(false);
  });
});

describe('/_ipx/ limits', () => {
  let host: ImageHost;
  beforeAll(async () => {
    host = await startImageHost();
  });
  afterAll(async () => host?.close());

  it('keeps the disk cache under IMAGE_CACHE_MAX_BYTES, evicting the least recently used', async () => {
    const bound = 150_000;
    const app = await offlineGateway({
      CONTENT_API_URL: host.origin,
      IMAGE_CACHE_MAX_BYTES: String(bound),
      IMAGE_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const dir = path.join(app.config.dataDir, 'gateway', 'images');
    const folderBytes = () =>
      readdirSync(dir).reduce((total, name) => total + statSync(path.join(dir, name)).size, 0);
    const url = (index: number) => `/_ipx/w_256/${host.origin}/img/${index}.png`;
    try {
      const first = await get(app, url(0));
      expect(first.statusCode).toBe(200);
      // About 36 KB each: four fit, twelve do not.
      expect(first.rawPayload.length).toBeGreaterThan(bound / 6);
      for (let index = 1; index < 12; index += 1) {
        expect((await get(app, url(index))).statusCode).toBe(200);
        // Image 1 is used again and again, so it stays while older ones go.
        expect((await get(app, url(1))).statusCode).toBe(200);
        expect(folderBytes()).toBeLessThanOrEqual(bound);
      }
      expect(readdirSync(dir).length).toBeGreaterThanOrEqual(3);
      expect((await get(app, url(1))).headers['x-image-cache']).toBe('hit');
      expect((await get(app, url(11))).headers['x-image-cache']).toBe('hit');
      expect((await get(app, url(0))).headers['x-image-cache']).toBe('miss');
      expect(folderBytes()).toBeLessThanOrEqual(bound);
    } finally {
      await app.close();
    }
  }, 30_000);

  it('limits resizes per client IP with 429 RATE_LIMITED and Retry-After; cached images still load', async () => {
    const app = await offlineGateway({ CONTENT_API_URL: host.origin, IMAGE_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let index = 0; index < 3; index += 1)
        expect(
          (await get(app, `/_ipx/w_64/${host.origin}/img/${index}.png`, '198.51.100.7')).statusCode,
        ).toBe(200);
      const limited = await get(app, `/_ipx/w_64/${host.origin}/img/5.png`, '198.51.100.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // An image already resized costs nothing, and another shopper is not affected.
      expect((await get(app, `/_ipx/w_64/${host.origin}/img/0.png`, '198.51.100.7')).statusCode).toBe(200);
      expect((await get(app, `/_ipx/w_64/${host.origin}/img/5.png`, '198.51.100.8')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('runs at most IMAGE_CONCURRENCY resizes at once', async () => {
    const app = await offlineGateway({
      CONTENT_API_URL: host.origin,
      IMAGE_CONCURRENCY: '2',
      IMAGE_RATE_LIMIT_PER_MINUTE: '1000',
    });
    try {
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, index) => get(app, `/_ipx/w_64/${host.origin}/slow/${index}.png`)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      expect(host.maxInFlight()).toBe(2);
    } finally {
      await app.close();
    }
  });
});
