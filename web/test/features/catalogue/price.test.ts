import { describe, expect, it } from 'vitest';
import { priceView } from '../../../src/features/catalogue/price.ts';

describe('priceView: the sale badge (schema productDiscountPercent, as the discount sort)', () => {
  it('reads a simple product from its regular and sale price', () => {
    const view = priceView({ price: '11.20', regularPrice: '14.90', salePrice: '11.20', onSale: true });
    expect(view?.percent).toBe(25);
    expect(view?.regular).toBe(14.9);
  });

  it('reads a variable product with no listed sale price from its highest current price', () => {
    expect(priceView({ price: '15,18', regularPrice: '20', salePrice: null, onSale: true })?.percent).toBe(
      10,
    );
    expect(priceView({ price: '20', regularPrice: '20', salePrice: '15', onSale: true })?.percent).toBe(25);
  });

  it("gives a grouped product its largest child's percent, not one read from its price range", () => {
    // The seeded "French Tips Trio": its own fields read 18.90 against 11.20 (−41%).
    const trio = {
      price: '11.20,18.90',
      regularPrice: '12.90,18.90',
      salePrice: '11.20',
      onSale: true,
    };
    const children = [
      { price: '11.20', regularPrice: '14.90', salePrice: '11.20', onSale: true },
      { price: '18.90', regularPrice: '18.90', salePrice: null, onSale: false },
      { price: '12.90', regularPrice: '12.90', salePrice: null, onSale: false },
    ];
    expect(priceView({ ...trio, children })?.percent).toBe(25);
    const noneOnSale = children.map((child) => ({
      ...child,
      salePrice: null,
      onSale: false,
      price: child.regularPrice,
    }));
    const view = priceView({ ...trio, children: noneOnSale });
    expect(view?.percent).toBeUndefined();
    expect(view?.regular).toBeUndefined();
  });

  it('shows no badge and no struck price when the product is not on sale', () => {
    const view = priceView({ price: '12', regularPrice: '12', salePrice: null, onSale: false });
    expect(view).toEqual({ low: 12, high: 12 });
  });
});
