import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleProduct, setStock, startTestShop, type TestShop } from '../support/shop/support.ts';

const cents = (raw: string): number => Math.round(Number(raw) * 100);

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

interface VariableChoice {
  productId: number;
  variationId: number;
  length: string;
  size: string;
}

/** A variable product with an "any finish" variation in stock. */
function anyFinishVariation(): VariableChoice {
  const rows = shop
    .db()
    .prepare(
      "SELECT v.id, v.product_id, v.attributes FROM variations v JOIN products p ON p.id = v.product_id WHERE p.status = 'publish' AND v.stock_quantity > 2 ORDER BY v.id",
    )
    .all() as { id: number; product_id: number; attributes: string }[];
  for (const row of rows) {
    const attributes = JSON.parse(row.attributes) as { name: string; value: string }[];
    if (attributes.some((a) => a.name === 'pa_finish' && a.value === '')) {
      return {
        productId: row.product_id,
        variationId: row.id,
        length: attributes.find((a) => a.name === 'pa_length')!.value,
        size: attributes.find((a) => a.name === 'pa_size')!.value,
      };
    }
  }
  throw new Error('The seed has no "any finish" variation');
}

describe('guest sessions', () => {
  it('gives every cart line a Node id, as WooGraphQL does (Relay asks it of every Node)', async () => {
    const client = shop.client();
    await client.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 1 } });
    const choice = anyFinishVariation();
    await client.ok('addToCart', {
      input: { productId: choice.productId, variationId: choice.variationId, quantity: 1 },
    });
    const result = await client.query<{ cart: { contents: { nodes: { id: string; key: string }[] } } }>(
      '{ cart { contents { nodes { id key } } } }',
    );
    expect(result.errors).toBeUndefined();
    const lines = result.data!.cart.contents.nodes;
    expect(lines).toHaveLength(2);
    expect(new Set(lines.map((line) => line.id)).size).toBe(2);
    for (const line of lines) expect(line.id).toMatch(/^[A-Za-z0-9+/=]+$/);
  });

  it('starts a session on the first cart call and keeps the cart under its token', async () => {
    const client = shop.client();
    const first = await client.run('getCart');
    expect(first.errors).toBeUndefined();
    expect(first.sessionHeader).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first.data?.cart.isEmpty).toBe(true);
    expect(first.data?.customer.sessionToken).toBe(first.sessionHeader);
    expect(first.data?.customer.id).toBe('guest');
    expect(first.data?.viewer).toBeNull();
    expect(first.data?.paymentGateways.nodes.map((g: { id: string }) => g.id)).toEqual(['bacs', 'cod']);
    expect(first.data?.loginClients).toEqual([]);

    const product = simpleProduct(shop);
    await client.ok('addToCart', { input: { productId: product.id, quantity: 2 } });
    const again = await client.run('getCart');
    expect(again.sessionHeader).toBeNull(); // a fresh token is kept, as WooGraphQL does
    expect(again.data?.customer.sessionToken).toBe(first.sessionHeader);
    expect(again.data?.cart.contents.itemCount).toBe(2);
    expect(again.data?.cart.contents.nodes[0].product.node.name).toBe(product.name);

    const stranger = await shop.client().ok('getCart');
    expect(stranger.cart.isEmpty).toBe(true);
  });

  it("refuses a tampered token and a token of another server with the dialect's messages", async () => {
    const client = shop.client();
    await client.ok('getCart');
    client.session = `${client.session!.slice(0, -3)}abc`;
    const tampered = await client.run('getCart');
    expect(tampered.errors?.[0]?.message).toBe('Invalid session token');

    const secrets = JSON.parse(
      (await import('node:fs')).readFileSync(`${shop.varDir}/secrets.json`, 'utf8'),
    ) as { commerceJwtSecret: string };
    client.session = await new SignJWT({ data: { customer_id: 't_elsewhere' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://another-shop.example')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secrets.commerceJwtSecret));
    const foreign = await client.run('getCart');
    expect(foreign.errors?.[0]?.message).toBe('The iss do not match with this server');
  });
});

describe('cart', () => {
  it('adds, changes and removes lines with exact totals', async () => {
    const client = shop.client();
    const product = simpleProduct(shop);
    const added = await client.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
    const key = added.addToCart.cartItem.key as string;
    expect(added.addToCart.cart.rawTotal).toBe(((product.price + 495) / 100).toFixed(2));

    const updated = await client.ok('UpDateCartQuantity', { key, quantity: 3 });
    expect(updated.updateItemQuantities.cart.contents.itemCount).toBe(3);
    // WooCommerce's subtotal is without VAT; with its VAT it is what the shopper sees.
    const cart = updated.updateItemQuantities.cart;
    expect(cents(cart.rawSubtotal) + cents(cart.rawSubtotalTax)).toBe(product.price * 3);

    const removed = await client.ok('UpDateCartQuantity', { key, quantity: 0 });
    expect(removed.updateItemQuantities.removed[0].key).toBe(key);
    expect(removed.updateItemQuantities.cart.isEmpty).toBe(true);
  });

  it('refuses removals and adds as WooGraphQL does, changing nothing (its own sentences, checked on a real one)', async () => {
    const client = shop.client();
    const remove = (keys: string) =>
      client.query(`mutation { removeItemsFromCart(input: { keys: ${keys} }) { cart { isEmpty } } }`);
    const firstError = async (answer: Promise<{ errors?: { message: string }[] }>) =>
      (await answer).errors?.[0]?.message;
    expect(await firstError(remove('["nope"]'))).toBe('No items in cart to remove.');
    const product = simpleProduct(shop);
    const added = await client.ok('addToCart', { input: { productId: product.id, quantity: 2 } });
    const key = added.addToCart.cartItem.key as string;
    expect(await firstError(remove('[]'))).toBe('No cart item keys provided');
    expect(await firstError(remove('[""]'))).toBe('No cart item found with the key: ');
    // Every key is looked up before any line goes: hers stays.
    expect(await firstError(remove(`["${key}", "nope"]`))).toBe('No cart item found with the key: nope');
    expect(await firstError(client.run('removeCoupons', { codes: [] }))).toBe('No coupon codes provided');
    expect(await firstError(client.run('removeCoupons', { codes: ['WELCOME10'] }))).toBe(
      'This coupon has not been applied to the cart.',
    );
    // A variation id on a product without variations, or one the product does not have.
    const variationOf = (variationId: number) =>
      client.run('addToCart', { input: { productId: product.id, variationId, quantity: 1 } });
    expect(await firstError(variationOf(999_999))).toBe('Failed to add cart item. Please check input.');
    const choice = anyFinishVariation();
    expect(
      await firstError(
        client.run('addToCart', {
          input: { productId: choice.productId, variationId: 999_999, quantity: 1 },
        }),
      ),
    ).toBe('Failed to add cart item. Please check input.');
    const cart = await client.query<{ cart: { contents: { itemCount: number } } }>(
      '{ cart { contents { itemCount } } }',
    );
    expect(cart.data?.cart.contents.itemCount).toBe(2);
  });

  it('matches a variation from attributes, keeping the chosen "any value"', async () => {
    const client = shop.client();
    const choice = anyFinishVariation();
    const added = await client.ok('addToCart', {
      input: {
        productId: choice.productId,
        quantity: 1,
        variation: [
          { attributeName: 'pa_length', attributeValue: choice.length },
          { attributeName: 'Size', attributeValue: choice.size.toUpperCase() },
          { attributeName: 'pa_finish', attributeValue: 'matte' },
        ],
      },
    });
    const item = added.addToCart.cartItem;
    expect(item.variation.node.databaseId).toBe(choice.variationId);
    expect(item.variation.attributes).toContainEqual({ name: 'pa_finish', value: 'matte' });
    const missing = await client.run('addToCart', { input: { productId: choice.productId, quantity: 1 } });
    expect(missing.errors?.[0]?.message).toMatch(/Please choose product options/);
  });

  it('refuses out-of-stock products and more than the stock', async () => {
    const client = shop.client();
    const product = simpleProduct(shop);
    setStock(shop, product.id, 0);
    const none = await client.run('addToCart', { input: { productId: product.id, quantity: 1 } });
    expect(none.errors?.[0]?.message).toBe(
      `You cannot add "${product.name}" to the cart because the product is out of stock.`,
    );
    expect(none.errors?.[0]?.extensions?.code).toBe('OUT_OF_STOCK');
    setStock(shop, product.id, 2);
    const tooMany = await client.run('addToCart', { input: { productId: product.id, quantity: 3 } });
    expect(tooMany.errors?.[0]?.message).toMatch(/not enough stock \(2 remaining\)/);
    const unknown = await client.run('addToCart', { input: { productId: 999_999, quantity: 1 } });
    expect(unknown.errors?.[0]?.message).toBe('No product found matching the ID provided.');
    setStock(shop, product.id, 50);
  });

  it('empties the cart', async () => {
    const client = shop.client();
    await client.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 2 } });
    const emptied = await client.ok('EmptyCart');
    expect(emptied.emptyCart.deletedCart.contents.itemCount).toBe(2);
    expect(emptied.emptyCart.cart.isEmpty).toBe(true);
    expect((await client.ok('getCart')).cart.isEmpty).toBe(true);
  });

  it('keeps every line when one session adds in parallel', async () => {
    const client = shop.client();
    await client.ok('getCart');
    const products = shop
      .db()
      .prepare(
        "SELECT id FROM products WHERE type = 'simple' AND status = 'publish' AND stock_status = 'instock' AND (stock_quantity IS NULL OR stock_quantity > 5) LIMIT 8",
      )
      .all() as { id: number }[];
    const results = await Promise.all(
      products.map((p) => client.run('addToCart', { input: { productId: p.id, quantity: 1 } })),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const cart = (await client.ok('getCart')).cart;
    expect(cart.contents.productCount).toBe(products.length);
    const same = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.run('addToCart', { input: { productId: products[0]!.id, quantity: 1 } }),
      ),
    );
    expect(same.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect((await client.ok('getCart')).cart.contents.itemCount).toBe(products.length + 5);
  });
});

describe('coupons', () => {
  it('applies WELCOME10 to the cent and removes it again', async () => {
    const client = shop.client();
    const product = simpleProduct(shop);
    await client.ok('addToCart', { input: { productId: product.id, quantity: 2 } });
    const applied = await client.ok('applyCoupon', { code: 'welcome10' });
    const discount = Math.round((product.price * 2 * 10) / 100);
    expect(applied.applyCoupon.applied.code).toBe('welcome10');
    // Discounts without VAT, their VAT beside them (WooCommerce's coupon_discount_totals).
    const { applied: coupon, cart } = applied.applyCoupon;
    expect(cents(coupon.rawDiscountAmount) + cents(coupon.rawDiscountTax)).toBe(discount);
    expect(cents(cart.rawDiscountTotal) + cents(cart.rawDiscountTax)).toBe(discount);
    const shipping = Number(cart.rawShippingTotal) + Number(cart.rawShippingTax);
    expect(Number(applied.applyCoupon.cart.rawTotal)).toBeCloseTo(
      (product.price * 2 - discount) / 100 + shipping,
      2,
    );

    const twice = await client.run('applyCoupon', { code: 'WELCOME10' });
    expect(twice.errors?.[0]?.message).toBe('Coupon code already applied!');

    const removed = await client.ok('removeCoupons', { codes: ['WELCOME10'] });
    expect(removed.removeCoupons.cart.appliedCoupons).toEqual([]);
    expect(removed.removeCoupons.cart.rawDiscountTotal).toBe('0.00');
  });

  it('explains expired, unknown and under-minimum coupons', async () => {
    const client = shop.client();
    const product = simpleProduct(shop);
    await client.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
    expect((await client.run('applyCoupon', { code: 'EXPIRED5' })).errors?.[0]?.message).toBe(
      'This coupon has expired.',
    );
    expect((await client.run('applyCoupon', { code: 'NOPE' })).errors?.[0]).toMatchObject({
      message: 'Coupon "NOPE" does not exist!',
      extensions: { code: 'INVALID_COUPON' },
    });
    if (product.price < 7500) {
      expect((await client.run('applyCoupon', { code: 'SAVE15' })).errors?.[0]?.message).toBe(
        'The minimum spend for this coupon is €75.00.',
      );
    }
  });

  it('gives free shipping with FREESHIP', async () => {
    const client = shop.client();
    await client.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 1 } });
    const applied = await client.ok('applyCoupon', { code: 'FREESHIP' });
    expect(applied.applyCoupon.cart.rawShippingTotal).toBe('0.00');
  });
});

describe('shipping', () => {
  it('recomputes rates when the country changes and keeps a chosen method', async () => {
    const client = shop.client();
    const product = simpleProduct(shop);
    await client.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
    const home = await client.ok('getCart');
    expect(home.cart.availableShippingMethods[0].rates.map((r: { id: string }) => r.id)).toContain(
      'local_pickup:3',
    );
    expect(home.customer.hasCalculatedShipping).toBe(false);

    const moved = await client.ok('ChangeShippingCounty', {
      shippingCountry: 'US',
      shippingState: 'CA',
      billingCountry: 'US',
      billingState: 'CA',
    });
    expect(moved.updateCustomer.customer).toMatchObject({
      calculatedShipping: true,
      hasCalculatedShipping: true,
      shipping: { country: 'US', state: 'CA' },
    });
    const us = await client.ok('getCart');
    expect(us.cart.rawShippingTotal).toBe('14.95');
    expect(us.cart.rawTotalTax).toBe('0.00');

    await client.ok('ChangeShippingCounty', { shippingCountry: 'DE', billingCountry: 'DE' });
    const pickup = await client.ok('ChangeShippingMethod', { shippingMethods: ['local_pickup:3'] });
    expect(pickup.updateShippingMethod.cart.chosenShippingMethods).toEqual(['local_pickup:3']);
    expect(pickup.updateShippingMethod.cart.rawShippingTotal).toBe('0.00');
    const bad = await client.run('ChangeShippingMethod', { shippingMethods: ['free_shipping:999'] });
    expect(bad.errors?.[0]?.message).toMatch(/not available/);
  });

  it('offers free shipping above the threshold', async () => {
    const client = shop.client();
    const product = simpleProduct(shop);
    const quantity = Math.ceil(5000 / product.price);
    setStock(shop, product.id, quantity + 10);
    await client.ok('addToCart', { input: { productId: product.id, quantity } });
    const cart = (await client.ok('getCart')).cart;
    expect(cart.chosenShippingMethods).toEqual(['free_shipping:2']);
    expect(cart.rawShippingTotal).toBe('0.00');
  });
});
