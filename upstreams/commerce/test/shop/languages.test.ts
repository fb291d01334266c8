import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOrderPaidOffline } from '../../src/shop/index.ts';
import { listMailbox } from '../../src/shop/mail/mailbox.ts';
import {
  germanAddress,
  operation,
  simpleProduct,
  startTestShop,
  type TestShop,
} from '../support/shop/support.ts';

/**
 * The shop in the shopper's language (`/graphql?lang=xx`): shipping and payment titles in the cart
 * and order, and the order and password-reset mails in the language they were asked in.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

/** A storefront client that sends every request in one language and keeps its session. */
function clientIn(language: string) {
  let session: string | undefined;
  /** An operation of ./operations by name, or a query text. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read response trees freely
  return async (name: string, variables: Record<string, unknown> = {}): Promise<Record<string, any>> => {
    const response = await fetch(`${shop.url}/graphql?lang=${language}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { 'woocommerce-session': `Session ${session}` } : {}),
      },
      body: JSON.stringify(
        name.includes('{')
          ? { query: name, variables }
          : { query: operation(name), variables, operationName: name },
      ),
    });
    session = response.headers.get('woocommerce-session') ?? session;
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors, name).toBeUndefined();
    return body.data!;
  };
}

describe('the shop in the shopper language', () => {
  it('shows German shipping and payment titles and mails the order confirmation in German', async () => {
    const run = clientIn('de');
    const product = simpleProduct(shop);
    await run('addToCart', { input: { productId: product.id, quantity: 1 } });
    await run('UpdateCustomer', { input: { shipping: germanAddress, billing: germanAddress } });
    const cart = (await run('getCart')).cart;
    const labels = cart.availableShippingMethods.flatMap((method: { rates: { label: string }[] }) =>
      method.rates.map((rate) => rate.label),
    );
    expect(labels).toContain('Standardversand (DHL)');
    expect(labels).toContain('Abholung in unserem Berliner Studio');

    const email = `anna.${Date.now()}@example.test`;
    const placed = (await run('Checkout', { billing: { ...germanAddress, email }, paymentMethod: 'bacs' }))
      .checkout;
    expect(placed.result).toBe('success');
    const order = (
      await run(
        `query ($id: ID!) { order(id: $id, idType: DATABASE_ID) {
          paymentMethodTitle shippingLines { nodes { methodTitle } } metaData { key value } } }`,
        { id: String(placed.order.databaseId) },
      )
    ).order;
    expect(order.paymentMethodTitle).toBe('Banküberweisung');
    expect(order.shippingLines.nodes[0].methodTitle).toBe('Standardversand (DHL)');
    expect(order.metaData).toContainEqual({ key: 'wpml_language', value: 'de' });

    const germanName = (
      await fetch(`${shop.url}/graphql?lang=de`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ product(id: "${product.slug}", idType: SLUG) { name } }` }),
      }).then((response) => response.json() as Promise<{ data: { product: { name: string } } }>)
    ).data.product.name;
    const mails = await eventuallyMail(email);
    expect(mails[0]!.subject).toMatch(
      new RegExp(`^Deine Bestellung #${placed.order.databaseId} bei .+ ist eingegangen$`),
    );
    expect(mails[0]!.text).toContain(`1 × ${germanName}:`);
    expect(mails[0]!.text).toContain('Versand: €');
    expect(mails[0]!.text).toContain('Bitte überweise den Betrag');
    expect(mails[0]!.text).not.toContain('Thank you');
  });

  it('labels a cart line variation with the attribute names of the language', async () => {
    const run = clientIn('de');
    const variation = shop
      .db()
      .prepare(
        "SELECT v.id, v.product_id FROM variations v JOIN products p ON p.id = v.product_id WHERE v.stock_status = 'instock' AND p.sku LIKE 'NS-%' LIMIT 1",
      )
      .get() as { id: number; product_id: number };
    const cart = (
      await run(
        `mutation ($p: Int!, $v: Int) { addToCart(input: { productId: $p, variationId: $v, quantity: 1 }) {
          cart { contents { nodes { variation { node { name } attributes { label value } } } } } } }`,
        { p: variation.product_id, v: variation.id },
      )
    ).addToCart.cart;
    const line = cart.contents.nodes[0];
    expect(line.variation.attributes.map((attribute: { label: string }) => attribute.label)).toEqual(
      expect.arrayContaining(['Länge', 'Größe']),
    );
    expect(line.variation.node.name).toMatch(/^Press-on-Nägel .+ - (Kurz|Mittel|Lang), (XS|S|M|L)/);
  });

  it('names every chosen attribute of an order line, "any finish" included, in the order, order received and the mail', async () => {
    const row = shop
      .db()
      .prepare(
        `SELECT v.id, v.product_id FROM variations v JOIN products p ON p.id = v.product_id
         WHERE p.status = 'publish' AND v.stock_quantity > 2
           AND v.attributes LIKE '%"pa_finish","value":""%' AND v.attributes LIKE '%"medium"%'
           AND v.attributes LIKE '%"value":"m"%' ORDER BY v.id LIMIT 1`,
      )
      .get() as { id: number; product_id: number };
    const lineQuery = `query ($id: ID!) { order(id: $id, idType: DATABASE_ID) { lineItems { nodes {
      variation { node { name attributes { nodes { name value } } } } metaData { key value } } } } }`;
    const expected = { de: 'Mittel, M, Glänzend', en: 'Medium, M, Glossy', it: 'Media, M, Lucida' };
    for (const language of ['de', 'en', 'it'] as const) {
      const run = clientIn(language);
      await run(
        `mutation ($p: Int!, $v: Int!) { addToCart(input: { productId: $p, variationId: $v, quantity: 1,
          variation: [{ attributeName: "pa_finish", attributeValue: "glossy" }] }) { cart { isEmpty } } }`,
        { p: row.product_id, v: row.id },
      );
      const email = `lines.${language}.${Date.now()}@example.test`;
      const placed = (await run('Checkout', { billing: { ...germanAddress, email }, paymentMethod: 'bacs' }))
        .checkout;
      const [line] = (await run(lineQuery, { id: String(placed.order.databaseId) })).order.lineItems.nodes;
      expect(line.variation.node.name.endsWith(` - ${expected[language]}`), line.variation.node.name).toBe(
        true,
      );
      expect(line.variation.node.attributes.nodes).toContainEqual({ name: 'pa_finish', value: 'glossy' });
      expect(line.metaData).toEqual([
        { key: 'pa_length', value: 'medium' },
        { key: 'pa_size', value: 'm' },
        { key: 'pa_finish', value: 'glossy' },
      ]);
      const [mail] = await eventuallyMail(email);
      expect(mail!.text).toContain(`1 × ${line.variation.node.name}:`);
      // The stored line title (webhooks, a product deleted later) is WooCommerce's: English term
      // names of the variation's own values, never slugs.
      const stored = shop
        .db()
        .prepare('SELECT name FROM order_items WHERE order_id = ?')
        .pluck()
        .get(placed.order.databaseId) as string;
      expect(stored).toMatch(/ - Medium, M$/);
    }
  });

  it('sells the cuticle pen by a scent picked in the page language and names it so in cart, order and mail', async () => {
    const pen = shop.db().prepare("SELECT id FROM products WHERE slug = 'cuticle-oil-pen'").get() as {
      id: number;
    };
    const vanilla = { de: 'Vanille', es: 'Vainilla', fr: 'Vanille', it: 'Vaniglia', pt: 'Baunilha' };
    for (const [language, scent] of Object.entries(vanilla)) {
      const run = clientIn(language);
      const added = (
        await run(
          `mutation ($p: Int!, $scent: String!) { addToCart(input: { productId: $p, quantity: 1,
            variation: [{ attributeName: "scent", attributeValue: $scent }] }) {
            cart { contents { nodes { variation { node { sku name } attributes { label value } } } } } } }`,
          { p: pen.id, scent },
        )
      ).addToCart.cart.contents.nodes[0];
      expect(added.variation.node.sku, language).toBe('ACC-OIL-VANILLA');
      expect(added.variation.attributes, language).toEqual([{ label: expect.any(String), value: scent }]);
      expect(added.variation.attributes[0].label, language).not.toBe('Scent');
      const email = `pen.${language}.${Date.now()}@example.test`;
      const placed = (await run('Checkout', { billing: { ...germanAddress, email }, paymentMethod: 'bacs' }))
        .checkout;
      const [line] = (
        await run(
          `query ($id: ID!) { order(id: $id, idType: DATABASE_ID) { lineItems { nodes { variation { node { name } } } } } }`,
          { id: String(placed.order.databaseId) },
        )
      ).order.lineItems.nodes;
      expect(line.variation.node.name.endsWith(` - ${scent}`), line.variation.node.name).toBe(true);
      const [mail] = await eventuallyMail(email);
      // "Vanille : €5.90" in French, "Vanille: €5.90" elsewhere.
      expect(mail!.text).toMatch(new RegExp(`1 × ${line.variation.node.name}\\s?:`));
      expect(mail!.text).not.toContain('Vanilla');
    }
  });

  it('mails a gift card bought in Spanish in Spanish, with its code and a Spanish date', async () => {
    const run = clientIn('es');
    const card = shop.db().prepare("SELECT id FROM products WHERE sku = 'GIFT-25'").get() as { id: number };
    const to = `amiga.${Date.now()}@example.test`;
    await run(
      `mutation ($id: Int!, $extra: String) { addToCart(input: { productId: $id, quantity: 1, extraData: $extra }) { cart { isEmpty } } }`,
      {
        id: card.id,
        extra: JSON.stringify({ recipientEmail: to, senderName: 'Lucía', message: '¡Disfrútala!' }),
      },
    );
    const placed = await run(
      `mutation ($billing: CustomerAddressInput) { checkout(input: { billing: $billing, paymentMethod: "cod" }) { order { databaseId } } }`,
      { billing: { ...germanAddress, email: `lucia.${Date.now()}@example.test` } },
    );
    // Issued once the cash arrives, in the language the card was bought in.
    await markOrderPaidOffline(
      { ...process.env, VAR_DIR: shop.varDir, LOG_LEVEL: 'warn' },
      placed.checkout.order.databaseId as number,
    );
    const [mail] = await eventuallyMail(to);
    expect(mail!.subject).toMatch(/^Tu tarjeta regalo de .+ de €25\.00$/);
    expect(mail!.text).toContain('Lucía te ha enviado una tarjeta regalo');
    expect(mail!.text).toMatch(/Código de la tarjeta regalo: [A-Z0-9-]{19}/);
    expect(mail!.text).toMatch(/Válida hasta: \d{1,2} de [a-z]+ de \d{4}/);
    expect(mail!.text).toContain('/es/gift-card-balance');
  });

  it('mails a password reset in the language it was asked in, linking to that language', async () => {
    await clientIn('fr')('ResetPasswordEmail', { username: 'demo' });
    const [mail] = await eventuallyMail('demo@example.com');
    expect(mail!.subject).toBe('Demande de réinitialisation du mot de passe');
    expect(mail!.text).toMatch(/\/fr\/my-account\/lost-password\?key=/);
    expect(mail!.text).toContain('Le lien ne fonctionne qu’une fois et expire dans 60 minutes.');
  });
});

describe('the order confirmation mail', () => {
  it('links a guest to the order received page with its key, shows both addresses and lines adding up, in French', async () => {
    const run = clientIn('fr');
    const product = simpleProduct(shop);
    await run('addToCart', { input: { productId: product.id, quantity: 3 } });
    await run('applyCoupon', { code: 'WELCOME10' });
    const email = `camille.${Date.now()}@example.test`;
    const billing = {
      firstName: 'Camille',
      lastName: 'Martin',
      address1: '12 rue des Lilas',
      city: 'Lyon',
      postcode: '69003',
      country: 'FR',
      email,
    };
    const placed = (
      await run('Checkout', {
        billing,
        shipping: { ...germanAddress, firstName: 'Jonas', address2: 'Hinterhaus' },
        shipToDifferentAddress: true,
        paymentMethod: 'bacs',
      })
    ).checkout;
    const orderId = placed.order.databaseId;
    const key = new URL(placed.redirect).searchParams.get('key');
    const [mail] = await eventuallyMail(email);
    const text = mail!.text;
    expect(text).toContain(
      `Voir votre commande : http://localhost:3000/fr/checkout/order-received/${orderId}?key=${key}`,
    );
    expect(text).toContain(
      'Adresse de facturation :\n  Camille Martin\n  12 rue des Lilas\n  69003 Lyon\n  France',
    );
    expect(text).toContain(
      'Adresse de livraison :\n  Jonas Weber\n  Kastanienallee 7\n  Hinterhaus\n  10435 Berlin\n  Allemagne',
    );
    // Lines before discounts make the subtotal; subtotal − discount + shipping = total, to the cent.
    const amount = (label: RegExp) => Math.round(Number(label.exec(text)?.[1]) * 100);
    const line = amount(/3 × .+ : €(\d+\.\d\d)/);
    expect(line).toBe(product.price * 3);
    expect(amount(/Sous-total : €(\d+\.\d\d)/)).toBe(line);
    const discount = amount(/Remise : −€(\d+\.\d\d)/);
    expect(discount).toBeGreaterThan(0);
    expect(line - discount + amount(/Livraison : €(\d+\.\d\d)/)).toBe(amount(/Total : €(\d+\.\d\d)/));
  });
});

async function eventuallyMail(to: string) {
  for (let i = 0; i < 50; i += 1) {
    const mails = listMailbox(shop.varDir, to);
    if (mails.length > 0) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}
