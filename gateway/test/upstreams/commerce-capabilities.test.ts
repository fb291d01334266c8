import { buildSchema, parse, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { capabilitiesOffered, CommerceCapabilities } from '../../src/upstreams/commerce-capabilities.ts';
import { pruneToUpstream } from '../../src/upstreams/prune-to-upstream.ts';
import { capabilityAwareTransport } from '../../src/upstreams/capability-aware-transport.ts';
import type { CommerceTransport } from '../../src/upstreams/commerce-transport.ts';

// A miniature of the real dialect: the core a stock WooCommerce serves, and two capabilities.
const core = `
  schema { query: RootQuery mutation: RootMutation }
  type RootQuery { cart: Cart products(where: ProductsWhere): ProductConnection }
  type RootMutation { applyCoupon(input: ApplyCouponInput!): ApplyCouponPayload }
  input ProductsWhere { search: String }
  input ApplyCouponInput { code: String! }
  type ApplyCouponPayload { cart: Cart }
  type ProductConnection { nodes: [Product!]! }
  type Product { name: String }
  type Cart { total: String subtotal: String }
`;
const giftCards = `
  type AppliedGiftCard { code: String! balance: String }
  extend type Cart { appliedGiftCards: [AppliedGiftCard!] giftCardTotal: String }
  input ApplyGiftCardInput { code: String! }
  type ApplyGiftCardPayload { cart: Cart }
  extend type RootMutation { applyGiftCard(input: ApplyGiftCardInput!): ApplyGiftCardPayload }
`;
const translations = `
  enum LanguageCodeFilterEnum { EN DE }
  extend input ProductsWhere { language: LanguageCodeFilterEnum }
  extend type Product { language: String }
`;
const definitions = [
  { id: 'gift-cards', sdl: giftCards },
  { id: 'translations', sdl: translations },
];
const full = buildSchema([core, giftCards, translations].join('\n'));
const stock = buildSchema(core);

describe('pruning a document to what the commerce back end offers', () => {
  it('drops gift-card fields from a cart selection and leaves a document the stock schema accepts', () => {
    const document = parse(`query Cart { cart { total ...Cards appliedGiftCards { code } } }
      fragment Cards on Cart { giftCardTotal subtotal }`);
    const { document: pruned, removedRootFields } = pruneToUpstream(document, full, stock);
    expect(validate(stock, pruned)).toEqual([]);
    expect(print(pruned)).not.toMatch(/giftCard|appliedGiftCards/);
    expect(print(pruned)).toMatch(/subtotal/);
    expect(removedRootFields).toEqual([]);
  });

  it('drops an input field and the variable only it used', () => {
    const document = parse(`query List($search: String, $language: LanguageCodeFilterEnum) {
      products(where: { search: $search, language: $language }) { nodes { name language } } }`);
    const { document: pruned } = pruneToUpstream(document, full, stock);
    expect(validate(stock, pruned)).toEqual([]);
    expect(print(pruned)).toContain('$search');
    expect(print(pruned)).not.toContain('language');
  });

  it("keeps a directive's arguments and the variables they use", () => {
    const document = parse(
      `query Account($withCards: Boolean!) { cart { total giftCardTotal @include(if: $withCards) subtotal @include(if: $withCards) } }`,
    );
    const { document: pruned, variables } = pruneToUpstream(document, full, stock);
    expect(validate(stock, pruned)).toEqual([]);
    expect(print(pruned)).toContain('subtotal @include(if: $withCards)');
    expect([...variables]).toEqual(['withCards']);
  });

  it('names a root field the back end lacks instead of sending it', () => {
    const document = parse(`mutation Both { applyCoupon(input: {code: "WELCOME10"}) { cart { total } }
      card: applyGiftCard(input: {code: "GC-1"}) { cart { total } } }`);
    const { document: pruned, removedRootFields } = pruneToUpstream(document, full, stock);
    expect(removedRootFields).toEqual([{ key: 'card', field: 'applyGiftCard' }]);
    expect(validate(stock, pruned)).toEqual([]);
    expect(print(pruned)).toContain('applyCoupon');
  });

  it('leaves a document unchanged when the back end offers everything it asks for', () => {
    const document = parse(`query Cart { cart { total appliedGiftCards { code } } }`);
    expect(print(pruneToUpstream(document, full, full).document)).toBe(print(document));
  });
});

describe('detecting capabilities from a small introspection', () => {
  const type = (
    name: string,
    fields: string[] = [],
    inputFields: string[] = [],
    enumValues: string[] = [],
  ) => ({
    name,
    fields: fields.map((field) => ({ name: field })),
    inputFields: inputFields.map((field) => ({ name: field })),
    enumValues: enumValues.map((value) => ({ name: value })),
  });

  it('offers a capability only when every name its extension adds is there', () => {
    const types = new Map([
      ['Cart', type('Cart', ['total', 'appliedGiftCards', 'giftCardTotal'])],
      ['AppliedGiftCard', type('AppliedGiftCard', ['code', 'balance'])],
      ['ApplyGiftCardInput', type('ApplyGiftCardInput', [], ['code'])],
      ['ApplyGiftCardPayload', type('ApplyGiftCardPayload', ['cart'])],
      ['LanguageCodeFilterEnum', null],
      ['ProductsWhere', type('ProductsWhere', [], ['search'])],
      ['Product', type('Product', ['name'])],
    ]);
    const roots = { query: type('RootQuery', ['cart']), mutation: type('RootMutation', ['applyGiftCard']) };
    expect(capabilitiesOffered(definitions, types, roots)).toEqual(['gift-cards']);
    expect(capabilitiesOffered(definitions, types, { ...roots, mutation: type('RootMutation', []) })).toEqual(
      [],
    );
  });

  it('asks the back end once, waits for its first answer, and prunes with what it said', async () => {
    let calls = 0;
    const transport: CommerceTransport = async () => {
      calls += 1;
      return {
        data: {
          __schema: {
            queryType: type('RootQuery', ['cart', 'products']),
            mutationType: type('RootMutation', []),
          },
          t0: type('AppliedGiftCard', ['code']),
          t1: type('Cart', ['total']),
        },
      };
    };
    const capabilities = new CommerceCapabilities({
      coreSdl: core,
      definitions,
      transport,
      refreshMs: 60_000,
    });
    expect(capabilities.current().source).toBe('assumed');
    const [first, second] = await Promise.all([capabilities.ready(), capabilities.ready()]);
    expect(first.source).toBe('introspection');
    expect([...first.on]).toEqual([]);
    expect(second).toBe(first);
    expect(calls).toBe(1);
    expect(first.upstream.getType('AppliedGiftCard')).toBeUndefined();
  });

  it('uses the setting instead when introspection is off, without asking', async () => {
    const transport: CommerceTransport = async () => {
      throw new Error('must not be asked');
    };
    const capabilities = new CommerceCapabilities({
      coreSdl: core,
      definitions,
      transport,
      configured: ['gift-cards'],
      refreshMs: 60_000,
    });
    const snapshot = await capabilities.ready();
    expect([...snapshot.on]).toEqual(['gift-cards']);
    expect(snapshot.upstream.getType('AppliedGiftCard')).toBeDefined();
  });

  it('keeps to the core when the back end refuses introspection, and asks again later', async () => {
    const transport: CommerceTransport = async () => ({
      errors: [{ message: 'GraphQL introspection is not allowed' }] as never,
    });
    const capabilities = new CommerceCapabilities({
      coreSdl: core,
      definitions,
      transport,
      refreshMs: 60_000,
    });
    const snapshot = await capabilities.ready();
    expect(snapshot.source).toBe('assumed');
    expect(snapshot.on.size).toBe(0);
  });
});

describe('every commerce call goes through the capability-aware transport', () => {
  const recording = () => {
    const sent: { query: string; variables: Record<string, unknown> | undefined }[] = [];
    const transport: CommerceTransport = async (request) => {
      sent.push({ query: print(request.document), variables: request.variables });
      return { data: { products: { nodes: [] }, applyCoupon: { cart: { total: '1' } } } };
    };
    return { sent, transport };
  };

  it('sends a stock back end no extension field and no variable only an extension used', async () => {
    const { sent, transport } = recording();
    const capabilities = new CommerceCapabilities({
      coreSdl: core,
      definitions,
      transport,
      configured: [],
      refreshMs: 1,
    });
    const send = capabilityAwareTransport(transport, capabilities);
    await send(
      {
        document: parse(`query List($search: String, $language: LanguageCodeFilterEnum) {
          products(where: { search: $search, language: $language }) { nodes { name } } }`),
        variables: { search: 'rose', language: 'DE' },
      },
      { idempotent: true },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).not.toContain('language');
    expect(sent[0]!.variables).toEqual({ search: 'rose' });
    expect(validate(stock, parse(sent[0]!.query))).toEqual([]);
  });

  it('answers a root field the back end lacks with CAPABILITY_UNAVAILABLE and sends the rest', async () => {
    const { sent, transport } = recording();
    const capabilities = new CommerceCapabilities({
      coreSdl: core,
      definitions,
      transport,
      configured: [],
      refreshMs: 1,
    });
    const send = capabilityAwareTransport(transport, capabilities);
    const only = await send(
      { document: parse(`mutation { applyGiftCard(input: {code: "X"}) { cart { total } } }`) },
      {
        idempotent: false,
      },
    );
    expect(sent).toHaveLength(0);
    expect(only.errors?.map((error) => error.extensions)).toEqual([
      { code: 'CAPABILITY_UNAVAILABLE', capability: 'gift-cards' },
    ]);
    const both = await send(
      {
        document: parse(
          `mutation { applyCoupon(input: {code: "W"}) { cart { total } } applyGiftCard(input: {code: "X"}) { cart { total } } }`,
        ),
      },
      { idempotent: false },
    );
    expect(sent).toHaveLength(1);
    expect(both.data).toEqual({ products: { nodes: [] }, applyCoupon: { cart: { total: '1' } } });
    expect(both.errors?.map((error) => error.path)).toEqual([['applyGiftCard']]);
  });

  it('passes a document through untouched when the back end offers every capability', async () => {
    const { sent, transport } = recording();
    const capabilities = new CommerceCapabilities({
      coreSdl: core,
      definitions,
      transport,
      configured: ['gift-cards', 'translations'],
      refreshMs: 1,
    });
    const document = parse(`query { cart { appliedGiftCards { code } } }`);
    await capabilityAwareTransport(transport, capabilities)({ document }, { idempotent: true });
    expect(sent[0]!.query).toBe(print(document));
  });
});
