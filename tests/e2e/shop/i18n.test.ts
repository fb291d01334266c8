/**
 * The catalogue in six languages, as a German shopper sees it in Chromium (/de/…): German product
 * names and descriptions, a search by a German word, German shipping and payment titles at the
 * checkout, an order confirmation mail in German (read from the commerce mailbox), and English
 * names again after switching the language in the header (nothing read in German is shown).
 */
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { fillBillingInGerman, watchForTokens } from './support/shopper.ts';

const shop = useShopSuite();
const { enabled } = shop;

const slug = 'classic-red-oval-press-on-nails';
const germanName = 'Press-on-Nägel Klassisches Rot in ovaler Form';

async function mailTo(email: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const list = (await (
      await fetch(`${shop.stack.commerceUrl}/dev/mailbox?to=${encodeURIComponent(email)}`)
    ).json()) as { id: string }[];
    if (list.length > 0)
      return (await (await fetch(`${shop.stack.commerceUrl}/dev/mailbox/${list[0]!.id}`)).json()) as {
        subject: string;
        text: string;
      };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email}`);
}

describe.skipIf(!enabled)('a German shopper in Chromium', { timeout: 180_000 }, () => {
  it('reads German names and descriptions, finds a set by a German word, and switches back to English', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    await page.goto('/de/products');
    const cardNames = page.locator('article h3');
    await cardNames.first().waitFor();
    const names = await cardNames.allTextContents();
    expect(names.filter((name) => name.startsWith('Press-on-Nägel')).length).toBeGreaterThan(5);
    expect(names.some((name) => name.includes('Press-On Nails'))).toBe(false);

    await page.goto('/de/products?search=Mandelform');
    await expect
      .poll(async () => {
        const found = await cardNames.allTextContents();
        return found.length > 0 && found.every((name) => name.endsWith('in Mandelform'));
      })
      .toBe(true);

    await page.goto(`/de/product/${slug}`);
    await page.getByRole('heading', { level: 1, name: germanName }).waitFor();
    await page.getByText('Mit dem zeitlosen, glänzenden Rot – in unserer ovalen Form.').first().waitFor();
    await page
      .getByText(/Jedes Set enthält \d+ wiederverwendbare Nägel/)
      .first()
      .waitFor();

    // The header's language switch navigates in the app: the English page, not the German data.
    await page.locator('#language-select').selectOption('en');
    await page.waitForURL(`**/product/${slug}`);
    await page.getByRole('heading', { level: 1, name: 'Classic Red Oval Press-On Nails' }).waitFor();
    expect(await page.getByText(germanName).count()).toBe(0);
    await context.close();
  });

  it('checks out in German: shipping and payment titles, then the order mail, in German', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const tokens = watchForTokens(context);
    const page = await context.newPage();
    await page.goto(`/de/product/${slug}`);
    await page.getByRole('heading', { level: 1, name: germanName }).waitFor();
    const form = page.locator('form:has(#quantity)');
    await form.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await page.locator('#cart-drawer').getByTestId('cart-line').filter({ hasText: germanName }).waitFor();

    await page.goto('/de/checkout');
    await page.getByRole('heading', { name: 'Rechnungsdetails' }).waitFor();
    const email = `lena.${Date.now()}@example.com`;
    await fillBillingInGerman(page, email);
    await page.getByRole('radio', { name: /Standardversand \(DHL\)/ }).waitFor();
    await page.getByRole('radio', { name: /Abholung in unserem Berliner Studio/ }).waitFor();
    expect(await page.getByText('Standard shipping (DHL)').count()).toBe(0);
    await page.getByRole('radio', { name: /Standardversand \(DHL\)/ }).check();
    await page.getByLabel('Zahlung bei Lieferung').check();
    await page.getByRole('button', { name: 'Kostenpflichtig bestellen' }).click();

    await page.waitForURL(/\/de\/checkout\/order-received\/\d+\?key=/);
    await page.getByText('Vielen Dank. Deine Bestellung ist eingegangen.').waitFor();
    const orderNumber = /order-received\/(\d+)/.exec(page.url())![1]!;

    const mail = await mailTo(email);
    expect(mail.subject).toMatch(new RegExp(`^Deine Bestellung #${orderNumber} bei .+ ist eingegangen$`));
    expect(mail.text).toContain('Hallo Lena,');
    expect(mail.text).toContain(`1 × ${germanName}:`);
    expect(mail.text).toMatch(/Versand: €4\.95/);
    expect(mail.text).not.toMatch(/Thank you|Shipping:/);

    await tokens.assertNoTokens(page, 'German checkout');
    await context.close();
  });
});
