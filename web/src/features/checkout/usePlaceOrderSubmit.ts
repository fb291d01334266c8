import { useState, type FormEvent } from 'react';
import type { CheckoutForm as Form } from '@nails/machines/checkoutForm';
import type { CartState } from '../cart/cartState.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { paymentNeed } from './paymentNeed.ts';
import type { CheckoutSend } from './useCheckoutMachine.ts';
import type { Refusals } from './useRefusals.ts';
import { phoneRulesReadyFor } from '../address/phoneRules.ts';
import { checkoutErrors } from '../address/validation.ts';

/** When gift cards pay part of the order, the shopper chooses how to pay the rest (paymentNeed.ts). */
export function usePaymentChoice(cart: CartState) {
  const { locale } = useLocale();
  const need = paymentNeed(cart, locale);
  const [paymentChosen, setPaymentChosen] = useState(false);
  const [askedForPayment, setAskedForPayment] = useState(false);
  const mustChoosePayment = need.kind === 'remainder' && !paymentChosen;
  return {
    need,
    mustChoosePayment,
    askedForPayment: askedForPayment && mustChoosePayment,
    ask: () => setAskedForPayment(true),
    choose: () => setPaymentChosen(true),
  };
}
export type PaymentChoice = ReturnType<typeof usePaymentChoice>;

/**
 * What stops the order going, as a selector of the field to focus: the first invalid field, else
 * the payment choice the rest of a gift-card order needs. Undefined when nothing does.
 */
function blockingField(form: Form, mustChoosePayment: boolean) {
  const first = Object.keys(checkoutErrors(form))[0];
  if (first) return { selector: `[name="${first.replace('.', '-')}"]`, payment: false };
  return mustChoosePayment ? { selector: '[name="payment-method"]', payment: true } : undefined;
}

interface PlaceOrderSubmit {
  form: Form;
  payment: PaymentChoice;
  refusals: Refusals;
  /** Resolves once the shipping estimate of the address as typed is in (useDestinationEstimate). */
  settled(): Promise<void>;
  send: CheckoutSend;
}

/**
 * Place order: first what stops the order going is shown and focused; else the order goes, after
 * the shipping estimate of the address as typed.
 */
export function usePlaceOrderSubmit({ form, payment, refusals, settled, send }: PlaceOrderSubmit) {
  const [showErrors, setShowErrors] = useState(false);
  // Place order was clicked and waits for the shipping estimate of the address as typed.
  const [awaitingEstimate, setAwaitingEstimate] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const blocker = blockingField(form, payment.mustChoosePayment);
    if (!phoneRulesReadyFor(event.currentTarget, blocker !== undefined)) return;
    setShowErrors(true);
    if (blocker) {
      if (blocker.payment) payment.ask();
      event.currentTarget.querySelector<HTMLElement>(blocker.selector)?.focus();
      return;
    }
    refusals.tried.place();
    setAwaitingEstimate(true);
    void settled().then(() => {
      setAwaitingEstimate(false);
      send({ type: 'checkout.place' });
    });
  };
  return { submit, showErrors, awaitingEstimate };
}
