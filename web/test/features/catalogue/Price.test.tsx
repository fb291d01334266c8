import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { Price } from '../../../src/features/catalogue/Price.tsx';
import { priceView } from '../../../src/features/catalogue/price.ts';
import { activateLocale } from '../../../src/i18n/i18n.ts';

const sale = priceView({ price: '11.20', regularPrice: '14.90', salePrice: '11.20', onSale: true });
const range = priceView({ price: '10,14', regularPrice: '10,14', salePrice: null, onSale: false });

function shown(path: string, view: typeof sale) {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <Price view={view} />
    </MemoryRouter>,
  );
  return container.textContent;
}

describe('a price in the language of the page', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await activateLocale('de');
  });

  it('reads "€11.20" on an English page and "11,20 €" on a German one, the struck price too', () => {
    expect(shown('/product/rose', sale)).toContain('€14.90€11.20');
    expect(screen.getByText('€11.20').tagName).toBe('SPAN');
    expect(shown('/de/product/rose', sale)).toContain('14,90\u00a0€11,20\u00a0€');
  });

  it('writes a range in the language', () => {
    expect(shown('/products', range)).toBe('€10.00 – €14.00');
    expect(shown('/de/products', range)).toBe('10,00\u00a0€ – 14,00\u00a0€');
  });
});
