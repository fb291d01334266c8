// Cart (behaviour §2, §4, §7): add to cart ("adding..."), quantity change where 0 removes the line,
// coupons (coupon updating flag) and the cart updating flag. After an add the drawer opens when
// the store's autoOpenCart setting is on (provided action: the shell's `cart.open`). Quantity
// changes and removals show at once and roll back when the call fails. The web app runs one
// actor of it for the whole shop (badge, drawer, cart page, add to cart, checkout), and this
// machine is the only writer of its cart: a cart read elsewhere (`cart.loaded`), a change made by
// a call the machine does not run itself (`cart.changed`) and a read again (`cart.reload`) are
// its events, judged by its rules (an older read skipped, a refusal kept or dropped).
// A free shipping rate the cart offers (a coupon's or the goods' total unlocked it) is chosen for
// the shopper, as the embedded back end and WooCommerce's own checkout do, until she picks a
// method herself (`freeShipping.ts`).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Cart } from './commerceTypes.ts';
import { freeRateToChoose, isFreeShippingRate } from './freeShipping.ts';
import { messageFromError, type UiMessage } from './messages.ts';

export interface AddToCartInput {
  productId: number;
  quantity: number;
  variationId?: number;
  variation?: { attributeName: string; attributeValue: string }[];
  /** WooGraphQL's JSON string of line data (a gift card's recipient, sender and message). */
  extraData?: string;
}

/** `C` is the web app's cart type (its Relay fragment data); the machine reads only `Cart`'s fields. */
export interface CartContext<C extends Cart = Cart> {
  cart: C | null;
  autoOpenCart: boolean;
  /** The cart before an optimistic change, restored when the call fails. */
  confirmedCart: C | null;
  /**
   * How many of the shopper's own changes the back end has confirmed: a cart loaded elsewhere
   * that started before the last one is older than what is shown (the web app skips it).
   */
  changes: number;
  error?: UiMessage;
  /** The shopper picked a shipping method herself: the machine no longer chooses one for her. */
  shopperChoseShipping: boolean;
  /** The free shipping rate the machine chose (or tried to) for her; shown as chosen for her while it is the chosen one. */
  freeRateChosen?: string;
}

export type CartEvent<C extends Cart = Cart> =
  | { type: 'cart.add'; input: AddToCartInput }
  | { type: 'cart.quantity.change'; key: string; quantity: number }
  | { type: 'cart.coupon.apply'; code: string }
  | { type: 'cart.coupon.remove'; code: string }
  /** The shopper picks a shipping method (the cart page's rates). */
  | { type: 'cart.shipping.choose'; method: string }
  /**
   * A cart read from the back end (the visit's route query, the session refresh). `since`: how
   * many changes the machine had confirmed when the read began; a read that began before a later
   * change is older than the cart shown, and is skipped. Without it the read is taken.
   */
  | { type: 'cart.loaded'; cart: C | null; since?: number }
  /**
   * The cart a change answered with that the machine does not make itself (move to wishlist, a
   * shipping estimate or method, a gift card, the checkout's coupon and destination).
   */
  | { type: 'cart.changed'; cart: C }
  /** The shopper's own pick of a shipping method answered with this cart (the cart page, the checkout). */
  | { type: 'cart.shipping.picked'; cart: C }
  /** Read the cart again (an order emptied it on the server); a failed read keeps the shown one. */
  | { type: 'cart.reload' }
  /** The store's settings arrived (autoOpenCart, behaviour §4); the actor outlives any one page. */
  | { type: 'cart.settings.change'; autoOpenCart: boolean };

const notProvided =
  <C>(name: string) =>
  async (): Promise<C> => {
    throw new Error(`${name} is provided by the web app`);
  };

function withQuantity<C extends Cart>(cart: C | null, key: string, quantity: number): C | null {
  if (!cart?.contents) return cart;
  const nodes =
    quantity <= 0
      ? cart.contents.nodes.filter((line) => line.key !== key)
      : cart.contents.nodes.map((line) => (line.key === key ? { ...line, quantity } : line));
  const itemCount = nodes.reduce((sum, line) => sum + (line.quantity ?? 0), 0);
  return { ...cart, isEmpty: nodes.length === 0, contents: { ...cart.contents, nodes, itemCount } };
}

/** Two readings of one cart: the same data, whichever objects carry it. */
const sameCart = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The machine's types, actors, actions and guards; `C` as for createCartMachine. */
function cartSetup<C extends Cart>() {
  return setup({
    types: {
      context: {} as CartContext<C>,
      events: {} as CartEvent<C>,
      input: {} as { cart: C | null; autoOpenCart: boolean },
    },
    actors: {
      addToCart: fromPromise<C, AddToCartInput>(notProvided('addToCart')),
      updateQuantity: fromPromise<C, { key: string; quantity: number }>(notProvided('updateQuantity')),
      applyCoupon: fromPromise<C, { code: string }>(notProvided('applyCoupon')),
      removeCoupons: fromPromise<C, { codes: string[] }>(notProvided('removeCoupons')),
      loadCart: fromPromise<C | null>(notProvided('loadCart')),
      changeShippingMethod: fromPromise<C, { method: string }>(notProvided('changeShippingMethod')),
    },
    actions: {
      openCartDrawer: () => {},
      confirm: assign(({ context }, params: { cart: C }) => ({
        cart: params.cart,
        confirmedCart: params.cart,
        changes: context.changes + 1,
      })),
      rollBack: assign(({ context }, params: { error: unknown }) => ({
        cart: context.confirmedCart,
        error: messageFromError(params.error),
      })),
      startChange: assign(({ context }) => ({ confirmedCart: context.cart, error: undefined })),
      // A refusal ("Coupon code already applied!") is about the cart it was shown with: a cart
      // that changed since (a shipping estimate, a line moved to the wishlist) drops it; the same
      // cart read again (a session refresh) keeps it.
      takeLoaded: assign(({ context }, params: { cart: C | null }) => ({
        cart: params.cart,
        confirmedCart: params.cart,
        ...(sameCart(context.cart, params.cart) ? {} : { error: undefined }),
      })),
      takeChanged: assign(({ context }, params: { cart: C }) => ({
        cart: params.cart,
        confirmedCart: params.cart,
        changes: context.changes + 1,
        ...(sameCart(context.cart, params.cart) ? {} : { error: undefined }),
      })),
      takePicked: assign(({ context }, params: { cart: C }) => ({
        cart: params.cart,
        confirmedCart: params.cart,
        changes: context.changes + 1,
        error: undefined,
        shopperChoseShipping: true,
      })),
      shopperChoosesShipping: assign({ shopperChoseShipping: true }),
      rememberFreeRate: assign(({ context }) => ({ freeRateChosen: freeRateToChoose(context.cart) })),
      showQuantity: assign({
        cart: ({ context, event }) =>
          event.type === 'cart.quantity.change'
            ? withQuantity(context.cart, event.key, event.quantity)
            : context.cart,
      }),
    },
    guards: {
      autoOpenCart: ({ context }) => context.autoOpenCart,
      removesLine: ({ event }) => event.type === 'cart.quantity.change' && event.quantity <= 0,
      // Once per free rate: a back end that keeps another method chosen is not asked again and again.
      freeRateToChoose: ({ context }) => {
        const rate = context.shopperChoseShipping ? undefined : freeRateToChoose(context.cart);
        return rate !== undefined && rate !== context.freeRateChosen;
      },
      readBeforeLastChange: ({ context, event }) =>
        event.type === 'cart.loaded' && event.since !== undefined && event.since !== context.changes,
    },
  });
}

/**
 * Every call's answer, back in `idle`: the cart it returns is the confirmed one; its failure
 * restores the cart from before the change, with the error for the shopper.
 */
function callEnds<C extends Cart>() {
  const confirm = {
    type: 'confirm',
    params: ({ event }: { event: { output: C } }) => ({ cart: event.output }),
  } as const;
  const onDone = { target: 'idle', actions: confirm } as const;
  const onError = {
    target: 'idle',
    actions: {
      type: 'rollBack',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  } as const;
  return { confirm, onDone, onError };
}

/** The states that wait for one call each, and how each call ends. */
function callStates<C extends Cart>(machine: ReturnType<typeof cartSetup<C>>) {
  const { confirm, onDone, onError } = callEnds<C>();
  const adding = machine.createStateConfig({
    tags: ['adding', 'cartUpdating'],
    invoke: {
      src: 'addToCart',
      input: ({ event }) => (event.type === 'cart.add' ? event.input : { productId: 0, quantity: 0 }),
      onDone: [{ guard: 'autoOpenCart', target: 'idle', actions: [confirm, 'openCartDrawer'] }, onDone],
      onError,
    },
  });
  const updatingQuantity = machine.createStateConfig({
    tags: 'cartUpdating',
    invoke: {
      src: 'updateQuantity',
      input: ({ event }) =>
        event.type === 'cart.quantity.change'
          ? { key: event.key, quantity: event.quantity }
          : { key: '', quantity: 0 },
      onDone,
      onError,
    },
  });
  // UpDateCartQuantity with quantity 0 removes the line (behaviour §7).
  const removingLine = machine.createStateConfig({
    tags: 'cartUpdating',
    invoke: {
      src: 'updateQuantity',
      input: ({ event }) => ({ key: event.type === 'cart.quantity.change' ? event.key : '', quantity: 0 }),
      onDone,
      onError,
    },
  });
  const applyingCoupon = machine.createStateConfig({
    tags: 'couponUpdating',
    invoke: {
      src: 'applyCoupon',
      input: ({ event }) => ({ code: event.type === 'cart.coupon.apply' ? event.code.trim() : '' }),
      onDone,
      onError,
    },
  });
  const removingCoupon = machine.createStateConfig({
    tags: 'couponUpdating',
    invoke: {
      src: 'removeCoupons',
      input: ({ event }) => ({ codes: event.type === 'cart.coupon.remove' ? [event.code] : [] }),
      onDone,
      onError,
    },
  });
  // ChangeShippingMethod (behaviour §7) to the free rate; a failure keeps the cart as it is, with
  // no message: the shopper can still choose it herself.
  const choosingShipping = machine.createStateConfig({
    tags: 'cartUpdating',
    invoke: {
      src: 'changeShippingMethod',
      input: ({ event }) => ({ method: event.type === 'cart.shipping.choose' ? event.method : '' }),
      onDone,
      onError,
    },
  });
  // Tagged as a coupon's change too: a coupon unlocked the rate, and the coupon form waits for it
  // rather than sending a change this state would drop.
  const choosingFreeShipping = machine.createStateConfig({
    tags: ['cartUpdating', 'couponUpdating'],
    entry: 'rememberFreeRate',
    invoke: {
      src: 'changeShippingMethod',
      input: ({ context }) => ({ method: context.freeRateChosen ?? '' }),
      onDone: { target: 'idle', actions: confirm },
      onError: 'idle',
    },
  });
  return {
    adding,
    updatingQuantity,
    removingLine,
    applyingCoupon,
    removingCoupon,
    choosingShipping,
    choosingFreeShipping,
  };
}

/**
 * The cart machine typed with the web app's own cart data, so the actors' answers and the
 * context are that type end to end (no casts between Relay data and the machine).
 */
export function createCartMachine<C extends Cart = Cart>() {
  const machine = cartSetup<C>();
  /** The shopper's own changes: each one call, from a cart at rest. */
  const shopperChanges = {
    'cart.add': { target: 'adding', actions: 'startChange' },
    'cart.quantity.change': [
      { guard: 'removesLine', target: 'removingLine', actions: ['startChange', 'showQuantity'] },
      { target: 'updatingQuantity', actions: ['startChange', 'showQuantity'] },
    ],
    'cart.coupon.apply': { target: 'applyingCoupon', actions: 'startChange' },
    'cart.coupon.remove': { target: 'removingCoupon', actions: 'startChange' },
    'cart.shipping.choose': {
      target: 'choosingShipping',
      actions: ['startChange', 'shopperChoosesShipping'],
    },
  } as const;
  return machine.createMachine({
    id: 'cart',
    context: ({ input }) => ({
      cart: input.cart,
      autoOpenCart: input.autoOpenCart,
      confirmedCart: input.cart,
      changes: 0,
      shopperChoseShipping: false,
    }),
    initial: 'idle',
    on: {
      'cart.loaded': [
        { guard: 'readBeforeLastChange' },
        { actions: { type: 'takeLoaded', params: ({ event }) => ({ cart: event.cart }) } },
      ],
      'cart.changed': { actions: { type: 'takeChanged', params: ({ event }) => ({ cart: event.cart }) } },
      'cart.shipping.picked': {
        actions: { type: 'takePicked', params: ({ event }) => ({ cart: event.cart }) },
      },
      'cart.settings.change': { actions: assign(({ event }) => ({ autoOpenCart: event.autoOpenCart })) },
    },
    states: {
      idle: {
        always: { guard: 'freeRateToChoose', target: 'choosingFreeShipping' },
        on: {
          ...shopperChanges,
          'cart.reload': 'reloading',
        },
      },
      // Not a change of the shopper's, so the cart stays usable: a change made meanwhile leaves
      // it, as does a change's cart handed over, since either is newer than this read. In the
      // states waiting for a call `cart.reload` is dropped for the same reason.
      reloading: {
        invoke: {
          src: 'loadCart',
          onDone: {
            target: 'idle',
            actions: { type: 'takeLoaded', params: ({ event }) => ({ cart: event.output }) },
          },
          onError: 'idle',
        },
        on: {
          ...shopperChanges,
          'cart.changed': {
            target: 'idle',
            actions: { type: 'takeChanged', params: ({ event }) => ({ cart: event.cart }) },
          },
        },
      },
      ...callStates(machine),
    },
  });
}

export const cartMachine = createCartMachine();

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** Behaviour §4 flags and button state. */
export const cartFlags = (snapshot: Pick<CartSnapshot, 'hasTag'>) => ({
  adding: snapshot.hasTag('adding'),
  cartUpdating: snapshot.hasTag('cartUpdating'),
  couponUpdating: snapshot.hasTag('couponUpdating'),
});

/** The header badge count: shown only when above 0 (behaviour §2). */
/** The free shipping rate the storefront chose for the shopper, while it is the chosen one ("says so"). */
export const freeShippingChosenForShopper = (snapshot: {
  context: Pick<CartContext, 'cart' | 'freeRateChosen'>;
}): boolean => {
  const { cart, freeRateChosen } = snapshot.context;
  const chosen = (cart?.chosenShippingMethods as readonly (string | null)[] | null | undefined)?.[0];
  return freeRateChosen !== undefined && chosen === freeRateChosen && isFreeShippingRate(chosen);
};

export const cartItemCount = (snapshot: { context: Pick<CartContext, 'cart'> }): number =>
  snapshot.context.cart?.contents?.itemCount ?? 0;
