import { describe, expect, it } from 'vitest';
import { shipsElsewhere } from '../../../src/features/checkout/initialForm.ts';

const home = {
  firstName: 'Demo',
  lastName: 'Customer',
  address1: 'Torstraße 1',
  city: 'Berlin',
  postcode: '10119',
  country: 'DE',
};

describe('the checkout ships to the saved shipping address', () => {
  it('ticks "Ship to a different address" when the customer saved one that is not the billing address', () => {
    expect(shipsElsewhere(home, { ...home, address1: 'Kastanienallee 12', postcode: '10435' })).toBe(true);
    expect(shipsElsewhere(home, { ...home, firstName: 'Ana' })).toBe(true);
  });

  it('leaves it unticked when the saved shipping address is the billing one, or has no street', () => {
    expect(shipsElsewhere(home, { ...home, city: 'berlin ' })).toBe(false);
    expect(shipsElsewhere(home, { country: 'DE', postcode: '10435' })).toBe(false);
    expect(shipsElsewhere(home, {})).toBe(false);
  });
});
