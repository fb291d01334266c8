/**
 * My account → Privacy in Chromium against the whole shop (embedded back ends, event store): a
 * customer with a wishlist and a newsletter sign-up downloads her data and finds each in the
 * file; the delete form refuses a wrong confirmation and a wrong password in her language and
 * keeps her signed in; the right ones erase the account, sign her out and show the confirmation.
 * The privacy policy page reads the content service's policy in English and German.
 */
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { graphqlInPage } from './support/shopper.ts';

const shop = useShopSuite();
const { enabled } = shop;
const password = 'Privacy-Passw0rd!';

/** A new customer, registered and signed in from the page (the browser holds her cookie). */
async function newCustomer(page: Page): Promise<{ email: string; productId: number }> {
  const email = `privacy-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/my-account');
  const registered = await graphqlInPage(
    page,
    `mutation($e: String!, $p: String!) { registerCustomer(input: { email: $e, username: $e, password: $p }) { customer { email } } }`,
    { e: email, p: password },
  );
  expect(registered.errors).toBeUndefined();
  const listing = await graphqlInPage<{ catalogue: { products: { databaseId: number }[] } }>(
    page,
    'query { catalogue(perPage: 1) { products { databaseId } } }',
  );
  const productId = listing.data!.catalogue.products[0]!.databaseId;
  await graphqlInPage(page, 'mutation($id: Int!) { addToWishlist(productId: $id) { productIds } }', {
    id: productId,
  });
  await graphqlInPage(
    page,
    'mutation($e: String!) { subscribeToNewsletter(email: $e, source: "footer") { email } }',
    {
      e: email,
    },
  );
  return { email, productId };
}

/** My account's Privacy tab (the footer has "Privacy policy" and "Privacy choices" links too). */
const privacyTab = (page: Page) =>
  page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Privacy', exact: true });

describe.skipIf(!enabled)('My account → Privacy in Chromium', { timeout: 180_000 }, () => {
  it('a customer downloads her data and finds her account, wishlist and newsletter sign-up in the file', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    const { email, productId } = await newCustomer(page);
    await page.goto('/my-account');
    await privacyTab(page).click();
    await page.getByRole('heading', { name: 'Download my data' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);

    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      commerce: { account: { email: string } };
      gateway: {
        wishlist: { productId: number }[];
        newsletter: { email: string } | null;
        sessions: unknown[];
      };
    };
    expect(file.commerce.account.email).toBe(email);
    expect(file.gateway.wishlist.map((item) => item.productId)).toEqual([productId]);
    expect(file.gateway.newsletter?.email).toBe(email);
    expect(file.gateway.sessions).toHaveLength(1);
    await page.getByRole('status').filter({ hasText: 'Your file has been downloaded.' }).waitFor();
    await context.close();
  });

  it('the delete form says a wrong confirmation and a wrong password on their fields, and she stays signed in', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    await newCustomer(page);
    await page.goto('/my-account?tab=privacy');
    const form = page.getByRole('form', { name: 'Delete my account' });
    await form.getByText('This cannot be undone.', { exact: false }).waitFor();

    await form.getByLabel('Your password').fill(password);
    await form.getByLabel('Type DELETE to confirm').fill('delete it');
    await form.getByRole('button', { name: 'Delete my account for good' }).click();
    await form.getByRole('alert').filter({ hasText: 'Type DELETE exactly as shown to confirm.' }).waitFor();
    expect(await form.getByLabel('Type DELETE to confirm').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Your password').fill('not-her-password');
    await form.getByLabel('Type DELETE to confirm').fill('DELETE');
    await form.getByRole('button', { name: 'Delete my account for good' }).click();
    await form.getByRole('alert').filter({ hasText: 'Incorrect password.' }).waitFor();
    expect(await form.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true');

    await page.reload();
    await privacyTab(page).waitFor();
    await context.close();
  });

  it('the right password and phrase erase the account: she is signed out, told so, and cannot sign in again', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    const { email } = await newCustomer(page);
    await page.goto('/my-account?tab=privacy');
    const form = page.getByRole('form', { name: 'Delete my account' });
    await form.getByLabel('Your password').fill(password);
    await form.getByLabel('Type DELETE to confirm').fill('DELETE');
    await form.getByRole('button', { name: 'Delete my account for good' }).click();

    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    expect(new URL(page.url()).search).toBe('?account=deleted');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const again = await graphqlInPage(
      page,
      `mutation($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { user { email } } }`,
      { u: email, p: password },
    );
    expect(again.errors?.length).toBeGreaterThan(0);
    await context.close();
  });

  it('the privacy policy comes from content in the page language: English, and German at /de', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page.getByRole('heading', { name: 'What we keep, why and for how long' }).waitFor();
    await page.getByText('Invoices are kept for 7 years', { exact: false }).waitFor();

    await page.goto('/de/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor();
    await page.getByRole('heading', { name: 'Was wir speichern, warum und wie lange' }).waitFor();
    await page.getByText('Rechnungen bewahren wir 7 Jahre auf', { exact: false }).waitFor();
    await context.close();
  });
});
