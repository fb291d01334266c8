/**
 * The size finder and "my size" in Chromium against the whole shop (embedded back ends, event
 * store; gateway fit README), on a desktop and a phone, in English and German: the journey of
 * `support/fit-journey.ts`, which the real WooCommerce suite walks too.
 */
import { describe, it } from 'vitest';
import { useShopSuite } from './support/shop-stack.ts';
import { fitLanguages, fitScreens, walkFitJourney } from './support/fit-journey.ts';

const shop = useShopSuite();
const { enabled } = shop;

describe.skipIf(!enabled)('the size finder and my size in Chromium', { timeout: 240_000 }, () => {
  for (const language of Object.keys(fitLanguages) as (keyof typeof fitLanguages)[])
    for (const screen of Object.keys(fitScreens) as (keyof typeof fitScreens)[])
      it(`${language} on a ${screen}: measured, told M, M on a set and in the listing, kept on her account and changed there`, () =>
        walkFitJourney(shop.browser, shop.stack.url, language, screen));
});
