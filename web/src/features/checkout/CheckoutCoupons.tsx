import type { UiMessage } from '@nails/machines/messages';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { CartState } from '../cart/cartState.ts';
import { Message } from '../../lib/Message.tsx';
import { AppliedCoupons } from '../cart/AppliedCoupons.tsx';
import styles from './Checkout.module.css';

interface Props {
  code: string;
  applied: CartState['appliedCoupons'];
  shipping?: Pick<CartState, 'availableShippingMethods' | 'chosenShippingMethods'>;
  busy: boolean;
  /** A refused coupon (at Apply, or at Place order), shown here, next to what can fix it. */
  error: UiMessage | undefined;
  onChange(code: string): void;
  onApply(): void;
  onRemove(code: string): void;
}

/**
 * The checkout's coupon field: applied coupons with their discount and a remove control (the
 * totals beside follow the one cart at once), and a refusal explained in place.
 */
export function CheckoutCoupons({
  code,
  applied,
  shipping,
  busy,
  error,
  onChange,
  onApply,
  onRemove,
}: Props) {
  const { t } = useTranslation('shop');
  return (
    <div className="field">
      <label htmlFor="checkout-coupon">{t('cart.couponCode')}</label>
      <div className={styles.inline}>
        <input
          id="checkout-coupon"
          className="input"
          value={code}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'checkout-coupon-error' : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the coupon; it must not place the order.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (!busy && code.trim()) onApply();
          }}
        />
        <button
          type="button"
          className="button button-secondary"
          disabled={busy || !code.trim()}
          onClick={onApply}
        >
          {busy ? t('cart.applying') : t('cart.applyCoupon')}
        </button>
      </div>
      {error && (
        <div id="checkout-coupon-error">
          <Message message={error} />
        </div>
      )}
      <AppliedCoupons
        coupons={applied}
        shipping={shipping}
        busy={busy}
        className={styles.appliedCoupons}
        label={t('cart.couponCode')}
        onRemove={onRemove}
      />
    </div>
  );
}
