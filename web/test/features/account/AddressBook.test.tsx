import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { FetchFunction, Variables } from 'relay-runtime';
import type { Address } from '@nails/machines/checkoutForm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment, GraphQLRequestError } from '../../../src/relay/environment.ts';
import { AddressCard } from '../../../src/features/account/AddressBook.tsx';
import { addressFormErrors } from '../../../src/features/account/addressBook.ts';
import { loadPhoneRules } from '../../../src/features/address/phoneRules.ts';

const saved = {
  firstName: 'Demo',
  lastName: 'Customer',
  address1: 'Torstraße 1',
  city: 'Berlin',
  postcode: '10119',
  country: 'DE',
};

/**
 * The gateway as the form meets it: the shop's countries (none with states here), and
 * `updateCustomer` answered by `save` (what the back end says), every saved input recorded.
 */
function gateway(save: (variables: Variables) => Promise<unknown> | unknown = () => undefined) {
  const saves: Variables[] = [];
  const fetchFn: FetchFunction = async (params, variables) => {
    if (params.name === 'countriesQuery') return { data: { allowedCountries: ['DE', 'FR', 'PT'] } };
    if (params.name === 'countriesStatesQuery') return { data: { countryStates: [] } };
    if (params.name === 'useSaveAddressMutation') {
      saves.push(variables);
      await save(variables);
      const { shipping = null, billing = null } = variables.input as Record<string, unknown>;
      return { data: { updateCustomer: { customer: { id: 'Y3VzdG9tZXI6MQ==', shipping, billing } } } };
    }
    throw new Error(`unexpected ${params.name}`);
  };
  return { fetchFn, saves };
}

const renderWith = (fetchFn: FetchFunction, ui: ReactNode) =>
  render(
    <RelayEnvironmentProvider environment={createEnvironment(fetchFn)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </RelayEnvironmentProvider>,
  );

async function open(kind: 'billing' | 'shipping', fetchFn: FetchFunction, address: Address = saved) {
  renderWith(fetchFn, <AddressCard kind={kind} saved={address} />);
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`Edit ${kind} address`, 'i') }));
  await screen.findByRole('option', { name: 'Germany' });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

/** Save, and wait for the answer: the first save also waits for the phone rules to load. */
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await loadPhoneRules();
  });
};

const problemOf = (label: string) => {
  const input = screen.getByLabelText(new RegExp(`^${label}`));
  const id = input.getAttribute('aria-describedby');
  return {
    invalid: input.getAttribute('aria-invalid'),
    text: id ? document.getElementById(id)?.textContent : null,
  };
};

describe('My account → Addresses: the edit form', () => {
  beforeAll(() => activateLocale('en'));

  it('shows the saved address as a label before editing', () => {
    renderWith(gateway().fetchFn, <AddressCard kind="shipping" saved={saved} />);
    const label = within(screen.getByRole('region', { name: 'Shipping address' }));
    expect(label.getByText('Demo Customer')).toBeTruthy();
    expect(label.getByText('10119 Berlin')).toBeTruthy();
    expect(label.getByText('Germany')).toBeTruthy();
  });

  it('refuses a postcode that is not the country’s format, on its field, and sends nothing', async () => {
    const { fetchFn, saves } = gateway();
    await open('shipping', fetchFn);
    type('Postcode', '1011');
    await submit();
    expect(problemOf('Postcode')).toEqual({
      invalid: 'true',
      text: "This postcode does not match the country's format.",
    });
    expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields.');
    expect(document.activeElement?.id).toBe('shipping-postcode');
    expect(saves).toEqual([]);
  });

  it('checks the postcode against the country chosen: 1000-001 is a Portuguese postcode, not a German one', async () => {
    const { fetchFn, saves } = gateway();
    await open('shipping', fetchFn);
    type('Postcode', '1000-001');
    await submit();
    expect(problemOf('Postcode').invalid).toBe('true');
    fireEvent.change(screen.getByLabelText('Country / Region'), { target: { value: 'PT' } });
    await submit();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ input: { shipping: { postcode: '1000-001', country: 'PT' } } });
  });

  it('requires the billing phone and email and checks the phone for the country, as the checkout does', async () => {
    const { fetchFn, saves } = gateway();
    await open('billing', fetchFn);
    type('Phone', '12');
    type('Street address', '');
    await submit();
    expect(problemOf('Phone').text).toBe('Please enter a valid phone number for this country.');
    expect(problemOf('Email address').text).toBe('This field is required.');
    expect(problemOf('Street address').text).toBe('This field is required.');
    expect(saves).toEqual([]);
    type('Phone', '+49 30 1234567');
    expect(problemOf('Phone').invalid).toBe('false');
  });

  it('saves every field of the address, a cleared one as empty, and confirms', async () => {
    const { fetchFn, saves } = gateway();
    await open('shipping', fetchFn, { ...saved, address2: 'Hinterhaus' });
    type('Street address', 'Kastanienallee 12');
    type('Apartment', '');
    await submit();
    expect(saves).toEqual([
      {
        input: {
          shipping: {
            firstName: 'Demo',
            lastName: 'Customer',
            company: '',
            address1: 'Kastanienallee 12',
            address2: '',
            city: 'Berlin',
            state: '',
            postcode: '10119',
            country: 'DE',
          },
        },
      },
    ]);
    expect((await screen.findByRole('status')).textContent).toBe('Address changed successfully.');
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
  });

  it('puts a refusal naming a field under that field and keeps what was typed', async () => {
    const { fetchFn } = gateway(() => {
      throw new GraphQLRequestError(
        'Billing Postcode / ZIP is not a valid postcode / ZIP.',
        'BAD_USER_INPUT',
      );
    });
    await open('billing', fetchFn, { ...saved, email: 'demo@example.com', phone: '+49 30 1234567' });
    type('Postcode', '10115');
    await submit();
    expect(problemOf('Postcode').text).toBe("This postcode does not match the country's format.");
    expect((screen.getByLabelText(/^Postcode/) as HTMLInputElement).value).toBe('10115');
  });

  it('shows a refusal naming no field in the shopper’s language, never the back end’s text', async () => {
    const { fetchFn } = gateway(() => {
      throw new GraphQLRequestError('Internal server error', 'INTERNAL_SERVER_ERROR');
    });
    await open('shipping', fetchFn);
    await submit();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.some((text) => text && text !== 'Internal server error' && text.length > 0)).toBe(true);
    expect(alerts).not.toContain('Internal server error');
    expect(screen.getByRole('button', { name: 'Save address' })).toBeTruthy();
  });
});

describe('the address rules are the checkout’s', () => {
  it('keeps only the problems of the address being saved', () => {
    expect(addressFormErrors('shipping', { ...saved, postcode: 'ABC' })).toEqual({
      'shipping.postcode': 'postcode',
    });
    expect(addressFormErrors('billing', saved)).toEqual({
      'billing.email': 'required',
      'billing.phone': 'required',
    });
  });
});
