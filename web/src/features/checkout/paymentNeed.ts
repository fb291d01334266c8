import type { LocaleCode } from '../../i18n/locales.ts';
import { cartFigures, cents, showCents } from '../../lib/cartMoney.ts';
import type { CartState } from '../cart/cartState.ts';

/**
 * What the payment section asks for (commerce shop README, gift cards: a card is a payment, the
 * cart's total is what is left for a payment method):
 * - `method`: no gift card; the shop's default method is preselected, as WooCommerce's checkout does;
 * - `none`: gift cards pay everything, no method is needed (WooCommerce asks none at a zero total);
 * - `remainder`: gift cards pay part; the page shows what they pay and what is left, and the
 *   shopper chooses how to pay the rest: nothing is preselected, so no method is taken silently.
 */
export type PaymentNeed =
  { kind: 'method' } | { kind: 'none' } | { kind: 'remainder'; paidByCards: string; remainder: string };

const hasAmount = (text: string | null | undefined) => cents(text) > 0;

export function paymentNeed(cart: CartState, locale: LocaleCode): PaymentNeed {
  if (!hasAmount(cart.giftCardTotal)) return { kind: 'method' };
  if (!hasAmount(cart.rawTotal)) return { kind: 'none' };
  return {
    kind: 'remainder',
    paidByCards: showCents(cents(cart.giftCardTotal), locale),
    remainder: cartFigures(cart, locale).total,
  };
}
