// Checkout (behaviour §2, §4, §7): billing, optional different shipping address, shipping method,
// payment (card through the provided Stripe actors: payment intent, confirm, 3-D Secure wait;
// cash on delivery; bank transfer), order note, coupon and optional account creation, then
// placing ("processing") and the order-received screen. Every failure returns to the form with
// its message; nothing the shopper typed is lost.
//
// The idempotency key: made once per attempt and kept across retries, so a retry after a timeout
// cannot place a second order. The gateway records a definite refusal for a key and replays it
// for that key from then on, so the key is spent once the gateway refused it (or refused the key
// itself: used for another cart or by another session), and the next try makes a new one. A
// refusal replayed from an earlier try (before a reload) is that earlier try's: this try goes on
// at once with a new key. A key whose order commerce is still placing (CHECKOUT_IN_PROGRESS) is
// sent again after the gateway's retryAfter, a few times, the button still "processing".
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  emptyCheckoutForm,
  applyCheckoutEdit,
  type Cart,
  type CardPaymentResult,
  type CheckoutEditEvent,
  type CheckoutForm,
  type Order,
  type PaymentIntent,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from './checkoutForm.ts';
import { errorCode, messageFromError, messages, type UiMessage } from './messages.ts';
import { settings } from './settings.ts';

export interface CheckoutContext {
  form: CheckoutForm;
  idempotencyKey?: string;
  paymentIntent?: PaymentIntent;
  transactionId?: string;
  order?: Order;
  error?: UiMessage;
  /** How often this try's key was sent again because commerce was still placing its order. */
  inProgressRepeats: number;
}

export type CheckoutEvent =
  | CheckoutEditEvent
  | { type: 'checkout.shippingMethod.select'; method: string }
  | { type: 'checkout.coupon.apply' }
  | { type: 'checkout.place' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the web app`);
};

/** A failed call: back to the form, everything typed kept, with the call's message. */
const backToForm = { target: '#checkout.form.idle', actions: 'failWithError' } as const;
/** A call that answered but refused (payment intent error, declined card): the same, with its reason. */
const refusedBackToForm = { target: '#checkout.form.idle', actions: 'failWithRefusal' } as const;

/**
 * Refusals of the key itself (gateway events README, "Checkout keys"): it was first used for
 * another cart, or by another session. Asking again with it can only be refused again.
 */
const unusableKeyCodes: ReadonlySet<string> = new Set(['IDEMPOTENCY_KEY_MISMATCH', 'IDEMPOTENCY_KEY_REUSED']);

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { form?: Partial<CheckoutForm>; idempotencyKey?: string },
  },
  actors: {
    changeShippingMethod: fromPromise<Cart, { method: string }>(notProvided('changeShippingMethod')),
    applyCoupon: fromPromise<Cart, { code: string }>(notProvided('applyCoupon')),
    createPaymentIntent: fromPromise<PaymentIntent, { idempotencyKey: string; form: CheckoutForm }>(
      notProvided('createPaymentIntent'),
    ),
    confirmCardPayment: fromPromise<CardPaymentResult, { clientSecret: string }>(
      notProvided('confirmCardPayment'),
    ),
    /** Waits for the 3-D Secure step (Stripe's handleNextAction). */
    authenticateCard: fromPromise<CardPaymentResult, { clientSecret: string }>(
      notProvided('authenticateCard'),
    ),
    placeOrder: fromPromise<PlaceOrderResult, PlaceOrderInput>(notProvided('placeOrder')),
  },
  actions: {
    /** The cart changed (shipping method, coupon): the web app hands it to the cart machine. */
    cartUpdated: (_, _params: { cart: Cart }) => {},
    /** Keeps the key in session storage so a reload mid-attempt reuses it. */
    rememberIdempotencyKey: (_, _params: { key: string }) => {},
    goToOrderReceived: (_, _params: { order: Order }) => {},
    fail: assign((_, params: { error: UiMessage }) => ({ error: params.error })),
    // Invoke done/error events are not in the machine's event union; read them structurally.
    failWithError: assign({
      error: ({ event }) => messageFromError((event as unknown as { error?: unknown }).error),
    }),
    failWithRefusal: assign({
      error: ({ event }) =>
        messageFromError((event as unknown as { output?: { error?: unknown } }).output?.error),
    }),
    edit: assign({ form: ({ context, event }) => applyCheckoutEdit(context.form, event) }),
    ensureIdempotencyKey: assign({
      idempotencyKey: ({ context }) => context.idempotencyKey ?? crypto.randomUUID(),
    }),
    /** The gateway will only ever refuse this key again: the next try makes a new one. */
    spendIdempotencyKey: assign({ idempotencyKey: undefined }),
  },
  guards: {
    payingByCard: ({ context }) => context.form.paymentMethod === 'stripe',
    paidEarlier: ({ context }) =>
      context.form.paymentMethod === 'stripe' && context.transactionId !== undefined,
    intentUsable: (_, params: PaymentIntent) => !params.error && Boolean(params.clientSecret),
    paid: (_, params: CardPaymentResult) => params.status === 'succeeded',
    needsAuthentication: (_, params: CardPaymentResult) =>
      params.status === 'requires_action' || params.status === 'requires_source_action',
    orderPlaced: (_, params: PlaceOrderResult) => params.result === 'success' && params.order !== null,
    orderRefused: (_, params: PlaceOrderResult) => params.result === 'refused',
    refusalReplayed: (_, params: PlaceOrderResult) => params.result === 'refused' && params.replayed === true,
    keyUnusable: (_, params: { error: unknown }) => unusableKeyCodes.has(errorCode(params.error) ?? ''),
    /** Commerce is still placing this key's order: asking again with it cannot place a second one. */
    stillBeingPlaced: ({ context }, params: { error: unknown }) =>
      errorCode(params.error) === 'CHECKOUT_IN_PROGRESS' &&
      context.inProgressRepeats < settings.checkoutInProgressRepeats,
  },
  delays: { inProgressRetry: settings.checkoutInProgressRetryMs },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    form: { ...emptyCheckoutForm, ...input.form },
    idempotencyKey: input.idempotencyKey,
    inProgressRepeats: 0,
  }),
  initial: 'form',
  states: {
    form: {
      initial: 'idle',
      on: {
        'checkout.billing.change': { actions: 'edit' },
        'checkout.shipping.change': { actions: 'edit' },
        'checkout.shipToDifferentAddress.set': { actions: 'edit' },
        'checkout.paymentMethod.select': { actions: 'edit' },
        'checkout.note.change': { actions: 'edit' },
        'checkout.coupon.change': { actions: 'edit' },
        'checkout.account.change': { actions: 'edit' },
      },
      states: {
        idle: {
          on: {
            'checkout.shippingMethod.select': {
              target: 'updatingShipping',
              actions: assign(({ context, event }) => ({
                form: { ...context.form, shippingMethod: event.method },
                error: undefined,
              })),
            },
            'checkout.coupon.apply': { target: 'applyingCoupon', actions: assign({ error: undefined }) },
            'checkout.place': { target: '#checkout.placing', actions: assign({ error: undefined }) },
          },
        },
        updatingShipping: {
          invoke: {
            src: 'changeShippingMethod',
            input: ({ context }) => ({ method: context.form.shippingMethod ?? '' }),
            onDone: {
              target: 'idle',
              actions: { type: 'cartUpdated', params: ({ event }) => ({ cart: event.output }) },
            },
            onError: { target: 'idle', actions: 'failWithError' },
          },
        },
        applyingCoupon: {
          invoke: {
            src: 'applyCoupon',
            input: ({ context }) => ({ code: context.form.coupon.trim() }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'cartUpdated', params: ({ event }) => ({ cart: event.output }) },
                assign(({ context }) => ({ form: { ...context.form, coupon: '' } })),
              ],
            },
            onError: { target: 'idle', actions: 'failWithError' },
          },
        },
      },
    },
    placing: {
      tags: 'processing',
      initial: 'preparing',
      states: {
        preparing: {
          entry: [
            'ensureIdempotencyKey',
            assign({ inProgressRepeats: 0 }),
            { type: 'rememberIdempotencyKey', params: ({ context }) => ({ key: context.idempotencyKey! }) },
          ],
          always: [
            // A card already charged in an earlier try of this attempt is not charged again.
            { guard: 'paidEarlier', target: 'submitting' },
            { guard: 'payingByCard', target: 'creatingIntent' },
            { target: 'submitting' },
          ],
        },
        creatingIntent: {
          invoke: {
            src: 'createPaymentIntent',
            input: ({ context }) => ({ idempotencyKey: context.idempotencyKey!, form: context.form }),
            onDone: [
              {
                guard: { type: 'intentUsable', params: ({ event }) => event.output },
                target: 'confirmingCard',
                actions: assign({ paymentIntent: ({ event }) => event.output }),
              },
              refusedBackToForm,
            ],
            onError: backToForm,
          },
        },
        confirmingCard: {
          invoke: {
            src: 'confirmCardPayment',
            input: ({ context }) => ({ clientSecret: context.paymentIntent!.clientSecret }),
            onDone: [
              {
                guard: { type: 'paid', params: ({ event }) => event.output },
                target: 'submitting',
                actions: assign({ transactionId: ({ event }) => event.output.paymentIntentId }),
              },
              {
                guard: { type: 'needsAuthentication', params: ({ event }) => event.output },
                target: 'authenticating',
              },
              refusedBackToForm,
            ],
            onError: backToForm,
          },
        },
        authenticating: {
          invoke: {
            src: 'authenticateCard',
            input: ({ context }) => ({ clientSecret: context.paymentIntent!.clientSecret }),
            onDone: [
              {
                guard: { type: 'paid', params: ({ event }) => event.output },
                target: 'submitting',
                actions: assign({ transactionId: ({ event }) => event.output.paymentIntentId }),
              },
              refusedBackToForm,
            ],
            onError: backToForm,
          },
        },
        submitting: {
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => {
              const paidByCard =
                context.form.paymentMethod === 'stripe' && context.transactionId !== undefined;
              return {
                form: context.form,
                idempotencyKey: context.idempotencyKey!,
                ...(paidByCard ? { transactionId: context.transactionId } : {}),
                isPaid: paidByCard,
              };
            },
            onDone: [
              {
                guard: { type: 'orderPlaced', params: ({ event }) => event.output },
                target: '#checkout.orderReceived',
                actions: assign({ order: ({ event }) => event.output.order! }),
              },
              {
                // The refusal is an earlier try's (the gateway replays it): this try goes on
                // with a new key (made and remembered as `preparing` is entered again).
                guard: { type: 'refusalReplayed', params: ({ event }) => event.output },
                target: 'preparing',
                actions: 'spendIdempotencyKey',
              },
              {
                guard: { type: 'orderRefused', params: ({ event }) => event.output },
                target: '#checkout.form.idle',
                actions: ['spendIdempotencyKey', 'failWithRefusal'],
              },
              {
                target: '#checkout.form.idle',
                actions: { type: 'fail', params: { error: messages.general } },
              },
            ],
            onError: [
              {
                guard: { type: 'stillBeingPlaced', params: ({ event }) => ({ error: event.error }) },
                target: 'awaitingCommerce',
                actions: assign({ inProgressRepeats: ({ context }) => context.inProgressRepeats + 1 }),
              },
              {
                guard: { type: 'keyUnusable', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.form.idle',
                actions: ['spendIdempotencyKey', 'failWithError'],
              },
              backToForm,
            ],
          },
        },
        /** The gateway's `retryAfter`, then the same key again (the gateway events README's reconciler). */
        awaitingCommerce: { after: { inProgressRetry: 'submitting' } },
      },
    },
    orderReceived: {
      type: 'final',
      entry: { type: 'goToOrderReceived', params: ({ context }) => ({ order: context.order! }) },
    },
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The "processing" button state (behaviour §4). */
export const isPlacingOrder = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('processing');
