import { formatMoney, parseRawPrices, percentOff } from '../../i18n/format.ts';

export interface PriceView {
  /** "€12.00" or "€10.00 – €14.00" for a variable product's range. */
  current: string;
  regular?: string;
  percent?: number;
}

/** Price text and sale percent from WooGraphQL's raw (comma-separated) price fields. */
export function priceView(raw: {
  price?: string | null;
  regularPrice?: string | null;
  salePrice?: string | null;
  onSale?: boolean | null;
}): PriceView | undefined {
  const prices = parseRawPrices(raw.price);
  if (prices.length === 0) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const current = low === high ? formatMoney(low) : `${formatMoney(low)} – ${formatMoney(high)}`;
  if (!raw.onSale) return { current };
  const regular = parseRawPrices(raw.regularPrice);
  const sale = parseRawPrices(raw.salePrice);
  const regularHigh = regular.length ? Math.max(...regular) : undefined;
  // A variable product may leave salePrice empty: its current price range is then the sale price.
  const saleHigh = sale.length ? Math.max(...sale) : high;
  const percent = percentOff(regularHigh, saleHigh);
  return {
    current,
    regular: regularHigh !== undefined && low === high ? formatMoney(regularHigh) : undefined,
    percent,
  };
}
