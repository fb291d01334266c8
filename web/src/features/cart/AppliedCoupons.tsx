import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { couponCode, couponDiscount } from '../../lib/cartMoney.ts';
import type { CartState } from './cartState.ts';
import { couponEffect } from './couponEffect.ts';

interface Props {
  coupons: CartState['appliedCoupons'];
  busy: boolean;
  className: string | undefined;
  /** An accessible name for the list (the checkout's, where it sits under the field). */
  label?: string;
  /** The cart's rates and chosen rate: a coupon that takes nothing off says why (couponEffect). */
  shipping?: Pick<CartState, 'availableShippingMethods' | 'chosenShippingMethods'>;
  onRemove(code: string): void;
}

/** The cart's applied coupons, each with its discount and a remove control (cart and checkout). */
export function AppliedCoupons({ coupons, busy, className, label, shipping, onRemove }: Props) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  const applied = (coupons ?? []).flatMap((coupon) => (coupon ? [coupon] : []));
  if (applied.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {applied.map((coupon) => {
        const effect = couponEffect(coupon, shipping).kind;
        return (
          <li key={coupon.code}>
            <strong>{couponCode(coupon.code)}</strong>{' '}
            {effect === 'discount' ? (
              <span>−{couponDiscount(coupon, locale)}</span>
            ) : (
              <span data-testid="coupon-effect">{t(`couponEffect.${effect}`)}</span>
            )}{' '}
            <button
              type="button"
              className="link-button"
              disabled={busy}
              onClick={() => onRemove(coupon.code)}
              aria-label={t('cart.removeCoupon', { code: coupon.code })}
            >
              {t('cart.remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
