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
