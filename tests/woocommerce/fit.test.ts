/**
 * The size finder and "my size" at the gateway on a real WooCommerce and on the embedded back end
 * (gateway fit README): a guest measures and is told M, keeps it; sets in M exist (the listing's
 * size[m], and in-stock-size[m] keeps only those she can buy in M now); she signs in and her size
 * is on her account; she changes it there and reads the new one. Then the same journey in Chromium
 * on the real shop (tests/e2e/shop/support/fit-journey.ts), desktop and phone, English and German.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from '../e2e/support/browser.ts';
import { fitLanguages, fitScreens, walkFitJourney } from '../e2e/shop/support/fit-journey.ts';
import { backEnds, useBothBackEnds } from './support/both-back-ends.ts';
import { browserSession } from './support/browser-session.ts';

const shops = useBothBackEnds();
const { enabled, fronts } = shops;
const demo = { username: 'demo', password: 'demo-nails-2026' };

const withBrowser = enabled && chromiumAvailable();
let browser: Browser;

beforeAll(async () => {
  if (withBrowser) browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
}, 60_000);

type Listing = { catalogue: { total: number; products: { databaseId: number; slug: string }[] } };
const listing =
  'query($f: String) { catalogue(filter: $f, perPage: 100) { total products { databaseId slug } } }';
const mySize = 'query { mySize { owner size slug widthsMm } }';
const save = 'mutation($i: SaveMySizeInput!) { saveMySize(input: $i) { owner size slug } }';

describe.skipIf(!enabled)('the size finder and my size on both back ends', { timeout: 180_000 }, () => {
  for (const target of backEnds)
    it(`${target}: measured, told M, sets in M listed, kept on her account at sign-in and changed there`, async () => {
      const front = fronts[target];
      const graphql = browserSession();
      const widthsMm = [15.5, 12.8, 13.6, 12.1, 10.9];
      const found = await graphql<{ findMySize: { size: string } }>(
        front,
        'query($w: [Float!]) { findMySize(widthsMm: $w) { size } }',
        { w: widthsMm },
      );
      expect(found.errors).toBeUndefined();
      expect(found.data?.findMySize.size).toBe('M');
      const kept = await graphql<{ saveMySize: { owner: string; slug: string } }>(front, save, {
        i: { size: 'M', widthsMm },
      });
      expect(kept.data?.saveMySize).toEqual({ owner: 'GUEST', size: 'M', slug: 'm' });

      const inSize = await graphql<Listing>(front, listing, { f: 'size[m]' });
      expect(inSize.errors).toBeUndefined();
      expect(inSize.data!.catalogue.total).toBeGreaterThan(0);
      const inStock = await graphql<Listing>(front, listing, { f: 'in-stock-size[m]' });
      expect(inStock.errors).toBeUndefined();
      const inSizeIds = new Set(inSize.data!.catalogue.products.map((product) => product.databaseId));
      expect(inStock.data!.catalogue.products.every((product) => inSizeIds.has(product.databaseId))).toBe(
        true,
      );
      expect(inStock.data!.catalogue.total).toBeGreaterThan(0);

      const refused = await graphql(front, 'query { findMySize(widthsMm: [16, 13, 140, 12, 11]) { size } }');
      expect(refused.errors?.[0]?.extensions?.code).toBe('FIT_WIDTH_OUT_OF_RANGE');

      const signedIn = await graphql(
        front,
        'mutation($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { customer { email } } }',
        { u: demo.username, p: demo.password },
      );
      expect(signedIn.errors).toBeUndefined();
      const onAccount = await graphql<{ mySize: { owner: string; size: string; widthsMm: number[] } }>(
        front,
        mySize,
      );
      expect(onAccount.data?.mySize).toMatchObject({ owner: 'CUSTOMER', size: 'M', widthsMm });

      const changed = await graphql<{ saveMySize: { owner: string; size: string } }>(front, save, {
        i: { size: 'L' },
      });
      expect(changed.data?.saveMySize).toEqual({ owner: 'CUSTOMER', size: 'L', slug: 'l' });
      expect((await graphql<{ mySize: { size: string } }>(front, mySize)).data?.mySize.size).toBe('L');
    });
});

describe.skipIf(!withBrowser)(
  'the size finder and my size in Chromium on the real shop',
  { timeout: 240_000 },
  () => {
    for (const language of Object.keys(fitLanguages) as (keyof typeof fitLanguages)[])
      for (const screen of Object.keys(fitScreens) as (keyof typeof fitScreens)[])
        it(`woocommerce, ${language} on a ${screen}: measured, told M, M on a set and in the listing, kept on her account and changed there`, () =>
          walkFitJourney(browser, fronts.woocommerce.url, language, screen));
  },
);
