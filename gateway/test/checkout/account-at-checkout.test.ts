import { describe, expect, it } from 'vitest';
import { withAccountAuthenticated } from '../../src/checkout/commerce-checkout.ts';

describe('an account created at checkout', () => {
  it('is signed in before the order is created, so the order is the new customer’s', () => {
    const input = { paymentMethod: 'cod', account: { username: 'grace', password: 'Hopper-nails-1906' } };
    expect(withAccountAuthenticated(input)).toEqual({
      paymentMethod: 'cod',
      account: { username: 'grace', password: 'Hopper-nails-1906', authenticate: true },
    });
  });

  it('leaves a guest checkout without an account as it is', () => {
    const input = { paymentMethod: 'cod' };
    expect(withAccountAuthenticated(input)).toBe(input);
  });
});
