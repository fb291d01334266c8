import { emptyCheckoutForm } from '@nails/machines';
import { describe, expect, it } from 'vitest';
import { checkoutErrors } from './validation.ts';

const billing = {
  firstName: 'Ada',
  lastName: 'Nail',
  address1: 'Main 1',
  city: 'Berlin',
  postcode: '10115',
  country: 'DE',
  email: 'ada@example.com',
  phone: '+49 30 1',
};

describe('checkout validation', () => {
  it('asks for every required billing field and none of the optional ones', () => {
    const errors = checkoutErrors(emptyCheckoutForm);
    expect(Object.keys(errors).sort()).toEqual(
      ['address1', 'city', 'country', 'email', 'firstName', 'lastName', 'phone', 'postcode']
        .map((field) => `billing.${field}`)
        .sort(),
    );
  });

  it('accepts a complete billing address and rejects a malformed email', () => {
    expect(checkoutErrors({ ...emptyCheckoutForm, billing })).toEqual({});
    expect(checkoutErrors({ ...emptyCheckoutForm, billing: { ...billing, email: 'ada@' } })).toEqual({
      'billing.email': 'email',
    });
  });

  it('checks the shipping address only when it differs, and the account only when one is created', () => {
    const form = {
      ...emptyCheckoutForm,
      billing,
      shipToDifferentAddress: true,
      createAccount: true,
      password: 'short',
    };
    const errors = checkoutErrors(form);
    expect(errors['shipping.city']).toBe('required');
    expect(errors.username).toBe('required');
    expect(errors.password).toBe('password');
  });
});
