import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type {
  CardPaymentResult,
  PaymentIntent,
  PlaceOrderInput,
  PlaceOrderResult,
} from '../src/checkoutForm.ts';
import { checkoutMachine, isPlacingOrder } from '../src/checkoutMachine.ts';
import type { Cart } from '../src/commerceTypes.ts';
import { messages } from '../src/messages.ts';
import { settings } from '../src/settings.ts';
import { createCoverage } from './support/coverage.ts';
import { deferred, settle, start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(checkoutMachine);
useFakeClock();

const order = { databaseId: 501, orderNumber: '501', orderKey: 'wc_order_abc' };
const intent: PaymentIntent = { id: 'pi_1', clientSecret: 'pi_1_secret', amount: 2490, currency: 'eur' };
const paid: CardPaymentResult = { status: 'succeeded', paymentIntentId: 'pi_1' };

function checkout(input: { idempotencyKey?: string } = {}) {
  const calls = {
    changeShippingMethod: vi
      .fn<(input: { method: string }) => Promise<Cart>>()
      .mockResolvedValue({ isEmpty: false }),
    applyCoupon: vi.fn<(input: { code: string }) => Promise<Cart>>().mockResolvedValue({ isEmpty: false }),
    createPaymentIntent: vi
      .fn<(input: { idempotencyKey: string }) => Promise<PaymentIntent>>()
      .mockResolvedValue(intent),
    confirmCardPayment: vi
      .fn<(input: { clientSecret: string }) => Promise<CardPaymentResult>>()
      .mockResolvedValue(paid),
    authenticateCard: vi
      .fn<(input: { clientSecret: string }) => Promise<CardPaymentResult>>()
      .mockResolvedValue(paid),
    placeOrder: vi
      .fn<(input: PlaceOrderInput) => Promise<PlaceOrderResult>>()
      .mockResolvedValue({ result: 'success', order }),
  };
  const effects = { cartUpdated: vi.fn(), rememberIdempotencyKey: vi.fn(), goToOrderReceived: vi.fn() };
  const actor = start(
    checkoutMachine.provide({
      actors: {
        changeShippingMethod: fromPromise(({ input }) => calls.changeShippingMethod(input)),
        applyCoupon: fromPromise(({ input }) => calls.applyCoupon(input)),
        createPaymentIntent: fromPromise(({ input }) => calls.createPaymentIntent(input)),
        confirmCardPayment: fromPromise(({ input }) => calls.confirmCardPayment(input)),
        authenticateCard: fromPromise(({ input }) => calls.authenticateCard(input)),
        placeOrder: fromPromise(({ input }) => calls.placeOrder(input)),
      },
      actions: {
        cartUpdated: (_, params) => effects.cartUpdated(params.cart),
        rememberIdempotencyKey: (_, params) => effects.rememberIdempotencyKey(params.key),
        goToOrderReceived: (_, params) => effects.goToOrderReceived(params.order),
      },
    }),
    coverage,
    input,
  );
  const fill = (paymentMethod: string) => {
    actor.send({ type: 'checkout.billing.change', field: 'firstName', value: 'Ana' });
    actor.send({ type: 'checkout.billing.change', field: 'email', value: 'ana@example.com' });
    actor.send({ type: 'checkout.shipToDifferentAddress.set', value: true });
    actor.send({ type: 'checkout.shipping.change', field: 'city', value: 'Lisbon' });
    actor.send({ type: 'checkout.note.change', value: 'Leave at the door' });
    actor.send({ type: 'checkout.account.change', createAccount: true, username: 'ana', password: 's3cret' });
    actor.send({ type: 'checkout.paymentMethod.select', method: paymentMethod });
  };
  const form = () => actor.getSnapshot().context.form;
  return { actor, fill, form, ...calls, ...effects };
}

const typed = {
  billing: { firstName: 'Ana', email: 'ana@example.com' },
  shipping: { city: 'Lisbon' },
  shipToDifferentAddress: true,
  customerNote: 'Leave at the door',
  createAccount: true,
  username: 'ana',
  password: 's3cret',
};

describe('checkout form', () => {
  it('keeps everything typed, with card payment as the default method', () => {
    const { actor, fill, form } = checkout();
    expect(form().paymentMethod).toBe('stripe');
    fill('cod');
    expect(form()).toMatchObject({ ...typed, paymentMethod: 'cod' });
    expect(actor.getSnapshot().value).toEqual({ form: 'idle' });
  });

  it('changes the shipping method and applies a coupon, updating the cart', async () => {
    const { actor, form, changeShippingMethod, applyCoupon, cartUpdated } = checkout();
    actor.send({ type: 'checkout.shippingMethod.select', method: 'flat_rate:1' });
    expect(actor.getSnapshot().value).toEqual({ form: 'updatingShipping' });
    actor.send({ type: 'checkout.billing.change', field: 'lastName', value: 'Lima' });
    await settle();
    expect(changeShippingMethod).toHaveBeenCalledWith({ method: 'flat_rate:1' });
    expect(form()).toMatchObject({ shippingMethod: 'flat_rate:1', billing: { lastName: 'Lima' } });
    actor.send({ type: 'checkout.coupon.change', value: ' nails10 ' });
    actor.send({ type: 'checkout.coupon.apply' });
    await settle();
    expect(applyCoupon).toHaveBeenCalledWith({ code: 'nails10' });
    expect(cartUpdated).toHaveBeenCalledTimes(2);
    expect(form().coupon).toBe('');
  });

  it('shows why a shipping method or coupon failed and keeps the typed coupon', async () => {
    const { actor, form, changeShippingMethod, applyCoupon } = checkout();
    changeShippingMethod.mockRejectedValue(new Error('No shipping to this address'));
    actor.send({ type: 'checkout.shippingMethod.select', method: 'flat_rate:1' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe('No shipping to this address');
    applyCoupon.mockRejectedValue(new Error('Coupon expired'));
    actor.send({ type: 'checkout.coupon.change', value: 'OLD' });
    actor.send({ type: 'checkout.coupon.apply' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Coupon expired');
    expect(form().coupon).toBe('OLD');
  });
});

describe('placing an order', () => {
  it.each(['cod', 'bacs'])('with %s: "processing", then the order-received screen', async (method) => {
    const { actor, fill, placeOrder, goToOrderReceived, createPaymentIntent, rememberIdempotencyKey } =
      checkout();
    fill(method);
    const reply = deferred<PlaceOrderResult>();
    placeOrder.mockReturnValue(reply.promise);
    actor.send({ type: 'checkout.place' });
    expect(isPlacingOrder(actor.getSnapshot())).toBe(true);
    expect(messages.processing.defaultText).toBe('processing');
    reply.resolve({ result: 'success', order });
    await settle();
    const sent = placeOrder.mock.calls[0]![0];
    expect(sent).toMatchObject({ form: { ...typed, paymentMethod: method }, isPaid: false });
    expect(sent.transactionId).toBeUndefined();
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(rememberIdempotencyKey).toHaveBeenCalledWith(sent.idempotencyKey);
    expect(createPaymentIntent).not.toHaveBeenCalled();
    expect(goToOrderReceived).toHaveBeenCalledWith(order);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('by card: payment intent, confirmation, then the order as paid', async () => {
    const { actor, fill, createPaymentIntent, confirmCardPayment, placeOrder, authenticateCard } = checkout();
    fill('stripe');
    actor.send({ type: 'checkout.place' });
    await settle();
    const key = placeOrder.mock.calls[0]![0].idempotencyKey;
    expect(createPaymentIntent).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: key }));
    expect(confirmCardPayment).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret' });
    expect(authenticateCard).not.toHaveBeenCalled();
    expect(placeOrder.mock.calls[0]![0]).toMatchObject({ transactionId: 'pi_1', isPaid: true });
    expect(actor.getSnapshot().value).toBe('orderReceived');
  });

  it('by card with 3-D Secure: waits for the authentication', async () => {
    const { actor, confirmCardPayment, authenticateCard, placeOrder } = checkout();
    confirmCardPayment.mockResolvedValue({ status: 'requires_action', paymentIntentId: 'pi_1' });
    const challenge = deferred<CardPaymentResult>();
    authenticateCard.mockReturnValue(challenge.promise);
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ placing: 'authenticating' });
    expect(placeOrder).not.toHaveBeenCalled();
    challenge.resolve(paid);
    await settle();
    expect(placeOrder.mock.calls[0]![0]).toMatchObject({ transactionId: 'pi_1', isPaid: true });
    expect(actor.getSnapshot().value).toBe('orderReceived');
  });
});

describe('failures go back to the form with the message and nothing typed lost', () => {
  it('keeps the idempotency key across retries and does not charge a paid card again', async () => {
    const { actor, fill, form, placeOrder, confirmCardPayment } = checkout();
    fill('stripe');
    placeOrder.mockRejectedValueOnce(new Error('Gateway timeout'));
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ form: 'idle' });
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Gateway timeout');
    expect(form()).toMatchObject(typed);
    placeOrder.mockResolvedValueOnce({ result: 'failure', order: null });
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual(messages.general);
    actor.send({ type: 'checkout.place' });
    await settle();
    const keys = placeOrder.mock.calls.map(([input]) => input.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('orderReceived');
  });

  it('spends the key the gateway refused: the next try makes and remembers a new one', async () => {
    const { actor, placeOrder, rememberIdempotencyKey } = checkout();
    actor.send({ type: 'checkout.paymentMethod.select', method: 'cod' });
    placeOrder.mockResolvedValueOnce({
      result: 'refused',
      order: null,
      error: new Error('Billing Phone is not a valid phone number.'),
      replayed: false,
    });
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ form: 'idle' });
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Billing Phone is not a valid phone number.');
    // Until the next try the refused key stays remembered: a reload shows its refusal as this tab's.
    expect(rememberIdempotencyKey).toHaveBeenCalledTimes(1);
    actor.send({ type: 'checkout.place' });
    await settle();
    const [refused, next] = placeOrder.mock.calls.map(([input]) => input.idempotencyKey);
    expect(next).not.toBe(refused);
    expect(rememberIdempotencyKey).toHaveBeenLastCalledWith(next);
    expect(actor.getSnapshot().value).toBe('orderReceived');
  });

  it("goes on at once with a new key when the refusal is an earlier try's", async () => {
    const { actor, placeOrder, rememberIdempotencyKey } = checkout({
      idempotencyKey: 'refused-before-reload',
    });
    actor.send({ type: 'checkout.paymentMethod.select', method: 'cod' });
    placeOrder.mockResolvedValueOnce({
      result: 'refused',
      order: null,
      error: new Error('Coupon expired'),
      replayed: true,
    });
    actor.send({ type: 'checkout.place' });
    await settle();
    const keys = placeOrder.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe('refused-before-reload');
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(rememberIdempotencyKey).toHaveBeenLastCalledWith(keys[1]);
    expect(actor.getSnapshot().value).toBe('orderReceived');
  });

  it.each(['IDEMPOTENCY_KEY_MISMATCH', 'IDEMPOTENCY_KEY_REUSED'])(
    'spends a key the gateway refuses as such (%s)',
    async (code) => {
      const { actor, placeOrder } = checkout({ idempotencyKey: 'used-elsewhere' });
      actor.send({ type: 'checkout.paymentMethod.select', method: 'cod' });
      placeOrder.mockRejectedValueOnce(Object.assign(new Error('This checkout key is not usable'), { code }));
      actor.send({ type: 'checkout.place' });
      await settle();
      expect(actor.getSnapshot().context.error?.params).toMatchObject({ code });
      actor.send({ type: 'checkout.place' });
      await settle();
      const keys = placeOrder.mock.calls.map(([input]) => input.idempotencyKey);
      expect(keys[0]).toBe('used-elsewhere');
      expect(keys[1]).not.toBe('used-elsewhere');
    },
  );

  it('sends the same key again after the gateway’s retryAfter while commerce is still placing it', async () => {
    const { actor, placeOrder, goToOrderReceived } = checkout({ idempotencyKey: 'slow-order-key' });
    actor.send({ type: 'checkout.paymentMethod.select', method: 'cod' });
    const stillPlacing = () =>
      Object.assign(new Error('Your order is still being placed. Please wait a moment.'), {
        code: 'CHECKOUT_IN_PROGRESS',
      });
    placeOrder.mockRejectedValueOnce(stillPlacing()).mockRejectedValueOnce(stillPlacing());
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(actor.getSnapshot().matches({ placing: 'awaitingCommerce' })).toBe(true);
    expect(isPlacingOrder(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(settings.checkoutInProgressRetryMs - 1);
    expect(placeOrder).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(placeOrder).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(settings.checkoutInProgressRetryMs);
    expect(placeOrder.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([
      'slow-order-key',
      'slow-order-key',
      'slow-order-key',
    ]);
    expect(actor.getSnapshot().value).toBe('orderReceived');
    expect(goToOrderReceived).toHaveBeenCalledWith(order);
  });

  it('after three repeats still in progress, goes back to the form with the message and keeps the key', async () => {
    const { actor, placeOrder } = checkout({ idempotencyKey: 'slower-order-key' });
    actor.send({ type: 'checkout.paymentMethod.select', method: 'cod' });
    placeOrder.mockRejectedValue(
      Object.assign(new Error('Your order is still being placed. Please wait a moment.'), {
        code: 'CHECKOUT_IN_PROGRESS',
      }),
    );
    actor.send({ type: 'checkout.place' });
    await vi.advanceTimersByTimeAsync(
      settings.checkoutInProgressRetryMs * settings.checkoutInProgressRepeats,
    );
    expect(placeOrder).toHaveBeenCalledTimes(settings.checkoutInProgressRepeats + 1);
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error?.params).toMatchObject({ code: 'CHECKOUT_IN_PROGRESS' });
    // The shopper's next Place order asks about the same order, with repeats of its own.
    actor.send({ type: 'checkout.place' });
    await vi.advanceTimersByTimeAsync(
      settings.checkoutInProgressRetryMs * settings.checkoutInProgressRepeats,
    );
    expect(placeOrder).toHaveBeenCalledTimes(2 * (settings.checkoutInProgressRepeats + 1));
    expect(new Set(placeOrder.mock.calls.map(([input]) => input.idempotencyKey))).toEqual(
      new Set(['slower-order-key']),
    );
  });

  it('reuses a key restored after a page reload', async () => {
    const { actor, placeOrder } = checkout({ idempotencyKey: 'restored-key' });
    actor.send({ type: 'checkout.paymentMethod.select', method: 'cod' });
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(placeOrder.mock.calls[0]![0].idempotencyKey).toBe('restored-key');
  });

  it('reports payment intent problems', async () => {
    const { actor, fill, form, createPaymentIntent } = checkout();
    fill('stripe');
    createPaymentIntent.mockResolvedValueOnce({ id: '', clientSecret: '', error: 'Amount too small' });
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Amount too small');
    createPaymentIntent.mockRejectedValueOnce(new Error('Stripe unavailable'));
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Stripe unavailable');
    expect(form()).toMatchObject(typed);
  });

  it('reports a declined card and a failed confirmation', async () => {
    const { actor, confirmCardPayment, placeOrder } = checkout();
    confirmCardPayment.mockResolvedValueOnce({
      status: 'requires_payment_method',
      paymentIntentId: 'pi_1',
      error: 'Your card was declined.',
    });
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Your card was declined.');
    confirmCardPayment.mockRejectedValueOnce(new Error('Network error'));
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Network error');
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('reports a failed or abandoned 3-D Secure step', async () => {
    const { actor, confirmCardPayment, authenticateCard } = checkout();
    confirmCardPayment.mockResolvedValue({ status: 'requires_action', paymentIntentId: 'pi_1' });
    authenticateCard.mockResolvedValueOnce({
      status: 'requires_payment_method',
      paymentIntentId: 'pi_1',
      error: 'We are unable to authenticate your payment method.',
    });
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe(
      'We are unable to authenticate your payment method.',
    );
    authenticateCard.mockRejectedValueOnce(new Error(''));
    actor.send({ type: 'checkout.place' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: { form: 'idle' },
      context: { error: messages.general },
    });
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
