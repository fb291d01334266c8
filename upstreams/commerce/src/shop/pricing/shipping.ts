/**
 * Shipping zones as WooCommerce has them: zones are tried in order and the first whose locations
 * match the destination ("DE", or "US:CA" for one state) wins; a destination no zone matches falls
 * in the "rest of the world" zone (locations empty). Each zone lists its methods.
 */
export interface ShippingZone {
  id: number;
  name: string;
  order: number;
  /** "DE" for a country, "US:CA" for a state of it; empty = rest of the world. */
  locations: string[];
  methods: ShippingMethod[];
}

export interface ShippingMethod {
  instanceId: number;
  type: 'flat_rate' | 'free_shipping' | 'local_pickup';
  title: string;
  /** Cents; flat rate and local pickup. */
  cost: number;
  /** Free shipping: the cart (after discounts) must reach this many cents; null = no minimum. */
  minAmount: number | null;
  /** Free shipping: also needs a coupon granting free shipping. */
  requiresCoupon: boolean;
}

export interface ShippingRate {
  /** WooCommerce's rate id, "flat_rate:3". */
  id: string;
  methodId: string;
  instanceId: number;
  label: string;
  cost: number;
}

export interface Destination {
  country: string;
  state?: string | null;
}

export function matchZone(zones: ShippingZone[], destination: Destination): ShippingZone | undefined {
  const country = destination.country.toUpperCase();
  const state = destination.state ? `${country}:${destination.state.toUpperCase()}` : null;
  const sorted = [...zones].sort((a, b) => a.order - b.order || a.id - b.id);
  return (
    sorted.find((zone) =>
      zone.locations.some((loc) => loc.toUpperCase() === country || loc.toUpperCase() === state),
    ) ?? sorted.find((zone) => zone.locations.length === 0)
  );
}

/** The rates a cart may choose from, in the zone's order. */
export function availableRates(
  zone: ShippingZone | undefined,
  cart: { discountedSubtotal: number; freeShippingCoupon: boolean },
): ShippingRate[] {
  if (!zone) return [];
  return zone.methods
    .filter((method) => {
      if (method.type !== 'free_shipping') return true;
      const meetsMinimum = method.minAmount !== null && cart.discountedSubtotal >= method.minAmount;
      if (method.requiresCoupon) return cart.freeShippingCoupon || meetsMinimum;
      return method.minAmount === null || meetsMinimum;
    })
    .map((method) => ({
      id: `${method.type}:${method.instanceId}`,
      methodId: method.type,
      instanceId: method.instanceId,
      label: method.title,
      cost: method.type === 'free_shipping' ? 0 : method.cost,
    }));
}

/**
 * Keeps the shopper's choice while it is still offered; otherwise picks the cheapest rate that
 * ships (local pickup only when it is all there is), first in zone order on a tie.
 */
export function chooseRate(rates: ShippingRate[], chosen: string | undefined): ShippingRate | undefined {
  const kept = rates.find((rate) => rate.id === chosen);
  if (kept) return kept;
  const shipping = rates.filter((rate) => rate.methodId !== 'local_pickup');
  const pool = shipping.length > 0 ? shipping : rates;
  return pool.reduce<ShippingRate | undefined>(
    (best, rate) => (!best || rate.cost < best.cost ? rate : best),
    undefined,
  );
}
