import { useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { AddressField, CheckoutForm as Form } from '@nails/machines/checkoutForm';
import type { UiMessage } from '@nails/machines/messages';
import { CartActor, useCartError, useFreeShippingChosen } from '../cart/CartActor.tsx';
import type { CartState } from '../cart/cartState.ts';
import { Message } from '../../lib/Message.tsx';
import { amountToPay } from '../../lib/cartMoney.ts';
import { AddressFields } from '../address/AddressFields.tsx';
import { CheckoutCoupons } from './CheckoutCoupons.tsx';
import { AccountCreation } from './AccountCreation.tsx';
import { OrderReview } from './OrderReview.tsx';
import { PaymentOptions, type Gateway } from './PaymentOptions.tsx';
import { ShippingMethods } from './ShippingMethods.tsx';
import { useCheckoutMachine, type CheckoutSend as Send } from './useCheckoutMachine.ts';
import { useDestinationEstimate } from './useDestinationEstimate.ts';
import { usePaymentChoice, usePlaceOrderSubmit, type PaymentChoice } from './usePlaceOrderSubmit.ts';
import { useRefusals, type Refusals } from './useRefusals.ts';
import { preloadPhoneRules } from '../address/phoneRules.ts';
import { checkoutErrors, type FieldErrors } from '../address/validation.ts';
import styles from './Checkout.module.css';

interface Props {
  cart: CartState;
  initialForm: Partial<Form>;
  gateways: readonly Gateway[];
  signedIn: boolean;
}

interface CouponsProps {
  form: Form;
  cart: CartState;
  busy: boolean;
  refusals: Refusals;
  send: Send;
  /** The address as typed is at the back end (useDestinationEstimate): her email, for a code kept for it. */
  settled(): Promise<void>;
}

/** The coupon field: the checkout machine applies a coupon, the one cart actor removes it. */
function Coupons({ form, cart, busy, refusals, send, settled }: CouponsProps) {
  const cartActor = CartActor.useActorRef();
  const cartError = useCartError();
  return (
    <CheckoutCoupons
      code={form.coupon}
      applied={cart.appliedCoupons}
      shipping={cart}
      busy={busy}
      error={refusals.couponError ?? cartError}
      onChange={(value) => send({ type: 'checkout.coupon.change', value })}
      onApply={() => {
        refusals.tried.couponApply();
        // A code kept for her address (a newsletter code) needs her email at the back end first.
        void settled().then(() => send({ type: 'checkout.coupon.apply' }));
      }}
      onRemove={(code) => {
        refusals.tried.couponRemove();
        cartActor.send({ type: 'cart.coupon.remove', code });
      }}
    />
  );
}

interface PaymentProps {
  gateways: readonly Gateway[];
  cart: CartState;
  form: Form;
  payment: PaymentChoice;
  send: Send;
}

function Payment({ gateways, cart, form, payment, send }: PaymentProps) {
  const { t } = useTranslation('shop');
  return (
    <PaymentOptions
      gateways={gateways}
      selected={payment.mustChoosePayment ? undefined : form.paymentMethod}
      amountCents={amountToPay(cart)}
      need={payment.need}
      error={payment.askedForPayment ? t('checkout.choosePayment') : undefined}
      onSelect={(method) => {
        payment.choose();
        send({ type: 'checkout.paymentMethod.select', method });
      }}
    />
  );
}

interface FormRefusalProps {
  fieldsRefused: boolean;
  /** The refusal shows under the coupon field or by the button instead. */
  shownElsewhere: boolean;
  message: UiMessage | undefined;
}

/** The banner at the top of the form: fields to fix, else a refusal that shows nowhere else. */
function FormRefusal({ fieldsRefused, shownElsewhere, message }: FormRefusalProps) {
  const { t } = useTranslation('shop');
  return fieldsRefused ? (
    <p role="alert" className="notice notice-error">
      {t('validation.fixFields')}
    </p>
  ) : (
    !shownElsewhere && <Message message={message} />
  );
}

interface AddressesProps {
  form: Form;
  cart: CartState;
  errors: FieldErrors;
  /** Fields the shopper cannot change (the signed-in account's email). */
  billingReadOnly: readonly AddressField[];
  send: Send;
  markEdited(field: string): void;
}

function Addresses({ form, cart, errors, billingReadOnly, send, markEdited }: AddressesProps) {
  const { t } = useTranslation('shop');
  // Nothing to ship, no shipping address to ask for (WooCommerce's needs_shipping_address).
  const ships = cart.needsShippingAddress !== false;
  return (
    <>
      <section>
        <h2>{t('checkout.billing')}</h2>
        <AddressFields
          prefix="billing"
          address={form.billing}
          errors={errors}
          readOnly={billingReadOnly}
          onChange={(field, value) => {
            markEdited(`billing.${field}`);
            send({ type: 'checkout.billing.change', field, value });
          }}
        />
      </section>
      {ships && (
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
      {form.shipToDifferentAddress && ships && (
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
    </>
  );
}

function OrderNote({ value, send }: { value: string; send: Send }) {
  const { t } = useTranslation('shop');
  return (
    <div className="field">
      <label htmlFor="checkout-note">
        {t('checkout.orderNote')} <span className="optional">({t('checkout.optional')})</span>
      </label>
      <textarea
        id="checkout-note"
        className="input"
        rows={3}
        value={value}
        placeholder={t('checkout.orderNotePlaceholder')}
        onChange={(event) => send({ type: 'checkout.note.change', value: event.target.value })}
      />
    </div>
  );
}

interface PlaceOrderProps {
  /** Fields are marked: the shopper is told so above the button. */
  fieldsToFix: boolean;
  refusal: UiMessage | undefined;
  refusalRef: RefObject<HTMLDivElement | null>;
  disabled: boolean;
  working: boolean;
}

/**
 * The checkout machine only takes `checkout.place` when the form is idle: while a shipping method
 * or a coupon the shopper chose is being applied, the button waits too. A shipping estimate does
 * not disable it (a click as the estimate starts would be lost): the click is taken and the order
 * placed once the estimate is in.
 */
function PlaceOrder({ fieldsToFix, refusal, refusalRef, disabled, working }: PlaceOrderProps) {
  const { t } = useTranslation('shop');
  // After the order in the document: on a phone, where the page is one column, her items and the
  // total with VAT and shipping stand right above the button that orders them, as the law asks of
  // an order button in Germany (web README, "Checkout").
  return (
    <div className={styles.actions}>
      {fieldsToFix && (
        <p role="alert" className="notice notice-error">
          {t('validation.fixFields')}
        </p>
      )}
      {refusal && (
        <div ref={refusalRef} tabIndex={-1} className={styles.refusal}>
          <Message message={refusal} />
        </div>
      )}
      <button type="submit" className={`button ${styles.placeOrder}`} disabled={disabled}>
        {working ? t('checkout.processing') : t('checkout.placeOrder')}
      </button>
    </div>
  );
}

const looksLikeEmail = (value: string | undefined): value is string =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((value ?? '').trim());

/** Where shipping is estimated for, with her billing email once it reads as one (`ShippingDestination`). */
const destinationOf = (form: Form) => ({
  ...(form.shipToDifferentAddress ? form.shipping : form.billing),
  email: looksLikeEmail(form.billing.email) ? form.billing.email.trim() : undefined,
});

/** Checkout (behaviour §2), driven by the checkout machine; nothing typed is lost on an error. */
export function CheckoutForm({ cart, initialForm, gateways, signedIn }: Props) {
  const { snapshot, send, processing, estimateShipping } = useCheckoutMachine(initialForm);
  const { form, error } = snapshot.context;
  const freeShippingChosen = useFreeShippingChosen();
  const cartActor = CartActor.useActorRef();
  const formRef = useRef<HTMLFormElement>(null);
  const refusals = useRefusals(formRef, error);
  const { refusedFields, couponError, buttonError, markEdited } = refusals;
  const payment = usePaymentChoice(cart);
  const { estimating, settled } = useDestinationEstimate(destinationOf(form), estimateShipping);
  const { submit, showErrors, awaitingEstimate } = usePlaceOrderSubmit({
    form,
    payment,
    refusals,
    settled,
    send,
  });
  const errors = { ...(showErrors ? checkoutErrors(form) : {}), ...refusals.serverErrors };
  const busy = !snapshot.matches({ form: 'idle' }) || awaitingEstimate;
  return (
    <form className={styles.checkout} onSubmit={submit} onFocus={preloadPhoneRules} noValidate ref={formRef}>
      <div className={styles.main}>
        <FormRefusal
          fieldsRefused={refusedFields.length > 0}
          shownElsewhere={Boolean(couponError || buttonError)}
          message={error}
        />
        <Addresses
          form={form}
          cart={cart}
          errors={errors}
          billingReadOnly={signedIn && initialForm.billing?.email ? ['email'] : []}
          send={send}
          markEdited={markEdited}
        />
        <ShippingMethods
          cart={cart}
          busy={busy || estimating}
          freeShippingChosen={freeShippingChosen}
          onSelect={(method) => {
            refusals.tried.shippingMethod();
            send({ type: 'checkout.shippingMethod.select', method });
          }}
        />
        <Coupons form={form} cart={cart} busy={busy} refusals={refusals} send={send} settled={settled} />
        <Payment gateways={gateways} cart={cart} form={form} payment={payment} send={send} />
        <OrderNote value={form.customerNote} send={send} />
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
      </div>
      <OrderReview
        cart={cart}
        busy={busy}
        onCart={(changed) => cartActor.send({ type: 'cart.changed', cart: changed })}
      />
      <PlaceOrder
        fieldsToFix={showErrors && Object.keys(errors).length > 0}
        refusal={buttonError}
        refusalRef={refusals.buttonAlert}
        disabled={processing || busy}
        working={processing || awaitingEstimate}
      />
    </form>
  );
}
