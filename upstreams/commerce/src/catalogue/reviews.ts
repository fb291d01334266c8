import type { Db } from '../db/database.ts';
import { commerceError } from '../graphql/errors.ts';
import { getOption } from '../settings/options.ts';

export interface ReviewInput {
  productId: number;
  rating: number;
  content: string;
  author: string;
  authorEmail: string;
  customerId?: number | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Adds a review and refreshes the product's averageRating and reviewCount in one transaction.
 * Who may review and when it shows follow the shop's settings as WordPress and WooCommerce apply
 * them (README "Who may review"): with "only verified owners" on, only a signed-in customer who
 * bought the product may review (`WC_Comments::validate_product_review_verified_owners`);
 * otherwise any shopper, once per email address per product. The review is held for moderation
 * (`check_comment`) when every comment must be approved, or when a comment author must have a
 * previously approved comment and this name and email have none. A reviewer whose email has a
 * paid order of the product is marked verified.
 */
export function writeReview(
  db: Db,
  input: ReviewInput,
  isVerifiedBuyer: (email: string, productId: number) => boolean,
  customerBought: (customerId: number, productId: number) => boolean = () => false,
): { id: number; approved: boolean } {
  const content = input.content.trim();
  const author = input.author.trim();
  const email = input.authorEmail.trim().toLowerCase();
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    throw commerceError('Please choose a rating between 1 and 5.', 'BAD_USER_INPUT', { field: 'rating' });
  }
  if (!content) throw commerceError('Please write your review.', 'BAD_USER_INPUT', { field: 'content' });
  if (content.length > 5000)
    throw commerceError('Reviews are limited to 5000 characters.', 'BAD_USER_INPUT', { field: 'content' });
  if (!author) throw commerceError('Please enter your name.', 'BAD_USER_INPUT', { field: 'author' });
  if (!EMAIL.test(email))
    throw commerceError('Please enter a valid email address.', 'BAD_USER_INPUT', { field: 'authorEmail' });

  return db.transaction(() => {
    const product = db
      .prepare("SELECT id, reviews_allowed FROM products WHERE id = ? AND status = 'publish'")
      .get(input.productId) as { id: number; reviews_allowed: number } | undefined;
    if (!product) throw commerceError('Product not found.', 'NOT_FOUND');
    if (!product.reviews_allowed) throw commerceError('Reviews are closed for this product.', 'FORBIDDEN');
    const duplicate = db
      .prepare('SELECT 1 FROM reviews WHERE product_id = ? AND author_email = ? AND parent_id IS NULL')
      .get(input.productId, email);
    if (duplicate) throw commerceError('You have already reviewed this product.', 'CONFLICT');
    if (
      getOption(db, 'woocommerce_review_rating_verification_required', 'no') === 'yes' &&
      !(input.customerId && customerBought(input.customerId, input.productId))
    )
      throw commerceError(
        'Only logged in customers who have purchased this product may leave a review.',
        'FORBIDDEN',
      );
    const approved = !heldForModeration(db, author, email);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO reviews (product_id, customer_id, author, author_email, content, rating, approved, verified, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.productId,
        input.customerId ?? null,
        author,
        email,
        content,
        input.rating,
        approved ? 1 : 0,
        isVerifiedBuyer(email, input.productId) ? 1 : 0,
        new Date().toISOString(),
      );
    refreshRating(db, input.productId);
    return { id: Number(lastInsertRowid), approved };
  })();
}

/** WordPress's `check_comment()` for a visitor: false when the comment may be published at once. */
function heldForModeration(db: Db, author: string, email: string): boolean {
  if (getOption(db, 'comment_moderation', '0') === '1') return true;
  if (getOption(db, 'comment_previously_approved', '1') !== '1') return false;
  const approvedBefore = db
    .prepare('SELECT 1 FROM reviews WHERE author = ? AND author_email = ? AND approved = 1 LIMIT 1')
    .get(author, email);
  return !approvedBefore;
}

/**
 * The shop owner approves a held review (WordPress's "Approve"): it shows and counts from now.
 * Answers the reviewed product's id, or undefined for an unknown review.
 */
export function approveReview(db: Db, id: number): number | undefined {
  return db.transaction(() => {
    const review = db.prepare('SELECT product_id FROM reviews WHERE id = ?').get(id) as
      { product_id: number } | undefined;
    if (!review) return undefined;
    db.prepare('UPDATE reviews SET approved = 1 WHERE id = ?').run(id);
    refreshRating(db, review.product_id);
    return review.product_id;
  })();
}

/** averageRating and reviewCount from the approved top-level reviews. */
export function refreshRating(db: Db, productId: number): void {
  db.prepare(
    `UPDATE products SET
       average_rating = COALESCE((SELECT AVG(rating) FROM reviews WHERE product_id = ? AND approved = 1 AND parent_id IS NULL), 0),
       review_count = (SELECT COUNT(*) FROM reviews WHERE product_id = ? AND approved = 1 AND parent_id IS NULL)
     WHERE id = ?`,
  ).run(productId, productId, productId);
}

/**
 * True when a paid order whose `who` column (the customer's id, or the billing email) matches
 * holds the product: WooCommerce's `wc_customer_bought_product`, false while the shop's orders
 * table does not exist yet.
 */
function boughtWhere<Who extends number | string>(
  db: Db,
  who: 'customer_id' | 'billing_email',
): (buyer: Who, productId: number) => boolean {
  const hasOrders = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'order_items'")
    .get();
  if (!hasOrders) return () => false;
  const statement = db.prepare(
    `SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.${who} = ? AND i.product_id = ? AND o.status IN ('processing', 'completed') LIMIT 1`,
  );
  return (buyer, productId) => statement.get(buyer, productId) !== undefined;
}

/** True when a paid order of this customer holds the product (by user id). */
export const customerBoughtProduct = (db: Db) => boughtWhere<number>(db, 'customer_id');

/** True when a paid order of this email holds the product. */
export const boughtBy = (db: Db) => boughtWhere<string>(db, 'billing_email');
