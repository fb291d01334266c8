/// <reference lib="dom" />
import type { BrowserContext, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { markOrderPaidOffline } from '@nails/commerce';

/** A JWT (the upstream session, auth and refresh tokens are JWTs) or a token field by name. */
const tokenPattern =
  /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}|"(authToken|refreshToken|sessionToken|wooSessionToken)"\s*:\s*"[^"]+"/;

/**
 * Watches everything a page's scripts could read: every response body, the cookies scripts
 * can see and local storage. `assertNoTokens()` fails naming where an upstream token showed up.
 */
export function watchForTokens(context: BrowserContext) {
  const leaks: string[] = [];
  const pending: Promise<void>[] = [];
  context.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/json|html|javascript|text/.test(type)) return;
    pending.push(
      response
        .text()
        .then((body) => {
          // A download link carries its own signed, short-lived token meant for the shopper
          // (WooCommerce's download URLs work the same way); it is no upstream session token.
          const withoutDownloadLinks = body.replace(/\/shop\/download\?token=[\w.-]+/g, '');
          if (tokenPattern.test(withoutDownloadLinks)) leaks.push(`response body of ${response.url()}`);
        })
        .catch(() => undefined),
    );
  });
  return {
    async assertNoTokens(page: Page, step: string): Promise<void> {
      await Promise.all(pending.splice(0));
      const readable = await page.evaluate(() => ({
        cookies: document.cookie,
        storage: Object.entries({ ...localStorage }),
      }));
      const cookies = await context.cookies();
      const problems = [...leaks.splice(0)];
      if (tokenPattern.test(readable.cookies) || readable.cookies.includes('nails_session'))
        problems.push(`script-readable cookie: ${readable.cookies}`);
      for (const cookie of cookies)
        if (cookie.name === 'nails_session' && !cookie.httpOnly)
          problems.push('the session cookie is not HttpOnly');
      for (const cookie of cookies)
        if (cookie.name !== 'nails_session' && tokenPattern.test(cookie.value))
          problems.push(`cookie ${cookie.name} holds a token`);
      for (const [key, value] of readable.storage)
        if (tokenPattern.test(value) || /token/i.test(key)) problems.push(`local storage ${key}`);
      if (problems.length) throw new Error(`${step}: upstream token exposed in ${problems.join('; ')}`);
    },
  };
}

/** A GraphQL call from inside the page, with the shopper's own session cookie. */
export async function graphqlInPage<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string }[] }> {
  return page.evaluate(
    async ([text, vars]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: text, variables: vars }),
      });
      return response.json() as Promise<{ data?: T; errors?: { message: string }[] }>;
    },
    [query, variables] as const,
  );
}

interface CatalogueProduct {
  databaseId: number;
  name: string;
  type: string;
  stockStatus?: string;
  variations?: { nodes: { databaseId: number; stockStatus: string }[] };
}

/** Ticks each option on an open product page (a radio already chosen stays as it is). */
export async function chooseOptions(page: Page, choices: readonly OptionChoice[] = []): Promise<void> {
  for (const choice of choices) {
    const radio = page
      .getByRole('radiogroup', { name: choice.group })
      .getByRole('radio', { name: choice.option, exact: true });
    if ((await radio.getAttribute('aria-checked')) !== 'true') await radio.click();
    await expect.poll(() => radio.getAttribute('aria-checked')).toBe('true');
  }
}

/** Puts a simple and a variable product (an in-stock variation) into this shopper's cart. */
export async function fillCart(
  page: Page,
  quantities: { simple: number; variable: number } = { simple: 1, variable: 1 },
): Promise<void> {
  const { data } = await graphqlInPage<{ products: { nodes: CatalogueProduct[] } }>(
    page,
    '{ products(first: 60) { nodes { databaseId name type ... on SimpleProduct { stockStatus } ... on VariableProduct { variations(first: 50) { nodes { databaseId stockStatus } } } } } }',
  );
  const nodes = data?.products.nodes ?? [];
  const simple = nodes.find((node) => node.type === 'SIMPLE' && node.stockStatus === 'IN_STOCK');
  const variable = nodes.find(
    (node) =>
      node.type === 'VARIABLE' &&
      node.variations?.nodes.some((variation) => variation.stockStatus === 'IN_STOCK'),
  );
  const variation = variable?.variations?.nodes.find((candidate) => candidate.stockStatus === 'IN_STOCK');
  if (!simple || !variable || !variation)
    throw new Error('the seeded catalogue has no in-stock simple and variable product');
  const add =
    'mutation($p: Int!, $v: Int, $q: Int) { addToCart(input: { productId: $p, variationId: $v, quantity: $q }) { cart { isEmpty } } }';
  for (const [productId, variationId, quantity] of [
    [simple.databaseId, undefined, quantities.simple],
    [variable.databaseId, variation.databaseId, quantities.variable],
  ] as const) {
    const result = await graphqlInPage(page, add, { p: productId, v: variationId, q: quantity });
    if (result.errors?.length) throw new Error(`addToCart: ${result.errors[0]!.message}`);
  }
}

interface PageProduct {
  slug: string;
  name: string;
  type: string;
  stockStatus?: string;
  attributes?: {
    nodes: {
      name: string;
      label?: string | null;
      variation: boolean;
      terms?: { nodes: { slug: string; name: string }[] };
    }[];
  };
  variations?: { nodes: { stockStatus: string; attributes: { nodes: { name: string; value: string }[] } }[] };
}

/** A choice on the product page: the option labelled `option` in the radio group `group`. */
export interface OptionChoice {
  group: string;
  option: string;
}

const sameKey = (a: string, b: string) =>
  a.toLowerCase().replace(/^pa_/, '') === b.toLowerCase().replace(/^pa_/, '');

/**
 * Which product pages a shopper would open to buy: an in-stock simple product, and a variable one
 * with the option labels leading to one of its in-stock variations (an "any" value takes the first).
 */
export async function productsToBuy(page: Page): Promise<{
  simple: { slug: string; name: string };
  variable: { slug: string; name: string; choices: OptionChoice[] };
}> {
  // Sized to stay under the gateway's query cost limit.
  const { data, errors } = await graphqlInPage<{ products: { nodes: PageProduct[] } }>(
    page,
    `{ products(first: 20) { nodes { slug name type
        ... on SimpleProduct { stockStatus }
        ... on VariableProduct {
          attributes(first: 5) { nodes { name label variation ... on GlobalProductAttribute { terms(first: 10) { nodes { slug name } } } } }
          variations(first: 12) { nodes { stockStatus attributes(first: 3) { nodes { name value } } } }
        } } } }`,
  );
  if (errors?.length) throw new Error(`products: ${errors[0]!.message}`);
  const nodes = data?.products.nodes ?? [];
  const simple = nodes.find((node) => node.type === 'SIMPLE' && node.stockStatus === 'IN_STOCK');
  for (const product of nodes.filter((node) => node.type === 'VARIABLE')) {
    const variation = product.variations?.nodes.find((candidate) => candidate.stockStatus === 'IN_STOCK');
    const attributes = (product.attributes?.nodes ?? []).filter((attribute) => attribute.variation);
    const terms = attributes.map((attribute) => attribute.terms?.nodes ?? []);
    if (!variation || !simple || terms.some((list) => list.length === 0)) continue;
    const choices = attributes.map((attribute, index) => {
      const value =
        variation.attributes.nodes.find((node) => sameKey(node.name, attribute.name))?.value ?? '';
      const term = terms[index]!.find((candidate) => candidate.slug === value) ?? terms[index]![0]!;
      return { group: attribute.label ?? attribute.name, option: term.name };
    });
    return { simple, variable: { slug: product.slug, name: product.name, choices } };
  }
  throw new Error('the seeded catalogue has no in-stock simple and variable product');
}

/** The password-reset link of the newest mail to `email` in the commerce dev mailbox. */
export async function resetLinkFor(commerceUrl: string, email: string): Promise<string> {
  const list = await mailsTo(commerceUrl, email);
  const newest = [...list].sort((a, b) => a.date.localeCompare(b.date)).at(-1);
  if (!newest) throw new Error(`no mail for ${email}`);
  const mail = (await (await fetch(`${commerceUrl}/dev/mailbox/${newest.id}`)).json()) as { text?: string };
  const link = mail.text?.match(/https?:\/\/\S+\/my-account\/lost-password\?\S+/)?.[0];
  if (!link) throw new Error(`the newest mail to ${email} has no reset link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** What a shopper types into the checkout's billing form. */
export interface Billing {
  firstName: string;
  lastName: string;
  /** The country's ISO code, as the country select's option values are. */
  country: string;
  /** A state code; left unselected when not given. */
  state?: string;
  street: string;
  postcode: string;
  city: string;
  /** A signed-in customer's email is read-only, so it is left out then. */
  email?: string;
  phone: string;
  /** The payment method's label to tick, when the test pays. */
  payment?: string;
}

/** The billing form's labels in the languages the journeys read it in (web/src/i18n/shop). */
export const billingLabels = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    country: 'Country / Region',
    state: 'State / County',
    street: 'Street address',
    postcode: 'Postcode / ZIP',
    city: 'Town / City',
    email: 'Email address',
    phone: 'Phone',
  },
  de: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    country: 'Land / Region',
    state: 'Bundesland / Region',
    street: 'Straße und Hausnummer',
    postcode: 'Postleitzahl',
    city: 'Ort / Stadt',
    email: 'E-Mail-Adresse',
    phone: 'Telefon',
  },
} satisfies Record<string, Record<Exclude<keyof Billing, 'payment'>, string>>;

/** A shopper in the United States (New York, 10001). */
export const newYorkBilling: Billing = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'US',
  street: '12 Polish Street',
  postcode: '10001',
  city: 'New York',
  phone: '+1 212 555 0100',
};

/** A shopper in Berlin (Germany: 19 % VAT, flat rate €5.83 with VAT on the real shop). */
export const berlinBilling: Billing = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'DE',
  street: 'Torstraße 1',
  postcode: '10115',
  city: 'Berlin',
  phone: '+49 30 1234567',
};

/**
 * Fills the checkout's billing form field by field as a shopper types it, in the language the
 * page is in: the country first, since it decides which state and postcode fields follow.
 */
export async function fillBillingForm(
  page: Page,
  billing: Billing,
  labels: Record<keyof typeof billingLabels.en, string> = billingLabels.en,
): Promise<void> {
  const field = (label: string) => page.getByLabel(label).first();
  await field(labels.firstName).fill(billing.firstName);
  await field(labels.lastName).fill(billing.lastName);
  await field(labels.country).selectOption(billing.country);
  if (billing.state) await field(labels.state).selectOption(billing.state);
  await field(labels.street).fill(billing.street);
  await field(labels.postcode).fill(billing.postcode);
  await field(labels.city).fill(billing.city);
  if (billing.email) await field(labels.email).fill(billing.email);
  await field(labels.phone).fill(billing.phone);
  if (billing.payment) await page.getByLabel(billing.payment).check();
}

/** The billing form as a German shopper reads it, with a Berlin address (Lena Weber). */
export async function fillBillingInGerman(page: Page, email: string): Promise<void> {
  await fillBillingForm(
    page,
    {
      ...berlinBilling,
      firstName: 'Lena',
      lastName: 'Weber',
      street: 'Kastanienallee 7',
      postcode: '10435',
      phone: '+49 30 555 0101',
      email,
    },
    billingLabels.de,
  );
}

/**
 * The checkout's total once it has stopped changing with no shipping estimate running. The
 * estimate follows the address as it is typed (the shop's own country's rate first, then hers),
 * and `waitForLoadState('networkidle')` waits for nothing once the page has reached that state.
 */
export async function settledCheckoutTotal(
  page: Page,
  total = page.getByTestId('cart-total'),
): Promise<string> {
  const shippingMethods = page.locator('fieldset[aria-busy]');
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await total.textContent();
        const estimating =
          (await shippingMethods.count()) > 0 &&
          (await shippingMethods.first().getAttribute('aria-busy')) === 'true';
        const steady = Boolean(now) && now === last && !estimating;
        last = now;
        return steady;
      },
      { interval: 1_000, timeout: 20_000 },
    )
    .toBe(true);
  return last ?? '';
}

/** Fills the checkout's billing form as a shopper in the United States, with any fields given. */
export async function fillBilling(page: Page, billing: Partial<Billing> = {}): Promise<void> {
  await fillBillingForm(page, { ...newYorkBilling, ...billing });
}

/** The gift card shoppers' billing details (behaviour §3 checkout); they pay cash on delivery. */
export const giftCardShopper = {
  firstName: 'Grace',
  lastName: 'Hopper',
  state: 'NY',
  street: '1 Gift Lane',
  phone: '+1 212 555 0199',
  payment: 'Cash on delivery',
};

/** The text of the gift card mail to `to` in the commerce dev mailbox, once written (mails go out after the order commits). */
export async function giftCardMailTo(commerceUrl: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = (await mailsTo(commerceUrl, to)).find((entry) => entry.subject.includes('gift card'));
    if (mail) {
      const body = (await (await fetch(`${commerceUrl}/dev/mailbox/${mail.id}`)).json()) as { text: string };
      return body.text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no gift card mail to ${to}`);
}

/**
 * The shop owner marks the order of an order-received page (or its address) paid, as the commerce CLI's
 * `order-paid` does: a cash or bank order's gift cards are issued and mailed, its downloads open.
 */
export async function markShownOrderPaid(page: Page | string, varDir: string): Promise<void> {
  const url = typeof page === 'string' ? page : page.url();
  const orderId = Number(/order-received\/(\d+)/.exec(url)?.[1]);
  if (!orderId) throw new Error(`not an order-received page: ${url}`);
  await markOrderPaidOffline({ ...process.env, VAR_DIR: varDir }, orderId);
}

/** The mails to `to` in the commerce dev mailbox. */
export async function mailsTo(
  commerceUrl: string,
  to: string,
): Promise<{ id: string; subject: string; date: string }[]> {
  const response = await fetch(`${commerceUrl}/dev/mailbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { id: string; subject: string; date: string }[];
}

export const money = (text: string | null): number =>
  Number.parseFloat((text ?? '').replace(/[^\d.]/g, '')) || 0;
