import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartState } from '../../../src/features/cart/cartState.ts';
import { ShippingMethods } from '../../../src/features/checkout/ShippingMethods.tsx';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { trapCart } from '../../support/float-trap-money.ts';

const cart = {
  ...trapCart,
  chosenShippingMethods: ['free_shipping:2'],
  availableShippingMethods: [
    {
      rates: [
        { id: 'flat_rate:1', cost: '5.83', label: 'Pauschal' },
        { id: 'free_shipping:2', cost: '0', label: 'Kostenloser Versand' },
      ],
    },
  ],
} as CartState;

describe('the checkout shipping methods', () => {
  beforeAll(() => activateLocale('de'));

  it('price each rate in German and say free shipping was chosen for the shopper', () => {
    render(
      <MemoryRouter initialEntries={['/de/checkout']}>
        <ShippingMethods cart={cart} busy={false} freeShippingChosen onSelect={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('radio', { name: 'Pauschal – 5,83\u00a0€' })).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'Kostenloser Versand – 0,00\u00a0€' }).checked,
    ).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(
      'Kostenloser Versand freigeschaltet und als Versandart gewählt',
    );
  });
});
