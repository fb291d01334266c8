import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  execute,
  extendSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  print,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { repoRoot } from '@nails/platform';
import { realWooGraphqlSchemaFile } from '@nails/tests/support/woocommerce';
import { describe, expect, it } from 'vitest';
import { InMemorySessionStore } from '../../src/account/session-store.ts';
import { Shopper } from '../../src/account/shopper.ts';
import { refreshMutation } from '../../src/account/token-refresh.ts';
import { CatalogueCache } from '../../src/cache/catalogue-cache.ts';
import { MemoryCacheStore } from '../../src/cache/cache-store.ts';
import { mutations as cartRecoveryMutations } from '../../src/cart/cart-recovery.ts';
import { ListingIndex, oneQuery, pageQuery } from '../../src/catalogue/listing-index.ts';
import { findOrder } from '../../src/checkout/commerce-checkout.ts';
import { ContentClient } from '../../src/content/content-client.ts';
import { createGatewaySchema } from '../../src/schema/create-schema.ts';
import { registeredDocuments } from '../../src/commands/commerce-document.ts';
import { commerceCoreSdl, commerceExtensionsDir } from '../../src/schema/schema-files.ts';
import { storeSettings } from '../../src/schema/store-settings.ts';
import { capabilityAwareTransport } from '../../src/upstreams/capability-aware-transport.ts';
import {
  CommerceCapabilities,
  loadCapabilityDefinitions,
} from '../../src/upstreams/commerce-capabilities.ts';
import type { CommerceTransport } from '../../src/upstreams/commerce-transport.ts';
import { pruneToUpstream } from '../../src/upstreams/prune-to-upstream.ts';
import { UpstreamPolicy } from '../../src/upstreams/resilience.ts';

/**
 * What the gateway really sends to commerce is valid against the real WooGraphQL schema (schema
 * README, "The real dialect is the reference"): every browser operation (the persisted list) is
 * run through the stitched schema over a transport that records what reaches the back end, once
 * for a back end offering every optional capability and once for a stock WooCommerce offering
 * none; each recorded document must validate against the real schema plus the extensions of the
 * capabilities that back end offers. The gateway's own documents are checked the same way.
 */
const realSchemaFile = realWooGraphqlSchemaFile() ?? '';
const required = /^(1|true|yes)$/i.test(process.env.REQUIRE_SERVICES ?? '');
const haveRealSchema = existsSync(realSchemaFile);
if (!haveRealSchema && !required)
  console.warn(
    '[skip] upstream documents vs the real WooGraphQL schema: no upstreams/woocommerce-stack/woographql.graphql found (set WOOGRAPHQL_SCHEMA to a printed schema of WordPress + WooCommerce + WPGraphQL + WooGraphQL + Headless Login)',
  );

const definitions = loadCapabilityDefinitions(commerceExtensionsDir);
const persisted = JSON.parse(
  readFileSync(path.join(repoRoot, 'web', 'src', '__generated__', 'persisted-queries.json'), 'utf8'),
) as Record<string, string>;

/** A value of the declared type that passes coercion, so the operation reaches its delegations. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named))
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sample(field.type)]),
    );
  return { Int: 1, Float: 1, Boolean: false, ID: '1' }[named.name] ?? 'x';
}

function sampleVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  return Object.fromEntries(
    (operation?.variableDefinitions ?? []).map((variable) => {
      const type = typeFromAST(schema, variable.type as never) as GraphQLInputType | undefined;
      return [variable.variable.name.value, type ? sample(type) : 'x'];
    }),
  );
}

/** The gateway over a recording transport, its commerce back end offering `offered` capabilities. */
function recordingGateway(offered: string[]) {
  const sent: { name: string; document: DocumentNode }[] = [];
  const recording: CommerceTransport = async (request) => {
    sent.push({ name: request.operationName ?? '(anonymous)', document: request.document });
    return { data: null };
  };
  const capabilities = new CommerceCapabilities({
    coreSdl: commerceCoreSdl(),
    definitions,
    transport: recording,
    configured: offered,
    refreshMs: 60_000,
  });
  const transport = capabilityAwareTransport(recording, capabilities);
  const policy = new UpstreamPolicy({ name: 'test', timeoutMs: 1 });
  const cache = new CatalogueCache(
    new MemoryCacheStore(),
    { ttlMs: 1, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 },
    undefined,
    false,
  );
  const schema = createGatewaySchema({
    transport,
    capabilities,
    content: new ContentClient('http://127.0.0.1:9', 'test', policy),
    cache,
    listingIndex: new ListingIndex(transport, 60_000),
    settings: storeSettings({ autoOpenCart: true, productsPerPage: 24 }),
    maxPerPage: 100,
    buildInfo: () => ({ id: 'test', builtAt: null }),
  });
  return { sent, schema, capabilities };
}

const realFor = (offered: string[]): GraphQLSchema => {
  let schema = buildSchema(readFileSync(realSchemaFile, 'utf8'), { assumeValidSDL: true });
  for (const definition of definitions.filter((candidate) => offered.includes(candidate.id)))
    schema = extendSchema(schema, parse(definition.sdl), { assumeValidSDL: true });
  return schema;
};

const gatewayDocuments = {
  pageQuery,
  oneQuery,
  refreshMutation,
  findOrder,
  ...cartRecoveryMutations,
  // Every command's document (registered as the schema's modules load).
  ...Object.fromEntries(registeredDocuments().map((document) => [document.name, document.source])),
};

const scenarios = [
  {
    name: 'a back end offering every optional capability',
    offered: definitions.map((definition) => definition.id),
  },
  { name: 'a stock WooCommerce (no optional capability)', offered: [] as string[] },
];

describe.skipIf(!haveRealSchema && !required).each(scenarios)(
  'upstream documents on $name',
  ({ offered }) => {
    it('every browser operation sends commerce only documents its real schema accepts', async () => {
      const gateway = recordingGateway(offered);
      for (const source of Object.values(persisted)) {
        const document = parse(source);
        const shopper = new Shopper(new InMemorySessionStore(), () => undefined);
        await execute({
          schema: gateway.schema,
          document,
          variableValues: sampleVariables(gateway.schema, document),
          contextValue: { shopper, locale: 'en', ip: '127.0.0.1' },
        });
      }
      const real = realFor(offered);
      const invalid = gateway.sent.flatMap(({ name, document }) => {
        const errors = validate(real, document);
        return errors.length
          ? [`${name}: ${errors.map((error) => error.message).join('; ')}\n${print(document)}`]
          : [];
      });
      expect(gateway.sent.length).toBeGreaterThan(20);
      expect(invalid).toEqual([]);
    }, 60_000);

    it("the gateway's own documents are valid there too once pruned to what the back end offers", () => {
      const { capabilities } = recordingGateway(offered);
      const real = realFor(offered);
      const invalid = Object.entries(gatewayDocuments).flatMap(([name, source]) => {
        const pruned = pruneToUpstream(
          parse(source),
          capabilities.full,
          capabilities.current().upstream,
        ).document;
        const errors = validate(real, pruned);
        return errors.length ? [`${name}: ${errors.map((error) => error.message).join('; ')}`] : [];
      });
      expect(invalid).toEqual([]);
    });
  },
);
