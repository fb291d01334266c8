import type { TFunction } from 'i18next';
import type { LocaleCode } from '../../i18n/locales.ts';
import { builtInText, shippingMethodId } from '../../i18n/builtInTitles.ts';
import { rateCost } from '../../lib/cartMoney.ts';
import type { CartState } from './cartState.ts';

/**
 * The live shipping rates of a cart, their cost (VAT included) formatted like every other price in
 * the shopper's language, and WooCommerce's own method titles in it too (`t`: the `shop` namespace).
 */
export function shippingRates(
  cart: CartState,
  locale: LocaleCode,
  t: TFunction,
): { id: string; label: string; cost: string }[] {
  return (cart.availableShippingMethods ?? [])
    .flatMap((pack) => pack?.rates ?? [])
    .flatMap((rate) =>
      rate
        ? [
            {
              id: rate.id,
              label: builtInText(t, 'shipping', shippingMethodId(rate.id), rate.label ?? rate.id),
              cost: rateCost(rate.cost, locale),
            },
          ]
        : [],
    );
}
