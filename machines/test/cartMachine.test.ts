import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  cartFlags,
  cartItemCount,
  cartMachine,
  freeShippingChosenForShopper,
  type AddToCartInput,
} from '../src/cartMachine.ts';
import type { Cart } from '../src/commerceTypes.ts';
import { messages } from '../src/messages.ts';
import { createCoverage } from './support/coverage.ts';
import { deferred, settle, start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(cartMachine);
useFakeClock();

const cartOf = (...lines: [string, number][]): Cart => ({
  isEmpty: lines.length === 0,
  contents: {
    itemCount: lines.reduce((sum, [, quantity]) => sum + quantity, 0),
    nodes: lines.map(([key, quantity]) => ({ key, quantity })),
  },
  appliedCoupons: [],
});

function cart(autoOpenCart = false, initial: Cart | null = cartOf(['a', 1], ['b', 2])) {
  const calls = {
    addToCart: vi.fn<(input: AddToCartInput) => Promise<Cart>>(),
    updateQuantity: vi.fn<(input: { key: string; quantity: number }) => Promise<Cart>>(),
    applyCoupon: vi.fn<(input: { code: string }) => Promise<Cart>>(),
    removeCoupons: vi.fn<(input: { codes: string[] }) => Promise<Cart>>(),
    loadCart: vi.fn<() => Promise<Cart | null>>(),
    changeShippingMethod: vi.fn<(input: { method: string }) => Promise<Cart>>(),
  };
  const openCartDrawer = vi.fn();
  const actor = start(
    cartMachine.provide({
      actors: {
        addToCart: fromPromise(({ input }) => calls.addToCart(input)),
        updateQuantity: fromPromise(({ input }) => calls.updateQuantity(input)),
        applyCoupon: fromPromise(({ input }) => calls.applyCoupon(input)),
        removeCoupons: fromPromise(({ input }) => calls.removeCoupons(input)),
        loadCart: fromPromise(() => calls.loadCart()),
        changeShippingMethod: fromPromise(({ input }) => calls.changeShippingMethod(input)),
      },
      actions: { openCartDrawer },
    }),
    coverage,
    { cart: initial, autoOpenCart },
  );
  return { actor, ...calls, openCartDrawer };
}

describe('add to cart', () => {
  it('shows "adding..." and opens the drawer afterwards when autoOpenCart is on', async () => {
    const { actor, addToCart, openCartDrawer } = cart(true);
    const reply = deferred<Cart>();
    addToCart.mockReturnValue(reply.promise);
    actor.send({ type: 'cart.add', input: { productId: 12, quantity: 1 } });
    expect(cartFlags(actor.getSnapshot())).toEqual({
      adding: true,
      cartUpdating: true,
      couponUpdating: false,
    });
    expect(messages.adding.defaultText).toBe('adding...');
    reply.resolve(cartOf(['a', 1], ['b', 2], ['c', 1]));
    await settle();
    expect(cartItemCount(actor.getSnapshot())).toBe(4);
    expect(openCartDrawer).toHaveBeenCalledTimes(1);
    expect(cartFlags(actor.getSnapshot()).adding).toBe(false);
  });

  it('leaves the drawer closed when autoOpenCart is off', async () => {
    const { actor, addToCart, openCartDrawer } = cart(false);
    addToCart.mockResolvedValue(cartOf(['a', 2], ['b', 2]));
    actor.send({ type: 'cart.add', input: { productId: 1, quantity: 1 } });
    await settle();
    expect(cartItemCount(actor.getSnapshot())).toBe(4);
    expect(openCartDrawer).not.toHaveBeenCalled();
  });

  it('keeps the cart and shows the reason when adding fails', async () => {
    const { actor, addToCart, openCartDrawer } = cart(true);
    addToCart.mockRejectedValue(new Error('Sorry, this product is out of stock.'));
    actor.send({ type: 'cart.add', input: { productId: 1, quantity: 1 } });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Sorry, this product is out of stock.');
    expect(cartItemCount(actor.getSnapshot())).toBe(3);
    expect(openCartDrawer).not.toHaveBeenCalled();
  });
});

describe('quantities', () => {
  it('changes a quantity at once with the cart updating flag, then takes the server cart', async () => {
    const { actor, updateQuantity } = cart();
    const reply = deferred<Cart>();
    updateQuantity.mockReturnValue(reply.promise);
    actor.send({ type: 'cart.quantity.change', key: 'b', quantity: 5 });
    expect(cartFlags(actor.getSnapshot()).cartUpdating).toBe(true);
    expect(cartItemCount(actor.getSnapshot())).toBe(6);
    expect(updateQuantity).toHaveBeenCalledWith({ key: 'b', quantity: 5 });
    reply.resolve(cartOf(['a', 1], ['b', 5]));
    await settle();
    expect(cartFlags(actor.getSnapshot()).cartUpdating).toBe(false);
  });

  it('removes the line for quantity 0', async () => {
    const { actor, updateQuantity } = cart();
    updateQuantity.mockResolvedValue(cartOf(['b', 2]));
    actor.send({ type: 'cart.quantity.change', key: 'a', quantity: 0 });
    expect(actor.getSnapshot().value).toBe('removingLine');
    expect(actor.getSnapshot().context.cart?.contents?.nodes.map((line) => line.key)).toEqual(['b']);
    await settle();
    expect(updateQuantity).toHaveBeenCalledWith({ key: 'a', quantity: 0 });
    expect(cartItemCount(actor.getSnapshot())).toBe(2);
  });

  it('puts the line back when the change fails', async () => {
    const { actor, updateQuantity } = cart();
    updateQuantity.mockRejectedValue(new Error('offline'));
    actor.send({ type: 'cart.quantity.change', key: 'a', quantity: 0 });
    await settle();
    expect(actor.getSnapshot().context.cart).toEqual(cartOf(['a', 1], ['b', 2]));
    actor.send({ type: 'cart.quantity.change', key: 'a', quantity: 3 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      cart: cartOf(['a', 1], ['b', 2]),
      error: { defaultText: 'offline' },
    });
  });
});

describe('coupons and settings', () => {
  it('applies and removes a coupon with the coupon updating flag', async () => {
    const { actor, applyCoupon, removeCoupons } = cart();
    const withCoupon = { ...cartOf(['a', 1]), appliedCoupons: [{ code: 'nails10' }] };
    applyCoupon.mockResolvedValue(withCoupon);
    removeCoupons.mockResolvedValue(cartOf(['a', 1]));
    actor.send({ type: 'cart.coupon.apply', code: ' nails10 ' });
    expect(cartFlags(actor.getSnapshot())).toEqual({
      adding: false,
      cartUpdating: false,
      couponUpdating: true,
    });
    await settle();
    expect(applyCoupon).toHaveBeenCalledWith({ code: 'nails10' });
    expect(actor.getSnapshot().context.cart?.appliedCoupons).toEqual([{ code: 'nails10' }]);
    actor.send({ type: 'cart.coupon.remove', code: 'nails10' });
    expect(cartFlags(actor.getSnapshot()).couponUpdating).toBe(true);
    await settle();
    expect(removeCoupons).toHaveBeenCalledWith({ codes: ['nails10'] });
    expect(actor.getSnapshot().context.cart?.appliedCoupons).toEqual([]);
  });

  it('shows why a coupon was refused and why removing failed', async () => {
    const { actor, applyCoupon, removeCoupons } = cart();
    applyCoupon.mockRejectedValue(new Error('Coupon "x" does not exist!'));
    actor.send({ type: 'cart.coupon.apply', code: 'x' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Coupon "x" does not exist!');
    removeCoupons.mockRejectedValue(new Error(''));
    actor.send({ type: 'cart.coupon.remove', code: 'x' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual(messages.general);
  });

  it('drops a coupon refusal once the cart changes (a shipping estimate), not when the same cart is read again', async () => {
    const { actor, applyCoupon } = cart();
    applyCoupon.mockRejectedValue(new Error('Coupon code already applied!'));
    actor.send({ type: 'cart.coupon.apply', code: 'WELCOME10' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Coupon code already applied!');
    // A session refresh reads the same cart again: the shopper has not done anything since.
    actor.send({ type: 'cart.loaded', cart: cartOf(['a', 1], ['b', 2]) });
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Coupon code already applied!');
    // The estimate for another destination brings new totals: the old refusal no longer applies.
    actor.send({ type: 'cart.changed', cart: { ...cartOf(['a', 1], ['b', 2]), total: '€29.90' } });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('opens the drawer after an add once the store settings turn autoOpenCart on', async () => {
    const { actor, addToCart, openCartDrawer } = cart(false);
    addToCart.mockResolvedValue(cartOf(['a', 2], ['b', 2]));
    actor.send({ type: 'cart.settings.change', autoOpenCart: true });
    actor.send({ type: 'cart.add', input: { productId: 1, quantity: 1 } });
    await settle();
    expect(openCartDrawer).toHaveBeenCalledTimes(1);
  });

  it('counts the changes the back end confirmed (a cart loaded before the last one is older)', async () => {
    const { actor, updateQuantity } = cart();
    expect(actor.getSnapshot().context.changes).toBe(0);
    updateQuantity.mockResolvedValueOnce(cartOf(['a', 2], ['b', 2]));
    actor.send({ type: 'cart.quantity.change', key: 'a', quantity: 2 });
    await settle();
    expect(actor.getSnapshot().context.changes).toBe(1);
    updateQuantity.mockRejectedValueOnce(new Error('offline'));
    actor.send({ type: 'cart.quantity.change', key: 'a', quantity: 5 });
    await settle();
    expect(actor.getSnapshot().context.changes).toBe(1);
  });
});

describe('carts from elsewhere', () => {
  it('takes the cart the session refresh or the page loaded', () => {
    const { actor } = cart(false, null);
    expect(cartItemCount(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'cart.loaded', cart: cartOf(['z', 7]), since: 0 });
    expect(cartItemCount(actor.getSnapshot())).toBe(7);
  });

  it("skips a cart read before the shopper's last change, and takes one read after it", async () => {
    const { actor, addToCart } = cart(false, null);
    addToCart.mockResolvedValue(cartOf(['a', 1]));
    const since = actor.getSnapshot().context.changes;
    actor.send({ type: 'cart.add', input: { productId: 1, quantity: 1 } });
    await settle();
    // The first click's session load began before the add and answers with the empty cart.
    actor.send({ type: 'cart.loaded', cart: null, since });
    expect(cartItemCount(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'cart.loaded', cart: cartOf(['a', 3]), since: actor.getSnapshot().context.changes });
    expect(cartItemCount(actor.getSnapshot())).toBe(3);
  });

  it("shows the cart a change it does not make answered with, counted as the shopper's change", () => {
    const { actor } = cart();
    // A line moved to the wishlist.
    actor.send({ type: 'cart.changed', cart: cartOf(['b', 2]) });
    expect(actor.getSnapshot().context).toMatchObject({ cart: cartOf(['b', 2]), changes: 1 });
    // So a session load that began before it is older than the cart shown.
    actor.send({ type: 'cart.loaded', cart: cartOf(['a', 1], ['b', 2]), since: 0 });
    expect(actor.getSnapshot().context.cart).toEqual(cartOf(['b', 2]));
  });

  it('reads the cart again (an order emptied it); a failed read keeps the one shown', async () => {
    const { actor, loadCart } = cart();
    loadCart.mockResolvedValueOnce(cartOf());
    actor.send({ type: 'cart.reload' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(cartFlags(actor.getSnapshot()).cartUpdating).toBe(false);
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(cartItemCount(actor.getSnapshot())).toBe(0);
    loadCart.mockRejectedValueOnce(new Error('offline'));
    actor.send({ type: 'cart.reload' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { cart: cartOf(), error: undefined },
    });
  });

  it.each([
    [{ type: 'cart.add', input: { productId: 1, quantity: 1 } }, 'adding'],
    [{ type: 'cart.quantity.change', key: 'a', quantity: 4 }, 'updatingQuantity'],
    [{ type: 'cart.quantity.change', key: 'a', quantity: 0 }, 'removingLine'],
    [{ type: 'cart.coupon.apply', code: 'nails10' }, 'applyingCoupon'],
    [{ type: 'cart.coupon.remove', code: 'nails10' }, 'removingCoupon'],
    [{ type: 'cart.shipping.choose', method: 'flat_rate:1' }, 'choosingShipping'],
  ] as const)("lets the shopper's own change (%j) win over a read again in flight", async (event, state) => {
    const { actor, loadCart, ...calls } = cart();
    const answer = cartOf(['a', 4], ['b', 2]);
    for (const call of [
      calls.addToCart,
      calls.updateQuantity,
      calls.applyCoupon,
      calls.removeCoupons,
      calls.changeShippingMethod,
    ])
      call.mockResolvedValue(answer);
    const read = deferred<Cart | null>();
    loadCart.mockReturnValue(read.promise);
    actor.send({ type: 'cart.reload' });
    actor.send(event);
    expect(actor.getSnapshot().value).toBe(state);
    // A read again asked while a change is on its way is dropped: the change answers with the cart.
    actor.send({ type: 'cart.reload' });
    await settle();
    read.resolve(cartOf());
    await settle();
    expect(actor.getSnapshot().context.cart).toEqual(answer);
    expect(loadCart).toHaveBeenCalledTimes(1);
  });

  it("lets a change's cart handed over win over a read again in flight", async () => {
    const { actor, loadCart } = cart();
    const read = deferred<Cart | null>();
    loadCart.mockReturnValue(read.promise);
    actor.send({ type: 'cart.reload' });
    actor.send({ type: 'cart.changed', cart: cartOf(['a', 1]) });
    expect(actor.getSnapshot().value).toBe('idle');
    read.resolve(cartOf(['a', 1], ['b', 2]));
    await settle();
    expect(actor.getSnapshot().context.cart).toEqual(cartOf(['a', 1]));
  });
});

/** The real shop's German rates: flat rate €5.83 chosen; with FREESHIP, free shipping offered too. */
const shipped = (chosen: string, freeOffered: boolean): Cart => ({
  ...cartOf(['a', 1]),
  chosenShippingMethods: [chosen],
  availableShippingMethods: [
    {
      rates: [
        { id: 'flat_rate:1', cost: '5.83', label: 'Flat rate' },
        ...(freeOffered ? [{ id: 'free_shipping:2', cost: '0', label: 'Free shipping' }] : []),
      ],
    },
  ],
});

describe('free shipping unlocked', () => {
  it('chooses the free rate a coupon unlocks, says so, and charges no shipping', async () => {
    const { actor, applyCoupon, changeShippingMethod } = cart(false, shipped('flat_rate:1', false));
    applyCoupon.mockResolvedValue(shipped('flat_rate:1', true));
    const choice = deferred<Cart>();
    changeShippingMethod.mockReturnValue(choice.promise);
    actor.send({ type: 'cart.coupon.apply', code: 'FREESHIP' });
    await settle();
    expect(changeShippingMethod).toHaveBeenCalledWith({ method: 'free_shipping:2' });
    // The cart and the coupon form wait for the choice: no change of the shopper's crosses it.
    expect(cartFlags(actor.getSnapshot())).toMatchObject({ cartUpdating: true, couponUpdating: true });
    choice.resolve(shipped('free_shipping:2', true));
    await settle();
    expect(actor.getSnapshot().context.cart?.chosenShippingMethods).toEqual(['free_shipping:2']);
    expect(freeShippingChosenForShopper(actor.getSnapshot())).toBe(true);
    expect(changeShippingMethod).toHaveBeenCalledTimes(1);
  });

  it('chooses it when the goods total unlocks it in a cart read from elsewhere', async () => {
    const { actor, changeShippingMethod } = cart(false, shipped('flat_rate:1', false));
    changeShippingMethod.mockResolvedValue(shipped('free_shipping:2', true));
    actor.send({ type: 'cart.changed', cart: shipped('flat_rate:1', true) });
    await settle();
    expect(actor.getSnapshot().context.cart?.chosenShippingMethods).toEqual(['free_shipping:2']);
  });

  it("leaves the shopper's own pick alone: she can go back to flat rate and keeps it", async () => {
    const { actor, changeShippingMethod } = cart(false, shipped('free_shipping:2', true));
    changeShippingMethod.mockResolvedValue(shipped('flat_rate:1', true));
    actor.send({ type: 'cart.shipping.choose', method: 'flat_rate:1' });
    expect(cartFlags(actor.getSnapshot()).cartUpdating).toBe(true);
    await settle();
    expect(changeShippingMethod).toHaveBeenCalledWith({ method: 'flat_rate:1' });
    actor.send({ type: 'cart.loaded', cart: shipped('flat_rate:1', true) });
    await settle();
    expect(changeShippingMethod).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.cart?.chosenShippingMethods).toEqual(['flat_rate:1']);
    expect(freeShippingChosenForShopper(actor.getSnapshot())).toBe(false);
  });

  it('keeps a pick made at checkout too, and a refused pick shows the refusal', async () => {
    const { actor, changeShippingMethod } = cart(false, shipped('flat_rate:1', false));
    actor.send({ type: 'cart.shipping.picked', cart: shipped('flat_rate:1', true) });
    await settle();
    expect(changeShippingMethod).not.toHaveBeenCalled();
    changeShippingMethod.mockRejectedValue(new Error('Invalid shipping method.'));
    actor.send({ type: 'cart.shipping.choose', method: 'free_shipping:2' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Invalid shipping method.');
    expect(actor.getSnapshot().context.cart?.chosenShippingMethods).toEqual(['flat_rate:1']);
  });

  it('asks once when the back end keeps another method, and a failed choice shows no error', async () => {
    const { actor, changeShippingMethod } = cart(false, shipped('flat_rate:1', false));
    changeShippingMethod.mockRejectedValue(new Error('Shipping method could not be changed.'));
    actor.send({ type: 'cart.changed', cart: shipped('flat_rate:1', true) });
    await settle();
    actor.send({ type: 'cart.loaded', cart: shipped('flat_rate:1', true) });
    await settle();
    expect(changeShippingMethod).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(freeShippingChosenForShopper(actor.getSnapshot())).toBe(false);
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
