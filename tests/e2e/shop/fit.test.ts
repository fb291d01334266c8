/**
 * The size finder and "my size" in Chromium against the whole shop (embedded back ends, event
 * store; gateway fit README), on a desktop and a phone, in English and German: the journey of
 * `support/fit-journey.ts`, which the real WooCommerce suite walks too. And the size guide on a
 * phone: the page is as wide as the screen, its size tables scroll in their own box.
 */
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { fitLanguages, fitScreens, walkFitJourney } from './support/fit-journey.ts';

const shop = useShopSuite();
const { enabled } = shop;

describe.skipIf(!enabled)('the size finder and my size in Chromium', { timeout: 240_000 }, () => {
  for (const language of Object.keys(fitLanguages) as (keyof typeof fitLanguages)[])
    for (const screen of Object.keys(fitScreens) as (keyof typeof fitScreens)[])
      it(`${language} on a ${screen}: measured, told M, M on a set and in the listing, kept on her account and changed there`, () =>
        walkFitJourney(shop.browser, shop.stack.url, language, screen));

  it('on a phone the size guide is no wider than the screen, in English and German', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url, fitScreens.phone);
    const page = await context.newPage();
    for (const prefix of ['', '/de']) {
      await page.goto(`${prefix}/size-guide`);
      await page.locator('table').first().waitFor();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
        // The finder's fields and its button, each within the screen.
        widest: Math.max(
          ...Array.from(document.querySelectorAll('form input, form button')).map(
            (element) => element.getBoundingClientRect().right,
          ),
        ),
      }));
      expect(widths.page, `${prefix}/size-guide`).toBeLessThanOrEqual(widths.screen);
      expect(widths.widest, `${prefix}/size-guide`).toBeLessThanOrEqual(widths.screen);
    }
    await context.close();
  });
});
