import { render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import orderQuery, { type OrderRouteQuery } from '../../../src/__generated__/OrderRouteQuery.graphql.ts';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { OrderDetails } from '../../../src/features/orders/OrderDetails.tsx';
import { trapFigures, trapGiftCard, trapLines, trapTotals } from '../../support/float-trap-money.ts';

const variables = { id: '77', idType: 'DATABASE_ID' } as const;

const address = {
  firstName: 'Ana',
  lastName: 'Silva',
  company: null,
  address1: 'Hauptstr. 1',
  address2: null,
  postcode: '10115',
  city: 'Berlin',
  state: null,
  country: 'DE',
  email: 'ana@example.com',
  phone: null,
};

// The order the float-trap cart became: paid by a €1,000.10 gift card and €10.08 by card.
const order = {
  id: 'b3JkZXI6Nzc=',
  databaseId: 77,
  orderNumber: '77',
  date: '2026-11-26T10:00:00',
  status: 'PROCESSING',
  ...trapTotals,
  total: '€10.08',
  paymentMethod: 'stripe',
  paymentMethodTitle: 'Card',
  customerNote: null,
  giftCards: [{ code: 'ABCD-…-NPQR', amount: trapGiftCard, balanceAfter: '€0.00' }],
  billing: address,
  shipping: address,
  lineItems: {
    nodes: trapLines.map((line, index) => ({
      id: `line-${index}`,
      quantity: 1,
      ...line,
      product: {
        node: {
          __typename: 'SimpleProduct',
          id: `product-${index}`,
          name: ['Rose Quartz', 'Nail Glue', 'Cuticle Oil', 'Salon Kit'][index],
          downloadable: false,
          productCategories: { nodes: [{ id: 'category-1', slug: 'press-on-nails' }] },
        },
      },
      variation: null,
    })),
  },
  downloadableItems: { nodes: [] },
};

function OrderPage() {
  const data = useLazyLoadQuery<OrderRouteQuery>(orderQuery, variables, { fetchPolicy: 'store-only' });
  return data.order ? <OrderDetails orderRef={data.order} /> : null;
}

function renderOrder() {
  const environment = createEnvironment(() => new Promise<never>(() => undefined));
  environment.commitPayload(createOperationDescriptor(getRequest(orderQuery), variables), {
    order,
  } as never);
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <OrderPage />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

describe('order money where floats round a cent low (lines of 1.005, 0.285, 10.075)', () => {
  beforeAll(() => activateLocale('en'));

  it('shows the lines and totals as commerce rounds them, adding up to the total charged', () => {
    renderOrder();
    const rows = within(screen.getByTestId('order-details')).getAllByRole('row');
    const cells = (label: string) =>
      rows.find((row) => row.firstElementChild?.textContent?.startsWith(label))?.lastElementChild
        ?.textContent;
    expect(trapFigures.lines.map((_, index) => rows[index + 1]?.lastElementChild?.textContent)).toEqual(
      trapFigures.lines,
    );
    expect(cells('Subtotal')).toBe(trapFigures.subtotal);
    expect(cells('Discount')).toBe(`−${trapFigures.discount}`);
    expect(cells('Shipping')).toBe(trapFigures.shipping);
    expect(screen.getByTestId('order-gift-card').lastElementChild?.textContent).toBe(
      `−${trapFigures.giftCards}`,
    );
    expect(screen.getByTestId('order-total').firstChild?.textContent).toBe(trapFigures.total);
    expect(screen.getByTestId('order-vat').textContent).toBe(`incl. ${trapFigures.vat} VAT`);
  });
});
