import { createHash, randomInt } from 'node:crypto';
import { getOption } from '../../settings/options.ts';
import { now, type Db } from '../db.ts';
import { normalizeEmail } from '../pricing/coupons.ts';
import { couponByCode, createCoupon } from './coupon-store.ts';

/**
 * A newsletter subscriber's own first-order code (capability newsletter-coupons): made from the
 * shop's template coupon (option `nails_companion_newsletter_template`, default `welcome10`, as
 * the companion plugin reads it), usable once in all and only by an order billed to her address.
 * The same address always gets the same code: her address's SHA-256 names the coupon.
 */
export function issueNewsletterCoupon(db: Db, email: string): { code: string; issued: boolean } {
  const subscriber = normalizeEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(subscriber)) throw new Error('Enter a valid email address.');
  const newsletterFor = createHash('sha256').update(subscriber).digest('hex');
  // One transaction: two calls for one address at once give one coupon (the unique index backs it).
  return db
    .transaction(() => {
      const existing = codeFor(db, newsletterFor);
      if (existing) return { code: existing, issued: false };
      const templateCode = getOption(db, 'nails_companion_newsletter_template', 'welcome10');
      const template = couponByCode(db, templateCode);
      if (!template) throw new Error(`The newsletter template coupon "${templateCode}" does not exist.`);
      const validityDays = Number(getOption(db, 'nails_companion_newsletter_validity_days', '0')) || 0;
      const coupon = createCoupon(db, {
        code: freshCode(db),
        discountType: template.discountType,
        amount: template.amount,
        description: `Newsletter first-order code (from ${template.code})`,
        freeShipping: template.freeShipping,
        expiresAt: validityDays > 0 ? now() + validityDays * 86_400_000 : null,
        usageLimit: 1,
        usageLimitPerUser: 1,
        minimumAmount: template.minimumAmount,
        maximumAmount: template.maximumAmount,
        individualUse: template.individualUse,
        emailRestrictions: [subscriber],
        newsletterFor,
      });
      return { code: coupon.code.toUpperCase(), issued: true };
    })
    .immediate();
}

/** Her code's allowed email is cleared on erasure; a code nobody used goes altogether. */
export function forgetNewsletterCoupons(db: Db, email: string): void {
  const newsletterFor = createHash('sha256').update(normalizeEmail(email)).digest('hex');
  db.prepare('DELETE FROM coupons WHERE newsletter_for = ? AND usage_count = 0').run(newsletterFor);
  db.prepare(
    `UPDATE coupons SET email_restrictions = '[]', newsletter_for = NULL WHERE newsletter_for = ?`,
  ).run(newsletterFor);
}

function codeFor(db: Db, newsletterFor: string): string | undefined {
  const row = db.prepare('SELECT code FROM coupons WHERE newsletter_for = ?').get(newsletterFor) as
    { code: string } | undefined;
  return row?.code.toUpperCase();
}

// No 0/O or 1/I: a code read off a phone and typed again.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function freshCode(db: Db): string {
  for (;;) {
    const code = `WELCOME-${Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
    if (!couponByCode(db, code)) return code;
  }
}
