/**
 * The companion WordPress plugin (upstreams/woocommerce-companion, its README) on a real
 * WooCommerce: the capabilities it provides are the ones the gateway detects, by the names and
 * types of schema/commerce-extensions, and they work as a shopper would use them through the
 * gateway: a gift card bought with cash on delivery is worth nothing until the shop marks the
 * order paid, then pays another cart up to its balance; tracking answers only with the right email;
 * a newsletter code is minted only for the gateway (the shop key) and pays one order of its owner.
 *
 * Needs the WooCommerce test stack (tests/README.md); skipped with a line saying so when it is missing, a
 * failure under REQUIRE_SERVICES=1. One stack start for the whole suite, on a port of its own
 * (`COMPANION_WOO_PORT`, default 8094).
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, print, Kind, type DefinitionNode, type TypeNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capabilitiesOffered,
  loadCapabilityDefinitions,
} from '../../gateway/src/upstreams/commerce-capabilities.ts';
import { defaultShopLocale, shopLocales } from '../../schema/locales.ts';
import { moFile } from './gettext-mo.ts';
import { mailsTo, readMails, repoRoot, startWooCommerce, WooClient } from './woocommerce-stack.ts';

const port = Number(process.env.COMPANION_WOO_PORT ?? 8094);
const wordpressDir = path.join(process.env.WOO_WORK_DIR ?? `/tmp/woocommerce-${port}`, 'wordpress');
const companionCapabilities = [
  'bank-transfer-accounts',
  'gift-cards',
  'newsletter-coupons',
  'order-tracking',
  'password-reset-key-status',
  'personal-data-erasure',
];
const definitions = loadCapabilityDefinitions(path.join(repoRoot, 'schema/commerce-extensions')).filter(
  (definition) => companionCapabilities.includes(definition.id),
);

// The secret the gateway sends as X-Nails-Shop-Key (companion README, "Newsletter codes"); new per run.
const shopKey = randomBytes(24).toString('base64url');
const found = await startWooCommerce(port, [path.join(repoRoot, 'upstreams/woocommerce-companion')], {
  shopKey,
});
const stack = found.stack;

afterAll(async () => {
  await stack?.stop();
});

// ------------------------------------------------------------------ introspection

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface IntrospectedField {
  name: string;
  type: TypeRef;
  args?: { name: string; type: TypeRef }[];
}
interface IntrospectedType {
  name: string;
  kind: string;
  fields: IntrospectedField[] | null;
  inputFields: IntrospectedField[] | null;
  enumValues: { name: string }[] | null;
}

const typeRef = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const typeFragment = `fragment T on __Type {
  name kind
  fields(includeDeprecated: true) { name type { ${typeRef} } args { name type { ${typeRef} } } }
  inputFields { name type { ${typeRef} } }
  enumValues(includeDeprecated: true) { name }
}`;

/** "[AppliedGiftCard]", "String!": an introspected type written as SDL writes it. */
function written(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${written(ref.ofType!)}!`;
  if (ref.kind === 'LIST') return `[${written(ref.ofType!)}]`;
  return ref.name!;
}

const sdlType = (type: TypeNode) => print(type);

/** What a definition of an extension file says, as (type, member) → written type with its args. */
function expectations(definition: DefinitionNode): { type: string; member?: string; shape: string }[] {
  switch (definition.kind) {
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.OBJECT_TYPE_EXTENSION:
      return (definition.fields ?? []).map((field) => ({
        type: definition.name.value,
        member: field.name.value,
        shape: `${(field.arguments ?? [])
          .map((arg) => `${arg.name.value}: ${sdlType(arg.type)}`)
          .sort()
          .join(', ')} -> ${sdlType(field.type)}`,
      }));
    case Kind.INPUT_OBJECT_TYPE_DEFINITION:
    case Kind.INPUT_OBJECT_TYPE_EXTENSION:
      return (definition.fields ?? []).map((field) => ({
        type: definition.name.value,
        member: field.name.value,
        shape: sdlType(field.type),
      }));
    case Kind.ENUM_TYPE_DEFINITION:
    case Kind.ENUM_TYPE_EXTENSION:
      return (definition.values ?? []).map((value) => ({
        type: definition.name.value,
        member: value.name.value,
        shape: 'value',
      }));
    default:
      return [];
  }
}

function shapeOf(type: IntrospectedType | null | undefined, member: string): string | undefined {
  if (!type) return undefined;
  if (type.kind === 'ENUM')
    return type.enumValues?.some((value) => value.name === member) ? 'value' : undefined;
  if (type.kind === 'INPUT_OBJECT') {
    const field = type.inputFields?.find((candidate) => candidate.name === member);
    return field && written(field.type);
  }
  const field = type.fields?.find((candidate) => candidate.name === member);
  return (
    field &&
    `${(field.args ?? [])
      .map((arg) => `${arg.name}: ${written(arg.type)}`)
      .sort()
      .join(', ')} -> ${written(field.type)}`
  );
}

// ------------------------------------------------------------------ documents

const cartFields = `
  isEmpty
  total(format: RAW)
  subtotal(format: RAW)
  totalTax(format: RAW)
  giftCardTotal(format: RAW)
  appliedGiftCards { code balance(format: RAW) amount(format: RAW) }
`;

interface CartAnswer {
  isEmpty: boolean;
  total: string;
  subtotal: string;
  totalTax: string;
  giftCardTotal: string;
  appliedGiftCards: { code: string; balance: string; amount: string }[];
}

const addToCart = `mutation Add($productId: Int!, $quantity: Int, $extraData: String) {
  addToCart(input: { productId: $productId, quantity: $quantity, extraData: $extraData }) { cart { ${cartFields} } }
}`;
const readCart = `query Cart { cart { ${cartFields} } }`;
const applyGiftCard = `mutation Apply($code: String!) {
  applyGiftCard(input: { code: $code }) { applied { code amount(format: RAW) } cart { ${cartFields} } }
}`;
const removeGiftCard = `mutation Remove($code: String!) {
  removeGiftCard(input: { code: $code }) { cart { ${cartFields} } }
}`;
const orderFields = `
  databaseId orderNumber status paymentMethodTitle
  total(format: RAW) totalTax(format: RAW)
  giftCardTotal(format: RAW)
  giftCards { code amount(format: RAW) balanceAfter(format: RAW) }
`;
interface OrderAnswer {
  databaseId: number;
  orderNumber: string;
  status: string;
  paymentMethodTitle: string;
  total: string;
  totalTax: string;
  giftCardTotal: string;
  giftCards: { code: string; amount: string; balanceAfter: string }[];
}
const checkout = `mutation Checkout($billing: CustomerAddressInput!) {
  checkout(input: { paymentMethod: "cod", billing: $billing }) { result order { ${orderFields} } }
}`;
const balanceQuery = `query Balance($code: String!) {
  giftCardBalance(code: $code) { code amount(format: RAW) balance(format: RAW) expiresAt }
}`;
const trackingQuery = `query Track($number: String!, $email: String!) {
  orderTracking(orderNumber: $number, billingEmail: $email) { orderNumber status total(format: RAW) date lineItems { nodes { quantity } } }
}`;

const issueNewsletterCoupon = `mutation Issue($email: String!) {
  issueNewsletterCoupon(input: { email: $email }) { code issued }
}`;
interface IssuedAnswer {
  issueNewsletterCoupon: { code: string; issued: boolean } | null;
}
const applyCoupon = `mutation Coupon($code: String!) { applyCoupon(input: { code: $code }) { cart { isEmpty } } }`;
// As the storefront's checkout sends it (web `useShippingAddressMutation`): the session's customer.
const setBillingEmail = `mutation Email($email: String!) {
  updateCustomer(input: { isSession: true, billing: { email: $email } }) { clientMutationId }
}`;
const discountOf = `{ cart { discountTotal(format: RAW) discountTax(format: RAW) } }`;
const checkoutWithCoupon = `mutation Checkout($billing: CustomerAddressInput!) {
  checkout(input: { paymentMethod: "cod", billing: $billing }) {
    order { databaseId discountTotal(format: RAW) discountTax(format: RAW) couponLines { nodes { code } } }
  }
}`;
interface CouponOrderAnswer {
  checkout: {
    order: {
      databaseId: number;
      discountTotal: string;
      discountTax: string;
      couponLines: { nodes: { code: string }[] };
    };
  };
}
const couponInShop = `query Coupon($code: ID!) {
  coupon(id: $code, idType: CODE) {
    code discountType amount individualUse minimumAmount maximumAmount freeShipping
    usageLimit usageLimitPerUser usageCount emailRestrictions description dateExpiry
  }
}`;
interface CouponInShop {
  code: string;
  discountType: string;
  amount: number;
  individualUse: boolean;
  minimumAmount: number | null;
  maximumAmount: number | null;
  freeShipping: boolean;
  usageLimit: number | null;
  usageLimitPerUser: number | null;
  usageCount: number | null;
  emailRestrictions: string[] | null;
  description: string | null;
  dateExpiry: string | null;
}

const billing = (email: string) => ({
  firstName: 'Greta',
  lastName: 'Gift',
  address1: 'Torstraße 1',
  city: 'Berlin',
  postcode: '10119',
  country: 'DE',
  email,
  phone: '+49 30 1234567',
});

const cents = (raw: string | null | undefined) => Math.round(Number(raw ?? 'NaN') * 100);

/** Runs PHP inside the test shop's WordPress (after wp-load.php), as an owner's `wp eval` would; its output. */
function inWordPress(code: string, env: Record<string, string> = {}): string {
  const run = spawnSync(
    'php',
    [
      '-r',
      `$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}'; $_SERVER['SERVER_NAME'] = '127.0.0.1'; $_SERVER['REQUEST_URI'] = '/';
       require getenv('WP_DIR') . '/wp-load.php'; ${code}`,
    ],
    { encoding: 'utf8', env: { ...process.env, ...env, WP_DIR: wordpressDir } },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

// WordPress on `php -S` takes a second or more for a checkout; the journeys make a few dozen calls.
describe.skipIf(!stack)('companion plugin on a real WooCommerce', { timeout: 180_000 }, () => {
  const url = stack?.url ?? '';
  const admin = new WooClient(url);
  let giftCardProduct = 0;
  let roseQuartz = 0;

  beforeAll(async () => {
    await admin.signIn('admin', 'admin-pass-woo-test');
    // The category stays when a run before this one was cut off before its stop.
    const existing = await admin.data<{ productCategory: { databaseId: number } | null }>(
      `{ productCategory(id: "gift-cards", idType: SLUG) { databaseId } }`,
    );
    const categoryId =
      existing.productCategory?.databaseId ??
      (
        await admin.data<{ createProductCategory: { productCategory: { databaseId: number } } }>(
          `mutation { createProductCategory(input: { name: "Gift cards", slug: "gift-cards" }) { productCategory { databaseId } } }`,
        )
      ).createProductCategory.productCategory.databaseId;
    // A gift card product as a shop owner makes one (README "Gift card products"): virtual, no
    // VAT of its own (a voucher), in the gift card category.
    const product = await admin.data<{ createProduct: { product: { databaseId: number } } }>(
      `mutation Create($category: Int!) {
        createProduct(input: { name: "Gift card", slug: "gift-card-25", type: SIMPLE, status: PUBLISH,
          regularPrice: 25, virtual: true, taxStatus: NONE, categories: [$category] }) { product { databaseId } }
      }`,
      { category: categoryId },
    );
    giftCardProduct = product.createProduct.product.databaseId;
    const rose = await admin.data<{ product: { databaseId: number } }>(
      `{ product(id: "rose-quartz-almond-press-on-nails", idType: SLUG) { databaseId } }`,
    );
    roseQuartz = rose.product.databaseId;
  }, 60_000);

  it('offers exactly the names and types of the extension files, so the gateway detects its six capabilities', async () => {
    expect(definitions.map((definition) => definition.id).sort()).toEqual(companionCapabilities);
    const parsed = definitions.flatMap((definition) => parse(definition.sdl).definitions);
    const roots = await admin.data<{
      __schema: { queryType: { name: string }; mutationType: { name: string } };
    }>(`{ __schema { queryType { name } mutationType { name } } }`);
    const realName = (name: string) =>
      name === 'Query'
        ? roots.__schema.queryType.name
        : name === 'Mutation'
          ? roots.__schema.mutationType.name
          : name;
    const typeNames = [
      ...new Set(
        parsed
          .filter((definition) => 'name' in definition && definition.name)
          .map((d) => (d as { name: { value: string } }).name.value),
      ),
    ];
    const answer = await admin.data<Record<string, IntrospectedType | null>>(
      `query {
        ${typeNames.map((name, index) => `t${index}: __type(name: ${JSON.stringify(realName(name))}) { ...T }`).join('\n')}
      }
      ${typeFragment}`,
    );
    const types = new Map(typeNames.map((name, index) => [name, answer[`t${index}`]]));

    // The gateway's own detection (gateway/src/upstreams/commerce-capabilities.ts).
    const offered = capabilitiesOffered(definitions, types, {
      query: types.get('Query') ?? types.get('RootQuery'),
      mutation: types.get('Mutation') ?? types.get('RootMutation'),
    });
    expect(offered.sort()).toEqual(companionCapabilities);

    // Beyond the names: every field's type and arguments as the files write them.
    const expected = parsed.flatMap(expectations);
    expect(expected.length).toBeGreaterThan(10);
    const mismatches = expected
      .map((want) => ({ ...want, got: shapeOf(types.get(want.type), want.member!) }))
      .filter((entry) => entry.got !== entry.shape)
      .map(
        (entry) => `${entry.type}.${entry.member}: file ${entry.shape}, WordPress ${entry.got ?? 'missing'}`,
      );
    expect(mismatches).toEqual([]);
  });

  it('issues a gift card bought with cash on delivery only when the shop marks the order paid, and it pays another cart up to its balance', async () => {
    const buyer = new WooClient(url);
    const friend = `friend-${Date.now()}@example.com`;
    await buyer.data(addToCart, {
      productId: giftCardProduct,
      quantity: 1,
      extraData: JSON.stringify({
        recipientName: 'Frieda',
        recipientEmail: friend,
        senderName: 'Greta',
        message: 'Enjoy!',
      }),
    });
    const placed = await buyer.data<{ checkout: { order: OrderAnswer } }>(checkout, {
      billing: billing('greta@example.com'),
    });
    const bought = placed.checkout.order;
    expect(cents(bought.total)).toBe(2500);
    // Cash on delivery is not a payment: the order waits and no code exists yet.
    expect(bought.status).toBe('ON_HOLD');
    expect(mailsTo(stack!.mailDir, friend)).toEqual([]);

    await admin.data(
      `mutation Paid($id: ID!) { updateOrder(input: { id: $id, status: PROCESSING }) { order { status } } }`,
      { id: String(bought.databaseId) },
    );
    const mails = mailsTo(stack!.mailDir, friend);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message).toContain('Hi Frieda,');
    expect(mails[0]!.message).toContain('"Enjoy!"');
    const code = /Gift card code: ([A-Z0-9-]{19})/.exec(mails[0]!.message)?.[1];
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    // Marking it paid a second time issues nothing more.
    await admin.data(
      `mutation Done($id: ID!) { updateOrder(input: { id: $id, status: COMPLETED }) { order { status } } }`,
      { id: String(bought.databaseId) },
    );
    expect(mailsTo(stack!.mailDir, friend)).toHaveLength(1);

    const shopper = new WooClient(url);
    const balance = await shopper.data<{
      giftCardBalance: { code: string; amount: string; balance: string; expiresAt: string };
    }>(balanceQuery, { code: code!.toLowerCase().replace(/-/g, ' ') });
    expect(balance.giftCardBalance).toMatchObject({ code, amount: '25.00', balance: '25.00' });
    expect(Date.parse(balance.giftCardBalance.expiresAt)).toBeGreaterThan(Date.now() + 300 * 86_400_000);

    // A cart worth less than the card: the card pays all of it, VAT unchanged.
    const before = (
      await shopper.data<{ addToCart: { cart: CartAnswer } }>(addToCart, {
        productId: roseQuartz,
        quantity: 1,
      })
    ).addToCart.cart;
    const applied = await shopper.data<{
      applyGiftCard: { applied: { code: string; amount: string }; cart: CartAnswer };
    }>(applyGiftCard, { code });
    const paysAll = Math.min(2500, cents(before.total));
    expect(cents(before.total)).toBeLessThan(2500);
    expect(applied.applyGiftCard.applied).toEqual({ code, amount: (paysAll / 100).toFixed(2) });
    expect(cents(applied.applyGiftCard.cart.giftCardTotal)).toBe(paysAll);
    expect(cents(applied.applyGiftCard.cart.total)).toBe(cents(before.total) - paysAll);
    expect(applied.applyGiftCard.cart.totalTax).toBe(before.totalTax);
    expect(applied.applyGiftCard.cart.appliedGiftCards).toEqual([
      { code, balance: '25.00', amount: (paysAll / 100).toFixed(2) },
    ]);
    // The same code twice is refused; a read of the cart still shows it applied.
    const twice = await shopper.request(applyGiftCard, { code });
    expect(twice.errors?.[0]?.message).toBe(`The gift card ${code} is already applied.`);
    expect((await shopper.data<{ cart: CartAnswer }>(readCart)).cart.appliedGiftCards).toHaveLength(1);

    // Placing the order takes what the card paid; the order says so, its code masked.
    const paid = (
      await shopper.data<{ checkout: { order: OrderAnswer } }>(checkout, {
        billing: billing('paula@example.com'),
      })
    ).checkout.order;
    expect(cents(paid.total)).toBe(cents(before.total) - paysAll);
    expect(cents(paid.giftCardTotal)).toBe(paysAll);
    expect(paid.totalTax).toBe(before.totalTax);
    // Nothing was left for cash on delivery: the cards paid it, so it is paid.
    expect(paid).toMatchObject({ paymentMethodTitle: 'Gift card', status: 'PROCESSING' });
    const left = 2500 - paysAll;
    expect(paid.giftCards).toEqual([
      {
        code: `••••-••••-••••-${code!.slice(-4)}`,
        amount: (paysAll / 100).toFixed(2),
        balanceAfter: (left / 100).toFixed(2),
      },
    ]);
    const after = await shopper.data<{ giftCardBalance: { balance: string } }>(balanceQuery, { code });
    expect(cents(after.giftCardBalance.balance)).toBe(left);
    // WooCommerce's own order adds up: its lines (the card a fee line without tax) make its total.
    const inShop = await admin.data<{
      order: { total: string; feeLines: { nodes: { total: string; totalTax: string }[] } };
    }>(
      `query O($id: ID!) { order(id: $id, idType: DATABASE_ID) { total(format: RAW) feeLines { nodes { total totalTax } } } }`,
      { id: String(paid.databaseId) },
    );
    expect(cents(inShop.order.total)).toBe(cents(paid.total));
    expect(inShop.order.feeLines.nodes.map((fee) => [cents(fee.total), cents(fee.totalTax || '0')])).toEqual([
      [-paysAll, 0],
    ]);

    // A cart worth more than what is left: the card pays its balance, the rest stays to pay.
    const next = new WooClient(url);
    const bigger = (
      await next.data<{ addToCart: { cart: CartAnswer } }>(addToCart, { productId: roseQuartz, quantity: 3 })
    ).addToCart.cart;
    expect(cents(bigger.total)).toBeGreaterThan(left);
    const partly = (await next.data<{ applyGiftCard: { cart: CartAnswer } }>(applyGiftCard, { code }))
      .applyGiftCard.cart;
    expect(cents(partly.giftCardTotal)).toBe(left);
    expect(cents(partly.total)).toBe(cents(bigger.total) - left);
    // Removing it gives the cart its full total back.
    const removed = (await next.data<{ removeGiftCard: { cart: CartAnswer } }>(removeGiftCard, { code }))
      .removeGiftCard.cart;
    expect(removed.appliedGiftCards).toEqual([]);
    expect(cents(removed.giftCardTotal)).toBe(0);
    expect(removed.total).toBe(bigger.total);

    // Cancelling the order the card paid gives its part back.
    await admin.data(
      `mutation Cancel($id: ID!) { updateOrder(input: { id: $id, status: CANCELLED }) { order { status } } }`,
      { id: String(paid.databaseId) },
    );
    const restored = await shopper.data<{ giftCardBalance: { balance: string } }>(balanceQuery, { code });
    expect(restored.giftCardBalance.balance).toBe('25.00');

    // Two carts hold the same card; the first order spends it all, the second is refused at
    // checkout rather than charged more than its cart showed.
    const first = new WooClient(url);
    const second = new WooClient(url);
    for (const cartHolder of [first, second]) {
      await cartHolder.data(addToCart, { productId: roseQuartz, quantity: 3 });
      const held = (await cartHolder.data<{ applyGiftCard: { cart: CartAnswer } }>(applyGiftCard, { code }))
        .applyGiftCard.cart;
      expect(held.giftCardTotal).toBe('25.00');
    }
    const spent = (
      await first.data<{ checkout: { order: OrderAnswer } }>(checkout, {
        billing: billing('first@example.com'),
      })
    ).checkout.order;
    expect(spent.giftCards.map((card) => card.balanceAfter)).toEqual(['0.00']);
    const refused = await second.request(checkout, { billing: billing('second@example.com') });
    expect(refused.errors?.[0]?.message).toBe(
      `The gift card ${code} can no longer pay: remove it to continue.`,
    );
    const emptyCard = new WooClient(url);
    await emptyCard.data(addToCart, { productId: roseQuartz, quantity: 1 });
    expect((await emptyCard.request(applyGiftCard, { code })).errors?.[0]?.message).toBe(
      'This gift card has no balance left.',
    );
  });

  it('makes a gift card a voucher whatever it was saved with: no VAT on its line, no coupon on it', async () => {
    // Saved as taxable by mistake: the plugin still sells it without VAT and out of coupons' reach
    // (README "Vouchers").
    const categoryId = (
      await admin.data<{ productCategory: { databaseId: number } }>(
        `{ productCategory(id: "gift-cards", idType: SLUG) { databaseId } }`,
      )
    ).productCategory.databaseId;
    const card = (
      await admin.data<{ createProduct: { product: { databaseId: number } } }>(
        `mutation Create($category: Int!, $slug: String!) {
          createProduct(input: { name: "Gift card (taxable by mistake)", slug: $slug, type: SIMPLE, status: PUBLISH,
            regularPrice: 25, virtual: true, taxStatus: TAXABLE, categories: [$category] }) { product { databaseId } }
        }`,
        { category: categoryId, slug: `gift-card-taxable-${Date.now()}` },
      )
    ).createProduct.product.databaseId;
    const applyCoupon = `mutation Coupon($code: String!) { applyCoupon(input: { code: $code }) { cart { isEmpty } } }`;
    const shopper = new WooClient(url);
    await shopper.data(addToCart, { productId: card, quantity: 1 });
    // WooCommerce escapes the quotes of its notices (&quot;) in the GraphQL answer.
    const refused = (await shopper.request(applyCoupon, { code: 'WELCOME10' })).errors?.[0]?.message;
    expect(refused?.replace(/&quot;/g, '"')).toBe(
      'Sorry, coupon "welcome10" is not applicable to selected products.',
    );
    await shopper.data(addToCart, { productId: roseQuartz, quantity: 1 });
    await shopper.data(applyCoupon, { code: 'WELCOME10' });
    const cart = (
      await shopper.data<{
        cart: {
          discountTotal: string;
          discountTax: string;
          contents: {
            nodes: {
              product: { node: { databaseId: number } };
              subtotal: string;
              subtotalTax: string;
              total: string;
              tax: string;
            }[];
          };
        };
      }>(
        `{ cart { discountTotal(format: RAW) discountTax(format: RAW) contents { nodes {
            product { node { databaseId } } subtotal(format: RAW) subtotalTax(format: RAW) total(format: RAW) tax(format: RAW) } } } }`,
      )
    ).cart;
    const line = (id: number) => cart.contents.nodes.find((node) => node.product.node.databaseId === id)!;
    expect(cents(line(card).subtotal)).toBe(2500);
    expect(cents(line(card).subtotalTax)).toBe(0);
    expect(cents(line(card).total)).toBe(2500);
    expect(cents(line(card).tax)).toBe(0);
    // WELCOME10 takes 10 % of the nails only (€12.90 → €1.29 with its VAT).
    expect(cents(cart.discountTotal) + cents(cart.discountTax)).toBe(129);
  });

  it('refuses a wrong gift card code with one message and answers no balance for it', async () => {
    const shopper = new WooClient(url);
    await shopper.data(addToCart, { productId: roseQuartz, quantity: 1 });
    for (const wrong of ['ABCD-EFGH-JKMN-PQRS', 'not a code']) {
      const answer = await shopper.request<{ applyGiftCard: unknown }>(applyGiftCard, { code: wrong });
      expect(answer.errors?.[0]?.message).toBe('This gift card code is not valid.');
      expect(
        (await shopper.data<{ giftCardBalance: unknown }>(balanceQuery, { code: wrong })).giftCardBalance,
      ).toBeNull();
    }
    const cart = (await shopper.data<{ cart: CartAnswer }>(readCart)).cart;
    expect(cart.appliedGiftCards).toEqual([]);
    expect(cents(cart.giftCardTotal)).toBe(0);
  });

  it("shows the shop's bank accounts on a bank transfer order, as WooCommerce's thank-you page does, and none on another", async () => {
    // The owner fills in WooCommerce → Payments → Direct bank transfer → Account details (an empty
    // row, which WooCommerce skips, among them).
    const accounts = [
      {
        account_name: 'Press-on Nails Studio',
        account_number: '0532013000',
        bank_name: 'Commerzbank',
        sort_code: '37040044',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
      },
      { account_name: '', account_number: '', bank_name: '', sort_code: '', iban: '', bic: '' },
    ];
    const owner = spawnSync(
      'php',
      [
        '-r',
        `$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}'; $_SERVER['SERVER_NAME'] = '127.0.0.1'; $_SERVER['REQUEST_URI'] = '/';
         require getenv('WP_DIR') . '/wp-load.php';
         update_option('woocommerce_bacs_accounts', json_decode(getenv('ACCOUNTS'), true));`,
      ],
      { encoding: 'utf8', env: { ...process.env, WP_DIR: wordpressDir, ACCOUNTS: JSON.stringify(accounts) } },
    );
    expect(owner.status, owner.stderr).toBe(0);

    const placeOrder = async (paymentMethod: string) => {
      const guest = new WooClient(url);
      await guest.data(addToCart, { productId: roseQuartz, quantity: 1 });
      return (
        await guest.data<{ checkout: { order: { bankTransferAccounts: unknown[] | null } } }>(
          `mutation Pay($billing: CustomerAddressInput!, $method: String!) {
            checkout(input: { paymentMethod: $method, billing: $billing }) {
              order { bankTransferAccounts { accountName accountNumber bankName sortCode iban bic } }
            }
          }`,
          { billing: billing('bianca.bank@example.com'), method: paymentMethod },
        )
      ).checkout.order.bankTransferAccounts;
    };
    expect(await placeOrder('bacs')).toEqual([
      {
        accountName: 'Press-on Nails Studio',
        accountNumber: '0532013000',
        bankName: 'Commerzbank',
        sortCode: '37040044',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
      },
    ]);
    expect(await placeOrder('cod')).toEqual([]);
  });

  it('tracks an order for a guest by number and billing email, and only with that email', async () => {
    const guest = new WooClient(url);
    await guest.data(addToCart, { productId: roseQuartz, quantity: 2 });
    const order = (
      await guest.data<{ checkout: { order: OrderAnswer } }>(checkout, {
        billing: billing('Tracy@Example.com'),
      })
    ).checkout.order;

    const stranger = new WooClient(url);
    const tracked = await stranger.data<{
      orderTracking: {
        orderNumber: string;
        total: string;
        date: string;
        lineItems: { nodes: { quantity: number }[] };
      } | null;
    }>(trackingQuery, { number: order.orderNumber, email: 'tracy@example.com' });
    expect(tracked.orderTracking).toMatchObject({ orderNumber: order.orderNumber, total: order.total });
    expect(tracked.orderTracking?.date).toBeTruthy();
    expect(tracked.orderTracking?.lineItems.nodes).toEqual([{ quantity: 2 }]);

    // Status and items only, never who or where: anyone who knows an email may try numbers.
    const hidden = await stranger.data<{ orderTracking: Record<string, unknown> | null }>(
      `query Track($number: String!, $email: String!) {
        orderTracking(orderNumber: $number, billingEmail: $email) {
          status
          billing { email address1 city postcode phone }
          shipping { address1 city }
          customer { email }
          customerNote
          orderKey
          metaData { key value }
          ... on Order { bill: billing { address1 } }
        }
      }`,
      { number: order.orderNumber, email: 'tracy@example.com' },
    );
    expect(hidden.orderTracking).toMatchObject({
      billing: null,
      shipping: null,
      customer: null,
      customerNote: null,
      orderKey: null,
      metaData: null,
      bill: null,
    });
    expect(JSON.stringify(hidden)).not.toContain('Torstraße');

    // The seeded customer's order #54 has a download: found by number and email, its lines show,
    // its download link does not (links stay with the signed-in owner).
    const withDownload = await stranger.data<{
      orderTracking: { lineItems: { nodes: unknown[] }; downloadableItems: { nodes: unknown[] } } | null;
    }>(
      `query { orderTracking(orderNumber: "54", billingEmail: "DEMO@example.com") { lineItems { nodes { quantity } } downloadableItems { nodes { url } } } }`,
    );
    expect(withDownload.orderTracking?.lineItems.nodes).toHaveLength(2);
    expect(withDownload.orderTracking?.downloadableItems.nodes).toEqual([]);

    for (const [number, email] of [
      [order.orderNumber, 'someone@example.com'],
      [String(Number(order.orderNumber) + 1000), 'tracy@example.com'],
      [order.orderNumber, ''],
    ]) {
      expect(
        (await stranger.data<{ orderTracking: unknown }>(trackingQuery, { number, email })).orderTracking,
      ).toBeNull();
    }
  });

  it('keeps one live reset key per account: a newer request kills the older link, using one ends it', async () => {
    const stamp = Date.now().toString(36);
    const login = `olga${stamp}`;
    const email = `${login}@example.com`;
    const shopper = new WooClient(url);
    await shopper.data(
      `mutation R($email: String!, $login: String!) { registerCustomer(input: { email: $email, username: $login, password: "olga-first-pass-1" }) { customer { databaseId } } }`,
      { email, login },
    );
    const askForKey = async (): Promise<string> => {
      const before = mailsTo(stack!.mailDir, email).length;
      await shopper.data(
        `mutation A($login: String!) { sendPasswordResetEmail(input: { username: $login }) { success } }`,
        {
          login,
        },
      );
      const mailed = mailsTo(stack!.mailDir, email)
        .slice(before)
        .find((mail) => /key=/.test(mail.message));
      const key = /[?&]key=([^&\s]+)/.exec(mailed?.message ?? '')?.[1];
      expect(key).toBeTruthy();
      return decodeURIComponent(key!);
    };
    const status = async (key: string) =>
      (
        await shopper.data<{ passwordResetKeyStatus: string }>(
          `query S($key: String!, $login: String!) { passwordResetKeyStatus(key: $key, login: $login) }`,
          { key, login },
        )
      ).passwordResetKeyStatus;
    const reset = (key: string, password: string) =>
      shopper.request(
        `mutation P($key: String!, $login: String!, $password: String!) { resetUserPassword(input: { key: $key, login: $login, password: $password }) { user { databaseId } } }`,
        { key, login, password },
      );

    const first = await askForKey();
    const second = await askForKey();
    expect(second).not.toBe(first);
    expect(await status(first)).toBe('INVALID');
    expect(await status(second)).toBe('VALID');

    expect((await reset(second, 'olga-second-pass-2')).errors).toBeUndefined();
    expect((await reset(first, 'olga-stolen-pass-3')).errors?.length).toBeGreaterThan(0);
    expect(await status(first)).toBe('INVALID');
    expect(await status(second)).toBe('INVALID');
    await expect(new WooClient(url).signIn(login, 'olga-stolen-pass-3')).rejects.toThrow();
    await new WooClient(url).signIn(login, 'olga-second-pass-2');
  });

  it('tells a mailed password reset key from a wrong one without using it', async () => {
    const shopper = new WooClient(url);
    const mailsBefore = readMails(stack!.mailDir).length;
    await shopper.data(`mutation { sendPasswordResetEmail(input: { username: "demo" }) { success } }`);
    const resetMail = readMails(stack!.mailDir)
      .slice(mailsBefore)
      .find((mail) => /key=/.test(mail.message));
    const key = /[?&]key=([^&\s]+)/.exec(resetMail?.message ?? '')?.[1];
    expect(key).toBeTruthy();
    const status = `query S($key: String!, $login: String!) { passwordResetKeyStatus(key: $key, login: $login) }`;
    const ask = async (variables: { key: string; login: string }) =>
      (await shopper.data<{ passwordResetKeyStatus: string }>(status, variables)).passwordResetKeyStatus;
    expect(await ask({ key: key!, login: 'demo' })).toBe('VALID');
    // Asking does not use it.
    expect(await ask({ key: key!, login: 'demo' })).toBe('VALID');
    expect(await ask({ key: `${key}x`, login: 'demo' })).toBe('INVALID');
    expect(await ask({ key: key!, login: 'nobody-here' })).toBe('INVALID');
  });
  it("erases the signed-in customer as WordPress's erasers do: her orders kept but anonymised, her account gone", async () => {
    const stamp = Date.now();
    const login = `erin${stamp}`;
    const email = `${login}@example.com`;
    const password = 'erin-erase-pass-1';
    const customer = new WooClient(url);
    await customer.data(
      `mutation R($email: String!, $login: String!, $password: String!) { registerCustomer(input: { email: $email, username: $login, password: $password }) { customer { databaseId } } }`,
      { email, login, password },
    );
    await customer.signIn(login, password);
    await customer.data(addToCart, { productId: roseQuartz, quantity: 1 });
    const order = (
      await customer.data<{ checkout: { order: OrderAnswer } }>(checkout, {
        billing: { ...billing(email), firstName: 'Erin', lastName: `Erasable${stamp}` },
      })
    ).checkout.order;

    // A review she wrote (held for moderation, as a first review is): the text stays on the product.
    const words = `Erin's set lasted a fortnight (${stamp})`;
    const written = await customer.data<{ writeReview: { review: { databaseId: number } | null } }>(
      `mutation W($input: WriteReviewInput!) { writeReview(input: $input) { review { databaseId } } }`,
      { input: { commentOn: roseQuartz, rating: 5, content: words } },
    );
    const reviewId = written.writeReview.review!.databaseId;

    // Nobody else can erase her: a guest is refused, and the mutation names no one but the caller.
    const guest = await new WooClient(url).request(`mutation { erasePersonalData(input: {}) { erased } }`);
    expect(guest.errors?.[0]?.message).toMatch(/signed in/i);

    const erased = await customer.data<{ erasePersonalData: { erased: boolean; ordersAnonymised: number } }>(
      `mutation { erasePersonalData(input: {}) { erased ordersAnonymised } }`,
    );
    expect(erased.erasePersonalData).toEqual({ erased: true, ordersAnonymised: 1 });

    // Her order is still in the books, without her: the shop reads it anonymised and marked so.
    const kept = await admin.data<{
      order: {
        total: string;
        billing: {
          email: string;
          firstName: string;
          lastName: string;
          address1: string;
          phone: string | null;
        };
        metaData: { key: string; value: string }[];
      } | null;
    }>(
      `query O($id: ID!) { order(id: $id, idType: DATABASE_ID) { total(format: RAW) billing { email firstName lastName address1 phone } metaData { key value } } }`,
      { id: String(order.databaseId) },
    );
    expect(Number(kept.order?.total)).toBeGreaterThan(0);
    expect(JSON.stringify(kept.order?.billing)).not.toMatch(
      new RegExp(`${email}|Erin|Erasable${stamp}|Torstraße`),
    );
    expect(kept.order?.billing.email).toBe('deleted@site.invalid');
    expect(kept.order?.metaData).toContainEqual({ key: '_anonymized', value: 'yes' });
    // Her review stays, without her: WordPress's comment eraser names its author "Anonymous".
    const review = await admin.data<{
      comment: { content: string; author: { node: { name: string; email: string | null } } } | null;
    }>(
      `query C($id: ID!) { comment(id: $id, idType: DATABASE_ID) { content(format: RAW) author { node { name email } } } }`,
      { id: String(reviewId) },
    );
    expect(review.comment?.content).toBe(words);
    expect(review.comment?.author.node.name).toBe('Anonymous');
    expect(review.comment?.author.node.email ?? '').not.toContain(email);
    // Tracking by her address finds nothing any more; she cannot sign in again.
    const stranger = new WooClient(url);
    expect(
      (
        await stranger.data<{ orderTracking: unknown }>(trackingQuery, {
          number: String(order.databaseId),
          email,
        })
      ).orderTracking,
    ).toBeNull();
    await expect(new WooClient(url).signIn(login, password)).rejects.toThrow();
  });
  // ---------------------------------------------------------------- newsletter codes

  it('mints a newsletter code only when the gateway asks with the shop key, and gives her the same code again', async () => {
    const stamp = Date.now();
    const email = `Nora.News.${stamp}@Example.com`;
    // A browser reaches the same /graphql: without the key, or with a wrong one, nothing is made.
    const tries: Record<string, string>[] = [
      {},
      { 'x-nails-shop-key': `${shopKey}x` },
      { 'x-nails-shop-key': '' },
    ];
    for (const headers of tries) {
      const refused = await new WooClient(url, headers).request<IssuedAnswer>(issueNewsletterCoupon, {
        email,
      });
      expect(refused.errors?.[0]?.message).toBe('Not allowed.');
      expect(refused.data?.issueNewsletterCoupon ?? null).toBeNull();
    }
    const gateway = new WooClient(url, { 'x-nails-shop-key': shopKey });
    const first = (await gateway.data<IssuedAnswer>(issueNewsletterCoupon, { email })).issueNewsletterCoupon!;
    // issued: the refused calls above made no coupon for her.
    expect(first.issued).toBe(true);
    expect(first.code).toMatch(/^WELCOME-[A-HJ-NP-Z2-9]{8}$/);
    // Asking again (a second sign-up, another spelling of the same address) gives the same code.
    const again = (
      await gateway.data<IssuedAnswer>(issueNewsletterCoupon, { email: `  ${email.toLowerCase()} ` })
    ).issueNewsletterCoupon;
    expect(again).toEqual({ code: first.code, issued: false });

    // What the shop owner sees under Marketing → Coupons: the template's discount, one use, her address only.
    const template = (await admin.data<{ coupon: CouponInShop }>(couponInShop, { code: 'welcome10' })).coupon;
    const minted = (await admin.data<{ coupon: CouponInShop }>(couponInShop, { code: first.code })).coupon;
    expect(minted).toMatchObject({
      discountType: template.discountType,
      amount: template.amount,
      individualUse: template.individualUse,
      freeShipping: template.freeShipping,
      usageLimit: 1,
      usageLimitPerUser: 1,
      emailRestrictions: [email.toLowerCase()],
      dateExpiry: null,
    });
    expect(minted.minimumAmount ?? 0).toBe(template.minimumAmount ?? 0);
    expect(minted.maximumAmount ?? 0).toBe(template.maximumAmount ?? 0);
    expect((minted.description ?? '').toLowerCase()).not.toContain(`nora.news.${stamp}`);

    // Sign-ups of one address at the same moment (a double click, a retry) make one code, even
    // while saving a coupon is slow, as on a busy shop's database: the test stack's mu-plugins
    // folder gets a hook that holds each new newsletter coupon's save for a moment.
    const slowSave = path.join(wordpressDir, 'wp-content/mu-plugins/zz-test-slow-newsletter-coupon.php');
    writeFileSync(
      slowSave,
      // WC_Coupon keeps WC_Data's object type, "data".
      `<?php add_action( 'woocommerce_before_data_object_save', static function ( $coupon ) {
        if ( $coupon instanceof WC_Coupon && ! $coupon->get_id() && $coupon->get_meta( '_nails_newsletter_for' ) ) { usleep( 700000 ); }
      } );\n`,
    );
    try {
      const twin = `twin.${stamp}@example.com`;
      const answers = (
        await Promise.all(
          [twin, twin.toUpperCase(), ` ${twin}`, twin].map((address) =>
            new WooClient(url, { 'x-nails-shop-key': shopKey }).data<IssuedAnswer>(issueNewsletterCoupon, {
              email: address,
            }),
          ),
        )
      ).map((answer) => answer.issueNewsletterCoupon!);
      expect(new Set(answers.map((answer) => answer.code)).size).toBe(1);
      expect(answers.filter((answer) => answer.issued)).toHaveLength(1);
    } finally {
      rmSync(slowSave, { force: true });
    }
  });

  it("takes the template's discount once, on an order billed to her address, and refuses every other use", async () => {
    const stamp = Date.now();
    const email = `Olivia.Order.${stamp}@Example.com`;
    const gateway = new WooClient(url, { 'x-nails-shop-key': shopKey });
    const { code } = (await gateway.data<IssuedAnswer>(issueNewsletterCoupon, { email }))
      .issueNewsletterCoupon!;
    const shown = code.toLowerCase(); // WooCommerce names a coupon by its lowercased code.

    // What the template itself takes off the same cart.
    const withTemplate = new WooClient(url);
    await withTemplate.data(addToCart, { productId: roseQuartz, quantity: 1 });
    await withTemplate.data(applyCoupon, { code: 'WELCOME10' });
    const templateCart = (
      await withTemplate.data<{ cart: { discountTotal: string; discountTax: string } }>(discountOf)
    ).cart;
    const templateDiscount = cents(templateCart.discountTotal) + cents(templateCart.discountTax);
    expect(templateDiscount).toBeGreaterThan(0);

    // Someone who knows her address and code, billing the order to another address: refused at checkout.
    const stranger = new WooClient(url);
    await stranger.data(addToCart, { productId: roseQuartz, quantity: 1 });
    await stranger.data(setBillingEmail, { email });
    await stranger.data(applyCoupon, { code });
    const billedElsewhere = await stranger.request(checkoutWithCoupon, {
      billing: billing(`someone.else.${stamp}@example.com`),
    });
    // WooCommerce checks the cart's coupons again for the billing address given and drops this one.
    expect(billedElsewhere.errors?.[0]?.message.replace(/&quot;/g, '"')).toBe(
      `Sorry, it seems the coupon "${shown}" is invalid - it has now been removed from your order.`,
    );
    expect(billedElsewhere.data?.checkout ?? null).toBeNull();
    // And with another address from the start, WooCommerce does not even apply it.
    const other = new WooClient(url);
    await other.data(addToCart, { productId: roseQuartz, quantity: 1 });
    await other.data(setBillingEmail, { email: `someone.else.${stamp}@example.com` });
    expect(
      (await other.request(applyCoupon, { code })).errors?.[0]?.message.replace(/&quot;/g, '"'),
    ).toContain(`to use coupon code "${shown}"`);

    // Her own guest order, billed to her address: the template's discount.
    const her = new WooClient(url);
    await her.data(addToCart, { productId: roseQuartz, quantity: 1 });
    await her.data(setBillingEmail, { email });
    await her.data(applyCoupon, { code });
    const order = (await her.data<CouponOrderAnswer>(checkoutWithCoupon, { billing: billing(email) }))
      .checkout.order;
    expect(cents(order.discountTotal) + cents(order.discountTax)).toBe(templateDiscount);
    expect(order.couponLines.nodes.map((line) => line.code.toLowerCase())).toEqual([shown]);

    // Used once in all: her next cart, billed to her again, is refused by WooCommerce's usage limit.
    const next = new WooClient(url);
    await next.data(addToCart, { productId: roseQuartz, quantity: 1 });
    await next.data(setBillingEmail, { email });
    // (For the shop's hold-stock minutes after that order, WooCommerce still counts its checkout's
    // hold on the coupon and adds "Please try again after some time…".)
    expect((await next.request(applyCoupon, { code })).errors?.[0]?.message.replace(/&quot;/g, '"')).toMatch(
      new RegExp(`^Usage limit for coupon "${shown}" has been reached\\.`),
    );
    // Asking for a code again gives the same, spent one: signing up twice is no second discount.
    expect(
      (await gateway.data<IssuedAnswer>(issueNewsletterCoupon, { email: email.toUpperCase() }))
        .issueNewsletterCoupon,
    ).toEqual({ code, issued: false });
  });

  it("follows the shop's settings: another template coupon, codes that expire", async () => {
    const stamp = Date.now();
    const gateway = new WooClient(url, { 'x-nails-shop-key': shopKey });
    // `wp option update` / `wp option delete`, as the companion README's Settings say.
    const setOptions = (values: Record<string, string | null>) =>
      inWordPress(
        `foreach ( json_decode( getenv('OPTIONS'), true ) as $name => $value ) {
           null === $value ? delete_option( $name ) : update_option( $name, $value );
         }`,
        { OPTIONS: JSON.stringify(values) },
      );
    const sam = `sam.${stamp}@example.com`;
    // The owner makes the seeded SAVE15 (15 % from €75) the template and lets codes last 30 days.
    setOptions({
      nails_companion_newsletter_template: 'SAVE15',
      nails_companion_newsletter_validity_days: '30',
    });
    try {
      const { code } = (await gateway.data<IssuedAnswer>(issueNewsletterCoupon, { email: sam }))
        .issueNewsletterCoupon!;
      const template = (await admin.data<{ coupon: CouponInShop }>(couponInShop, { code: 'SAVE15' })).coupon;
      const minted = (await admin.data<{ coupon: CouponInShop }>(couponInShop, { code })).coupon;
      expect(template).toMatchObject({ discountType: 'PERCENT', amount: 15, minimumAmount: 75 });
      expect(minted).toMatchObject({ discountType: 'PERCENT', amount: 15, minimumAmount: 75, usageLimit: 1 });
      const expires = Date.parse(minted.dateExpiry ?? '');
      expect(expires).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      expect(expires).toBeLessThan(Date.now() + 31 * 86_400_000);

      // A template the shop deleted or misspelt: no code for a new address, a refusal that names it.
      setOptions({ nails_companion_newsletter_template: 'NO-SUCH-TEMPLATE' });
      const refused = await gateway.request<IssuedAnswer>(issueNewsletterCoupon, {
        email: `tom.${stamp}@example.com`,
      });
      expect(refused.errors?.[0]?.message).toBe(
        'The newsletter template coupon "NO-SUCH-TEMPLATE" does not exist.',
      );
      // An address that has its code still gets it.
      expect(
        (await gateway.data<IssuedAnswer>(issueNewsletterCoupon, { email: sam })).issueNewsletterCoupon,
      ).toEqual({
        code,
        issued: false,
      });
    } finally {
      setOptions({
        nails_companion_newsletter_template: null,
        nails_companion_newsletter_validity_days: null,
      });
    }
  });

  it('erases her newsletter code with her account: an unused one is gone, a used one stays without her address', async () => {
    const stamp = Date.now();
    const gateway = new WooClient(url, { 'x-nails-shop-key': shopKey });
    const customer = async (name: string) => {
      const login = `${name}${stamp}`;
      const email = `${login}@example.com`;
      const password = `${name}-erase-pass-1`;
      const client = new WooClient(url);
      await client.data(
        `mutation R($email: String!, $login: String!, $password: String!) { registerCustomer(input: { email: $email, username: $login, password: $password }) { customer { databaseId } } }`,
        { email, login, password },
      );
      await client.signIn(login, password);
      const { code } = (await gateway.data<IssuedAnswer>(issueNewsletterCoupon, { email }))
        .issueNewsletterCoupon!;
      return { client, email, code };
    };
    const erase = (client: WooClient) => client.data(`mutation { erasePersonalData(input: {}) { erased } }`);
    // All the post meta of a coupon, as the shop's database holds it.
    const couponPostMeta = (code: string) =>
      JSON.parse(
        inWordPress(
          `echo wp_json_encode( (object) get_post_meta( wc_get_coupon_id_by_code( getenv('CODE') ) ) );`,
          {
            CODE: code,
          },
        ),
      ) as Record<string, string[]>;
    const applyAsGuest = async (code: string) => {
      const guest = new WooClient(url);
      await guest.data(addToCart, { productId: roseQuartz, quantity: 1 });
      await guest.data(setBillingEmail, { email: `guest.${stamp}@example.com` });
      return (await guest.request(applyCoupon, { code })).errors?.[0]?.message.replace(/&quot;/g, '"');
    };

    // Never used: the coupon goes with her.
    const unused = await customer('una');
    await erase(unused.client);
    const gone = await admin.request<{ coupon: CouponInShop | null }>(couponInShop, { code: unused.code });
    expect(gone.data?.coupon ?? null).toBeNull();
    expect(await applyAsGuest(unused.code)).toBe(
      `Coupon "${unused.code.toLowerCase()}" cannot be applied because it does not exist.`,
    );

    // Used on an order she placed as a guest: kept for the books, spent, but no longer names her.
    const used = await customer('uma');
    const asGuest = new WooClient(url);
    await asGuest.data(addToCart, { productId: roseQuartz, quantity: 1 });
    await asGuest.data(setBillingEmail, { email: used.email });
    await asGuest.data(applyCoupon, { code: used.code });
    await asGuest.data(checkoutWithCoupon, { billing: billing(used.email) });
    // WooCommerce's own record of who used it holds a guest's billing email.
    expect(JSON.stringify(couponPostMeta(used.code))).toContain(used.email);
    await erase(used.client);
    const kept = (await admin.data<{ coupon: CouponInShop | null }>(couponInShop, { code: used.code }))
      .coupon;
    expect(kept).toMatchObject({ usageCount: 1, usageLimit: 1 });
    expect(kept?.emailRestrictions ?? []).toEqual([]);
    // Nothing on the coupon names her any more: not the allowed emails, the hash, nor the usage record.
    const meta = JSON.stringify(couponPostMeta(used.code));
    expect(meta).not.toContain(used.email);
    expect(meta).not.toContain(createHash('sha256').update(used.email).digest('hex'));
    expect(meta).toContain('usage_count');
    expect(await applyAsGuest(used.code)).toMatch(
      new RegExp(`^Usage limit for coupon "${used.code.toLowerCase()}" has been reached\\.`),
    );
  });

  it("writes a German shopper's order mails in German, also the one the shop sends later, the shop's own in its language, and leaves them to Polylang where it is active", async () => {
    // What a German shop has (README "Order mail language"): the language installed in WordPress and
    // WooCommerce's German language pack; here a few of its strings, the pack being unreachable.
    const languages = path.join(wordpressDir, 'wp-content/languages');
    const wooPack = path.join(languages, 'plugins/woocommerce-de_DE.mo');
    const corePack = path.join(languages, 'de_DE.mo');
    const polylang = path.join(wordpressDir, 'wp-content/mu-plugins/polylang-stand-in.php');
    mkdirSync(path.dirname(wooPack), { recursive: true });
    writeFileSync(corePack, moFile({}, 'de_DE'));
    writeFileSync(
      wooPack,
      moFile(
        {
          'Your {site_title} order has been received!': 'Ihre Bestellung bei {site_title} ist eingegangen!',
          'Thank you for your order': 'Danke für Ihre Bestellung',
          'Your {site_title} order is now complete': 'Ihre Bestellung bei {site_title} ist abgeschlossen',
          '[{site_title}]: New order #{order_number}': '[{site_title}]: Neue Bestellung #{order_number}',
        },
        'de_DE',
      ),
    );
    try {
      const { title } = (
        await admin.data<{ generalSettings: { title: string } }>(`{ generalSettings { title } }`)
      ).generalSettings;
      const stamp = Date.now();
      const placeOrder = async (client: WooClient, email: string) => {
        await client.data(addToCart, { productId: roseQuartz, quantity: 1 });
        return (
          await client.data<{ checkout: { order: OrderAnswer } }>(checkout, { billing: billing(email) })
        ).checkout.order;
      };
      const subjectsTo = (email: string) => mailsTo(stack!.mailDir, email).map((mail) => mail.subject);

      // The gateway asks commerce for a German shopper at /graphql?lang=de (gateway README "Languages").
      const greta = `greta.german.${stamp}@example.com`;
      const german = await placeOrder(new WooClient(`${url}?lang=de`), greta);
      expect(german.status).toBe('PROCESSING');
      expect(subjectsTo(greta)).toEqual([`Ihre Bestellung bei ${title} ist eingegangen!`]);
      expect(mailsTo(stack!.mailDir, greta)[0]!.message).toContain('Danke für Ihre Bestellung');
      // The shop's own new-order mail of the same checkout stays in the store's language.
      expect(readMails(stack!.mailDir).map((mail) => mail.subject)).toContain(
        `[${title}]: New order #${german.orderNumber}`,
      );

      const emma = `emma.english.${stamp}@example.com`;
      await placeOrder(new WooClient(url), emma);
      expect(subjectsTo(emma)).toEqual([`Your ${title} order has been received!`]);
      expect(mailsTo(stack!.mailDir, emma)[0]!.message).toContain('Thank you for your order');

      // Days later the shop completes her order from the admin, in a request with no language.
      await admin.data(
        `mutation Done($id: ID!) { updateOrder(input: { id: $id, status: COMPLETED }) { order { status } } }`,
        { id: String(german.databaseId) },
      );
      expect(subjectsTo(greta)).toEqual([
        `Ihre Bestellung bei ${title} ist eingegangen!`,
        `Ihre Bestellung bei ${title} ist abgeschlossen`,
      ]);

      // Where Polylang is active, it chooses the mail's language, and the plugin steps aside: here
      // Polylang is only its constant (the stack has no Polylang), so the mail stays in English.
      writeFileSync(polylang, `<?php define( 'POLYLANG_VERSION', '3.7' );\n`);
      const paula = `paula.polylang.${stamp}@example.com`;
      await placeOrder(new WooClient(`${url}?lang=de`), paula);
      expect(subjectsTo(paula)).toEqual([`Your ${title} order has been received!`]);
    } finally {
      rmSync(polylang, { force: true });
      rmSync(wooPack, { force: true });
      rmSync(corePack, { force: true });
    }
  });
});

// The plugin's languages are the storefront's (schema/locales.ts, the one list), spelled as WordPress does.
describe('companion plugin order mail languages', () => {
  it('maps every storefront language but English to the WordPress locale of schema/locales.ts', () => {
    const source = readFileSync(
      path.join(repoRoot, 'upstreams/woocommerce-companion/includes/order-mail-language.php'),
      'utf8',
    );
    const table = /const LOCALES = array\(([^)]*)\);/.exec(source)?.[1] ?? '';
    const mapped = Object.fromEntries([...table.matchAll(/'(\w+)' => '(\w+)'/g)].map((m) => [m[1], m[2]]));
    expect(mapped).toEqual(
      Object.fromEntries(
        shopLocales
          .filter((locale) => locale.code !== defaultShopLocale.code)
          .map((locale) => [locale.code, locale.wp]),
      ),
    );
  });
});
