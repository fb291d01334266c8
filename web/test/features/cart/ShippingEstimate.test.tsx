import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { FetchFunction } from 'relay-runtime';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ShippingEstimate } from '../../../src/features/cart/ShippingEstimate.tsx';
import type { CartState } from '../../../src/features/cart/cartState.ts';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { trapCart } from '../../support/float-trap-money.ts';

/** The back end: the shop's countries and the session customer's addresses' countries. */
const gateway =
  (shipping: string | null, billing: string | null): FetchFunction =>
  async (params) => {
    if (params.name === 'countriesQuery') return { data: { allowedCountries: ['AT', 'DE', 'FR'] } };
    if (params.name === 'ShippingEstimateDestinationQuery')
      return {
        data: { customer: { id: 'guest', shipping: { country: shipping }, billing: { country: billing } } },
      };
    throw new Error(`unexpected ${params.name}`);
  };

function estimate(fetchFn: FetchFunction, onEstimate = vi.fn()) {
  render(
    <RelayEnvironmentProvider environment={createEnvironment(fetchFn)}>
      <MemoryRouter initialEntries={['/cart']}>
        <ShippingEstimate
          cart={trapCart as CartState}
          busy={false}
          onEstimate={onEstimate}
          onChooseRate={vi.fn()}
        />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  return onEstimate;
}

/** The country select once the countries have loaded (the inert row before has no options). */
const country = async () => {
  await screen.findByRole('option', { name: 'Germany' });
  return screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country / Region' });
};

describe("the cart's shipping estimate starts from the cart's destination", () => {
  beforeAll(() => activateLocale('en'));

  it('shows the country the cart is charged for (the customer\'s shipping country), not "Select a country…"', async () => {
    const onEstimate = estimate(gateway('DE', 'DE'));
    expect((await country()).value).toBe('DE');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    });
    expect(onEstimate).toHaveBeenCalledWith({ country: 'DE', postcode: undefined });
  });

  it('falls back to the billing country, and the shopper can still choose another', async () => {
    const onEstimate = estimate(gateway(null, 'AT'));
    const select = await country();
    expect(select.value).toBe('AT');
    fireEvent.change(select, { target: { value: 'FR' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    });
    expect(onEstimate).toHaveBeenCalledWith({ country: 'FR', postcode: undefined });
  });

  it('asks for a country when the back end knows none', async () => {
    estimate(gateway(null, null));
    const select = await country();
    expect(select.value).toBe('');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Calculate' }).disabled).toBe(true);
  });
});
