import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce } from '../../src/index.ts';
import { markOrderPaidOffline, signWebhookBody } from '../../src/shop/index.ts';
import { eventually, fakeServer, type FakeServer } from '../support/shop/fake-servers.ts';
import {
  germanAddress,
  setStock,
  ShopClient,
  simpleProduct,
  startTestShop,
  type TestShop,
} from '../support/shop/support.ts';

let shop: TestShop;
let hooks: FakeServer;
/** The receiver fails its first answer, so every delivery is a retry. */
let hookCalls = 0;
beforeAll(async () => {
  hooks = await fakeServer(() => ({ status: hookCalls++ === 0 ? 503 : 200 }));
  shop = await startTestShop({
    COMMERCE_WEBHOOK_URLS: `${hooks.url}/webhooks/commerce`,
    COMMERCE_WEBHOOK_RETRY_MS: '20',
  });
});
afterAll(async () => {
  await shop?.close();
  await hooks?.close();
});

function sizingGuide(): { id: number; name: string } {
  return shop
    .db()
    .prepare(
      "SELECT id, name FROM products WHERE downloadable = 1 AND downloads != '[]' AND type = 'simple' LIMIT 1",
    )
    .get() as { id: number; name: string };
}

describe('checkout', () => {
  it('places a guest order with cash on delivery, taking stock and the coupon once', async () => {
    const client = shop.client();
    const product = simpleProduct(shop);
    setStock(shop, product.id, 10);
    await client.ok('addToCart', { input: { productId: product.id, quantity: 2 } });
    await client.ok('applyCoupon', { code: 'WELCOME10' });
    const usesBefore = (
      shop.db().prepare("SELECT usage_count AS n FROM coupons WHERE code = 'welcome10'").get() as {
        n: number;
      }
    ).n;

    const placed = (
      await client.ok('Checkout', {
        billing: germanAddress,
        paymentMethod: 'cod',
        customerNote: 'Gift wrap, please',
      })
    ).checkout;
    const discount = Math.round((product.price * 2) / 10);
    const shipping = product.price * 2 - discount >= 5000 ? 0 : 495;
    expect(placed.result).toBe('success');
    expect(placed.redirect).toContain(
      `/checkout/order-received/${placed.order.databaseId}?key=${placed.order.orderKey}`,
    );
    expect(placed.order).toMatchObject({
      status: 'PROCESSING',
      paymentMethod: 'cod',
      paymentMethodTitle: 'Cash on delivery',
      rawTotal: ((product.price * 2 - discount + shipping) / 100).toFixed(2),
      needsPayment: false,
    });
    expect(Number(placed.order.rawTotalTax)).toBeGreaterThan(0);
    // An order's discount is without VAT, its VAT beside it, as WooCommerce keeps orders.
    expect(
      Math.round(Number(placed.order.rawDiscountTotal) * 100 + Number(placed.order.rawDiscountTax) * 100),
    ).toBe(discount);
    expect(placed.order.lineItems.nodes[0]).toMatchObject({
      quantity: 2,
      product: { node: { databaseId: product.id } },
    });
    expect(Number(placed.order.orderNumber)).toBeGreaterThan(1000);

    expect(
      (
        shop.db().prepare('SELECT stock_quantity AS n FROM products WHERE id = ?').get(product.id) as {
          n: number;
        }
      ).n,
    ).toBe(8);
    expect(
      (
        shop.db().prepare("SELECT usage_count AS n FROM coupons WHERE code = 'welcome10'").get() as {
          n: number;
        }
      ).n,
    ).toBe(usesBefore + 1);
    expect((await client.ok('getCart')).cart.isEmpty).toBe(true);

    await eventually(() => hooks.requests.some((r) => r.headers['x-wc-webhook-topic'] === 'order.created'));
    const hook = hooks.requests.find((r) => r.headers['x-wc-webhook-topic'] === 'order.created')!;
    const secret = JSON.parse((await import('node:fs')).readFileSync(`${shop.varDir}/secrets.json`, 'utf8'))
      .commerceWebhookSecret as string;
    expect(hook.headers['x-wc-webhook-signature']).toBe(signWebhookBody(hook.body, secret));
    expect(hook.headers['x-wc-webhook-resource']).toBe('order');
    expect(JSON.parse(hook.body)).toMatchObject({ id: placed.order.databaseId, status: 'processing' });
    await eventually(() => hooks.requests.some((r) => r.headers['x-wc-webhook-topic'] === 'product.updated'));
    const outbox = () =>
      shop.db().prepare('SELECT topic, attempts, delivered_at AS deliveredAt FROM webhook_outbox').all() as {
        topic: string;
        attempts: number;
        deliveredAt: number | null;
      }[];
    await eventually(() => outbox().every((row) => row.deliveredAt !== null));
    expect(outbox().every((row) => row.deliveredAt !== null)).toBe(true);
    // The receiver refused the very first delivery; the outbox tried it again.
    expect(outbox().some((row) => row.attempts === 2)).toBe(true);
  });

  it('refuses bad addresses, an empty cart and an unconfigured Stripe, keeping the cart', async () => {
    const client = shop.client();
    expect(
      (await client.run('Checkout', { billing: germanAddress, paymentMethod: 'cod' })).errors?.[0]?.message,
    ).toBe('Your cart is empty.');
    await client.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 1 } });
    const bad = await client.run('Checkout', {
      billing: { ...germanAddress, postcode: '123', email: 'nope' },
      paymentMethod: 'cod',
    });
    expect(bad.errors?.[0]?.message).toContain('Billing Postcode / ZIP is not valid for DE.');
    expect(bad.errors?.[0]?.message).toContain('Billing Email address is not a valid email address.');
    const us = await client.run('Checkout', {
      billing: { ...germanAddress, country: 'US', postcode: '94103' },
      paymentMethod: 'cod',
    });
    expect(us.errors?.[0]?.message).toContain('Billing State / County is a required field.');
    const nowhere = await client.run('Checkout', {
      billing: { ...germanAddress, country: 'KP', postcode: '' },
      paymentMethod: 'cod',
    });
    expect(nowhere.errors?.[0]?.message).toContain('Sorry, we do not ship to KP yet.');
    const badState = await client.run('Checkout', {
      billing: { ...germanAddress, country: 'US', state: 'XX', postcode: '94103' },
      paymentMethod: 'cod',
    });
    expect(badState.errors?.[0]?.message).toContain('Billing State / County is not valid for US.');
    const stripe = await client.run('Checkout', { billing: germanAddress });
    expect(stripe.errors?.[0]?.message).toMatch(/Stripe\) are not configured/);
    const intent = await client.run('getStripePaymentIntent');
    expect(intent.errors?.[0]).toMatchObject({ extensions: { code: 'PAYMENT_NOT_CONFIGURED' } });
    expect((await client.ok('getCart')).cart.contents.itemCount).toBe(1);
  });

  it('sells the last unit once when two shoppers check out at the same time', async () => {
    const product = simpleProduct(shop);
    setStock(shop, product.id, 1);
    const [ana, ben] = [shop.client(), shop.client()];
    await ana.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
    await ben.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
    const results = await Promise.all([
      ana.run('Checkout', { billing: germanAddress, paymentMethod: 'cod' }),
      ben.run('Checkout', {
        billing: { ...germanAddress, email: 'ben@example.test' },
        paymentMethod: 'bacs',
      }),
    ]);
    const succeeded = results.filter((r) => r.data?.checkout?.result === 'success');
    const refused = results.filter((r) => r.errors?.length);
    expect(succeeded).toHaveLength(1);
    expect(refused[0]?.errors?.[0]).toMatchObject({ extensions: { code: 'OUT_OF_STOCK' } });
    expect(
      shop
        .db()
        .prepare('SELECT stock_quantity AS n, stock_status AS s FROM products WHERE id = ?')
        .get(product.id) as { n: number; s: string },
    ).toEqual({ n: 0, s: 'outofstock' });
    setStock(shop, product.id, 50);
  });

  it('sells the last unit once when two service processes share the database', async () => {
    // A second service on the same var/ (another process, a CLI) writes through its own SQLite
    // connection: the guarded stock UPDATE inside IMMEDIATE transactions still sells once.
    const second = await startCommerce({
      port: 0,
      env: { VAR_DIR: shop.varDir, COMMERCE_WEBHOOK_URLS: '', LOG_LEVEL: 'warn' },
    });
    try {
      const product = simpleProduct(shop);
      setStock(shop, product.id, 1);
      const ana = shop.client();
      const ben = new ShopClient(second.url);
      await ana.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
      await ben.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
      const results = await Promise.all([
        ana.run('Checkout', { billing: germanAddress, paymentMethod: 'cod' }),
        ben.run('Checkout', { billing: germanAddress, paymentMethod: 'cod' }),
      ]);
      expect(results.filter((r) => r.data?.checkout?.result === 'success')).toHaveLength(1);
      expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'OUT_OF_STOCK')).toHaveLength(1);
      expect(
        (
          shop.db().prepare('SELECT stock_quantity AS n FROM products WHERE id = ?').get(product.id) as {
            n: number;
          }
        ).n,
      ).toBe(0);
      setStock(shop, product.id, 50);
    } finally {
      await second.close();
    }
  });

  it("charges what the catalogue shows and takes a variation's own stock", async () => {
    const client = shop.client();
    const variation = shop
      .db()
      .prepare(
        'SELECT v.id, v.product_id AS productId, v.stock_quantity AS stock FROM variations v JOIN products p ON p.id = v.product_id WHERE p.on_sale = 1 AND v.stock_quantity > 2 LIMIT 1',
      )
      .get() as { id: number; productId: number; stock: number };
    const shown = await client.query(
      'query ($id: ID!) { productVariation(id: $id, idType: DATABASE_ID) { price(format: RAW) } }',
      { id: String(variation.id) },
    );
    const added = (
      await client.ok('addToCart', {
        input: { productId: variation.productId, variationId: variation.id, quantity: 2 },
      })
    ).addToCart;
    const line = (await client.ok('getCart')).cart.contents.nodes[0];
    expect(line.variation.node.databaseId).toBe(variation.id);
    // A cart line's total is with VAT (its subtotal is without), as WooGraphQL answers.
    expect(Number(line.total.replace(/[^\d.]/g, ''))).toBeCloseTo(
      Number(shown.data?.productVariation.price) * 2,
      2,
    );
    expect(added.cart.contents.itemCount).toBe(2);
    const order = (await client.ok('Checkout', { billing: germanAddress, paymentMethod: 'cod' })).checkout
      .order;
    expect(order.lineItems.nodes[0]).toMatchObject({
      quantity: 2,
      product: { node: { databaseId: variation.productId } },
      variation: { node: { databaseId: variation.id } },
    });
    expect(
      (
        shop.db().prepare('SELECT stock_quantity AS n FROM variations WHERE id = ?').get(variation.id) as {
          n: number;
        }
      ).n,
    ).toBe(variation.stock - 2);
  });

  it('creates the account at checkout when asked', async () => {
    const client = shop.client();
    await client.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 1 } });
    const placed = (
      await client.ok('Checkout', {
        billing: { ...germanAddress, email: 'newbuyer@example.test' },
        paymentMethod: 'bacs',
        account: { username: 'newbuyer', password: 'new-buyer-pass' },
      })
    ).checkout;
    expect(placed.order).toMatchObject({
      status: 'ON_HOLD',
      needsPayment: true,
      customer: { email: 'newbuyer@example.test' },
    });
    const login = (await shop.client().ok('login', { username: 'newbuyer', password: 'new-buyer-pass' }))
      .login;
    const customer = shop.client();
    customer.authToken = login.authToken;
    const orders = (await customer.ok('getOrders')).customer.orders.nodes;
    expect(orders.map((o: { databaseId: number }) => o.databaseId)).toEqual([placed.order.databaseId]);
  });
});

describe('orders and downloads', () => {
  it('shows an order to its session and nobody else, even with its order key or billing email; a missing order is null', async () => {
    const client = shop.client();
    await client.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 1 } });
    const order = (await client.ok('Checkout', { billing: germanAddress, paymentMethod: 'cod' })).checkout
      .order;
    const mine = (await client.ok('getOrder', { id: String(order.databaseId) })).order;
    expect(mine).toMatchObject({
      databaseId: order.databaseId,
      orderKey: order.orderKey,
      billing: { city: 'Berlin' },
    });
    expect((await shop.client().ok('getOrder', { id: String(order.databaseId) })).order).toBeNull();
    // As WooGraphQL 1.0.2: an order key opens nothing, not even to the session that placed it.
    for (const asker of [shop.client(), client]) {
      const byKey = await asker.run('getOrder', { id: order.orderKey, idType: 'ORDER_KEY' });
      expect(byKey.data?.order ?? null).toBeNull();
      expect(byKey.errors?.[0]?.message).toBe('Not authorized to access this order');
    }
    // WooGraphQL's OrderIdTypeEnum has no ORDER_NUMBER: a stranger finds an order by number only
    // with its billing email, through orderTracking (the order-tracking capability).
    const tracker = shop.client();
    await tracker.ok('UpdateCustomer', {
      input: { isSession: true, billing: { email: germanAddress.email } },
    });
    expect(
      (await tracker.ok('getOrder', { id: String(order.databaseId), idType: 'DATABASE_ID' })).order,
    ).toBeNull();
    expect((await client.ok('getOrder', { id: '999999' })).order).toBeNull();
  });

  it("lists a customer's orders with search", async () => {
    const client = shop.client();
    const login = (
      await client.ok('registerCustomer', {
        input: { email: 'orders@example.test', password: 'orders-pass-1' },
      })
    ).registerCustomer;
    client.authToken = login.authToken;
    const [first, second] = shop
      .db()
      .prepare(
        "SELECT id, name FROM products WHERE type = 'simple' AND status = 'publish' AND stock_status = 'instock' AND virtual = 0 LIMIT 2",
      )
      .all() as { id: number; name: string }[];
    for (const product of [first!, second!]) {
      setStock(shop, product.id, 20);
      await client.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
      await client.ok('Checkout', {
        billing: { ...germanAddress, email: 'orders@example.test' },
        paymentMethod: 'cod',
      });
    }
    const all = (await client.ok('getOrders')).customer.orders.nodes;
    expect(all).toHaveLength(2);
    const found = (await client.ok('getOrders', { search: second!.name.slice(0, 12) })).customer.orders.nodes;
    expect(
      found.map(
        (o: { lineItems: { nodes: { product: { node: { name: string } } }[] } }) =>
          o.lineItems.nodes[0]!.product.node.name,
      ),
    ).toContain(second!.name);
    expect(found.length).toBeLessThanOrEqual(2);
  });

  it('offers cash on delivery for a cart that ships nothing only while the shop accepts it for virtual orders', async () => {
    const gateways = async (client: ShopClient) =>
      ((await client.ok('getCart')).paymentGateways.nodes as { id: string }[]).map((gateway) => gateway.id);
    const downloads = shop.client();
    await downloads.ok('addToCart', { input: { productId: sizingGuide().id, quantity: 1 } });
    expect((await downloads.ok('getCart')).cart.needsShippingAddress).toBe(false);
    const parcel = shop.client();
    await parcel.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 1 } });
    // WooCommerce's default: "Accept COD if the order is virtual" is on.
    expect(await gateways(downloads)).toEqual(['bacs', 'cod']);
    const setting = (value: string) =>
      shop
        .db()
        .prepare("UPDATE options SET value = ? WHERE name = 'woocommerce_cod_settings'")
        .run(JSON.stringify({ enabled: 'yes', enable_for_virtual: value }));
    setting('no');
    try {
      expect(await gateways(downloads)).toEqual(['bacs']);
      expect(await gateways(parcel)).toEqual(['bacs', 'cod']);
      const refused = await downloads.run('Checkout', { billing: germanAddress, paymentMethod: 'cod' });
      expect(refused.errors?.[0]?.message).toBe('The payment method "cod" is not available.');
      expect((await downloads.ok('getCart')).cart.isEmpty).toBe(false);
    } finally {
      setting('yes');
    }
  });

  it('serves a bought download by signed URL and counts it down', async () => {
    const client = shop.client();
    const login = (
      await client.ok('registerCustomer', { input: { email: 'dl@example.test', password: 'download-pass' } })
    ).registerCustomer;
    client.authToken = login.authToken;
    const guide = sizingGuide();
    await client.ok('addToCart', { input: { productId: guide.id, quantity: 1 } });
    const order = (
      await client.ok('Checkout', {
        billing: { ...germanAddress, email: 'dl@example.test' },
        paymentMethod: 'cod',
      })
    ).checkout.order;
    // Cash on delivery has no delivery to come with: the order waits on hold, unpaid, with no
    // download, until the shop marks it paid (WC_Gateway_COD: on-hold for downloadable items).
    expect(order.status).toBe('ON_HOLD');
    const unpaid = (await client.ok('getOrder', { id: String(order.databaseId) })).order;
    expect(unpaid).toMatchObject({ status: 'ON_HOLD', needsPayment: true });
    expect((await client.ok('getDownloads')).customer.downloadableItems.nodes).toEqual([]);
    expect(
      await markOrderPaidOffline(
        { ...process.env, VAR_DIR: shop.varDir, LOG_LEVEL: 'warn' },
        order.databaseId,
      ),
    ).toEqual({ status: 'completed', giftCards: 0 });
    const paid = (await client.ok('getOrder', { id: String(order.databaseId) })).order;
    expect(paid).toMatchObject({ status: 'COMPLETED', needsPayment: false });
    const [item] = (await client.ok('getDownloads')).customer.downloadableItems.nodes;
    expect(item.product.databaseId).toBe(guide.id);
    const before = item.downloadsRemaining as number | null;
    const file = await fetch(item.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF')).toBe(true);
    const [after] = (await client.ok('getDownloads')).customer.downloadableItems.nodes;
    if (before !== null) expect(after.downloadsRemaining).toBe(before - 1);
    // Change a character in the middle of the JWT signature: the last base64url character of a
    // 32-byte signature carries only 4 bits, so changing it can decode to the same signature.
    const url = item.url as string;
    const at = url.lastIndexOf('.') + 10;
    const forged = await fetch(url.slice(0, at) + (url[at] === 'A' ? 'B' : 'A') + url.slice(at + 1));
    expect(forged.status).toBe(403);
  });
});

describe('persistence', () => {
  it('keeps carts, customers and orders across a restart', async () => {
    const client = shop.client();
    const login = (
      await client.ok('registerCustomer', {
        input: { email: 'keep@example.test', password: 'keep-me-please' },
      })
    ).registerCustomer;
    client.authToken = login.authToken;
    await client.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 1 } });
    await client.ok('Checkout', {
      billing: { ...germanAddress, email: 'keep@example.test' },
      paymentMethod: 'cod',
    });
    const guest = shop.client();
    await guest.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 3 } });

    await shop.restart();
    const [g, c] = [shop.client(), shop.client()];
    g.session = guest.session;
    expect((await g.ok('getCart')).cart.contents.itemCount).toBe(3);
    c.authToken = login.authToken;
    expect((await c.ok('getOrders')).customer.orders.nodes).toHaveLength(1);
    expect(
      (await shop.client().ok('login', { username: 'keep@example.test', password: 'keep-me-please' })).login
        .authToken,
    ).toBeTruthy();
  });
});
