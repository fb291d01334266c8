/**
 * writeReview is the gateway's own command (catalogue/write-review.ts): on the embedded shop,
 * whose default settings hold a new reviewer's review for moderation as WordPress does, the
 * shopper is told "awaiting approval" (review null, no error), and once the shop has approved
 * one of theirs their next review is published at once with what the storefront shows of it.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { approveReviewOffline } from '@nails/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startStack, type Stack } from '../support/stack.ts';

// What the storefront's review form asks (web features/reviews/useWriteReviewMutation.ts).
const write = `mutation($input: WriteReviewInput!) {
  writeReview(input: $input) {
    rating
    review { id approved date content author { node { name } } }
  }
}`;

type Written = {
  writeReview: {
    rating: number;
    review: {
      id: string;
      approved: boolean;
      date: string;
      content: string;
      author: { node: { name: string } };
    } | null;
  } | null;
};

describe('writing a review through the gateway', () => {
  let stack: Stack;
  let productIds: number[];

  beforeAll(async () => {
    stack = await startStack();
    const listing = await new Browser(stack.gateway).graphql<{
      catalogue: { products: { databaseId: number }[] };
    }>('query { catalogue(perPage: 3) { products { databaseId } } }');
    productIds = listing.data.catalogue.products.map((product) => product.databaseId);
  }, 180_000);
  afterAll(() => stack?.close());

  const review = (productId: number, content: string) => ({
    commentOn: productId,
    rating: 4,
    content,
    author: 'Grace',
    authorEmail: 'grace.reviews@example.com',
  });

  it('a new reviewer’s review is held: the answer has its rating and no review, without an error', async () => {
    const guest = new Browser(stack.gateway);
    const held = await guest.graphql<Written>(write, {
      input: review(productIds[0]!, 'Lovely colour, held first.'),
    });
    expect(held.errors).toBeUndefined();
    expect(held.data.writeReview).toEqual({ rating: 4, review: null });
    // A review starts no session (gateway README "Sessions").
    expect(guest.cookies.size).toBe(0);
  });

  it('once the shop approved one of theirs, the next review is published and answered as the storefront shows it', async () => {
    const db = new Database(path.join(stack.varDir, 'commerce', 'commerce.sqlite'), { readonly: true });
    const heldReview = db
      .prepare('SELECT id FROM reviews WHERE content = ?')
      .get('Lovely colour, held first.') as { id: number };
    db.close();
    expect(
      await approveReviewOffline({ VAR_DIR: stack.varDir, COMMERCE_WEBHOOK_URLS: '' }, heldReview.id),
    ).toBe(true);

    const published = await new Browser(stack.gateway).graphql<Written>(write, {
      input: review(productIds[1]!, 'Second bottle, still lovely.'),
    });
    expect(published.errors).toBeUndefined();
    expect(published.data.writeReview).toMatchObject({
      rating: 4,
      review: {
        approved: true,
        content: expect.stringContaining('Second bottle, still lovely.'),
        author: { node: { name: 'Grace' } },
      },
    });
    expect(published.data.writeReview?.review?.id).toEqual(expect.any(String));
  });

  it('a second review of the same product is refused with its stable code', async () => {
    const again = await new Browser(stack.gateway).graphql<Written>(write, {
      input: review(productIds[1]!, 'Writing it twice.'),
    });
    expect(again.data.writeReview).toBeNull();
    expect(again.errors?.[0]?.extensions.code).toBe('REVIEW_DUPLICATE');
  });
});
