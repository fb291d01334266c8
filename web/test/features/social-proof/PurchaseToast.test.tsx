import { act, render, screen } from '@testing-library/react';
import { purchaseNotifications } from '@nails/machines/purchaseNotifications';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { Observable, type FetchFunction } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { PurchaseToast, Toast } from '../../../src/features/social-proof/PurchaseToast.tsx';

const lena = purchaseNotifications[0]!;
const product = { databaseId: 11, name: 'Rose Quartz Almond' };

describe('the purchase toast says what was bought and never claims an invented entry is real', () => {
  afterEach(() => activateLocale('en'));

  it('names the shopper, the city and the product, and labels the entry as an example', async () => {
    await activateLocale('en');
    render(<Toast entry={lena} product={product} progress={1} onClose={() => undefined} />);
    const toast = screen.getByTestId('purchase-toast');
    expect(toast.textContent).toContain('Lena W. from Berlin bought Rose Quartz Almond');
    expect(toast.textContent).toContain('An example, not a live order');
    expect(toast.textContent).not.toMatch(/verified|ago/i);
  });

  it('says so in German too', async () => {
    await activateLocale('de');
    render(<Toast entry={lena} product={product} progress={1} onClose={() => undefined} />);
    const text = screen.getByTestId('purchase-toast').textContent;
    expect(text).toContain('Lena W. aus Berlin hat Rose Quartz Almond gekauft');
    expect(text).toContain('Ein Beispiel, keine echte Bestellung');
    expect(text).not.toMatch(/verifiziert/i);
  });

  it("sets every canned entry in the shop's markets: no US state, a first name with an initial", () => {
    for (const entry of purchaseNotifications) {
      expect(entry.location).not.toMatch(/, [A-Z]{2}$/);
      expect(entry.customerName).toMatch(/^\S+ \p{Lu}\.$/u);
    }
  });
});

describe('the toast on the home page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  function renderHome(fetchFn: FetchFunction) {
    return render(
      <RelayEnvironmentProvider environment={createEnvironment(fetchFn)}>
        <MemoryRouter initialEntries={['/']}>
          <PurchaseToast />
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
  }

  it("names a product of the catalogue the gateway answered, in the toast's first showing", async () => {
    await activateLocale('en');
    const asked: string[] = [];
    renderHome((params) => {
      asked.push(params.name);
      return Observable.from(
        Promise.resolve({
          data: {
            catalogue: {
              products: [
                { __typename: 'SimpleProduct', id: 'p5', databaseId: 5, name: 'Velvet Dusk Coffin' },
                { __typename: 'SimpleProduct', id: 'p6', databaseId: 6, name: 'Milky Way Squoval' },
              ],
            },
          },
        }),
      );
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_500);
    });
    expect(asked).toEqual(['useToastProductsQuery']);
    expect(screen.getByTestId('purchase-toast').textContent).toMatch(
      / bought (Velvet Dusk Coffin|Milky Way Squoval)/,
    );
  });

  it('shows nothing while the catalogue cannot be read, rather than a purchase of nothing', async () => {
    await activateLocale('en');
    renderHome(() => Observable.from(Promise.reject(new Error('gateway down'))));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_500);
    });
    expect(screen.queryByTestId('purchase-toast')).toBeNull();
  });
});
