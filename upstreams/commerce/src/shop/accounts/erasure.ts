import { now, parseJson, type Db } from '../db.ts';
import type { Customer } from './customers.ts';
import { forgetNewsletterCoupons } from '../coupons/newsletter-coupons.ts';

/** What WordPress's `wp_privacy_anonymize_data` writes for an email and for text. */
export const anonymisedEmail = 'deleted@site.invalid';
export const anonymisedText = '[deleted]';
/** The author WordPress's comment eraser leaves on a comment it anonymises. */
export const anonymousAuthor = 'Anonymous';

/**
 * The customer's erasure, as WordPress's personal data erasers do it on WooCommerce (the
 * customer eraser and `WC_Privacy_Erasers::remove_order_personal_data`): every order she placed
 * (by her account or her address) keeps its lines, amounts, taxes and dates for the books but
 * loses names, addresses, email, phone, note and payment reference, and is marked `_anonymized`;
 * the country stays (the place of supply the VAT return needs). Her product reviews stay on the
 * products without her (WordPress's `wp_comments_personal_data_eraser`: the author "Anonymous", no
 * email, no account; the text and rating kept). Her account is left without
 * name, address, email or password, so nobody can sign in to it again, and every other sign-in
 * of hers is revoked. Running it again finds nothing left and answers 0 orders.
 */
export function eraseCustomer(db: Db, customer: Customer, keepFamily: string): { ordersAnonymised: number } {
  const erase = db.transaction(() => {
    const orders = db
      .prepare(
        `SELECT id, billing, shipping, meta FROM orders
         WHERE (customer_id = ? OR billing_email = ?) AND billing_email <> ?`,
      )
      .all(customer.id, customer.email, anonymisedEmail) as {
      id: number;
      billing: string;
      shipping: string;
      meta: string;
    }[];
    const update = db.prepare(
      `UPDATE orders SET billing_email = ?, billing = ?, shipping = ?, customer_note = '', transaction_id = '',
         customer_id = NULL, meta = ? WHERE id = ?`,
    );
    for (const order of orders) {
      const meta = parseJson<{ key: string; value: string }[]>(order.meta, []).filter(
        (entry) => entry.key !== '_anonymized',
      );
      update.run(
        anonymisedEmail,
        JSON.stringify(anonymiseAddress(parseJson(order.billing, {}))),
        JSON.stringify(anonymiseAddress(parseJson(order.shipping, {}))),
        JSON.stringify([...meta, { key: '_anonymized', value: 'yes' }]),
        order.id,
      );
    }
    db.prepare(
      `UPDATE reviews SET author = ?, author_email = '', customer_id = NULL
       WHERE customer_id = ? OR author_email = ?`,
    ).run(anonymousAuthor, customer.id, customer.email.trim().toLowerCase());
    db.prepare(
      `UPDATE customers SET username = ?, email = ?, password_hash = NULL, first_name = '', last_name = '',
         display_name = ?, billing = '{}', shipping = '{}' WHERE id = ?`,
    ).run(`deleted-${customer.id}`, `deleted-${customer.id}@site.invalid`, anonymisedText, customer.id);
    db.prepare('DELETE FROM social_identities WHERE customer_id = ?').run(customer.id);
    forgetNewsletterCoupons(db, customer.email);
    db.prepare('DELETE FROM password_resets WHERE customer_id = ?').run(customer.id);
    // Her carts hold addresses too; the asking sign-in stays valid so a repeat can confirm.
    db.prepare('DELETE FROM shop_sessions WHERE customer_id = ?').run(customer.id);
    db.prepare(
      'UPDATE auth_families SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL AND id <> ?',
    ).run(now(), customer.id, keepFamily);
    return orders.length;
  });
  return { ordersAnonymised: erase() };
}

/** Every field of an address anonymised as text, its email as an email; the country kept. */
function anonymiseAddress(address: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(address).map(([key, value]) => {
      if (key === 'country' || value === '' || value == null) return [key, value];
      if (key === 'email') return [key, anonymisedEmail];
      if (key === 'phone') return [key, ''];
      return [key, anonymisedText];
    }),
  );
}
