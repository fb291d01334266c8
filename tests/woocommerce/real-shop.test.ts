/**
 * The storefront on a real WooCommerce (the WooCommerce test stack of tests/README.md, started here with webhooks to the
 * gateway, or WOOCOMMERCE_GRAPHQL_URL) and on the embedded back end: the same shopper journeys in
 * Chromium against both, so they cannot drift apart (root README "Running on real WooCommerce" is
 * what they prove), and the money conformance of the same cart asked of both back ends. Every
 * GraphQL answer a journey's page receives must be free of errors.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import Database from 'better-sqlite3';
import { approveReviewOffline, markOrderPaidOffline } from '@nails/commerce';
import { shopLocales } from '@nails/schema/locales.ts';
import { listMailbox, type StoredMail } from '../../gateway/src/mail/mailbox.ts';
import { chromiumAvailable, launchChromium, shopperContext } from '../e2e/support/browser.ts';
import { graphqlInPage, productsToBuy, resetLinkFor } from '../e2e/shop/support/shopper.ts';
import { buildGermanCart, cents, expectWooCommerceMoney } from './support/raw-cart.ts';
import {
  addFromListing,
  addOnProductPage,
  checkOutInGermany,
  logIn,
  logOut,
  orderTotals,
  shippedSet,
  shopperPage,
} from './support/journey-steps.ts';
import { realMail, type Storefront } from './support/targets.ts';
import { backEnds, useBothBackEnds, type BackEnd } from './support/both-back-ends.ts';

const shops = useBothBackEnds();
const { enabled, fronts } = shops;
const withBrowser = enabled && chromiumAvailable();
const admin = { username: 'admin', password: 'admin-pass-woo-test' };
const demo = { username: 'demo', password: 'demo-nails-2026' };

let browser: Browser;

beforeAll(async () => {
  if (withBrowser) browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
}, 60_000);

/** A GraphQL call as WooCommerce's admin, server side (never through the storefront). */
async function asAdmin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const call = async (text: string, vars: Record<string, unknown>, token?: string) => {
    const response = await fetch(shops.real.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: text, variables: vars }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
    return body.data;
  };
  const login = (await call(
    'mutation($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { authToken } }',
    { u: admin.username, p: admin.password },
  )) as { login: { authToken: string } };
  return (await call(query, variables, login.login.authToken)) as T;
}

/** The shop owner marks an order paid: WooCommerce's `payment_complete` (isPaid), the embedded CLI's `order-paid`. */
async function markPaid(target: BackEnd, orderId: string): Promise<void> {
  if (target === 'woocommerce') {
    await asAdmin(
      'mutation($id: ID!) { updateOrder(input: { id: $id, isPaid: true }) { order { status } } }',
      {
        id: orderId,
      },
    );
    return;
  }
  await markOrderPaidOffline({ ...process.env, VAR_DIR: fronts.embedded.varDir }, Number(orderId));
}

/** The order's total as the back office holds it: WooCommerce read as admin; the embedded back end's order mail. */
async function backOfficeTotal(target: BackEnd, orderId: string, email: string): Promise<number> {
  if (target === 'woocommerce') {
    const { order } = await asAdmin<{ order: { total: string } }>(
      'query($id: ID!) { order(id: $id, idType: DATABASE_ID) { total(format: RAW) } }',
      { id: orderId },
    );
    return cents(order.total);
  }
  const commerceUrl = fronts.embedded.commerceUrl!;
  for (let attempt = 0; attempt < 50; attempt++) {
    const list = (await (
      await fetch(`${commerceUrl}/dev/mailbox?to=${encodeURIComponent(email)}`)
    ).json()) as { id: string; subject: string }[];
    const mail = list.find((entry) => entry.subject.includes(orderId));
    if (mail) {
      const { text } = (await (await fetch(`${commerceUrl}/dev/mailbox/${mail.id}`)).json()) as {
        text: string;
      };
      return cents(text.match(/Total: €([\d.,]+)/)?.[1]?.replace(',', ''));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no order mail for #${orderId} to ${email}`);
}

/** The storefront path of the newest password-reset link mailed to `email`. */
async function resetLink(target: BackEnd, email: string): Promise<string> {
  if (target === 'embedded') return resetLinkFor(fronts.embedded.commerceUrl!, email);
  // WooCommerce links to its own "My account" page, whose path the storefront serves (commerce README).
  const mail = await realMail(shops.real.mailDir!, email, /Password Reset/i);
  const href = mail.message.match(/href="([^"]*lost-password[^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
  if (!href) throw new Error(`the reset mail to ${email} has no link`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

describe.skipIf(!enabled)('the same cart on a real WooCommerce and on the embedded back end', () => {
  it('both answer a set, a variation, WELCOME10 and flat rate to DE with the same money meaning', async () => {
    const realCart = await buildGermanCart(shops.real.graphqlUrl);
    expectWooCommerceMoney(realCart.cart, realCart.gross);
    const embedded = await buildGermanCart(fronts.embedded.commerceGraphqlUrl);
    expectWooCommerceMoney(embedded.cart, embedded.gross);
    expect(Object.keys(embedded.cart).sort()).toEqual(Object.keys(realCart.cart).sort());
  }, 120_000);
});

describe.skipIf(!enabled)('pages on a real WooCommerce', () => {
  it('the home answers 200 in every language, though the shop has neither of the English home’s themed categories', async () => {
    const { productCategories } = await asAdmin<{ productCategories: { nodes: { slug: string }[] } }>(
      '{ productCategories(first: 100) { nodes { slug } } }',
    );
    const slugs = productCategories.nodes.map((category) => category.slug);
    expect(slugs).not.toContain('seasonal');
    expect(slugs).not.toContain('glitter');
    for (const { code } of shopLocales) {
      const response = await fetch(`${fronts.woocommerce.url}/${code}`, { redirect: 'manual' });
      const html = await response.text();
      // Rendered with its rows of products; the themed rows naming no category are left out.
      expect({ code, status: response.status }).toEqual({ code, status: 200 });
      expect(html).toContain('id="hero-title"');
      expect(html).toMatch(/href="[^"]*\/product\/[^"]+"/);
      expect(html).not.toContain('/product-category/seasonal');
      expect(html).not.toContain('/product-category/glitter');
    }
  }, 240_000);
});

describe.skipIf(!withBrowser)('shopper journeys in Chromium on both back ends', { timeout: 240_000 }, () => {
  for (const target of backEnds) {
    const open = () => shopperPage(browser, fronts[target].url, target);

    // web README "Consent". This storefront's build has no live chat configured (the embedded
    // suite's tests/e2e/shop/consent.test.ts watches the chat's request on a build with one), so
    // here no chat script may be in the page at all, before the choice or after "reject".
    it(`${target}: a first visit shows the consent banner on a phone in German and a desktop in English, "reject" keeps it away across pages and a reload, and the footer link changes it`, async () => {
      for (const [size, prefix, title, reject, footer, save] of [
        [
          { width: 390, height: 844 },
          '/de',
          'Ihre Datenschutzeinstellungen',
          'Alle ablehnen',
          'Datenschutzeinstellungen',
          'Auswahl speichern',
        ],
        [
          { width: 1280, height: 900 },
          '',
          'Your privacy choices',
          'Reject all',
          'Privacy choices',
          'Save my choices',
        ],
      ] as const) {
        const context = await shopperContext(browser, fronts[target].url, { ...size, consent: false });
        const page = await context.newPage();
        await page.goto(`${prefix}/products`);
        const banner = page.getByRole('dialog', { name: title });
        await banner.waitFor();
        await banner.getByRole('button', { name: reject }).click();
        await banner.waitFor({ state: 'detached' });
        await page.goto(`${prefix}/size-guide`);
        await page.reload();
        await page.waitForTimeout(1_000);
        expect(await banner.count()).toBe(0);
        expect(await page.locator('script[data-live-chat]').count()).toBe(0);
        const consentCookie = async () =>
          (await context.cookies()).find((cookie) => cookie.name === 'nails_consent')?.value;
        expect(await consentCookie()).toBe('v1-none');

        // Changed from the footer: the chat allowed now, kept in the cookie.
        await page.getByRole('contentinfo').getByRole('button', { name: footer }).click();
        const settings = page.getByRole('dialog');
        await settings.waitFor();
        expect(await settings.locator('input[name=chat]').isChecked()).toBe(false);
        await settings.locator('input[name=chat]').check();
        await settings.getByRole('button', { name: save }).click();
        await settings.waitFor({ state: 'detached' });
        expect(await consentCookie()).toBe('v1-chat');
        await context.close();
      }
    });

    it(`${target}: a guest buys from the listing with WELCOME10 and cash on delivery; the order received adds up and the back office holds the same total`, async () => {
      const { page, graphqlErrors, close } = await open();
      await page.goto('/products');
      const { simple } = await productsToBuy(page);
      await addFromListing(page, simple);
      await page.getByPlaceholder('Coupon code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Apply coupon' }).click();
      // Shown as the shopper typed it, whatever case the back end answers in.
      await page.getByText('WELCOME10', { exact: true }).first().waitFor();
      expect(await page.getByTestId('cart-discount').textContent()).toMatch(/^−€\d+\.\d\d$/);
      const email = `guest.${target}.${Date.now()}@example.com`;
      const { orderId, checkoutTotal } = await checkOutInGermany(page, email);
      const received = await orderTotals(page);
      expect(received.total).toBe(checkoutTotal);
      expect(received.discount).toBeGreaterThan(0);
      expect(await backOfficeTotal(target, orderId, email)).toBe(received.total);
      expect(graphqlErrors).toEqual([]);
      await close();
    });

    it(`${target}: a guest buys a variable product with its options chosen`, async () => {
      const { page, graphqlErrors, close } = await open();
      await page.goto('/products');
      const { variable } = await productsToBuy(page);
      await addFromListing(page, variable);
      const email = `variable.${target}.${Date.now()}@example.com`;
      const { orderId } = await checkOutInGermany(page, email);
      const received = await orderTotals(page);
      expect(await page.getByTestId('order-details').getByText(variable.name).count()).toBeGreaterThan(0);
      expect(await backOfficeTotal(target, orderId, email)).toBe(received.total);
      expect(graphqlErrors).toEqual([]);
      await close();
    });

    it(`${target}: demo signs in, buys a download, finds the order in her history and the file in her downloads`, async () => {
      const { page, graphqlErrors, close } = await open();
      await logIn(page, demo.username, demo.password);
      const { data } = await graphqlInPage<{
        products: { nodes: { slug: string; name: string; downloadable?: boolean; stockStatus?: string }[] };
      }>(
        page,
        '{ products(first: 60) { nodes { slug name ... on SimpleProduct { downloadable stockStatus } } } }',
      );
      const download = data?.products.nodes.find(
        (node) => node.downloadable && node.stockStatus === 'IN_STOCK',
      );
      if (!download) throw new Error('the shop has no downloadable product in stock');
      await page.goto(`/product/${download.slug}`);
      await addOnProductPage(page, download);
      const { orderId } = await checkOutInGermany(page, undefined);
      const received = await orderTotals(page);
      // Cash on delivery brings no parcel for a file: the order waits on hold with nothing to
      // download until the shop marks it paid (WooCommerce's COD rule, kept by the embedded shop).
      await page
        .getByTestId('order-next-steps')
        .getByText('Your downloads become available once payment is received.')
        .waitFor();
      const orderDownloads = async () => {
        await page.goto(`/order-summary/${orderId}`);
        const details = page.getByTestId('order-details');
        await details.waitFor();
        return details.locator('table', { hasText: 'Downloads remaining' }).locator('tbody tr').count();
      };
      expect(await orderDownloads()).toBe(0);
      await markPaid(target, orderId);
      expect(await orderDownloads()).toBe(1);

      await page.goto('/my-account?tab=orders');
      const history = page.getByTestId('order-history');
      const row = history.locator('tr', { hasText: `#${orderId}` });
      await row.waitFor();
      expect(await row.textContent()).toContain(`€${(received.total / 100).toFixed(2)}`);
      await row.getByRole('link', { name: `#${orderId}` }).click();
      await page.waitForURL(/\/order-summary\/\d+/);
      expect((await orderTotals(page)).total).toBe(received.total);

      await page.goto('/my-account?tab=downloads');
      const file = page.locator('tbody tr', { hasText: download.name }).first();
      await file.waitFor();
      const href = await file.getByRole('link', { name: 'Download' }).getAttribute('href');
      const served = await page.request.get(new URL(href ?? '', fronts[target].url).toString());
      expect(served.status()).toBe(200);
      expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
      expect(graphqlErrors).toEqual([]);
      await close();
    });

    it(`${target}: a guest creates an account at checkout and finds the order in the order history`, async () => {
      const { page, graphqlErrors, close } = await open();
      await page.goto('/products');
      const { simple } = await productsToBuy(page);
      await addFromListing(page, simple);
      const username = `buyer${target.slice(0, 3)}${Date.now().toString(36)}`;
      const { orderId } = await checkOutInGermany(page, `${username}@example.com`, {
        username,
        password: 'Hopper-nails-1906',
      });
      const received = await orderTotals(page);
      // Signed in as the new account (as WooCommerce does after such a checkout).
      await page.locator(`header [title="${username}"]`).first().waitFor();
      await page.goto('/my-account?tab=orders');
      const row = page.getByTestId('order-history').locator('tr', { hasText: `#${orderId}` });
      await row.waitFor();
      expect(await row.textContent()).toContain(`€${(received.total / 100).toFixed(2)}`);
      expect(graphqlErrors).toEqual([]);
      await close();
    });

    it(`${target}: a new customer registers, resets the password from the mailed link and signs in with the new one`, async () => {
      const { page, graphqlErrors, close } = await open();
      const stamp = Date.now().toString(36);
      const username = `reset${target.slice(0, 3)}${stamp}`;
      const email = `${username}@example.com`;
      await page.goto('/register');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('First-pass-2026');
      await page.getByLabel('Confirm password').fill('First-pass-2026');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByText('Hello', { exact: false }).first().waitFor();
      await logOut(page);

      await page.goto('/my-account/lost-password');
      await page.getByLabel('Username or email address').fill(email);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page
        .getByText('If the email is registered, a link to reset the password will be sent.')
        .waitFor();
      await page.goto(await resetLink(target, email));
      await page.getByLabel('New password', { exact: true }).fill('Second-pass-2026');
      await page.getByLabel('Confirm new password').fill('Second-pass-2026');
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.getByText('Your password has been reset.', { exact: false }).waitFor();
      await logIn(page, username, 'Second-pass-2026');
      expect(graphqlErrors).toEqual([]);
      await close();
    });

    it(`${target}: a review written on a product page shows there once the shop has approved it`, async () => {
      const { page, graphqlErrors, close } = await open();
      await page.goto('/products');
      const { simple } = await productsToBuy(page);
      await page.goto(`/product/${simple.slug}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const words = `Stayed on for ${target} — ${Date.now()}`;
      await page.getByText('4 stars').first().click();
      await page.getByLabel('Your review').fill(words);
      await page.getByLabel('Name', { exact: true }).fill('Ada');
      await page.getByLabel('Email', { exact: true }).fill(`review.${target}.${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Submit review' }).click();
      const thanks = page.getByText(/^Thank you! Your review (has been submitted|is awaiting approval)\.$/);
      await thanks.waitFor();
      // WordPress holds a new reviewer's review for moderation (the embedded shop too, with the
      // same default settings); the back office approves it.
      if ((await thanks.textContent())?.includes('awaiting') && target === 'embedded') {
        const db = new Database(path.join(fronts.embedded.varDir, 'commerce', 'commerce.sqlite'), {
          readonly: true,
        });
        const held = db.prepare('SELECT id FROM reviews WHERE content = ?').get(words) as { id: number };
        db.close();
        await approveReviewOffline(
          {
            ...process.env,
            VAR_DIR: fronts.embedded.varDir,
            COMMERCE_WEBHOOK_URLS: `${fronts.embedded.url}/webhooks/commerce`,
          },
          held.id,
        );
      } else if ((await thanks.textContent())?.includes('awaiting')) {
        const { product } = await asAdmin<{
          product: { reviews: { nodes: { id: string; content: string }[] } };
        }>(
          'query($s: ID!) { product(id: $s, idType: SLUG) { reviews(first: 20, where: { status: "hold" }) { nodes { id content } } } }',
          { s: simple.slug },
        );
        const held = product.reviews.nodes.find((review) => review.content.includes(words));
        if (!held) throw new Error('the held review is not in the back office');
        await asAdmin(
          'mutation($id: ID!) { updateComment(input: { id: $id, status: APPROVE }) { comment { approved } } }',
          {
            id: held.id,
          },
        );
      }
      await expect
        .poll(
          async () => {
            await page.reload();
            return page.getByText(words).count();
          },
          { interval: 1000, timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      expect(graphqlErrors).toEqual([]);
      await close();
    });
  }

  it('woocommerce: a guest who leaves "ship to a different address" unticked gets the billing address as the order’s shipping address, on the order received page, in WooCommerce and in its mail', async () => {
    const { page, graphqlErrors, close } = await shopperPage(browser, fronts.woocommerce.url, 'woocommerce');
    await page.goto('/products');
    const shipped = await shippedSet(page);
    await page.goto(`/product/${shipped.slug}`);
    await addOnProductPage(page, shipped);
    const email = `ships.to.billing.${Date.now()}@example.com`;
    // Fills only the billing form (Ada Lovelace, Torstraße 1, 10115 Berlin) and leaves the box unticked.
    const { orderId } = await checkOutInGermany(page, email);
    // The order as WooCommerce stores it, read the way the owner's tools read it (its REST API).
    const stored = await shops.real.rest<{ shipping: Record<string, string> }>(`/orders/${orderId}`);
    expect(stored.shipping).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_1: 'Torstraße 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
    });
    const shippingBlock = page
      .getByTestId('order-details')
      .locator('section', { has: page.getByRole('heading', { name: 'Shipping address' }) });
    await shippingBlock.waitFor();
    expect(await shippingBlock.locator('address').innerText()).toMatch(
      /Ada Lovelace\s+Torstraße 1\s+10115 Berlin\s+Germany/,
    );

    // WooCommerce's order mail prints the shipping address after the billing one.
    const mail = await realMail(shops.real.mailDir!, email, /order/i);
    const shippingPart = mail.message.split(/Shipping address/i)[1] ?? '';
    expect(shippingPart).toContain('Torstraße 1');
    expect(shippingPart).toContain('10115');
    expect(graphqlErrors).toEqual([]);
    await close();
  });

  it('woocommerce: a price changed in WooCommerce (product.updated webhook) shows on the listing within seconds', async () => {
    const { page, graphqlErrors, close } = await shopperPage(browser, fronts.woocommerce.url, 'woocommerce');
    await page.goto('/products');
    const { simple } = await productsToBuy(page);
    const { product } = await asAdmin<{ product: { databaseId: number } }>(
      'query($s: ID!) { product(id: $s, idType: SLUG) { databaseId } }',
      { s: simple.slug },
    );
    // WooGraphQL's updateProduct takes the database id, not the slug.
    await asAdmin(
      'mutation($id: ID!) { updateProduct(input: { id: $id, regularPrice: 11.11 }) { product { id } } }',
      {
        id: String(product.databaseId),
      },
    );
    await expect
      .poll(
        async () => {
          await page.goto('/products');
          return page.locator('article', { hasText: simple.name }).first().textContent();
        },
        { interval: 1000, timeout: 15_000 },
      )
      .toContain('€11.11');
    expect(graphqlErrors).toEqual([]);
    await close();
  });
});

/** A GraphQL call to a storefront's gateway, as the browser sends it, in the page's language. */
async function asShopper<T>(
  front: Storefront,
  locale: string,
  query: string,
  variables: Record<string, unknown>,
) {
  const response = await fetch(`${front.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: T; errors?: { extensions: { code: string } }[] };
}

/** The gateway's local mailbox (gateway README "Mail"): the mails to `to` once `count` are there. */
async function gatewayMails(front: Storefront, to: string, count: number): Promise<StoredMail[]> {
  for (let i = 0; i < 100; i++) {
    const mails = listMailbox(front.varDir, to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return listMailbox(front.varDir, to);
}

const linkIn = (mail: StoredMail, path: string): URL => {
  const found = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`));
  if (!found) throw new Error(`no ${path} link in:\n${mail.text}`);
  return new URL(found[0]);
};

describe.skipIf(!enabled)('back-in-stock alerts on a real WooCommerce', () => {
  it('woocommerce: a sold-out size, confirmed by mail, is announced once in German when WooCommerce raises its stock (its signed product webhook)', async () => {
    const front = fronts.woocommerce;
    // The seeded shop's Midnight Chrome, long, size L (NS-010-LL) is sold out (stack README "The shop").
    const { product } = await asAdmin<{
      product: {
        databaseId: number;
        slug: string;
        variations: { nodes: { databaseId: number; sku: string }[] };
      };
    }>(
      `query { product(id: "midnight-chrome-coffin-press-on-nails", idType: SLUG) { databaseId slug
        ... on VariableProduct { variations(first: 20) { nodes { databaseId sku } } } } }`,
    );
    const size = product.variations.nodes.find((node) => node.sku === 'NS-010-LL')!;
    const email = `alert-${Date.now()}@example.com`;
    const asked = await asShopper(front, 'de', SUBSCRIBE, {
      input: { productId: String(product.databaseId), variationId: String(size.databaseId), email },
    });
    expect(asked.errors).toBeUndefined();
    const [confirmation] = await gatewayMails(front, email, 1);
    expect(confirmation!.subject).toMatch(/^Bitte bestätige deine Benachrichtigung/);
    const token = linkIn(confirmation!, '/de/back-in-stock/confirm?token=').searchParams.get('token');
    const confirmed = await asShopper<{ confirmBackInStock: { status: string } }>(front, 'de', CONFIRM, {
      token,
    });
    expect(confirmed.data.confirmBackInStock.status).toBe('CONFIRMED');

    // The shop owner raises the stock in WooCommerce; its product webhook reaches the gateway.
    await asAdmin(
      'mutation($id: ID!, $p: ID!) { updateProductVariation(input: { id: $id, productId: $p, manageStock: "yes", stockQuantity: 6, stockStatus: IN_STOCK }) { variation { id } } }',
      { id: String(size.databaseId), p: String(product.databaseId) },
    );
    const mails = await gatewayMails(front, email, 2);
    const alerts = mails.filter((mail) => mail.id.endsWith('alert@gateway.nails'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toMatch(/ist wieder vorrätig$/);
    const link = linkIn(alerts[0]!, `/de/product/${product.slug}`);
    expect(link.origin).toBe(new URL(front.url).origin);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    // A second change of the same item tells her nothing more.
    await asAdmin(
      'mutation($id: ID!, $p: ID!) { updateProductVariation(input: { id: $id, productId: $p, stockQuantity: 9 }) { variation { id } } }',
      { id: String(size.databaseId), p: String(product.databaseId) },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      listMailbox(front.varDir, email).filter((mail) => mail.id.endsWith('alert@gateway.nails')),
    ).toHaveLength(1);
  }, 120_000);
});

const SUBSCRIBE = `mutation ($input: SubscribeBackInStockInput!) { subscribeBackInStock(input: $input) { email } }`;
const CONFIRM = `mutation ($token: String!) { confirmBackInStock(token: $token) { status } }`;
