/**
 * `viewer { comments }`: the reviews a signed-in customer wrote, as the real WooGraphQL answers it
 * (privacy README "Export": checked on the WooCommerce test stack). Reviews only when
 * `commentType: "review"` asks for them, newest first, her held ones listed to her, another
 * customer's never.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleProduct, startTestShop, type ShopClient, type TestShop } from '../support/shop/support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const myReviews = `query($type: String) {
  viewer {
    comments(first: 10, where: { commentType: $type }) {
      nodes { content(format: RAW) approved commentedOn { node { databaseId ... on Product { name } } } }
      pageInfo { hasNextPage }
    }
  }
}`;
const write = `mutation($input: WriteReviewInput!) { writeReview(input: $input) { rating } }`;

type Reviews = {
  viewer: {
    comments: {
      nodes: {
        content: string;
        approved: boolean;
        commentedOn: { node: { databaseId: number; name: string } };
      }[];
      pageInfo: { hasNextPage: boolean };
    };
  };
};

/** A new customer, signed in on a client of her own. */
async function customer(name: string): Promise<ShopClient> {
  const client = shop.client();
  const email = `${name}@example.test`;
  const registered = await client.ok('registerCustomer', {
    input: { email, password: 'correct-horse-7', username: name, firstName: name },
  });
  client.authToken = registered.registerCustomer.authToken as string;
  return client;
}

const review = (client: ShopClient, commentOn: number, content: string, author: string) =>
  client.query(write, {
    input: { commentOn, rating: 4, content, author, authorEmail: `${author}@example.test` },
  });

describe("a customer's own reviews (User.comments)", () => {
  it('lists hers newest first, held ones too, with the product reviewed; nobody else’s', async () => {
    const product = simpleProduct(shop);
    const [other] = shop
      .db()
      .prepare("SELECT id, name FROM products WHERE status = 'publish' AND id != ? ORDER BY id LIMIT 1")
      .all(product.id) as { id: number; name: string }[];
    const zoe = await customer('zoe');
    const yara = await customer('yara');
    expect((await review(zoe, product.id, 'First: lovely shape.', 'zoe')).errors).toBeUndefined();
    expect((await review(zoe, other!.id, 'Second: the glue held.', 'zoe')).errors).toBeUndefined();
    await review(yara, product.id, 'Yara’s own words.', 'yara');

    const mine = await zoe.query<Reviews>(myReviews, { type: 'review' });

    expect(mine.errors).toBeUndefined();
    expect(mine.data?.viewer.comments).toEqual({
      nodes: [
        {
          content: 'Second: the glue held.',
          approved: false,
          commentedOn: { node: { databaseId: other!.id, name: other!.name } },
        },
        {
          content: 'First: lovely shape.',
          approved: false,
          commentedOn: { node: { databaseId: product.id, name: product.name } },
        },
      ],
      pageInfo: { hasNextPage: false },
    });
    const hers = await yara.query<Reviews>(myReviews, { type: 'review' });
    expect(hers.data?.viewer.comments.nodes.map((node) => node.content)).toEqual(['Yara’s own words.']);
  });

  it('lists no reviews unless commentType "review" asks for them, as WooCommerce keeps them out of comment queries', async () => {
    const product = simpleProduct(shop);
    const xena = await customer('xena');
    await review(xena, product.id, 'Held, but mine.', 'xena');

    const plain = await xena.query<Reviews>(myReviews, {});

    expect(plain.errors).toBeUndefined();
    expect(plain.data?.viewer.comments.nodes).toEqual([]);
  });

  it('keeps her reviews on the products without her once she erases her data, as WordPress’s comment eraser does', async () => {
    const product = simpleProduct(shop);
    const wren = await customer('wren');
    await review(wren, product.id, 'Wren’s words stay.', 'wren');
    const neighbour = await customer('quinn');
    await review(neighbour, product.id, 'Quinn’s words stay too.', 'quinn');

    const erased = await wren.query('mutation { erasePersonalData(input: {}) { erased } }');

    expect(erased.errors).toBeUndefined();
    const rows = shop
      .db()
      .prepare(
        'SELECT author, author_email, customer_id, content FROM reviews WHERE product_id = ? ORDER BY id',
      )
      .all(product.id) as {
      author: string;
      author_email: string;
      customer_id: number | null;
      content: string;
    }[];
    expect(rows).toContainEqual({
      author: 'Anonymous',
      author_email: '',
      customer_id: null,
      content: 'Wren’s words stay.',
    });
    expect(JSON.stringify(rows)).not.toContain('wren@');
    expect(rows).toContainEqual(
      expect.objectContaining({ author: 'quinn', author_email: 'quinn@example.test' }),
    );
  });

  it('takes a signed-in author’s name and address from her account, and answers her own held review to her (WPGraphQL)', async () => {
    const product = simpleProduct(shop);
    const vera = await customer('vera');
    const guest = shop.client();
    const written = `mutation($input: WriteReviewInput!) {
      writeReview(input: $input) { rating review { content(format: RAW) approved author { node { name } } } }
    }`;

    const hers = await vera.query<{
      writeReview: {
        rating: number;
        review: { content: string; approved: boolean; author: { node: { name: string } } };
      };
    }>(written, { input: { commentOn: product.id, rating: 5, content: 'Held, and mine to see.' } });
    const theirs = await guest.query<{ writeReview: { rating: number; review: unknown } }>(written, {
      input: {
        commentOn: product.id,
        rating: 4,
        content: 'A guest’s.',
        author: 'Gus',
        authorEmail: 'gus@example.test',
      },
    });

    expect(hers.errors).toBeUndefined();
    expect(hers.data?.writeReview).toEqual({
      rating: 5,
      review: { content: 'Held, and mine to see.', approved: false, author: { node: { name: 'vera' } } },
    });
    const row = shop
      .db()
      .prepare('SELECT author, author_email FROM reviews WHERE content = ?')
      .get('Held, and mine to see.');
    expect(row).toEqual({ author: 'vera', author_email: 'vera@example.test' });
    // A guest's held review is not hers to read back: the review fails, the rating answers.
    expect(theirs.data?.writeReview.rating).toBe(4);
    expect(theirs.data?.writeReview.review).toBeNull();
    expect((theirs.errors?.[0] as { path?: unknown } | undefined)?.path).toEqual(['writeReview', 'review']);
  });
});
