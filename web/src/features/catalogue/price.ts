import { productDiscountPercent, type DiscountFacts } from '@nails/schema/discount.ts';
import { parseRawPrices } from '../../i18n/format.ts';

/** A price's amounts; `Price` prints them in the shopper's language (`i18n/format.ts`). */
export interface PriceView {
  /** The current price, or the low end of a variable product's range. */
  low: number;
  /** The high end of a range: equal to `low` for one price. */
  high: number;
  /** The price before the sale, for one price on sale. */
  regular?: number;
  percent?: number;
}

interface RawPrices {
  price?: string | null;
  regularPrice?: string | null;
  salePrice?: string | null;
  onSale?: boolean | null;
}

const highest = (values: number[]) => (values.length > 0 ? Math.max(...values) : undefined);

/** The discount facts of WooGraphQL's raw (comma-separated) price fields. */
function discountFacts(raw: RawPrices & { children?: readonly RawPrices[] }): DiscountFacts {
  return {
    onSale: Boolean(raw.onSale),
    regularPrice: highest(parseRawPrices(raw.regularPrice)),
    // A variable product may leave salePrice empty: its current price range is then the sale price.
    salePrice: highest(parseRawPrices(raw.salePrice)) ?? highest(parseRawPrices(raw.price)),
    children: raw.children?.map(discountFacts),
  };
}

/**
 * Price text and sale percent from WooGraphQL's raw (comma-separated) price fields. The percent
 * is schema `productDiscountPercent`, the one the discount sort ranks by; a grouped product's is
 * its largest child's (`children`), never one read from its price range.
 */
export function priceView(raw: RawPrices & { children?: readonly RawPrices[] }): PriceView | undefined {
  const prices = parseRawPrices(raw.price);
  if (prices.length === 0) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const exact = productDiscountPercent(discountFacts(raw));
  const percent = exact === undefined ? undefined : Math.round(exact);
  if (percent === undefined) return { low, high };
  const regularHigh = highest(parseRawPrices(raw.regularPrice));
  return {
    low,
    high,
    regular: regularHigh !== undefined && low === high ? regularHigh : undefined,
    percent,
  };
}
