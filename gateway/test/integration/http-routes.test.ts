import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startStack, type Stack } from '../support/stack.ts';

describe('HTTP routes against the embedded upstreams', () => {
  let stack: Stack;
  let product: { slug: string; image: { sourceUrl: string } };
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'gw-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    stack = await startStack({ WEB_DIST_DIR: dist });
    const { data } = await new Browser(stack.gateway).graphql<{
      catalogue: { products: { slug: string; image: { sourceUrl: string } }[] };
    }>(`query { catalogue(perPage: 1) { products { slug image { sourceUrl } } } }`);
    product = data.catalogue.products[0]!;
  }, 120_000);
  afterAll(async () => stack?.close(), 60_000);

  it('answers known product and category pages with 200 and unknown slugs with 404', async () => {
    expect((await stack.gateway.inject({ method: 'GET', url: `/product/${product.slug}` })).statusCode).toBe(
      200,
    );
    expect((await stack.gateway.inject({ method: 'GET', url: '/product/no-such-nails' })).statusCode).toBe(
      404,
    );
    expect(
      (await stack.gateway.inject({ method: 'GET', url: '/fr/product-category/no-such-shape' })).statusCode,
    ).toBe(404);
    // Parent categories hold their sub-categories' products (Shapes: 50, three pages of 24).
    expect((await stack.gateway.inject({ method: 'GET', url: '/product-category/shapes' })).statusCode).toBe(
      200,
    );
    expect(
      (await stack.gateway.inject({ method: 'GET', url: '/de/product-category/shapes/page/3' })).statusCode,
    ).toBe(200);
    expect(
      (await stack.gateway.inject({ method: 'GET', url: '/product-category/shapes/page/4' })).statusCode,
    ).toBe(404);
    expect((await stack.gateway.inject({ method: 'GET', url: '/products/page/1' })).statusCode).toBe(200);
    expect((await stack.gateway.inject({ method: 'GET', url: '/products/page/999' })).statusCode).toBe(404);
  });

  it('lists every product in sitemap.xml', async () => {
    const sitemap = await stack.gateway.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain(`/product/${product.slug}</loc>`);
  });

  it('resizes product images to webp at densities 1 and 2, from the disk cache the second time', async () => {
    const url = `/_ipx/w_300&f_webp/${product.image.sourceUrl}`;
    const first = await stack.gateway.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['x-image-cache']).toBe('miss');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(320);
    const again = await stack.gateway.inject({ method: 'GET', url });
    expect(again.headers['x-image-cache']).toBe('hit');
    const double = await stack.gateway.inject({
      method: 'GET',
      url: `/_ipx/w_300&dpr_2/${product.image.sourceUrl}`,
    });
    const doubleMeta = await sharp(double.rawPayload).metadata();
    expect(doubleMeta.width).toBeGreaterThan(meta.width!);
  });

  it('is ready when the upstreams answer', async () => {
    const ready = await stack.gateway.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });
});
