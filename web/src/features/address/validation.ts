import type { Address, AddressField, CheckoutForm } from '@nails/machines/checkoutForm';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { phoneLooksValid } from './phoneRules.ts';
import { isEmailAddress } from '../../lib/email.ts';

/** Behaviour §5: address 2, company and the order note are optional; the rest of an address is required. */
export const optionalFields: readonly AddressField[] = ['company', 'address2', 'state'];
const requiredAddress: readonly AddressField[] = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'postcode',
  'country',
];

export type FieldProblem =
  | 'required'
  | 'email'
  | 'password'
  | 'phone'
  | 'postcode'
  | 'invalid'
  /** Refused by the back end: an account already has this email address / username. */
  | 'registered'
  | 'taken';
export type FieldErrors = Partial<Record<string, FieldProblem>>;

/**
 * Per-country formats, checked in the browser so a typo shows before Place order: phone numbers
 * with libphonenumber-js (`phoneRules.ts`: loaded at a form's first focus or submit), postcodes
 * with postcode-validator's pattern set. Countries without a known pattern pass; the back end
 * still decides.
 */
export function postcodeLooksValid(postcode: string, country: string | undefined): boolean {
  const code = country?.toUpperCase() ?? '';
  if (!code || !postcodeValidatorExistsForCountry(code)) return true;
  return postcodeValidator(postcode.trim(), code);
}

function addressErrors(address: Address, prefix: string, withContact: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const fields = withContact ? [...requiredAddress, 'email' as const, 'phone' as const] : requiredAddress;
  for (const field of fields) if (!address[field]?.trim()) errors[`${prefix}.${field}`] = 'required';
  if (withContact && address.email?.trim() && !isEmailAddress(address.email))
    errors[`${prefix}.email`] = 'email';
  if (withContact && address.phone?.trim() && !phoneLooksValid(address.phone, address.country))
    errors[`${prefix}.phone`] = 'phone';
  if (address.postcode?.trim() && !postcodeLooksValid(address.postcode, address.country))
    errors[`${prefix}.postcode`] = 'postcode';
  return errors;
}

/** Per-field problems of the checkout form, keyed `billing.city`, `shipping.postcode`, `username` … */
export function checkoutErrors(form: CheckoutForm): FieldErrors {
  return {
    ...addressErrors(form.billing, 'billing', true),
    ...(form.shipToDifferentAddress ? addressErrors(form.shipping, 'shipping', false) : {}),
    ...(form.createAccount && !form.username.trim() ? { username: 'required' as const } : {}),
    ...(form.createAccount && form.password.length < 8 ? { password: 'password' as const } : {}),
  };
}
