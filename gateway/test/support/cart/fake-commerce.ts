import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpCommerceCall } from './raw-commerce.ts';

/**
 * A small stand-in for the commerce back end's cart (WooGraphQL dialect), for the recovery test
 * until the embedded commerce service is available to the gateway's tests. Line keys are random
 * per session (unlike WooCommerce's hashes) so the test also proves the recovery's key mapping.
 */
interface Line {
  productId: number;
  quantity: number;
}
interface Cart {
  lines: Map<string, Line>;
  coupons: string[];
  shippingMethods: string[];
  country?: string;
}

const prices: Record<number, number> = { 1: 10, 2: 12.5, 3: 8 };
const coupons: Record<string, number> = { NAILS10: 0.1 };
const shippingRates: Record<string, number> = { 'flat_rate:1': 4.95, 'free_shipping:1': 0 };

export async function startFakeCommerce() {
  const carts = new Map<string, Cart>();
  const refuseCoupons = new Set<string>();

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const { query, variables } = JSON.parse(raw) as {
        query: string;
        variables?: { input?: Record<string, unknown> };
      };
      const header = request.headers['woocommerce-session'];
      let token = typeof header === 'string' ? header.replace(/^Session /, '') : undefined;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token && !carts.has(token)) {
        response
          .writeHead(200, headers)
          .end(JSON.stringify({ errors: [{ message: 'Invalid session token' }], data: null }));
        return;
      }
      if (!token) {
        token = randomBytes(12).toString('hex');
        carts.set(token, { lines: new Map(), coupons: [], shippingMethods: [] });
        headers['woocommerce-session'] = token;
      }
      const result = resolve(query, variables?.input ?? {}, carts.get(token)!, refuseCoupons);
      const body = result.error ? { errors: [{ message: result.error }], data: null } : { data: result.data };
      response.writeHead(200, headers).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

  const execute = httpCommerceCall(() => url);

  return {
    execute,
    /** The upstream forgets a session, as after a restart or a changed signing key. */
    forget: (token: string) => carts.delete(token),
    refuseCoupon: (code: string) => refuseCoupons.add(code),
    close: () => new Promise((done) => server.close(done)),
  };
}

/** Answers one operation on the session's cart, told apart by the mutation it names. */
function resolve(
  query: string,
  input: Record<string, unknown>,
  cart: Cart,
  refuseCoupons: Set<string>,
): { data?: unknown; error?: string } {
  if (query.includes('addToCart')) {
    const productId = Number(input.productId);
    if (!prices[productId]) return { error: 'No product with this id' };
    const key = randomBytes(8).toString('hex');
    cart.lines.set(key, { productId, quantity: Number(input.quantity ?? 1) });
    return { data: { addToCart: { cartItem: { key } } } };
  }
  if (query.includes('updateItemQuantities')) {
    for (const item of input.items as { key: string; quantity: number }[]) {
      const line = cart.lines.get(item.key);
      if (!line) return { error: 'No cart item found with the key provided' };
      if (item.quantity === 0) cart.lines.delete(item.key);
      else line.quantity = item.quantity;
    }
    return { data: { updateItemQuantities: { cart: { isEmpty: cart.lines.size === 0 } } } };
  }
  if (query.includes('removeItemsFromCart')) {
    for (const key of input.keys as string[])
      if (!cart.lines.delete(key)) return { error: 'No cart item found with the key provided' };
    return { data: { removeItemsFromCart: { cart: { isEmpty: cart.lines.size === 0 } } } };
  }
  if (query.includes('applyCoupon')) {
    const code = String(input.code).toUpperCase();
    if (!coupons[code] || refuseCoupons.has(code)) return { error: `Coupon "${code}" does not exist!` };
    cart.coupons = [...new Set([...cart.coupons, code])];
    return { data: { applyCoupon: { cart: { isEmpty: false } } } };
  }
  if (query.includes('removeCoupons')) {
    cart.coupons = cart.coupons.filter((code) => !(input.codes as string[]).includes(code));
    return { data: { removeCoupons: { cart: { isEmpty: false } } } };
  }
  if (query.includes('updateShippingMethod')) {
    cart.shippingMethods = input.shippingMethods as string[];
    return { data: { updateShippingMethod: { cart: { isEmpty: false } } } };
  }
  if (query.includes('updateCustomer')) {
    cart.country = (input.shipping as { country?: string }).country;
    return { data: { updateCustomer: { customer: { id: 'guest' } } } };
  }
  if (query.includes('emptyCart')) {
    cart.lines.clear();
    return { data: { emptyCart: { cart: { isEmpty: true } } } };
  }
  return { data: { cart: view(cart), customer: { sessionToken: null } } };
}

function view(cart: Cart) {
  const round = (value: number) => Math.round(value * 100) / 100;
  const lines = [...cart.lines.entries()].map(([key, line]) => ({
    key,
    ...line,
    total: round(prices[line.productId]! * line.quantity),
  }));
  const subtotal = round(lines.reduce((sum, line) => sum + line.total, 0));
  const discount = round(cart.coupons.reduce((sum, code) => sum + subtotal * coupons[code]!, 0));
  const shipping = shippingRates[cart.shippingMethods[0] ?? ''] ?? 0;
  return {
    contents: {
      nodes: lines.map((line) => ({
        key: line.key,
        quantity: line.quantity,
        total: line.total,
        product: { node: { databaseId: line.productId } },
      })),
    },
    appliedCoupons: cart.coupons.map((code) => ({ code })),
    chosenShippingMethods: cart.shippingMethods,
    country: cart.country ?? null,
    subtotal,
    discountTotal: discount,
    shippingTotal: shipping,
    total: round(subtotal - discount + shipping),
  };
}
