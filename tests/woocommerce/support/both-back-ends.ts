/**
 * One test file's two shops: a fresh real WooCommerce (targets.ts) and the embedded back end, each
 * behind its own gateway and built storefront, started before the file's tests and stopped after.
 * The suites that run the same checks on both (`describe.each(backEnds)`) share this setup, so it
 * is written, and its timeouts kept, once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import {
  companionPlugin,
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

export interface BothBackEndsOptions {
  /**
   * The real shop runs the storefront's companion plugin, as a shop owner installs it
   * (upstreams/woocommerce-companion), with a shop key its gateway knows.
   */
  companion?: boolean;
}

export function useBothBackEnds(options: BothBackEndsOptions = {}): BothBackEnds {
  const enabled = realShopAvailable();
  const fronts = {} as Record<BackEnd, Storefront>;
  let real: RealShop | undefined;

  beforeAll(async () => {
    if (!enabled) return;
    const gatewayPort = await freePort();
    const shopKey = options.companion ? randomBytes(16).toString('hex') : undefined;
    real = await startRealShop(`http://127.0.0.1:${gatewayPort}/webhooks/commerce`, {
      ...(shopKey ? { plugins: [companionPlugin], shopKey } : {}),
    });
    const shop = real;
    [fronts.woocommerce, fronts.embedded] = await Promise.all([
      startStorefront(
        gatewayPort,
        { graphqlUrl: shop.graphqlUrl, webhookSecret: shop.webhookSecret },
        shopKey ? { env: { COMMERCE_SHOP_KEY: shopKey } } : {},
      ),
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
