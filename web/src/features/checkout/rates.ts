import { formatMoney } from '../../i18n/format.ts';
import type { CartState } from '../cart/cartState.ts';

/** The live shipping rates of a cart, their cost formatted like every other price (spec §9). */
export function shippingRates(cart: CartState): { id: string; label: string; cost: string }[] {
  return (cart.availableShippingMethods ?? [])
    .flatMap((pack) => pack?.rates ?? [])
    .flatMap((rate) =>
      rate
        ? [
            {
              id: rate.id,
              label: rate.label ?? rate.id,
              cost: formatMoney(Number.parseFloat(rate.cost ?? '0') || 0),
            },
          ]
        : [],
    );
}
