import { couponByCode, usesByCustomer } from '../coupons/coupon-store.ts';
import type { Db } from '../db.ts';
import { userError } from '../errors.ts';
import { isGiftCardProduct } from '../gift-cards/gift-card-store.ts';
import { assertCouponApplies, CouponError, normalizeCode } from '../pricing/coupons.ts';
import { buildCartView } from './cart-view.ts';
import { translations } from '../../i18n/translations.ts';
import {
  availableStock,
  isTermAttribute,
  loadProductRecord,
  loadPurchasable,
  matchVariation,
} from './catalogue-port.ts';
import {
  addCartItem,
  cartItems,
  cartItemKey,
  setCartItemQuantity,
  updateSession,
  type ShopSession,
  type VariationChoice,
} from './session-store.ts';

/** Behaviour §9: a cart holds at most 100 lines. */
export const MAX_CART_LINES = 100;

export interface AddToCartInput {
  productId: number;
  quantity?: number | null;
  variationId?: number | null;
  variation?: ({ attributeName: string; attributeValue?: string | null } | null)[] | null;
  /** WooGraphQL's JSON string of line data; gift cards read recipientName, recipientEmail, senderName, message. */
  extraData?: string | null;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The gift card fields of addToCart's `extraData` (documented in the shop README). */
function giftCardData(extraData: string | null | undefined): Record<string, string> {
  if (!extraData) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(extraData);
  } catch {
    throw userError('extraData must be a JSON object.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw userError('extraData must be a JSON object.');
  const fields = parsed as Record<string, unknown>;
  const text = (name: string, max: number): string | undefined => {
    const value = fields[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw userError(`${name} must be text.`);
    return value.trim().slice(0, max) || undefined;
  };
  const recipientEmail = text('recipientEmail', 254)?.toLowerCase();
  if (recipientEmail && !emailPattern.test(recipientEmail))
    throw userError('Please enter a valid email address for the gift card recipient.');
  const recipientName = text('recipientName', 100);
  const senderName = text('senderName', 100);
  const message = text('message', 500);
  return {
    ...(recipientName ? { recipientName } : {}),
    ...(recipientEmail ? { recipientEmail } : {}),
    ...(senderName ? { senderName } : {}),
    ...(message ? { message } : {}),
  };
}

/** WooGraphQL's answer when WooCommerce's add_to_cart refuses without a notice (an unknown variation). */
const addFailed = 'Failed to add cart item. Please check input.';

/**
 * addToCart with WooCommerce's checks and wording. The check and the write run in one
 * transaction, so parallel adds on one session each land and never exceed the stock.
 */
export function addToCart(db: Db, session: ShopSession, input: AddToCartInput): string {
  const quantity = input.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1) throw userError('Quantity must be at least 1.');
  const choices: VariationChoice[] = (input.variation ?? [])
    .filter((choice): choice is { attributeName: string; attributeValue?: string | null } => Boolean(choice))
    .map((choice) => ({
      attributeName: choice.attributeName,
      // A local attribute's option picked on a translated page ("Vanille") is the stored "Vanilla";
      // term slugs are the same in every language.
      attributeValue: isTermAttribute(db, choice.attributeName)
        ? (choice.attributeValue ?? '')
        : translations.sourceOf(db, 'attribute', choice.attributeValue ?? ''),
    }));
  return db
    .transaction(() => {
      const product = loadProductRecord(db, input.productId);
      if (!product || product.status !== 'publish')
        throw userError('No product found matching the ID provided.', 'NOT_FOUND');
      if (product.type === 'external') throw userError(`Sorry, "${product.name}" cannot be purchased here.`);
      // WooGraphQL reads an empty or 0 variation id as none; any other is loaded as given, and one
      // the product does not have (or a variation id on a product without variations) fails the add.
      const askedVariation = input.variationId || null;
      if (askedVariation !== null && product.type !== 'variable') throw userError(addFailed);
      let variationId: number | null = null;
      if (product.type === 'variable') {
        variationId = askedVariation ?? matchVariation(db, product.id, choices) ?? null;
        if (variationId === null) throw userError(`Please choose product options for "${product.name}".`);
      }
      const item = loadPurchasable(db, product.id, variationId);
      if (!item && askedVariation !== null) throw userError(addFailed);
      if (!item) throw userError(`Sorry, "${product.name}" cannot be purchased.`);
      // The line keeps the shopper's choice for "any value" attributes (behaviour §3), as WooCommerce does.
      const variation = item.attributes.length > 0 ? fillAnyValues(item.attributes, choices) : [];
      const stock = availableStock(item);
      if (stock === 0)
        throw userError(
          `You cannot add "${item.name}" to the cart because the product is out of stock.`,
          'OUT_OF_STOCK',
        );
      const extraData = isGiftCardProduct(db, product.id) ? giftCardData(input.extraData) : {};
      const key = cartItemKey(product.id, variationId, variation, extraData);
      const lines = cartItems(db, session.key);
      const inCart = sameStockInCart(db, session, item.stockOwner, key, lines);
      if (item.soldIndividually && (lines.some((line) => line.key === key) || quantity > 1)) {
        throw userError(`You cannot add another "${item.name}" to your cart.`);
      }
      if (inCart + quantity > stock) {
        throw userError(
          inCart > 0
            ? `You cannot add that amount to the cart — we have ${stock} in stock and you already have ${inCart} in your cart.`
            : `You cannot add that amount of "${item.name}" to the cart because there is not enough stock (${stock} remaining).`,
          'OUT_OF_STOCK',
        );
      }
      if (!lines.some((line) => line.key === key) && lines.length >= MAX_CART_LINES) {
        throw userError(`Your cart can hold at most ${MAX_CART_LINES} different items.`);
      }
      return addCartItem(db, session.key, {
        productId: product.id,
        variationId,
        variation,
        quantity,
        extraData,
      });
    })
    .immediate();
}

function fillAnyValues(
  attributes: { name: string; value: string }[],
  choices: VariationChoice[],
): VariationChoice[] {
  return attributes.map((attribute) => {
    const chosen = choices.find(
      (c) =>
        c.attributeName.toLowerCase().replace(/^pa_/, '') ===
        attribute.name.toLowerCase().replace(/^pa_/, ''),
    );
    return { attributeName: attribute.name, attributeValue: attribute.value || chosen?.attributeValue || '' };
  });
}

/** Units already in the cart that draw on the same stock (other lines of one parent included). */
function sameStockInCart(
  db: Db,
  session: ShopSession,
  owner: { table: string; id: number } | null,
  key: string,
  lines = cartItems(db, session.key),
): number {
  return lines
    .filter((line) => {
      if (line.key === key) return true;
      if (!owner) return false;
      const other = loadPurchasable(db, line.productId, line.variationId);
      return other?.stockOwner?.table === owner.table && other.stockOwner.id === owner.id;
    })
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** updateItemQuantities: 0 removes the line; more than the stock is refused. */
export function updateQuantities(
  db: Db,
  session: ShopSession,
  items: { key: string; quantity: number }[],
): { removed: string[]; updated: string[] } {
  return db
    .transaction(() => {
      const lines = cartItems(db, session.key);
      const removed: string[] = [];
      const updated: string[] = [];
      for (const { key, quantity } of items) {
        const line = lines.find((l) => l.key === key);
        if (!line) throw userError(`No item found in the cart with the key "${key}".`, 'NOT_FOUND');
        if (!Number.isInteger(quantity) || quantity < 0) throw userError('Quantity must be 0 or more.');
        if (quantity > 0) {
          const item = loadPurchasable(db, line.productId, line.variationId);
          const stock = item ? availableStock(item) : 0;
          const others = item ? sameStockInCart(db, session, item.stockOwner, key, lines) - line.quantity : 0;
          if (item && others + quantity > stock) {
            throw userError(
              `You cannot add that amount of "${item.name}" to the cart because there is not enough stock (${stock} remaining).`,
              'OUT_OF_STOCK',
            );
          }
        }
        setCartItemQuantity(db, session.key, key, quantity);
        (quantity === 0 ? removed : updated).push(key);
      }
      return { removed, updated };
    })
    .immediate();
}

export function applyCoupon(
  db: Db,
  session: ShopSession,
  code: string,
  who: { customerId: number | null; email: string | null },
): string {
  const coupon = couponByCode(db, code);
  const view = buildCartView(db, session);
  try {
    if (view.lines.length === 0)
      throw new CouponError('Add something to your cart before applying a coupon.');
    assertCouponApplies(code, coupon, {
      now: Date.now(),
      subtotal: view.totals.grossSubtotal,
      hasDiscountableLine: view.totals.hasDiscountableLine,
      alreadyApplied: session.coupons,
      usesByCustomer: coupon ? usesByCustomer(db, coupon.id, who) : 0,
      email: who.email,
    });
    if (coupon.individualUse && session.coupons.length > 0) {
      throw new CouponError(
        `Sorry, coupon "${coupon.code}" can only be used on its own; remove the other coupons first.`,
      );
    }
    if (view.coupons.some((applied) => applied.individualUse)) {
      throw new CouponError(
        `Sorry, coupon "${view.coupons.find((c) => c.individualUse)!.code}" has already been applied and cannot be used in conjunction with other coupons.`,
      );
    }
  } catch (error) {
    if (error instanceof CouponError) throw userError(error.message, 'INVALID_COUPON');
    throw error;
  }
  updateSession(db, session.key, { coupons: [...session.coupons, coupon.code] });
  return coupon.code;
}

/**
 * removeCoupons with WooGraphQL's refusals: no codes, or a code the cart does not have applied.
 * Every code is checked before any is removed, so a refused list changes nothing.
 */
export function removeCoupons(db: Db, session: ShopSession, codes: readonly (string | null)[]): void {
  if (codes.length === 0) throw userError('No coupon codes provided');
  const remove = new Set(codes.map((code) => normalizeCode(code ?? '')));
  for (const code of remove)
    if (!session.coupons.includes(code)) throw userError('This coupon has not been applied to the cart.');
  updateSession(db, session.key, { coupons: session.coupons.filter((code) => !remove.has(code)) });
}

export function chooseShippingMethods(db: Db, session: ShopSession, methods: string[]): void {
  const [method] = methods.filter(Boolean);
  if (!method) throw userError('Choose a shipping method.');
  const view = buildCartView(db, session);
  if (!view.totals.rates.some((rate) => rate.id === method)) {
    throw userError(`The shipping method "${method}" is not available for this cart and address.`);
  }
  updateSession(db, session.key, { chosenShipping: method });
}
