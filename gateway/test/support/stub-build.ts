import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web build whose server entry renders a product page from the product query, run through
 * the gateway's /graphql as the real entry's operations are (routes/storefront-render.ts).
 */
export function stubBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gw-stub-dist-'));
  for (const dir of ['assets', '.vite', '.server']) mkdirSync(path.join(dist, dir));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><div id="root"></div></html>',
  );
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    path.join(dist, '.server', 'entry-server.js'),
    `import { Readable } from 'node:stream';
export async function render(input) {
  const slug = new URL(input.url).pathname.split('/').pop();
  const result = await input.execute({
    query: 'query ($slug: ID!) { product(id: $slug, idType: SLUG) { name } }',
    variables: { slug },
    locale: 'en',
  });
  const name = result.data?.product?.name ?? 'missing';
  return { kind: 'page', status: 200, stream: Readable.from(['<h1>' + name + '</h1>']) };
}
`,
  );
  return dist;
}
