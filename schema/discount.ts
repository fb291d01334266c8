/**
 * Percent off (spec §5 "discount uses percent off"; spec §2 sale badge "shown as a percent"): the
 * highest regular price against the highest sale price, undefined when there is no discount. One
 * formula for the gateway's discount sort and the web's sale badge, so the order of a listing
 * sorted by discount is the order of its badges. Exact: the badge rounds it for display.
 */
export function discountPercent(regular: number | undefined, sale: number | undefined): number | undefined {
  if (!regular || regular <= 0 || sale === undefined || sale >= regular) return undefined;
  return ((regular - sale) / regular) * 100;
}
