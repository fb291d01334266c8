// The checkout form the shopper fills in (spec §2 Checkout, §7 Checkout mutation), and the
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
export type Address = Partial<Record<AddressField, string>>;

/** 'stripe' (card, the default of spec §9), 'cod' (cash on delivery), 'bacs' (bank transfer). */
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

/** getStripePaymentIntent (spec §3 card payment intent). */
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

/** The Checkout mutation's answer (spec §7): result, redirect and order. */
export interface PlaceOrderResult {
  result: string;
  redirect?: string | null;
  order: Order | null;
}

export type { Cart, Order };
