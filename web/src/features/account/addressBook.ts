import {
  addressFields,
  emptyCheckoutForm,
  postalAddressFields,
  type Address,
  type AddressField,
} from '@nails/machines/checkoutForm';
import type { UiMessage } from '@nails/machines/messages';
import { serverFieldErrors, serverText } from '../address/serverFieldErrors.ts';
import { checkoutErrors, type FieldErrors } from '../address/validation.ts';

export type AddressKind = 'billing' | 'shipping';

/** What each saved address holds: the checkout's fields (billing adds email and phone). */
export const addressBookFields: Record<AddressKind, readonly AddressField[]> = {
  shipping: postalAddressFields,
  billing: addressFields,
};

/**
 * The checkout's own rules (`address/validation.ts`: required fields, the country's postcode
 * format, a phone valid for the country, an email), applied to one saved address: an address
 * the account accepts is one the checkout accepts.
 */
export function addressFormErrors(kind: AddressKind, address: Address): FieldErrors {
  const errors = checkoutErrors({
    ...emptyCheckoutForm,
    [kind]: address,
    shipToDifferentAddress: kind === 'shipping',
  });
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(`${kind}.`)));
}

/**
 * The address as `updateCustomer` takes it: every field the form shows, an emptied one as "",
 * so a cleared second line is cleared at the back end too (WooGraphQL sets each field given).
 */
export function addressInput(kind: AddressKind, address: Address): Record<string, string> {
  return Object.fromEntries(addressBookFields[kind].map((field) => [field, address[field]?.trim() ?? '']));
}

/**
 * A refusal's fields: WooCommerce's sentences naming a field ("Billing Postcode / ZIP is not a
 * valid postcode / ZIP.", as at checkout), each put back under its field. WooGraphQL 1.0.2 answers
 * a billing email WooCommerce refuses with a bare "Internal server error" (measured on the real
 * shop), so the email, like the rest, is checked in the browser before saving.
 */
export function addressServerErrors(kind: AddressKind, message: UiMessage | undefined): FieldErrors {
  return Object.fromEntries(
    Object.entries(serverFieldErrors(serverText(message))).filter(([key]) => key.startsWith(`${kind}.`)),
  ) as FieldErrors;
}
