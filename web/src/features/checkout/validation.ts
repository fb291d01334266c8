import type { Address, AddressField, CheckoutForm } from '@nails/machines';

/** Spec §5: address 2, company and the order note are optional; the rest of an address is required. */
export const optionalFields: readonly AddressField[] = ['company', 'address2', 'state'];
const requiredAddress: readonly AddressField[] = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'postcode',
  'country',
];
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors = Partial<Record<string, 'required' | 'email' | 'password'>>;

function addressErrors(address: Address, prefix: string, withContact: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const fields = withContact ? [...requiredAddress, 'email' as const, 'phone' as const] : requiredAddress;
  for (const field of fields) if (!address[field]?.trim()) errors[`${prefix}.${field}`] = 'required';
  if (withContact && address.email?.trim() && !emailPattern.test(address.email.trim()))
    errors[`${prefix}.email`] = 'email';
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
