import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { fillBilling, fillBillingInGerman, fillCart, watchForTokens } from './support/shopper.ts';

// What a shopper reads when the shop refuses something, and what a checkout page shows after a
// reload while the order was being placed, in Chromium on desktop (1280×900) and phone (390×844).
const shop = useShopSuite();
const { enabled } = shop;

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

async function shopper(size = desktop): Promise<{ context: BrowserContext; page: Page }> {
  const context = await shopperContext(shop.browser, shop.stack.url, size);
  watchForTokens(context);
  return { context, page: await context.newPage() };
}

/** True when the element is inside the viewport (a phone shows it without scrolling). */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
  });
}

/** The German checkout's billing details, a Berlin address (the labels as a German shopper reads them). */
async function fillGermanBilling(page: Page, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Rechnungsdetails' }).waitFor();
  await fillBillingInGerman(page, email);
  await page.getByRole('radio', { name: /Standardversand \(DHL\)/ }).check();
  await page.getByLabel('Zahlung bei Lieferung').check();
}

describe.skipIf(!enabled)('refusals where the shopper looks, in their language', { timeout: 180_000 }, () => {
  for (const [name, size] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    it(`German checkout, an account for the demo customer's email: the refusal is on the email field, focused and in view (${name})`, async () => {
      const { context, page } = await shopper(size);
      await page.goto('/de');
      await fillCart(page);
      await page.goto('/de/checkout');
      await fillGermanBilling(page, 'demo@example.com');
      await page.getByLabel('Ein Kundenkonto anlegen?').check();
      await page.getByLabel('Benutzername', { exact: true }).fill(`lena${Date.now()}`);
      await page.getByLabel('Passwort', { exact: true }).fill('kastanie-2026-lang');
      await page.getByRole('button', { name: 'Kostenpflichtig bestellen' }).click();

      const email = page.locator('#billing-email');
      await expect.poll(() => email.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
      await page
        .locator('#billing-email-error')
        .getByText('Mit dieser E-Mail-Adresse ist bereits ein Konto registriert.', { exact: false })
        .waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('billing-email');
      expect(await inViewport(page, '#billing-email')).toBe(true);
      // The back end's English sentence is nowhere on the page.
      expect(await page.getByText('An account is already registered', { exact: false }).count()).toBe(0);
      await context.close();
    });
  }

  it('a refusal that belongs to no field is an alert next to Place order, focused and in view on a phone', async () => {
    const { context, page } = await shopper(phone);
    await page.goto('/de');
    await fillCart(page);
    // The payment method went away between page load and Place order (WooCommerce: "Invalid payment
    // method."): the gateway's answer for it, as the shopper's browser receives it.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'usePlaceOrderMutation') return route.continue();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            placeOrder: {
              status: 'FAILED',
              orderId: null,
              orderKey: null,
              orderNumber: null,
              errorCode: 'PAYMENT_METHOD_UNAVAILABLE',
              errorMessage: 'Invalid payment method.',
              replayed: false,
            },
          },
        }),
      });
    });
    await page.goto('/de/checkout');
    await fillGermanBilling(page, `lena.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Kostenpflichtig bestellen' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Diese Zahlungsart ist nicht verfügbar.' });
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.evaluate((element) => element.parentElement?.contains(document.activeElement))).toBe(
      true,
    );
    expect(
      await alert.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    // Next to the button, not at the top of the form.
    const [alertBox, buttonBox] = await Promise.all([
      alert.boundingBox(),
      page.getByRole('button', { name: 'Kostenpflichtig bestellen' }).boundingBox(),
    ]);
    expect(Math.abs(buttonBox!.y - (alertBox!.y + alertBox!.height))).toBeLessThan(120);
    expect(await page.getByText('Invalid payment method.').count()).toBe(0);
    await context.close();
  });

  it('French shop: an unknown and an expired coupon, a bad gift card and an over-stock add read in French', async () => {
    const { context, page } = await shopper();
    await page.goto('/fr');
    await fillCart(page);
    await page.goto('/fr/cart');
    for (const [code, text] of [
      ['nonsense', 'Ce code promo n’est pas valable.'],
      ['EXPIRED5', 'Ce code promo a expiré.'],
    ] as const) {
      await page.locator('#coupon-code').fill(code);
      await page.getByRole('button', { name: 'Appliquer le code' }).click();
      await page.getByRole('alert').filter({ hasText: text }).waitFor({ timeout: 15_000 });
    }
    // A gift card code that is not one.
    await page.locator('#gift-card-code').fill('NOPE-NOPE-NOPE');
    await page.getByRole('button', { name: 'Utiliser la carte cadeau' }).click();
    await page.getByText('Ce code de carte cadeau n’est pas valable.').waitFor({ timeout: 15_000 });
    expect(await page.getByText(/does not exist|has expired|not valid/).count()).toBe(0);

    // Nine of a glue with four in stock: how many there are, in French.
    await page.goto('/fr/product/extra-strong-nail-glue-2-pack');
    const form = page.locator('form:has(#quantity)');
    await form.locator('#quantity').fill('9');
    await form.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Il ne reste que 4 exemplaire(s) de cet article en stock.' })
      .waitFor({ timeout: 15_000 });
    expect(await page.getByText(/cannot add|remaining/).count()).toBe(0);
    await context.close();
  });

  it('FREESHIP says what it does instead of "−€0.00"; "already applied" goes with the next estimate', async () => {
    const { context, page } = await shopper();
    await page.goto('/');
    await fillCart(page);
    await page.goto('/cart');
    const apply = async (code: string) => {
      await page.locator('#coupon-code').fill(code);
      await page.getByRole('button', { name: 'Apply coupon' }).click();
    };
    await apply('FREESHIP');
    const effect = page.getByTestId('coupon-effect');
    await effect.waitFor({ timeout: 15_000 });
    expect(await effect.textContent()).toMatch(/free shipping/i);
    expect(await page.getByText('−€0.00').count()).toBe(0);

    await apply('FREESHIP');
    const already = page.getByRole('alert').filter({ hasText: 'This coupon is already applied.' });
    await already.waitFor({ timeout: 15_000 });
    // The next cart change (an estimate for another country) leaves no stale refusal behind.
    const estimate = page.locator('details', { hasText: 'Estimate shipping' });
    if (!(await estimate.evaluate((element) => (element as HTMLDetailsElement).open)))
      await estimate.locator('summary').click();
    await estimate.getByLabel('Country / Region').selectOption('FR');
    await estimate.getByLabel('Postcode / ZIP').fill('75001');
    await estimate.getByRole('button', { name: 'Calculate' }).click();
    await already.waitFor({ state: 'detached', timeout: 15_000 });
    await context.close();
  });
});

describe.skipIf(!enabled)('what a shopper reads before she orders', { timeout: 180_000 }, () => {
  it('on a phone her items and the total stand right above the order button; on a desktop they are beside the form', async () => {
    for (const size of [phone, desktop]) {
      const { context, page } = await shopper(size);
      await page.goto('/de');
      await fillCart(page);
      await page.goto('/de/checkout');
      const order = page.getByRole('complementary', { name: 'Deine Bestellung' });
      const button = page.getByRole('button', { name: 'Kostenpflichtig bestellen' });
      const form = page.getByRole('heading', { name: 'Rechnungsdetails' });
      await order.getByText('Gesamtsumme').waitFor();
      const box = async (element: typeof order) => {
        const found = await element.boundingBox();
        if (!found) throw new Error('not laid out');
        return found;
      };
      // Measured once the page stopped moving: the shipping estimate and the lines' images land
      // after the total shows, and a box read in between belongs to another layout than the next.
      const boxes = async () => [await box(order), await box(button), await box(form)] as const;
      let last = '';
      await expect
        .poll(
          async () => {
            const now = JSON.stringify(await boxes());
            const settled = now === last;
            last = now;
            return settled;
          },
          { interval: 250, timeout: 15_000 },
        )
        .toBe(true);
      const [orderBox, buttonBox, formBox] = await boxes();
      if (size === phone) {
        // Nothing but the refusal line and the spacing between the total and the button.
        expect(buttonBox.y - (orderBox.y + orderBox.height)).toBeGreaterThanOrEqual(0);
        expect(buttonBox.y - (orderBox.y + orderBox.height)).toBeLessThan(80);
        // Scrolled to the button, the order is not stuck over it.
        await button.scrollIntoViewIfNeeded();
        const shown = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return Boolean(top && element.contains(top));
        });
        expect(shown).toBe(true);
      } else {
        expect(orderBox.x).toBeGreaterThan(formBox.x + formBox.width);
        expect(buttonBox.x).toBeLessThan(orderBox.x);
      }
      await context.close();
    }
  });
});

describe.skipIf(!enabled)(
  'checkout survives a reload while the order is placed',
  { timeout: 180_000 },
  () => {
    it('Place order, reload at once: the confirmation (or pending, then the confirmation), never the empty cart', async () => {
      const { context, page } = await shopper(phone);
      // Any moment the checkout page shows the empty cart in place of the order is recorded.
      await context.addInitScript(() => {
        const look = () => {
          const empty = document.querySelector('[data-testid="cart-empty"]');
          if (empty && !empty.closest('#cart-drawer') && !location.pathname.includes('order-received'))
            (window as unknown as { sawEmptyCheckout?: boolean }).sawEmptyCheckout = true;
        };
        new MutationObserver(look).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/');
      await fillCart(page);
      await page.goto('/checkout');
      await fillBilling(page, {
        state: 'NY',
        email: `reload.${Date.now()}@example.com`,
        payment: 'Cash on delivery',
      });
      const sent = page.waitForRequest(
        (request) =>
          request.url().endsWith('/graphql') && (request.postData() ?? '').includes('usePlaceOrderMutation'),
      );
      await page.getByRole('button', { name: 'Place order' }).click();
      await sent;
      await page.waitForTimeout(250);
      await page.reload();
      // This tab's order: its order received page, or (reloaded as the order finished) the
      // confirmation with the link to it.
      const orderReceived = /\/checkout\/order-received\/\d+\?key=/;
      const confirmation = page.getByTestId('checkout-placed');
      await Promise.race([
        page.waitForURL(orderReceived, { timeout: 30_000 }),
        confirmation.waitFor({ timeout: 30_000 }),
      ]);
      if (!orderReceived.test(page.url()))
        await confirmation.getByRole('link', { name: 'View your order' }).click();
      await page.waitForURL(orderReceived);
      await page.getByText('Thank you. Your order has been received.').waitFor();
      expect(
        await page.evaluate(() => (window as { sawEmptyCheckout?: boolean }).sawEmptyCheckout ?? false),
      ).toBe(false);

      // A tab opened later on /checkout, with the cart the order emptied: the order and its link.
      const later = await context.newPage();
      await later.goto('/checkout');
      const placed = later.getByTestId('checkout-placed');
      await placed.waitFor({ timeout: 15_000 });
      expect(await placed.textContent()).toMatch(/Your order #\d+ has been received\./);
      expect(await placed.getByRole('link', { name: 'View your order' }).getAttribute('href')).toMatch(
        /\/checkout\/order-received\/\d+\?key=/,
      );
      await context.close();
    });
  },
);
