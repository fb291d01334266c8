import { render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { FetchFunction } from 'relay-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddressFields } from '../../../src/features/address/AddressFields.tsx';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';

/** WooCommerce lists states for Germany, the United States and France (its overseas regions). */
const states: Record<string, { code: string; name: string }[]> = {
  DE: [
    { code: 'DE-BE', name: 'Berlin' },
    { code: 'DE-BY', name: 'Bayern' },
  ],
  US: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
  ],
  FR: [{ code: 'GP', name: 'Guadeloupe' }],
};

const fetchFn: FetchFunction = async (params, variables) => {
  if (params.name === 'countriesQuery') return { data: { allowedCountries: Object.keys(states) } };
  if (params.name === 'countriesStatesQuery')
    return { data: { countryStates: states[variables.country as string] ?? [] } };
  throw new Error(`unexpected ${params.name}`);
};

async function stateFieldFor(country: string, path = '/checkout') {
  render(
    <RelayEnvironmentProvider environment={createEnvironment(fetchFn)}>
      <MemoryRouter initialEntries={[path]}>
        <AddressFields prefix="shipping" address={{ country }} errors={{}} onChange={() => undefined} />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  await screen.findAllByRole('option', { name: /Germany|Deutschland/ });
}

describe("the state field follows WooCommerce's locale rule for the country", () => {
  beforeAll(() => activateLocale('en'));

  it('is optional for Germany: not required, marked "(optional)"', async () => {
    await stateFieldFor('DE');
    const state = await screen.findByLabelText<HTMLSelectElement>(/^State/);
    expect(state.required).toBe(false);
    expect(state.labels?.[0]?.textContent).toContain('(optional)');
  });

  it('is required for the United States, with no "(optional)" mark', async () => {
    await stateFieldFor('US');
    const state = await screen.findByLabelText<HTMLSelectElement>(/^State/);
    expect(state.required).toBe(true);
    expect(state.labels?.[0]?.textContent).not.toContain('(optional)');
  });

  it('is not asked for in France, whose state WooCommerce hides', async () => {
    await stateFieldFor('FR');
    await screen.findByLabelText(/^Postcode/);
    expect(screen.queryByLabelText(/^State/)).toBeNull();
  });
});
