import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutForm as Form, UiMessage } from '@nails/machines';
import { CartActor, useCartError } from '../cart/CartActor.tsx';
import type { CartState } from '../cart/cartState.ts';
import { Message } from '../cart/Message.tsx';
import { AddressFields } from './AddressFields.tsx';
import { CheckoutCoupons } from './CheckoutCoupons.tsx';
import { refusedFields as fieldsOf, serverText } from './serverFieldErrors.ts';
import { useRefusalInView } from './useRefusalInView.ts';
import { AccountCreation } from './AccountCreation.tsx';
import { OrderReview } from './OrderReview.tsx';
import { PaymentOptions, type Gateway } from './PaymentOptions.tsx';
import { paymentNeed } from './paymentNeed.ts';
import { ShippingMethods } from './ShippingMethods.tsx';
import { useCheckoutMachine } from './useCheckoutMachine.ts';
import { useDestinationEstimate } from './useDestinationEstimate.ts';
import { checkoutErrors, type FieldErrors } from './validation.ts';
import styles from './Checkout.module.css';

interface Props {
  cart: CartState;
  initialForm: Partial<Form>;
  gateways: readonly Gateway[];
  signedIn: boolean;
}

const cents = (formatted: string | null | undefined) =>
  Math.round(Number.parseFloat((formatted ?? '0').replace(/[^\d.]/g, '') || '0') * 100);

/** Checkout (behaviour §2), driven by the checkout machine; nothing typed is lost on an error. */
export function CheckoutForm({ cart, initialForm, gateways, signedIn }: Props) {
  const { t } = useTranslation('shop');
  const { snapshot, send, processing, estimateShipping } = useCheckoutMachine(initialForm);
  const { form, error } = snapshot.context;
  const cartActor = CartActor.useActorRef();
  const cartError = useCartError();
  const formRef = useRef<HTMLFormElement>(null);
  const [showErrors, setShowErrors] = useState(false);
  // Place order was clicked and waits for the shipping estimate of the address as typed.
  const [awaitingEstimate, setAwaitingEstimate] = useState(false);
  // Which call the machine's error answers: a coupon refused at Apply shows under the coupon field.
  const [couponTried, setCouponTried] = useState(false);
  // Place order was the last thing tried: its refusal shows by the button, where the shopper is.
  const [placeTried, setPlaceTried] = useState(false);
  // Fields edited since the back end refused them: their server message goes away.
  const [edited, setEdited] = useState<{ after?: UiMessage; fields: string[] }>({ fields: [] });
  const editedFields = edited.after === error ? edited.fields : [];
  const refused = fieldsOf(error);
  const serverErrors: FieldErrors = Object.fromEntries(
    Object.entries(refused).filter(([field]) => !editedFields.includes(field)),
  );
  const errors = { ...(showErrors ? checkoutErrors(form) : {}), ...serverErrors };
  const refusedFields = Object.keys(refused);
  const couponError =
    error && (couponTried || error.params?.code?.startsWith('COUPON_') || /coupon/i.test(serverText(error)))
      ? error
      : undefined;
  // A refusal that belongs to no field: in an alert next to Place order when that was refused.
  const buttonError = error && placeTried && !couponError && refusedFields.length === 0 ? error : undefined;
  const buttonAlert = useRefusalInView<HTMLDivElement>(buttonError);
  const markEdited = (field: string) => {
    if (refused[field] && !editedFields.includes(field))
      setEdited({ after: error, fields: [...editedFields, field] });
  };

  // A refusal naming fields moves focus to the first of them (WCAG 3.3.1: the error is where the
  // shopper looks), in the order the form shows them, scrolled to the middle of a phone's screen.
  const firstRefused = refusedFields[0];
  useEffect(() => {
    if (!firstRefused) return;
    const fields = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
    const field =
      fields?.[0] ??
      formRef.current?.querySelector<HTMLElement>(`[name="${firstRefused.replace('.', '-')}"]`);
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  }, [error, firstRefused]);
  // A coupon refused at Place order: its field, where the remove button is.
  const couponRefusedAtPlace = Boolean(couponError && placeTried);
  useEffect(() => {
    if (!couponRefusedAtPlace) return;
    const field = formRef.current?.querySelector<HTMLElement>('#checkout-coupon');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  }, [error, couponRefusedAtPlace]);
  // When gift cards pay part of the order, the shopper chooses how to pay the rest (paymentNeed.ts).
  const need = paymentNeed(cart);
  const [paymentChosen, setPaymentChosen] = useState(false);
  const [askedForPayment, setAskedForPayment] = useState(false);
  const mustChoosePayment = need.kind === 'remainder' && !paymentChosen;
  const destination = form.shipToDifferentAddress ? form.shipping : form.billing;
  const { estimating, settled } = useDestinationEstimate(destination, estimateShipping);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = checkoutErrors(form);
    setShowErrors(true);
    const first = Object.keys(problems)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first.replace('.', '-')}"]`)?.focus();
      return;
    }
    if (mustChoosePayment) {
      setAskedForPayment(true);
      event.currentTarget.querySelector<HTMLElement>('[name="payment-method"]')?.focus();
      return;
    }
    setCouponTried(false);
    setPlaceTried(true);
    // The order goes after the shipping estimate of the address as typed (useDestinationEstimate).
    setAwaitingEstimate(true);
    void settled().then(() => {
      setAwaitingEstimate(false);
      send({ type: 'checkout.place' });
    });
  };
  const busy = !snapshot.matches({ form: 'idle' }) || awaitingEstimate;
  return (
    <form className={styles.checkout} onSubmit={submit} noValidate ref={formRef}>
      <div className={styles.main}>
        {refusedFields.length > 0 ? (
          <p role="alert" className="notice notice-error">
            {t('validation.fixFields')}
          </p>
        ) : (
          !couponError && !buttonError && <Message message={error} />
        )}
        <section>
          <h2>{t('checkout.billing')}</h2>
          <AddressFields
            prefix="billing"
            address={form.billing}
            errors={errors}
            readOnly={signedIn && initialForm.billing?.email ? ['email'] : []}
            onChange={(field, value) => {
              markEdited(`billing.${field}`);
              send({ type: 'checkout.billing.change', field, value });
            }}
          />
        </section>
        {/* Nothing to ship, no shipping address to ask for (WooCommerce's needs_shipping_address). */}
        {cart.needsShippingAddress !== false && (
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={form.shipToDifferentAddress}
              onChange={(event) =>
                send({ type: 'checkout.shipToDifferentAddress.set', value: event.target.checked })
              }
            />{' '}
            {t('checkout.shipToDifferentAddress')}
          </label>
        )}
        {form.shipToDifferentAddress && cart.needsShippingAddress !== false && (
          <section>
            <h2>{t('checkout.shipping')}</h2>
            <AddressFields
              prefix="shipping"
              address={form.shipping}
              errors={errors}
              onChange={(field, value) => {
                markEdited(`shipping.${field}`);
                send({ type: 'checkout.shipping.change', field, value });
              }}
            />
          </section>
        )}
        <ShippingMethods
          cart={cart}
          busy={busy || estimating}
          onSelect={(method) => {
            setPlaceTried(false);
            send({ type: 'checkout.shippingMethod.select', method });
          }}
        />
        <CheckoutCoupons
          code={form.coupon}
          applied={cart.appliedCoupons}
          shipping={cart}
          busy={busy}
          error={couponError ?? cartError}
          onChange={(value) => send({ type: 'checkout.coupon.change', value })}
          onApply={() => {
            setCouponTried(true);
            setPlaceTried(false);
            send({ type: 'checkout.coupon.apply' });
          }}
          onRemove={(code) => {
            setCouponTried(false);
            cartActor.send({ type: 'cart.coupon.remove', code });
          }}
        />
        <PaymentOptions
          gateways={gateways}
          selected={mustChoosePayment ? undefined : form.paymentMethod}
          amountCents={cents(cart.total)}
          need={need}
          error={askedForPayment && mustChoosePayment ? t('checkout.choosePayment') : undefined}
          onSelect={(method) => {
            setPaymentChosen(true);
            send({ type: 'checkout.paymentMethod.select', method });
          }}
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
            onChange={(change) => {
              for (const field of Object.keys(change)) markEdited(field);
              send({ type: 'checkout.account.change', ...change });
            }}
          />
        )}
        {showErrors && Object.keys(errors).length > 0 && (
          <p role="alert" className="notice notice-error">
            {t('validation.fixFields')}
          </p>
        )}
        {/* The checkout machine only takes `checkout.place` when the form is idle: while a shipping
            method or a coupon the shopper chose is being applied, the button waits too. A shipping
            estimate does not disable it (a click as the estimate starts would be lost): the click
            is taken and the order placed once the estimate is in. */}
        {buttonError && (
          <div ref={buttonAlert} tabIndex={-1} className={styles.refusal}>
            <Message message={buttonError} />
          </div>
        )}
        <button type="submit" className={`button ${styles.placeOrder}`} disabled={processing || busy}>
          {processing || awaitingEstimate ? t('checkout.processing') : t('checkout.placeOrder')}
        </button>
      </div>
      <OrderReview
        cart={cart}
        busy={busy}
        onCart={(next) => cartActor.send({ type: 'cart.set', cart: next })}
      />
    </form>
  );
}
