import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGermanCart, cents, type RawCart } from './support/raw-cart.ts';
import {
  freePort,
  realShopAvailable,
  startRealShop,
  startStorefront,
  type RealShop,
  type Storefront,
} from './support/targets.ts';

// Money conformance: the same cart asked of a real WooCommerce (../shared/woocommerce, started
// here) and of the embedded back end (behind the storefront, as `npm start` runs it) must mean the
// same (root README "Running on real WooCommerce"). The Chromium journeys on both back ends are in
// support/journeys-in-progress.ts, not yet run: they fail on what is described at its top.
const enabled = realShopAvailable();

let real: RealShop;
let embedded: Storefront;

beforeAll(async () => {
  if (!enabled) return;
  real = await startRealShop(`http://127.0.0.1:${await freePort()}/webhooks/commerce`);
  embedded = await startStorefront(await freePort(), {});
}, 400_000);

afterAll(async () => {
  await embedded?.close();
  real?.stop();
}, 120_000);

const money = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/** What the cart's raw answer must mean, on either back end (WooCommerce 10 with prices incl. VAT). */
function expectWooCommerceMoney(cart: RawCart, gross: number[]): void {
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
  near(money(flat.cost), shipping, 'flat rate cost = shippingTotal + shippingTax');
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

describe.skipIf(!enabled)(
  'the storefront on a real WooCommerce and on the embedded back end',
  { timeout: 240_000 },
  () => {
    it('both back ends answer the same cart (a set, a variation, WELCOME10, flat rate to DE) with the same money meaning', async () => {
      const realCart = await buildGermanCart(real.graphqlUrl);
      expectWooCommerceMoney(realCart.cart, realCart.gross);
      const embeddedCart = await buildGermanCart(embedded.commerceGraphqlUrl);
      expectWooCommerceMoney(embeddedCart.cart, embeddedCart.gross);
      expect(Object.keys(embeddedCart.cart).sort()).toEqual(Object.keys(realCart.cart).sort());
    });
  },
);
