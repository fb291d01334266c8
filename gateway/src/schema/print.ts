import { lexicographicSortSchema, printSchema } from 'graphql';
import { CatalogueCache } from '../cache/catalogue-cache.ts';
import { MemoryCacheStore } from '../cache/cache-store.ts';
import { ListingIndex } from '../catalogue/listing-index.ts';
import { createCommerceTransport } from '../upstreams/commerce-transport.ts';
import { createContentClient } from '../content/content-client.ts';
import { UpstreamPolicy } from '../upstreams/resilience.ts';
import { createGatewaySchema } from './create-schema.ts';
import { schemaFile } from './schema-files.ts';
import { storeSettings } from './store-settings.ts';

export const printedSchemaFile = schemaFile('gateway.graphql');

const header = `# The stitched schema the browser sees: commerce (schema/commerce.graphql without token fields),
# content (schema/content.graphql) and the gateway's own fields. Printed by
# \`npm run print-schema -w gateway\`; do not edit. A gateway test fails when it is stale.
`;

/** Prints the schema the gateway serves; nothing is called, so no upstream needs to run. */
export function printGatewaySchema(): string {
  const policy = new UpstreamPolicy({ name: 'print', timeoutMs: 1 });
  const transport = createCommerceTransport('http://127.0.0.1:9/graphql', policy);
  const cache = new CatalogueCache(new MemoryCacheStore(), {
    ttlMs: 1,
    staleWhileRevalidateMs: 0,
    staleIfErrorMs: 0,
  });
  const schema = createGatewaySchema({
    transport,
    content: createContentClient({ url: 'http://127.0.0.1:9', token: 'print', timeoutMs: 1 }),
    cache,
    listingIndex: new ListingIndex(transport, 1),
    settings: storeSettings({ autoOpenCart: true, productsPerPage: 24 }),
    maxPerPage: 100,
    buildInfo: () => ({ id: 'print', builtAt: null }),
  });
  return `${header}\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
