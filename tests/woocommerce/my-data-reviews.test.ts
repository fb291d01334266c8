/**
 * "Download my data" holds the product reviews she wrote (privacy README "Export"), on a real
 * WooCommerce (Headless Login) and on the embedded back end, through the gateway as a browser
 * calls it: a review still held for moderation is in her file with the product's name, another
 * customer's review is not.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backEnds, useBothBackEnds } from './support/both-back-ends.ts';
import { browserSession } from './support/browser-session.ts';

const shops = useBothBackEnds();
const { enabled, fronts } = shops;
const demo = { username: 'demo', email: 'demo@example.com', password: 'demo-nails-2026' };

const signIn = `mutation($u: String!, $p: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { user { email } }
}`;
const register = `mutation($e: String!, $u: String!, $p: String!) {
  registerCustomer(input: { email: $e, username: $u, password: $p }) { viewer { databaseId } }
}`;
const write = 'mutation($input: WriteReviewInput!) { writeReview(input: $input) { rating } }';
const listing = `query { catalogue(perPage: 100) { products { __typename databaseId name } } }`;

interface ExportFile {
  commerce: {
    account: { email: string };
    reviews: { content: string; approved: boolean; product: { databaseId: number; name: string } | null }[];
  };
}

describe.skipIf(!enabled).each(backEnds)('her reviews in "Download my data" on %s', (target) => {
  it('lists the review she wrote, held for moderation, with the product; not another customer’s', async () => {
    const front = fronts[target];
    const her = browserSession();
    const neighbour = browserSession();
    const products = await her<{
      catalogue: { products: { __typename: string; databaseId: number; name: string }[] };
    }>(front, listing);
    const product = products.data!.catalogue.products.find((item) => item.__typename === 'SimpleProduct')!;
    const name = `neighbour${randomUUID().slice(0, 8)}`;
    const neighbourEmail = `${name}@example.com`;
    expect(
      (await neighbour(front, register, { e: neighbourEmail, u: name, p: 'Neighbour-Passw0rd!' })).errors,
    ).toBeUndefined();
    expect((await her(front, signIn, { u: demo.username, p: demo.password })).errors).toBeUndefined();
    const mine = `Kept their shine for ten days (${randomUUID().slice(0, 8)})`;
    const theirs = `Popped off on day two (${randomUUID().slice(0, 8)})`;
    for (const [session, content, author, email] of [
      [her, mine, 'Demo', demo.email],
      [neighbour, theirs, 'Neighbour', neighbourEmail],
    ] as const) {
      const input = { commentOn: product.databaseId, rating: 5, content, author, authorEmail: email };
      expect((await session(front, write, { input })).errors).toBeUndefined();
    }

    const response = await fetch(`${front.url}/account/my-data.json`, {
      headers: { cookie: her.cookieHeader() },
    });

    expect(response.status).toBe(200);
    const body = await response.text();
    const file = JSON.parse(body) as ExportFile;
    expect(file.commerce.account.email).toBe(demo.email);
    // Both shops hold a first review for moderation (WordPress's default); she still sees hers.
    expect(file.commerce.reviews).toEqual([
      expect.objectContaining({
        content: mine,
        approved: false,
        product: { databaseId: product.databaseId, name: product.name },
      }),
    ]);
    expect(body).not.toContain(theirs);
    expect(body).not.toContain(neighbourEmail);
  });
});
