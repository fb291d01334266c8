import type { LocaleCode } from '../../i18n/locales.ts';
import { rateCost } from '../../lib/cartMoney.ts';
import type { CartState } from './cartState.ts';

/** The live shipping rates of a cart, their cost (VAT included) formatted like every other price in the shopper's language. */
export function shippingRates(
  cart: CartState,
  locale: LocaleCode,
): { id: string; label: string; cost: string }[] {
  return (cart.availableShippingMethods ?? [])
    .flatMap((pack) => pack?.rates ?? [])
    .flatMap((rate) =>
      rate
        ? [
            {
              id: rate.id,
              label: rate.label ?? rate.id,
              cost: rateCost(rate.cost, locale),
            },
          ]
        : [],
    );
}
