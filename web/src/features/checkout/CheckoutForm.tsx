import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutForm as Form } from '@nails/machines';
import type { CartState } from '../cart/cartState.ts';
import { Message } from '../cart/Message.tsx';
import { AddressFields } from './AddressFields.tsx';
import { AccountCreation } from './AccountCreation.tsx';
import { OrderReview } from './OrderReview.tsx';
import { PaymentOptions, type Gateway } from './PaymentOptions.tsx';
import { ShippingMethods } from './ShippingMethods.tsx';
import { useCheckoutMachine } from './useCheckoutMachine.ts';
import { checkoutErrors } from './validation.ts';
import './checkout.css';

interface Props {
  cart: CartState;
  initialForm: Partial<Form>;
  gateways: readonly Gateway[];
  signedIn: boolean;
}

const cents = (formatted: string | null | undefined) =>
  Math.round(Number.parseFloat((formatted ?? '0').replace(/[^\d.]/g, '') || '0') * 100);

/** Checkout (spec §2), driven by the checkout machine; nothing typed is lost on an error. */
export function CheckoutForm({ cart, initialForm, gateways, signedIn }: Props) {
  const { t } = useTranslation('shop');
  const { snapshot, send, processing, estimateShipping } = useCheckoutMachine(initialForm);
  const { form, error } = snapshot.context;
  const [showErrors, setShowErrors] = useState(false);
  const [estimating, setEstimating] = useState(false);
  const errors = showErrors ? checkoutErrors(form) : {};
  const destination = form.shipToDifferentAddress ? form.shipping : form.billing;
  const { country, state, postcode, city } = destination;

  // Live rates: the destination changed, so the back end recalculates shipping (debounced).
  useEffect(() => {
    if (!country) return;
    const timer = setTimeout(() => {
      setEstimating(true);
      estimateShipping({ country, state, postcode, city })
        .catch(() => undefined)
        .finally(() => setEstimating(false));
    }, 300);
    return () => clearTimeout(timer);
  }, [country, state, postcode, city, estimateShipping]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = checkoutErrors(form);
    setShowErrors(true);
    const first = Object.keys(problems)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first.replace('.', '-')}"]`)?.focus();
      return;
    }
    send({ type: 'checkout.place' });
  };
  const busy = !snapshot.matches({ form: 'idle' });
  return (
    <form className="checkout" onSubmit={submit} noValidate>
      <div className="checkout-main">
        <Message message={error} />
        <section>
          <h2>{t('checkout.billing')}</h2>
          <AddressFields
            prefix="billing"
            address={form.billing}
            errors={errors}
            readOnly={signedIn && initialForm.billing?.email ? ['email'] : []}
            onChange={(field, value) => send({ type: 'checkout.billing.change', field, value })}
          />
        </section>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.shipToDifferentAddress}
            onChange={(event) =>
              send({ type: 'checkout.shipToDifferentAddress.set', value: event.target.checked })
            }
          />{' '}
          {t('checkout.shipToDifferentAddress')}
        </label>
        {form.shipToDifferentAddress && (
          <section>
            <h2>{t('checkout.shipping')}</h2>
            <AddressFields
              prefix="shipping"
              address={form.shipping}
              errors={errors}
              onChange={(field, value) => send({ type: 'checkout.shipping.change', field, value })}
            />
          </section>
        )}
        <ShippingMethods
          cart={cart}
          busy={busy || estimating}
          onSelect={(method) => send({ type: 'checkout.shippingMethod.select', method })}
        />
        <div className="field">
          <label htmlFor="checkout-coupon">{t('cart.couponCode')}</label>
          <div className="inline">
            <input
              id="checkout-coupon"
              className="input"
              value={form.coupon}
              onChange={(event) => send({ type: 'checkout.coupon.change', value: event.target.value })}
            />
            <button
              type="button"
              className="button button-secondary"
              disabled={busy || !form.coupon.trim()}
              onClick={() => send({ type: 'checkout.coupon.apply' })}
            >
              {t('cart.applyCoupon')}
            </button>
          </div>
        </div>
        <PaymentOptions
          gateways={gateways}
          selected={form.paymentMethod}
          amountCents={cents(cart.total)}
          onSelect={(method) => send({ type: 'checkout.paymentMethod.select', method })}
        />
        <div className="field">
          <label htmlFor="checkout-note">
            {t('checkout.orderNote')} <span className="optional">({t('checkout.optional')})</span>
          </label>
          <textarea
            id="checkout-note"
            className="input"
            rows={3}
            value={form.customerNote}
            placeholder={t('checkout.orderNotePlaceholder')}
            onChange={(event) => send({ type: 'checkout.note.change', value: event.target.value })}
          />
        </div>
        {!signedIn && (
          <AccountCreation
            form={form}
            errors={errors}
            onChange={(change) => send({ type: 'checkout.account.change', ...change })}
          />
        )}
        {showErrors && Object.keys(errors).length > 0 && (
          <p role="alert" className="notice notice-error">
            {t('validation.fixFields')}
          </p>
        )}
        {/* The checkout machine only takes `checkout.place` when the form is idle: while shipping
            or a coupon is being updated, a click would be dropped, so the button waits too. */}
        <button type="submit" className="button place-order" disabled={processing || estimating || busy}>
          {processing ? t('checkout.processing') : t('checkout.placeOrder')}
        </button>
      </div>
      <OrderReview cart={cart} />
    </form>
  );
}
