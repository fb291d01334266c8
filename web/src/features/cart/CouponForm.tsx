import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { CartState } from './cartState.ts';
import styles from './Cart.module.css';
import { AppliedCoupons } from './AppliedCoupons.tsx';

interface Props {
  coupons: CartState['appliedCoupons'];
  shipping?: Pick<CartState, 'availableShippingMethods' | 'chosenShippingMethods'>;
  busy: boolean;
  onApply(code: string): void;
  onRemove(code: string): void;
}

/** The coupon field (apply, remove); the error comes from the cart machine above it. */
export function CouponForm({ coupons, shipping, busy, onApply, onRemove }: Props) {
  const { t } = useTranslation('shop');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    onApply(code);
    setCode('');
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
        />
        <button type="submit" className="button button-secondary" disabled={busy || !code.trim()}>
          {busy ? t('cart.applying') : t('cart.applyCoupon')}
        </button>
      </form>
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
