import { useState, type FormEvent } from 'react';
import type { UiMessage } from '@nails/machines/messages';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Message } from '../../lib/Message.tsx';
import type { CartState } from './cartState.ts';
import styles from './Cart.module.css';
import { AppliedCoupons } from './AppliedCoupons.tsx';

interface Props {
  coupons: CartState['appliedCoupons'];
  shipping?: Pick<CartState, 'availableShippingMethods' | 'chosenShippingMethods'>;
  busy: boolean;
  /** The refusal of her last coupon change here, shown under the field, next to what can fix it. */
  error?: UiMessage;
  onApply(code: string): void;
  onRemove(code: string): void;
}

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The coupon field (apply, remove); its refusal comes from the cart machine, through `error`. */
export function CouponForm({ coupons, shipping, busy, error, onApply, onRemove }: Props) {
  const { t } = useTranslation('shop');
  const [code, setCode] = useState('');
  // The code sent stays in the field until the cart lists it as applied: a refused one (a typo, a
  // lost connection) is corrected or sent again, never typed again (the shop's rule: bad input
  // loses nothing the shopper already had).
  const [sent, setSent] = useState<string>();
  if (sent !== undefined && (coupons ?? []).some((coupon) => coupon && sameCode(coupon.code, sent))) {
    setSent(undefined);
    if (sameCode(code, sent)) setCode('');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setSent(code);
    onApply(code);
  };
  return (
    <div className={styles.coupon}>
      <form onSubmit={submit} className={styles.couponForm}>
        <label htmlFor="coupon-code" className="visually-hidden">
          {t('cart.couponCode')}
        </label>
        <input
          id="coupon-code"
          name="coupon"
          value={code}
          placeholder={t('cart.couponCode')}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-code-error' : undefined}
        />
        <button type="submit" className="button button-secondary" disabled={busy || !code.trim()}>
          {busy ? t('cart.applying') : t('cart.applyCoupon')}
        </button>
      </form>
      {error && (
        <div id="coupon-code-error">
          <Message message={error} />
        </div>
      )}
      <AppliedCoupons
        coupons={coupons}
        shipping={shipping}
        busy={busy}
        className={styles.coupons}
        onRemove={onRemove}
      />
    </div>
  );
}
