/**
 * Percent off (behaviour §5 "discount uses percent off"; behaviour §2 sale badge "shown as a percent"): the
 * highest regular price against the highest sale price, undefined when there is no discount. One
 * formula for the gateway's discount sort and the web's sale badge, so the order of a listing
 * sorted by discount is the order of its badges. Exact: the badge rounds it for display.
 */
export function discountPercent(regular: number | undefined, sale: number | undefined): number | undefined {
  if (!regular || regular <= 0 || sale === undefined || sale >= regular) return undefined;
  return ((regular - sale) / regular) * 100;
}

/**
 * What a product's percent off is read from: its highest listed regular price, its highest listed
 * sale price (or, where none is listed, its highest current price: a variable product may leave
 * the sale price empty), and for a grouped product its children.
 */
export interface DiscountFacts {
  onSale: boolean;
  regularPrice: number | undefined;
  salePrice: number | undefined;
  /** A grouped product's children: its own prices are only the range of theirs. */
  children?: readonly DiscountFacts[];
}

/**
 * The percent off of one product, the same for the sale badge and the discount sort: a simple or
 * variable product's highest regular against highest sale price; a grouped product's largest
 * child's percent (its range "€11.20 – €18.90" against "€12.90 – €18.90" is no discount anyone
 * gets), or none when no child is on sale.
 */
export function productDiscountPercent(facts: DiscountFacts): number | undefined {
  if (facts.children && facts.children.length > 0) {
    const percents = facts.children
      .map(productDiscountPercent)
      .filter((percent): percent is number => percent !== undefined);
    return percents.length > 0 ? Math.max(...percents) : undefined;
  }
  return facts.onSale ? discountPercent(facts.regularPrice, facts.salePrice) : undefined;
}
