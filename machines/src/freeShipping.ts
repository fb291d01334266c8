// Which free shipping rate a cart offers and does not use yet. WooCommerce names a rate
// `<method_id>:<instance_id>` (WC_Shipping_Rate), and its free shipping method's id is
// `free_shipping`; the rate is free when it costs nothing (a raw "0" or a formatted "€0.00").
import type { Cart } from './commerceTypes.ts';

interface Rate {
  id?: string | null;
  cost?: string | null;
}

interface ShippingOffer {
  chosenShippingMethods?: readonly (string | null | undefined)[] | null;
  availableShippingMethods?:
    readonly ({ rates?: readonly (Rate | null | undefined)[] | null } | null | undefined)[] | null;
}

export const isFreeShippingRate = (id: string | null | undefined): boolean =>
  Boolean(id?.startsWith('free_shipping'));

const costsNothing = (cost: string | null | undefined): boolean => {
  const digits = (cost ?? '0').replace(/[^\d]/g, '');
  return /^0*$/.test(digits);
};

/** The free shipping rate to choose for the shopper, or undefined when there is none or it is chosen. */
export function freeRateToChoose(cart: Cart | null): string | undefined {
  const offer = cart as ShippingOffer | null;
  const chosen = offer?.chosenShippingMethods ?? [];
  if (chosen.some(isFreeShippingRate)) return undefined;
  const rates = (offer?.availableShippingMethods ?? []).flatMap((pack) => pack?.rates ?? []);
  return (
    rates.find((rate) => rate && isFreeShippingRate(rate.id) && costsNothing(rate.cost))?.id ?? undefined
  );
}
