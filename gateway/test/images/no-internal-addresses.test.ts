/**
 * Production answers name no internal address (gateway README "Images by path"): images come
 * back as paths, and an upstream message quoting its own address is answered without it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { imagePathsTransport, withImagePaths } from '../../src/images/image-paths-transport.ts';
import { imageSources } from '../../src/images/image-sources.ts';
import { offlineGateway, postGraphQL, productionSecrets } from '../support/offline-gateway.ts';

const persisted = {
  productImage:
    'query ProductImage { product(id: "tips", idType: SLUG) { name image { sourceUrl srcSet } } }',
};

describe('no internal address in a production answer', () => {
  let commerce: Server;
  let origin = '';
  let app: FastifyInstance;
  beforeAll(async () => {
    // A commerce that answers every call with its own addresses, as WordPress does.
    commerce = createServer((_request, response) => {
      const upload = `${origin}/wp-content/uploads/2026/tips`;
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          data: {
            product: {
              __typename: 'SimpleProduct',
              name: null,
              image: { sourceUrl: `${upload}.jpg`, srcSet: `${upload}-300x300.jpg 300w, ${upload}.jpg 800w` },
            },
          },
          errors: [
            {
              message: `Sorry, you must log in at ${origin}/wp-login.php (connect ECONNREFUSED ${origin.slice(7)}).`,
              path: ['product', 'name'],
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => commerce.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(commerce.address() as AddressInfo).port}`;
    app = await offlineGateway(
      { ...productionSecrets, COMMERCE_GRAPHQL_URL: `${origin}/graphql`, COMMERCE_CAPABILITIES: 'none' },
      persisted,
    );
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => commerce?.close(() => resolve()));
  });

  it('answers images by path and error messages without the upstream address', async () => {
    const response = await postGraphQL(app, { documentId: 'productImage', operationName: 'ProductImage' });
    const body = response.body;
    const port = origin.split(':').at(-1)!;
    expect(body).not.toContain('127.0.0.1');
    expect(body).not.toContain(port);
    const answer = response.json() as {
      data: { product: { image: { sourceUrl: string; srcSet: string } } };
      errors: { message: string }[];
    };
    expect(answer.data.product.image).toEqual({
      sourceUrl: '/media/commerce/2026/tips.jpg',
      srcSet: '/media/commerce/2026/tips-300x300.jpg 300w, /media/commerce/2026/tips.jpg 800w',
    });
    expect(answer.errors[0]!.message).toMatch(/^Sorry, you must log in at/);
  });

  it('rewrites only the back ends’ uploads, wherever they sit in an answer', () => {
    const sources = imageSources({
      COMMERCE_GRAPHQL_URL: 'https://wp.internal:8443/graphql',
      CONTENT_API_URL: 'http://10.0.0.5:1337',
    });
    const answer = {
      nodes: [{ sourceUrl: 'https://wp.internal:8443/wp-content/uploads/a.png' }, { n: 1, ok: true }],
      logo: 'http://10.0.0.5:1337/uploads/logo.svg',
      link: 'https://wp.internal:8443/product/a',
      elsewhere: 'https://cdn.example/wp-content/uploads/a.png',
    };
    expect(withImagePaths(answer, sources)).toEqual({
      nodes: [{ sourceUrl: '/media/commerce/a.png' }, { n: 1, ok: true }],
      logo: '/media/content/logo.svg',
      link: 'https://wp.internal:8443/product/a',
      elsewhere: 'https://cdn.example/wp-content/uploads/a.png',
    });
    const untouched = { a: ['x', { b: 'y' }] };
    expect(withImagePaths(untouched, sources)).toBe(untouched);
  });

  it("names a checkout's order-received link by the storefront's path", async () => {
    const sources = imageSources({
      COMMERCE_GRAPHQL_URL: 'https://wp.internal:8443/graphql',
      CONTENT_API_URL: 'http://10.0.0.5:1337',
    });
    const transport = imagePathsTransport(
      async () => ({
        data: {
          checkout: {
            redirect: 'https://wp.internal:8443/checkout/order-received/1001/?key=wc_order_abc',
            paymentUrl: 'https://pay.example/checkout/order-received/1/',
          },
        },
      }),
      sources,
    );
    const answer = await transport({ document: parse('mutation { x }') }, { idempotent: false });
    expect(answer.data).toEqual({
      checkout: {
        redirect: '/checkout/order-received/1001/?key=wc_order_abc',
        paymentUrl: 'https://pay.example/checkout/order-received/1/',
      },
    });
  });
});
