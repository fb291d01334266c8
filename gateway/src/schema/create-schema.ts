import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { IResolvers } from '@graphql-tools/utils';
import type { EventStore } from '../state/open-event-store.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { CatalogueCache } from '../cache/catalogue-cache.ts';
import type { ListingIndex } from '../catalogue/listing-index.ts';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';
import type { CommerceCapabilities } from '../upstreams/commerce-capabilities.ts';
import type { ContentClient } from '../content/content-client.ts';
import { createCommerceExecutor, type CommerceExecutorOptions } from './commerce-executor.ts';
import { createContentSchema } from '../content/content-subschema.ts';
import type { SchemaExtension } from './extension.ts';
import { shopperStateFields } from './shopper-state-fields.ts';
import { placedOrdersFrom } from '../checkout/order-access.ts';
import { checkoutCollection } from '../checkout/checkout-model.ts';
import { capabilityFields } from './capability-fields.ts';
import { createGatewayResolvers, gatewayTypeDefs } from './gateway-fields.ts';
import { buildGatewaySchema, commerceReads, loadCommerceSchema } from './stitch.ts';
import { shopperCommands } from './shopper-commands.ts';
import { inProcessShopperLock, type ShopperLock } from '../commands/shopper-lock.ts';
import type { CommandDeps } from '../commands/command.ts';
import type { StoreSettings } from './store-settings.ts';
import { restockFields } from './restock-fields.ts';
import type { Restock } from '../restock/restock.ts';
import { erasureFields } from '../privacy/erasure/erasure-schema.ts';
import type { RecoverCart } from '../cart/recover-lost-cart.ts';

export type { SchemaExtension } from './extension.ts';

export interface SchemaDeps {
  transport: CommerceTransport;
  /** Without it (tests of the core dialect) every commerce field is sent as written. */
  capabilities?: CommerceCapabilities;
  content: ContentClient;
  cache: CatalogueCache;
  listingIndex: ListingIndex;
  settings: StoreSettings;
  maxPerPage: number;
  buildInfo: () => { id: string; builtAt: string | null };
  recoverCart?: RecoverCart;
  observe?: CommerceExecutorOptions['observe'];
  /** The event store behind the wishlist, newsletter, purchase feed and checkout fields. */
  events?: EventStore;
  /** Back-in-stock alerts (`restock/`): absent without an event store, its fields then unavailable. */
  restock?: Restock;
  extensions?: SchemaExtension[];
  log?: FastifyBaseLogger;
  /** GRAPHQL_MAX_RESPONSE_BYTES: bigger commerce answers are never cached. */
  maxCachedBytes?: number;
  /** One command per shopper session at a time; in this process only when not given. */
  shopperLock?: ShopperLock;
}

export function createGatewaySchema(deps: SchemaDeps): GraphQLSchema {
  const commerceSchemas = loadCommerceSchema();
  const lock = deps.shopperLock ?? inProcessShopperLock({ waitMs: 20_000 });
  const executor = createCommerceExecutor({
    lock,
    transport: deps.transport,
    cache: deps.cache,
    recoverCart: deps.recoverCart,
    placedOrders: deps.events
      ? placedOrdersFrom((collection, filter) => deps.events!.log.all(collection, filter), checkoutCollection)
      : undefined,
    observe: deps.observe,
    maxCachedBytes: deps.maxCachedBytes,
  });
  const commandDeps = (commerce: SubschemaConfig): CommandDeps => ({
    transport: deps.transport,
    recoverCart: deps.recoverCart,
    observe: deps.observe,
    lock,
    commerce,
  });
  const shopperState = shopperStateFields(deps.events, executor, commandDeps);
  const commands = shopperCommands(commandDeps);
  return buildGatewaySchema({
    commerce: { schema: commerceReads(commerceSchemas.public), executor },
    content: createContentSchema(deps.content, deps.cache, deps.log),
    extensions: [
      {
        typeDefs: gatewayTypeDefs,
        resolvers: (commerce) =>
          createGatewayResolvers({
            listingIndex: deps.listingIndex,
            cache: deps.cache,
            settings: deps.settings,
            maxPerPage: deps.maxPerPage,
            buildInfo: deps.buildInfo,
            commerce,
          }) as IResolvers,
      },
      ...commands,
      ...shopperState,
      restockFields(deps.restock, commandDeps),
      erasureFields(deps.events, commandDeps),
      ...[capabilityFields(deps.capabilities), ...(deps.extensions ?? [])].map((extension) => ({
        typeDefs: extension.typeDefs,
        resolvers: () => extension.resolvers,
      })),
    ],
  });
}
