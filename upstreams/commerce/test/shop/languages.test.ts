import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox } from '../../src/shop/mail/mailbox.ts';
import { germanAddress, operation, simpleProduct, startTestShop, type TestShop } from './support.ts';

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
        `query ($id: ID!) { order(id: $id, idType: ORDER_KEY) {
          paymentMethodTitle shippingLines { nodes { methodTitle } } metaData { key value } } }`,
        { id: placed.order.orderKey },
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
    await run(
      `mutation ($billing: CustomerAddressInput) { checkout(input: { billing: $billing, paymentMethod: "cod" }) { result } }`,
      { billing: { ...germanAddress, email: `lucia.${Date.now()}@example.test` } },
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

async function eventuallyMail(to: string) {
  for (let i = 0; i < 50; i += 1) {
    const mails = listMailbox(shop.varDir, to);
    if (mails.length > 0) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}
