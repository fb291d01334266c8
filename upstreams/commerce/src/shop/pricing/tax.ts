/**
 * The shop's one tax rule (stated in the package README): every price already includes VAT at
 * the standard rate of the customer's shipping country when it is in the EU, and no VAT outside
 * it. Tax therefore never changes what the shopper pays; `totalTax` reports the VAT contained in
 * the total (goods after discounts plus shipping), as a European shop's receipt does.
 */
const euStandardRates: Record<string, number> = {
  AT: 20,
  BE: 21,
  BG: 20,
  HR: 25,
  CY: 19,
  CZ: 21,
  DK: 25,
  EE: 22,
  FI: 25.5,
  FR: 20,
  DE: 19,
  GR: 24,
  HU: 27,
  IE: 23,
  IT: 22,
  LV: 21,
  LT: 21,
  LU: 17,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 19,
  SK: 23,
  SI: 22,
  ES: 21,
  SE: 25,
};

export function vatRate(country: string | null | undefined): number {
  return country ? (euStandardRates[country.toUpperCase()] ?? 0) : 0;
}

/** The VAT contained in a tax-inclusive amount, in cents (rounded half up). */
export function includedTax(grossCents: number, ratePercent: number): number {
  if (ratePercent <= 0 || grossCents === 0) return 0;
  return grossCents - Math.round((grossCents * 100) / (100 + ratePercent));
}
