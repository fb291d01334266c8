import type { Db } from '../db/database.ts';
import { commerceError } from '../graphql/errors.ts';

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
 * Who may review (README): any shopper, guest or signed in, once per email address per product;
 * a reviewer who bought the product is marked verified.
 */
export function writeReview(
  db: Db,
  input: ReviewInput,
  isVerifiedBuyer: (email: string, productId: number) => boolean,
): number {
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
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO reviews (product_id, customer_id, author, author_email, content, rating, approved, verified, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      )
      .run(
        input.productId,
        input.customerId ?? null,
        author,
        email,
        content,
        input.rating,
        isVerifiedBuyer(email, input.productId) ? 1 : 0,
        new Date().toISOString(),
      );
    refreshRating(db, input.productId);
    return Number(lastInsertRowid);
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

/** True when an order of this email holds the product (the shop's orders table, when present). */
export function boughtBy(db: Db): (email: string, productId: number) => boolean {
  const hasOrders = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'order_items'")
    .get();
  if (!hasOrders) return () => false;
  const statement = db.prepare(
    `SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.billing_email = ? AND i.product_id = ? AND o.status IN ('processing', 'completed') LIMIT 1`,
  );
  return (email, productId) => statement.get(email, productId) !== undefined;
}
