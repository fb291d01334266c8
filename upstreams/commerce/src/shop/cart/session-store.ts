import { createHash } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '../auth/tokens.ts';
import { now, parseJson, type Db } from '../db.ts';

/**
 * Sessions and their carts in SQLite. Every change is one statement or one transaction, and
 * better-sqlite3 runs them synchronously, so two requests on one session never lose a line.
 */
export interface Address {
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
  email?: string;
  phone?: string;
}

export interface ShopSession {
  key: string;
  customerId: number | null;
  coupons: string[];
  /** Gift card codes applied to the cart, in the order they were applied. */
  giftCards: string[];
  chosenShipping: string | null;
  shipping: Address;
  billing: Address;
  calculatedShipping: boolean;
}

export interface VariationChoice {
  attributeName: string;
  attributeValue: string;
}

export interface CartItemRow {
  key: string;
  productId: number;
  variationId: number | null;
  variation: VariationChoice[];
  quantity: number;
  /** What the shopper gave with the line (a gift card's recipient, sender, message). */
  extraData: Record<string, string>;
}

interface SessionRecord {
  session_key: string;
  customer_id: number | null;
  coupons: string;
  gift_cards: string;
  chosen_shipping: string | null;
  shipping_address: string;
  billing_address: string;
  calculated_shipping: number;
  expires_at: number;
}

export function loadSession(db: Db, key: string): ShopSession | undefined {
  const row = db.prepare('SELECT * FROM shop_sessions WHERE session_key = ?').get(key) as
    SessionRecord | undefined;
  if (!row || row.expires_at < now()) return undefined;
  return {
    key: row.session_key,
    customerId: row.customer_id,
    coupons: parseJson<string[]>(row.coupons, []),
    giftCards: parseJson<string[]>(row.gift_cards, []),
    chosenShipping: row.chosen_shipping,
    shipping: parseJson<Address>(row.shipping_address, {}),
    billing: parseJson<Address>(row.billing_address, {}),
    calculatedShipping: row.calculated_shipping === 1,
  };
}

/** Creates the session when missing (or expired, starting it over) and extends its life. */
export function ensureSession(db: Db, key: string, customerId: number | null): ShopSession {
  const at = now();
  const expires = at + SESSION_TTL_SECONDS * 1000;
  db.transaction(() => {
    const existing = db.prepare('SELECT expires_at FROM shop_sessions WHERE session_key = ?').get(key) as
      { expires_at: number } | undefined;
    if (existing && existing.expires_at < at)
      db.prepare('DELETE FROM shop_sessions WHERE session_key = ?').run(key);
    db.prepare(
      `INSERT INTO shop_sessions (session_key, customer_id, created_at, updated_at, expires_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (session_key) DO UPDATE SET updated_at = excluded.updated_at, expires_at = excluded.expires_at`,
    ).run(key, customerId, at, at, expires);
  })();
  return loadSession(db, key)!;
}

export function updateSession(
  db: Db,
  key: string,
  patch: Partial<
    Pick<
      ShopSession,
      'coupons' | 'giftCards' | 'chosenShipping' | 'shipping' | 'billing' | 'calculatedShipping'
    >
  >,
): void {
  const columns: [string, unknown][] = [];
  if (patch.coupons) columns.push(['coupons', JSON.stringify(patch.coupons)]);
  if (patch.giftCards) columns.push(['gift_cards', JSON.stringify(patch.giftCards)]);
  if (patch.chosenShipping !== undefined) columns.push(['chosen_shipping', patch.chosenShipping]);
  if (patch.shipping) columns.push(['shipping_address', JSON.stringify(patch.shipping)]);
  if (patch.billing) columns.push(['billing_address', JSON.stringify(patch.billing)]);
  if (patch.calculatedShipping !== undefined)
    columns.push(['calculated_shipping', patch.calculatedShipping ? 1 : 0]);
  const sets = columns.map(([name]) => `${name} = ?`);
  const values = columns.map(([, value]) => value);
  if (sets.length === 0) return;
  db.prepare(`UPDATE shop_sessions SET ${sets.join(', ')}, updated_at = ? WHERE session_key = ?`).run(
    ...values,
    now(),
    key,
  );
}

/**
 * WooCommerce's cart item key: a hash of what makes two lines the same line (extra data too, so
 * gift cards for two recipients are two lines; without it the key is what it always was).
 */
export function cartItemKey(
  productId: number,
  variationId: number | null,
  variation: VariationChoice[],
  extraData: Record<string, string> = {},
): string {
  const attrs = [...variation].sort((a, b) => a.attributeName.localeCompare(b.attributeName));
  const extra = Object.entries(extraData).sort(([a], [b]) => a.localeCompare(b));
  return createHash('md5')
    .update(
      JSON.stringify(
        extra.length ? [productId, variationId ?? 0, attrs, extra] : [productId, variationId ?? 0, attrs],
      ),
    )
    .digest('hex');
}

interface ItemRecord {
  item_key: string;
  product_id: number;
  variation_id: number | null;
  variation: string;
  quantity: number;
  extra_data: string;
}

export function cartItems(db: Db, sessionKey: string): CartItemRow[] {
  const rows = db
    .prepare('SELECT * FROM cart_items WHERE session_key = ? ORDER BY added_at, rowid')
    .all(sessionKey) as ItemRecord[];
  return rows.map((row) => ({
    key: row.item_key,
    productId: row.product_id,
    variationId: row.variation_id,
    variation: parseJson<VariationChoice[]>(row.variation, []),
    quantity: row.quantity,
    extraData: parseJson<Record<string, string>>(row.extra_data, {}),
  }));
}

/** Adds to the line (or creates it) in one statement; returns the line's key. */
export function addCartItem(
  db: Db,
  sessionKey: string,
  item: Omit<CartItemRow, 'key' | 'extraData'> & { extraData?: Record<string, string> },
): string {
  const key = cartItemKey(item.productId, item.variationId, item.variation, item.extraData);
  db.prepare(
    `INSERT INTO cart_items (session_key, item_key, product_id, variation_id, variation, quantity, added_at, extra_data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (session_key, item_key) DO UPDATE SET quantity = quantity + excluded.quantity`,
  ).run(
    sessionKey,
    key,
    item.productId,
    item.variationId,
    JSON.stringify(item.variation),
    item.quantity,
    now(),
    JSON.stringify(item.extraData ?? {}),
  );
  return key;
}

export function setCartItemQuantity(db: Db, sessionKey: string, itemKey: string, quantity: number): void {
  if (quantity <= 0)
    db.prepare('DELETE FROM cart_items WHERE session_key = ? AND item_key = ?').run(sessionKey, itemKey);
  else
    db.prepare('UPDATE cart_items SET quantity = ? WHERE session_key = ? AND item_key = ?').run(
      quantity,
      sessionKey,
      itemKey,
    );
}

export function emptyCart(db: Db, sessionKey: string): void {
  db.transaction(() => {
    db.prepare('DELETE FROM cart_items WHERE session_key = ?').run(sessionKey);
    db.prepare(
      "UPDATE shop_sessions SET coupons = '[]', gift_cards = '[]', updated_at = ? WHERE session_key = ?",
    ).run(now(), sessionKey);
  })();
}

/**
 * Sign-in: the guest's lines and coupons join the customer's cart (quantities of the same line
 * add up) and the guest session ends, as WooCommerce merges the persistent cart.
 */
export function mergeSessions(db: Db, guestKey: string, customerKey: string): void {
  if (guestKey === customerKey) return;
  db.transaction(() => {
    const guest = loadSession(db, guestKey);
    const customer = loadSession(db, customerKey);
    if (!guest || !customer || guest.customerId !== null) return;
    db.prepare(
      `INSERT INTO cart_items (session_key, item_key, product_id, variation_id, variation, quantity, added_at, extra_data)
       SELECT ?, item_key, product_id, variation_id, variation, quantity, added_at, extra_data FROM cart_items WHERE session_key = ? AND true
       ON CONFLICT (session_key, item_key) DO UPDATE SET quantity = quantity + excluded.quantity`,
    ).run(customerKey, guestKey);
    const coupons = [...new Set([...customer.coupons, ...guest.coupons])];
    const giftCards = [...new Set([...customer.giftCards, ...guest.giftCards])];
    const hasAddress = Boolean(customer.shipping.country);
    updateSession(db, customerKey, {
      coupons,
      giftCards,
      ...(hasAddress ? {} : { shipping: guest.shipping, calculatedShipping: guest.calculatedShipping }),
      ...(customer.chosenShipping ? {} : { chosenShipping: guest.chosenShipping }),
    });
    db.prepare('DELETE FROM shop_sessions WHERE session_key = ?').run(guestKey);
  })();
}
