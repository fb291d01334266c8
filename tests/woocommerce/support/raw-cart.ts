import { expect } from 'vitest';
/**
 * A guest cart built straight on a commerce back end (no gateway) and its raw money answer: the
 * conformance check of real-shop.test.ts asks both back ends the same and compares what the
 * amounts mean (WooCommerce's, measured: commerce README "Money").
 */
export interface RawCart {
  subtotal: string;
  subtotalTax: string;
  discountTotal: string;
  discountTax: string;
  shippingTotal: string;
  shippingTax: string;
  total: string;
  totalTax: string;
  contentsTax: string;
  appliedCoupons: { code: string; discountAmount: string; discountTax: string }[];
  availableShippingMethods: { rates: { id: string; methodId: string; cost: string }[] }[];
  contents: {
    nodes: { quantity: number; subtotal: string; subtotalTax: string; total: string; tax: string }[];
  };
}

export function upstreamClient(graphqlUrl: string) {
  let session: string | undefined;
  return async function call<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { 'woocommerce-session': `Session ${session}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    session = response.headers.get('woocommerce-session') ?? session;
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length)
      throw new Error(`${graphqlUrl}: ${body.errors.map((e) => e.message).join('; ')}`);
    return body.data!;
  };
}

interface CatalogueNode {
  databaseId: number;
  type: string;
  slug: string;
  stockStatus?: string;
  price?: string;
  variations?: { nodes: { databaseId: number; stockStatus: string; price: string }[] };
}

/**
 * Rose quartz (or the first in-stock simple product) and the first in-stock variation of a
 * variable product, WELCOME10, shipping to Germany by flat rate. Returns the raw cart and the
 * catalogue's gross prices of what went in.
 */
export async function buildGermanCart(graphqlUrl: string): Promise<{ cart: RawCart; gross: number[] }> {
  const call = upstreamClient(graphqlUrl);
  const { products } = await call<{ products: { nodes: CatalogueNode[] } }>(
    `{ products(first: 20) { nodes { databaseId type slug
       ... on SimpleProduct { stockStatus price(format: RAW) }
       ... on VariableProduct { variations(first: 20) { nodes { databaseId stockStatus price(format: RAW) } } } } } }`,
  );
  const simples = products.nodes.filter((node) => node.type === 'SIMPLE' && node.stockStatus === 'IN_STOCK');
  const simple = simples.find((node) => node.slug.startsWith('rose-quartz')) ?? simples[0];
  const variable = products.nodes.find((node) =>
    node.variations?.nodes.some((variation) => variation.stockStatus === 'IN_STOCK'),
  );
  const variation = variable?.variations?.nodes.find((candidate) => candidate.stockStatus === 'IN_STOCK');
  if (!simple || !variable || !variation)
    throw new Error(`${graphqlUrl}: no in-stock simple and variable product`);
  const add = `mutation($p: Int!, $v: Int) { addToCart(input: { productId: $p, variationId: $v, quantity: 1 }) { cart { isEmpty } } }`;
  await call(add, { p: simple.databaseId });
  await call(add, { p: variable.databaseId, v: variation.databaseId });
  await call(`mutation { applyCoupon(input: { code: "WELCOME10" }) { applied { code } } }`);
  await call(
    `mutation { updateCustomer(input: { shipping: { country: DE, postcode: "10115", city: "Berlin" }, billing: { country: DE } }) { customer { id } } }`,
  );
  const rates = await call<{ cart: RawCart }>(
    '{ cart { availableShippingMethods { rates { id methodId } } } }',
  );
  const flat = rates.cart.availableShippingMethods
    .flatMap((pack) => pack.rates)
    .find((rate) => rate.methodId === 'flat_rate');
  if (!flat) throw new Error(`${graphqlUrl}: no flat rate to Germany`);
  await call(
    'mutation($m: [String]) { updateShippingMethod(input: { shippingMethods: $m }) { cart { isEmpty } } }',
    {
      m: [flat.id],
    },
  );
  const { cart } = await call<{ cart: RawCart }>(
    `{ cart {
       subtotal(format: RAW) subtotalTax(format: RAW) discountTotal(format: RAW) discountTax(format: RAW)
       shippingTotal(format: RAW) shippingTax(format: RAW) total(format: RAW) totalTax(format: RAW) contentsTax(format: RAW)
       appliedCoupons { code discountAmount(format: RAW) discountTax(format: RAW) }
       availableShippingMethods { rates { id methodId cost } }
       contents { nodes { quantity subtotal(format: RAW) subtotalTax(format: RAW) total(format: RAW) tax(format: RAW) } } } }`,
  );
  return { cart, gross: [simple.price!, variation.price].map((price) => Math.round(Number(price) * 100)) };
}

export const cents = (raw: string | null | undefined): number => Math.round(Number(raw ?? 0) * 100);

/** Cents of the first amount in a text ("€12.04incl. €1.92 VAT" is 1204; "−€0.69" is 69). */
export const centsOfText = (text: string | null): number => {
  const amount = /(\d[\d,]*\.\d\d)/.exec(text ?? '')?.[1];
  if (!amount) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Math.round(Number(amount.replaceAll(',', '')) * 100);
};

/** What the cart's raw answer must mean, on either back end (WooCommerce 10 with prices incl. VAT). */
export function expectWooCommerceMoney(cart: RawCart, gross: number[]): void {
  const near = (actual: number, expected: number, what: string) =>
    expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(1);
  const goods = gross.reduce((sum, price) => sum + price, 0);
  // Subtotal, discount and shipping without VAT; their VAT beside them; the total with it.
  near(cents(cart.subtotal) + cents(cart.subtotalTax), goods, 'subtotal + subtotalTax = the goods as priced');
  expect(cents(cart.subtotalTax)).toBeGreaterThan(0);
  near(cents(cart.discountTotal) + cents(cart.discountTax), Math.round(goods / 10), 'WELCOME10 with its VAT');
  expect(cents(cart.shippingTax)).toBeGreaterThan(0);
  const shipping = cents(cart.shippingTotal) + cents(cart.shippingTax);
  near(
    cents(cart.total),
    cents(cart.subtotal) +
      cents(cart.subtotalTax) -
      cents(cart.discountTotal) -
      cents(cart.discountTax) +
      shipping,
    'total = subtotal − discount + shipping, each with its VAT',
  );
  near(
    cents(cart.totalTax),
    cents(cart.contentsTax) + cents(cart.shippingTax),
    'totalTax = contentsTax + shippingTax',
  );
  // Coupon codes come back lower case; the discount amount is without VAT.
  expect(cart.appliedCoupons.map((coupon) => coupon.code)).toEqual(['welcome10']);
  near(
    cents(cart.appliedCoupons[0]!.discountAmount),
    cents(cart.discountTotal),
    'discountAmount without VAT',
  );
  // A rate's cost is formatted unless asked RAW, and includes its VAT.
  const flat = cart.availableShippingMethods
    .flatMap((pack) => pack.rates)
    .find((rate) => rate.methodId === 'flat_rate')!;
  expect(flat.cost).toMatch(/^€\d+\.\d\d$/);
  near(centsOfText(flat.cost), shipping, 'flat rate cost = shippingTotal + shippingTax');
  // A line: subtotal without VAT before discounts, total with VAT after them.
  cart.contents.nodes.forEach((line, index) => {
    near(
      cents(line.subtotal) + cents(line.subtotalTax),
      gross[index]!,
      `line ${index} subtotal + subtotalTax`,
    );
    near(
      cents(line.total),
      gross[index]! - Math.round(gross[index]! / 10),
      `line ${index} total after WELCOME10, with VAT`,
    );
  });
}
