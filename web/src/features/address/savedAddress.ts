import type { Address } from '@nails/machines/checkoutForm';

type Known = { readonly [field: string]: string | null | undefined } | null | undefined;

/** Non-empty saved values only: a customer with no saved address yet has nothing to fill in or show. */
export const savedAddress = (known: Known): Address =>
  Object.fromEntries(
    Object.entries(known ?? {}).flatMap(([field, value]) =>
      typeof value === 'string' && value.trim() ? [[field, value]] : [],
    ),
  ) as Address;
