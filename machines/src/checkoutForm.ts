// The checkout form the shopper fills in (behaviour §2 Checkout, §7 Checkout mutation), and the
// results of the calls the checkout machine makes.
import type { Cart, Order } from './commerceTypes.ts';

export const addressFields = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
] as const;

export type AddressField = (typeof addressFields)[number];

/** The postal part of an address: a shipping address holds these, a billing one adds email and phone. */
export const postalAddressFields = addressFields.filter(
  (field): field is Exclude<AddressField, 'email' | 'phone'> => field !== 'email' && field !== 'phone',
);
export type Address = Partial<Record<AddressField, string>>;

/** 'stripe' (card, the default of behaviour §9), 'cod' (cash on delivery), 'bacs' (bank transfer). */
export type PaymentMethod = 'stripe' | 'cod' | 'bacs' | (string & {});

export interface CheckoutForm {
  billing: Address;
  shipping: Address;
  shipToDifferentAddress: boolean;
  shippingMethod?: string;
  paymentMethod: PaymentMethod;
  customerNote: string;
  coupon: string;
  createAccount: boolean;
  username: string;
  password: string;
}

export const emptyCheckoutForm: CheckoutForm = {
  billing: {},
  shipping: {},
  shipToDifferentAddress: false,
  paymentMethod: 'stripe',
  customerNote: '',
  coupon: '',
  createAccount: false,
  username: '',
  password: '',
};

/** What the shopper types or picks; none of it needs a call. */
export type CheckoutEditEvent =
  | { type: 'checkout.billing.change'; field: AddressField; value: string }
  | { type: 'checkout.shipping.change'; field: AddressField; value: string }
  | { type: 'checkout.shipToDifferentAddress.set'; value: boolean }
  | { type: 'checkout.paymentMethod.select'; method: string }
  | { type: 'checkout.note.change'; value: string }
  | { type: 'checkout.coupon.change'; value: string }
  | { type: 'checkout.account.change'; createAccount?: boolean; username?: string; password?: string };

/** The form after one edit; other events leave it as it is. */
export function applyCheckoutEdit(form: CheckoutForm, event: { type: string }): CheckoutForm {
  const edit = event as CheckoutEditEvent;
  switch (edit.type) {
    case 'checkout.billing.change':
      return { ...form, billing: { ...form.billing, [edit.field]: edit.value } };
    case 'checkout.shipping.change':
      return { ...form, shipping: { ...form.shipping, [edit.field]: edit.value } };
    case 'checkout.shipToDifferentAddress.set':
      return { ...form, shipToDifferentAddress: edit.value };
    case 'checkout.paymentMethod.select':
      return { ...form, paymentMethod: edit.method };
    case 'checkout.note.change':
      return { ...form, customerNote: edit.value };
    case 'checkout.coupon.change':
      return { ...form, coupon: edit.value };
    case 'checkout.account.change': {
      const { type: _type, ...account } = edit;
      return { ...form, ...account };
    }
    default:
      return form;
  }
}

/** getStripePaymentIntent (behaviour §3 card payment intent). */
export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amount?: number;
  currency?: string;
  error?: string | null;
}

/** What Stripe.js reports after confirming or after the 3-D Secure step. */
export interface CardPaymentResult {
  status: string;
  paymentIntentId: string;
  error?: string;
}

export interface PlaceOrderInput {
  form: CheckoutForm;
  idempotencyKey: string;
  transactionId?: string;
  isPaid: boolean;
}

/**
 * The Checkout mutation's answer (behaviour §7): result, redirect and order. `result: 'refused'` is a
 * definite refusal the gateway recorded for the key (it replays it for that key from then on):
 * `error` says why, `replayed` that an earlier try of the key was refused, not this one.
 */
export interface PlaceOrderResult {
  result: string;
  redirect?: string | null;
  order: Order | null;
  error?: unknown;
  replayed?: boolean;
}

export type { Cart, Order };
