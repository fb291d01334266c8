import { emptyCheckoutForm } from '@nails/machines/checkoutForm';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '../../../src/features/address/serverFieldErrors.ts';
import { loadPhoneRules } from '../../../src/features/address/phoneRules.ts';
import { checkoutErrors } from '../../../src/features/address/validation.ts';

const billing = {
  firstName: 'Ada',
  lastName: 'Nail',
  address1: 'Main 1',
  city: 'Berlin',
  postcode: '10115',
  country: 'DE',
  email: 'ada@example.com',
  phone: '+49 30 901820',
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

  it('checks phone numbers and postcodes per country in the browser, once the phone rules are in', async () => {
    await loadPhoneRules();
    const errorsFor = (change: Partial<typeof billing>) =>
      checkoutErrors({ ...emptyCheckoutForm, billing: { ...billing, ...change } });
    expect(errorsFor({ phone: '+49 30 1' })).toEqual({ 'billing.phone': 'phone' });
    expect(errorsFor({ phone: '030 901820' })).toEqual({}); // national, read in the address's country
    expect(errorsFor({ country: 'US', postcode: '10001', phone: '(212) 555-0100' })).toEqual({});
    expect(errorsFor({ postcode: '1011' })).toEqual({ 'billing.postcode': 'postcode' }); // DE has five digits
    expect(errorsFor({ country: 'BE', postcode: '1000', phone: '+32 2 555 12 12' })).toEqual({});
    expect(errorsFor({ country: 'US', postcode: 'SW1A 1AA', phone: '+1 212 555 0100' })).toEqual({
      'billing.postcode': 'postcode',
    });
  });

  it("reads the back end's refusal sentences back onto their fields", () => {
    expect(
      serverFieldErrors(
        'Billing Phone is not a valid phone number. Shipping Postcode / ZIP is a required field. Billing Postcode / ZIP is not valid for DE. Sorry, we do not ship to XX yet.',
      ),
    ).toEqual({ 'billing.phone': 'phone', 'shipping.postcode': 'required', 'billing.postcode': 'postcode' });
    expect(serverFieldErrors('Billing State / County is not valid for US.')).toEqual({
      'billing.state': 'invalid',
    });
    expect(serverFieldErrors('This coupon has expired.')).toEqual({});
  });
});
