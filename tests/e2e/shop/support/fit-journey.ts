/**
 * The size finder and "my size" as a shopper walks them in Chromium (gateway fit README), on any
 * storefront: a guest measures her nails and is told M; a set's page opens in M and says it is her
 * size; "In my size" filters the listing to what the gateway answers for size[m]; she signs in and
 * My account shows M; she changes it to S there, and the set's page follows. Run on the embedded
 * back end (tests/e2e/shop/fit.test.ts) and on a real WooCommerce (tests/woocommerce/fit.test.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shopperContext } from '../../support/browser.ts';
import { graphqlInPage } from './shopper.ts';

const password = 'Fit-Passw0rd-2026!';
const widthsM = ['15,5', '12.8', '13.6', '12.1', '10.9'];
const fingers = ['thumb', 'index', 'middle', 'ring', 'pinky'];

export const fitLanguages = {
  en: {
    prefix: '',
    find: 'Find my size',
    told: 'Your size is M',
    yours: 'Your size',
    inMySize: 'In my size (M)',
    save: 'Save my size',
    saved: 'Your size is now S.',
    count: /of (\d+)/,
  },
  de: {
    prefix: '/de',
    find: 'Meine Größe finden',
    told: 'Deine Größe ist M',
    yours: 'Deine Größe',
    inMySize: 'In meiner Größe (M)',
    save: 'Meine Größe speichern',
    saved: 'Deine Größe ist jetzt S.',
    count: /von (\d+)/,
  },
} as const;
export const fitScreens = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** A customer registered in a browser of her own (the guest's session stays a guest's until she signs in). */
async function registeredCustomer(browser: Browser, url: string): Promise<string> {
  const context = await shopperContext(browser, url);
  const page = await context.newPage();
  await page.goto('/my-account');
  const email = `fit-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await graphqlInPage(
    page,
    'mutation($e: String!, $p: String!) { registerCustomer(input: { email: $e, username: $e, password: $p }) { customer { email } } }',
    { e: email, p: password },
  );
  expect(registered.errors).toBeUndefined();
  await context.close();
  return email;
}

async function expectSetOpensIn(page: Page, prefix: string, slug: string, size: 'm' | 's', yours: string) {
  await page.goto(`${prefix}/product/${slug}`);
  const option = page.getByTestId(`size-option-${size}`);
  await expect.poll(() => option.getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');
  expect(await option.getByTestId('your-size').textContent()).toBe(yours);
}

/** The whole journey in one language on one screen, as a new customer of the storefront at `url`. */
export async function walkFitJourney(
  browser: Browser,
  url: string,
  language: keyof typeof fitLanguages,
  screen: keyof typeof fitScreens,
): Promise<void> {
  const text = fitLanguages[language];
  const viewport = fitScreens[screen];
  const email = await registeredCustomer(browser, url);
  const context = await shopperContext(browser, url, viewport);
  const page = await context.newPage();
  const { prefix } = text;

  await page.goto(`${prefix}/size-guide`);
  for (const [at, finger] of fingers.entries()) await page.locator(`#fit-${finger}`).fill(widthsM[at]!);
  await page.getByRole('button', { name: text.find }).click();
  expect(await page.getByTestId('fit-size').textContent()).toBe(text.told);
  await page.getByTestId('fit-saved').waitFor();

  const sets = await graphqlInPage<{ catalogue: { total: number; products: { slug: string }[] } }>(
    page,
    'query { catalogue(filter: "size[m]", perPage: 1) { total products { slug } } }',
  );
  const slug = sets.data!.catalogue.products[0]!.slug;
  await expectSetOpensIn(page, prefix, slug, 'm', text.yours);

  await page.goto(`${prefix}/products`);
  if (screen === 'phone') await page.getByRole('button', { expanded: false, name: /filter/i }).click();
  await page.getByLabel(text.inMySize).check();
  await page.waitForURL(/filter=size%5Bm%5D|filter=size\[m\]/);
  await expect
    .poll(async () => text.count.exec((await page.getByTestId('result-count').textContent()) ?? '')?.[1])
    .toBe(String(sets.data!.catalogue.total));

  const signedIn = await graphqlInPage(
    page,
    'mutation($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { customer { email } } }',
    { u: email, p: password },
  );
  expect(signedIn.errors).toBeUndefined();
  await page.goto(`${prefix}/my-account`);
  const panel = page.getByTestId('my-size');
  await expect.poll(() => panel.getByTestId('my-size-current').textContent()).toContain(text.told);
  await panel.getByRole('radio', { name: 'S', exact: true }).check();
  await panel.getByRole('button', { name: text.save }).click();
  await panel.getByText(text.saved).waitFor();

  await expectSetOpensIn(page, prefix, slug, 's', text.yours);
  await context.close();
}
