import type { Db } from '../db.ts';
import { includedTax, vatRate } from '../pricing/tax.ts';
import type { Order, OrderItem } from './order-store.ts';

type LineAmounts = Pick<OrderItem, 'subtotal' | 'subtotalTax' | 'total' | 'tax' | 'quantity'>;

/**
 * Keeps each new order line's VAT before discounts (WooCommerce's `line_subtotal_tax`), in the
 * order the lines were written, so the line reads at the price × quantity the cart showed.
 */
export function recordLineSubtotalTaxes(db: Db, orderId: number, subtotalTaxes: number[]): void {
  const ids = db.prepare('SELECT id FROM order_items WHERE order_id = ? ORDER BY id').all(orderId) as {
    id: number;
  }[];
  const update = db.prepare('UPDATE order_items SET subtotal_tax = ? WHERE id = ?');
  ids.forEach(({ id }, i) => update.run(subtotalTaxes[i] ?? 0, id));
}

/** The VAT rate an order was taxed at: its shipping country's, its billing country's when nothing ships (package README, "Taxable address"). */
export const orderVatRate = (order: Pick<Order, 'shipping' | 'billing'>): number =>
  vatRate(order.shipping.country || order.billing.country);

/**
 * An order line before discounts, VAT included: its price times its quantity, as the cart showed
 * it. Kept since migration 108; for an older line, the gross whose VAT at the order's rate
 * leaves the stored net, preferring one the quantity divides (a unit price) and then the one
 * closest to net × rate. A line that pays no VAT although it costs something (a gift card) stays
 * at its net.
 */
export function lineGrossSubtotal(item: LineAmounts, ratePercent: number): number {
  if (item.subtotalTax !== null) return item.subtotal + item.subtotalTax;
  if (ratePercent <= 0 || (item.tax === 0 && item.total > 0)) return item.subtotal;
  const estimate = Math.round((item.subtotal * (100 + ratePercent)) / 100);
  const candidates = [0, -1, 1, -2, 2]
    .map((step) => estimate + step)
    .filter((gross) => gross - includedTax(gross, ratePercent) === item.subtotal);
  return candidates.find((gross) => gross % Math.max(item.quantity, 1) === 0) ?? candidates[0] ?? estimate;
}

/** The VAT of an order line before discounts (WooGraphQL's `LineItem.subtotalTax`). */
export const lineSubtotalTax = (item: LineAmounts, ratePercent: number): number =>
  lineGrossSubtotal(item, ratePercent) - item.subtotal;
