/**
 * One test file's two shops: a fresh real WooCommerce (targets.ts) and the embedded back end, each
 * behind its own gateway and built storefront, started before the file's tests and stopped after.
 * The suites that run the same checks on both (`describe.each(backEnds)`) share this setup, so it
 * is written, and its timeouts kept, once.
 */
import { afterAll, beforeAll } from 'vitest';
import {
  freePort,
  realShopAvailable,
  startRealShop,
  startStorefront,
  type RealShop,
  type Storefront,
} from './targets.ts';

export type BackEnd = 'woocommerce' | 'embedded';
export const backEnds: BackEnd[] = ['woocommerce', 'embedded'];

export interface BothBackEnds {
  /** False where no real WooCommerce can be had: the file's suites skip (targets.ts says why). */
  enabled: boolean;
  fronts: Record<BackEnd, Storefront>;
  /** The real shop, once started. */
  readonly real: RealShop;
}

export function useBothBackEnds(): BothBackEnds {
  const enabled = realShopAvailable();
  const fronts = {} as Record<BackEnd, Storefront>;
  let real: RealShop | undefined;

  beforeAll(async () => {
    if (!enabled) return;
    const gatewayPort = await freePort();
    real = await startRealShop(`http://127.0.0.1:${gatewayPort}/webhooks/commerce`);
    const shop = real;
    [fronts.woocommerce, fronts.embedded] = await Promise.all([
      startStorefront(gatewayPort, { graphqlUrl: shop.graphqlUrl, webhookSecret: shop.webhookSecret }),
      startStorefront(await freePort(), {}),
    ]);
  }, 400_000);

  afterAll(async () => {
    await Promise.all(Object.values(fronts).map((front) => front.close()));
    real?.stop();
  }, 120_000);

  return {
    enabled,
    fronts,
    get real() {
      if (!real) throw new Error('the real WooCommerce is not started (outside a test, or skipped)');
      return real;
    },
  };
}
