import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveReview } from '../../src/catalogue/reviews.ts';
import { startTestCommerce, type TestCommerce, type Tree } from '../support/catalogue/harness.ts';

let commerce: TestCommerce;
let receiver: Server;
const hooks: { topic: string; body: Tree }[] = [];
beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      hooks.push({ topic: String(request.headers['x-wc-webhook-topic']), body: JSON.parse(body) as Tree });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/commerce`;
  commerce = await startTestCommerce({ COMMERCE_WEBHOOK_URLS: url });
});
afterAll(async () => {
  await commerce?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Webhooks go out after the answer (an outbox); wait for the one we expect. */
async function webhook(topic: string, productId: number): Promise<Tree> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const found = hooks.find((hook) => hook.topic === topic && hook.body.id === productId);
    if (found) return found.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${topic} webhook for product ${productId}`);
}

const rating = async (slug: string) => {
  const product = (await commerce.run('getProduct', { slug })).data?.product as Tree;
  return {
    id: product.databaseId as number,
    averageRating: product.averageRating as number,
    reviewCount: product.reviewCount as number,
    reviews: product.reviews.edges as Tree[],
  };
};
const review = (commentOn: number, overrides: Record<string, unknown> = {}) => ({
  commentOn,
  rating: 5,
  author: 'Ines',
  authorEmail: 'ines@example.test',
  content: 'Fit like a glove and lasted ten days.',
  ...overrides,
});

/** The shop owner's side (CLI `option`, `review-approve`) on the service's own database file. */
function withDb<T>(use: (db: Database.Database) => T): T {
  const db = new Database(path.join(commerce.varDir, 'commerce', 'commerce.sqlite'));
  try {
    return use(db);
  } finally {
    db.close();
  }
}
const setOption = (name: string, value: string) =>
  withDb((db) => db.prepare('UPDATE options SET value = ? WHERE name = ?').run(value, name));

describe('review moderation and verified owners, as the shop is set', () => {
  it("holds a new reviewer's review by WordPress's default, answering as WooGraphQL, until the shop approves it", async () => {
    const before = await rating('sage-matte-square-press-on-nails');
    const held = await commerce.run(
      'WriteReview',
      review(before.id, { authorEmail: 'first.time@example.test' }),
    );
    // The rating is answered, the review itself is not public (the gateway says "awaiting approval").
    expect(held.data?.writeReview).toEqual({ rating: 5, review: null });
    expect(held.errors?.map((error) => [error.message, error.path?.join('.')])).toEqual([
      ['Internal server error', 'writeReview.review'],
    ]);
    expect((await rating('sage-matte-square-press-on-nails')).reviewCount).toBe(before.reviewCount);
    const id = withDb(
      (db) =>
        (
          db.prepare('SELECT id FROM reviews WHERE author_email = ?').get('first.time@example.test') as {
            id: number;
          }
        ).id,
    );
    expect(withDb((db) => approveReview(db, id))).toBe(before.id);
    const approved = await rating('sage-matte-square-press-on-nails');
    expect(approved.reviewCount).toBe(before.reviewCount + 1);
    expect(approved.reviews.map((edge) => edge.node.content)).toContain(
      '<p>Fit like a glove and lasted ten days.</p>',
    );
    // The same name and email, once approved, publish at once (check_comment).
    const other = await rating('espresso-square-press-on-nails');
    const next = await commerce.run(
      'WriteReview',
      review(other.id, { authorEmail: 'first.time@example.test' }),
    );
    expect(next.errors).toBeUndefined();
    expect(next.data?.writeReview.review.author.node.name).toBe('Ines');
  });

  it('holds every review when each must be approved, and refuses guests when only verified owners may review', async () => {
    setOption('comment_previously_approved', '0');
    setOption('comment_moderation', '1');
    const { id } = await rating('classic-red-oval-press-on-nails');
    const held = await commerce.run('WriteReview', review(id, { authorEmail: 'moderated@example.test' }));
    expect(held.data?.writeReview.review).toBeNull();
    expect(held.errors?.[0]?.path).toEqual(['writeReview', 'review']);
    setOption('comment_moderation', '0');
    setOption('woocommerce_review_rating_verification_required', 'yes');
    const guest = await commerce.run('WriteReview', review(id, { authorEmail: 'guest.owner@example.test' }));
    expect(guest.errors?.[0]).toMatchObject({
      message: 'Only logged in customers who have purchased this product may leave a review.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(guest.data?.writeReview).toBeNull();
    setOption('woocommerce_review_rating_verification_required', 'no');
    setOption('comment_previously_approved', '1');
  });
});

describe('WriteReview', () => {
  // Published at once: these reviews are about the rating and the rules, not moderation.
  beforeAll(() => setOption('comment_previously_approved', '0'));
  afterAll(() => setOption('comment_previously_approved', '1'));

  it('adds a guest review and updates averageRating and reviewCount', async () => {
    const before = await rating('sage-matte-square-press-on-nails');
    const { data, errors } = await commerce.run('WriteReview', review(before.id, { rating: 1 }));
    expect(errors).toBeUndefined();
    expect(data?.writeReview.rating).toBe(1);
    expect(data?.writeReview.review.author.node.name).toBe('Ines');
    expect(data?.writeReview.review.content).toBe('<p>Fit like a glove and lasted ten days.</p>');
    const after = await rating('sage-matte-square-press-on-nails');
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    // Caches of the product (the gateway's) hear of the new rating.
    expect(await webhook('product.updated', before.id)).toMatchObject({
      slug: 'sage-matte-square-press-on-nails',
    });
    const expected = (before.averageRating * before.reviewCount + 1) / (before.reviewCount + 1);
    expect(after.averageRating).toBeCloseTo(expected, 2);
    expect(after.reviews[0]?.node.content).toContain('Fit like a glove');
  });

  it('refuses a bad rating, an empty text, a bad email, a second review by one email and an unknown product', async () => {
    const { id } = await rating('espresso-square-press-on-nails');
    const cases: [Record<string, unknown>, string][] = [
      [review(id, { rating: 6 }), 'Please choose a rating between 1 and 5.'],
      [review(id, { content: '   ' }), 'Please write your review.'],
      [review(id, { authorEmail: 'not-an-email' }), 'Please enter a valid email address.'],
      [review(99999), 'Product not found.'],
    ];
    for (const [variables, message] of cases) {
      const result = await commerce.run('WriteReview', variables);
      expect(result.errors?.[0]?.message).toBe(message);
      expect(result.data?.writeReview).toBeNull();
    }
    expect(
      (await commerce.run('WriteReview', review(id, { authorEmail: 'once@example.test' }))).errors,
    ).toBeUndefined();
    const again = await commerce.run('WriteReview', review(id, { authorEmail: 'ONCE@example.test' }));
    expect(again.errors?.[0]).toMatchObject({
      message: 'You have already reviewed this product.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await rating('espresso-square-press-on-nails')).reviewCount).toBeGreaterThan(0);
  });

  it('keeps reviews across a restart', async () => {
    const { id } = await rating('classic-red-oval-press-on-nails');
    await commerce.run(
      'WriteReview',
      review(id, { authorEmail: 'kept@example.test', content: 'Still here after a restart.' }),
    );
    await commerce.restart();
    const after = await rating('classic-red-oval-press-on-nails');
    expect(after.reviews.map((edge) => edge.node.content)).toContain('<p>Still here after a restart.</p>');
  });
});
