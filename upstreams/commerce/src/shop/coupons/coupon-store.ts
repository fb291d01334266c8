import { normalizeCode, normalizeEmail, type Coupon } from '../pricing/coupons.ts';
import { now, type Db } from '../db.ts';

interface CouponRecord {
  id: number;
  code: string;
  description: string;
  discount_type: Coupon['discountType'];
  amount: number;
  free_shipping: number;
  expires_at: number | null;
  usage_limit: number | null;
  usage_count: number;
  usage_limit_per_user: number | null;
  minimum_amount: number | null;
  maximum_amount: number | null;
  individual_use: number;
  email_restrictions: string | null;
}

const toCoupon = (row: CouponRecord): Coupon => ({
  id: row.id,
  code: row.code,
  description: row.description,
  discountType: row.discount_type,
  amount: row.amount,
  freeShipping: row.free_shipping === 1,
  expiresAt: row.expires_at,
  usageLimit: row.usage_limit,
  usageCount: row.usage_count,
  usageLimitPerUser: row.usage_limit_per_user,
  minimumAmount: row.minimum_amount,
  maximumAmount: row.maximum_amount,
  individualUse: row.individual_use === 1,
  emailRestrictions: row.email_restrictions ? (JSON.parse(row.email_restrictions) as string[]) : null,
});

export function couponByCode(db: Db, code: string): Coupon | undefined {
  const row = db.prepare('SELECT * FROM coupons WHERE code = ?').get(normalizeCode(code)) as
    CouponRecord | undefined;
  return row && toCoupon(row);
}

/** The input of the CLI's "create a coupon" and of the seed. Amount: percent, or cents for fixed types. */
export interface CouponInput {
  code: string;
  discountType: Coupon['discountType'];
  amount: number;
  description?: string;
  freeShipping?: boolean;
  expiresAt?: number | null;
  usageLimit?: number | null;
  usageLimitPerUser?: number | null;
  minimumAmount?: number | null;
  maximumAmount?: number | null;
  individualUse?: boolean;
  /** WooCommerce's "Allowed emails": only orders billed to one of these may use it. */
  emailRestrictions?: string[] | null;
  /** A newsletter subscriber's own code: the SHA-256 of her address (`newsletter-coupons.ts`). */
  newsletterFor?: string | null;
}

/** Creates a coupon (codes are case-insensitive, stored lower case as WooCommerce does). */
export function createCoupon(db: Db, input: CouponInput): Coupon {
  if (!/^[\w-]{2,40}$/.test(input.code.trim()))
    throw new Error(`A coupon code is 2 to 40 letters, digits, - or _: "${input.code}"`);
  if (input.discountType === 'percent' && (input.amount <= 0 || input.amount > 100))
    throw new Error('A percent coupon takes 1 to 100.');
  if (!Number.isInteger(input.amount) || input.amount < 0)
    throw new Error('A coupon amount is a whole number (percent, or cents).');
  db.prepare(
    `INSERT INTO coupons (code, description, discount_type, amount, free_shipping, expires_at, usage_limit, usage_limit_per_user,
       minimum_amount, maximum_amount, individual_use, email_restrictions, newsletter_for, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    normalizeCode(input.code),
    input.description ?? '',
    input.discountType,
    input.amount,
    input.freeShipping ? 1 : 0,
    input.expiresAt ?? null,
    input.usageLimit ?? null,
    input.usageLimitPerUser ?? null,
    input.minimumAmount ?? null,
    input.maximumAmount ?? null,
    input.individualUse ? 1 : 0,
    input.emailRestrictions ? JSON.stringify(input.emailRestrictions.map(normalizeEmail)) : null,
    input.newsletterFor ?? null,
    now(),
  );
  return couponByCode(db, input.code)!;
}

export function listCoupons(db: Db): Coupon[] {
  return (db.prepare('SELECT * FROM coupons ORDER BY id').all() as CouponRecord[]).map(toCoupon);
}

/** Earlier orders (not cancelled or failed) of this customer or billing email that used the coupon. */
export function usesByCustomer(
  db: Db,
  couponId: number,
  who: { customerId: number | null; email: string | null },
): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM order_coupons oc JOIN orders o ON o.id = oc.order_id
       WHERE oc.coupon_id = ? AND o.status NOT IN ('cancelled', 'failed') AND ((? IS NOT NULL AND o.customer_id = ?) OR (? IS NOT NULL AND o.billing_email = ?))`,
    )
    .get(couponId, who.customerId, who.customerId, who.email, who.email) as { n: number };
  return row.n;
}

/**
 * Counts one use inside the checkout transaction; refuses when the limit was reached meanwhile,
 * so two simultaneous orders cannot both take a coupon's last use.
 */
export function countCouponUse(db: Db, couponId: number): boolean {
  const result = db
    .prepare(
      'UPDATE coupons SET usage_count = usage_count + 1 WHERE id = ? AND (usage_limit IS NULL OR usage_count < usage_limit)',
    )
    .run(couponId);
  return result.changes === 1;
}
