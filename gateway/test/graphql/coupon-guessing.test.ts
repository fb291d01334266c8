/**
 * Coupon codes are guessable words: attempts are limited per session and per IP, and a code
 * that does not exist reads exactly like one that is not the shopper's, so a guesser learns
 * nothing from the answer (gateway README "Rate limits").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startStack, type Stack } from '../support/stack.ts';

const apply = (code: string) =>
  `mutation { applyCoupon(input: { code: "${code}" }) { applied { code } cart { appliedCoupons { code } } } }`;

async function addToCart(browser: Browser): Promise<void> {
  const listing = await browser.graphql<{
    catalogue: { products: { databaseId: number; __typename: string }[] };
  }>(`query { catalogue(perPage: 20) { products { __typename databaseId } } }`);
  const simple = listing.data.catalogue.products.find((product) => product.__typename === 'SimpleProduct')!;
  const added = await browser.graphql(
    `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }`,
    { id: simple.databaseId },
  );
  expect(added.errors).toBeUndefined();
}

describe('coupon guessing', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = new Browser(stack.gateway);
    await addToCart(browser);
  }, 120_000);
  afterAll(async () => stack?.close(), 60_000);

  it('answers an unknown code with the same code and message as any code the shopper may not use', async () => {
    // A session of its own, so the next test's count starts at zero.
    const shopper = new Browser(stack.gateway);
    await addToCart(shopper);
    const unknown = await shopper.graphql(apply('NO-SUCH-CODE'));
    // Commerce answers WooCommerce's 'Coupon "NO-SUCH-CODE" does not exist!'; the gateway names neither.
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'This coupon code is not valid.',
      extensions: { code: 'COUPON_INVALID', argument: 'code' },
    });
    expect(JSON.stringify(unknown.errors)).not.toMatch(/NO-SUCH-CODE|exist|NOT_FOUND/);
  });

  it('refuses the 30th wrong coupon from one session as RATE_LIMITED; a code that worked is not counted', async () => {
    const valid = await browser.graphql(apply('WELCOME10'));
    expect(valid.errors).toBeUndefined();
    const answers = [];
    for (let attempt = 1; attempt <= 30; attempt++)
      answers.push(await browser.graphql(apply(`GUESS${attempt}X`)));
    const codes = answers.map((answer) => answer.errors?.[0]?.extensions.code);
    // The first guesses are refused as codes, all alike; the session's limit then stops them.
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('COUPON_INVALID'));
    expect(new Set(answers.slice(0, 10).map((answer) => answer.errors?.[0]?.message))).toEqual(
      new Set(['This coupon code is not valid.']),
    );
    expect(codes[29]).toBe('RATE_LIMITED');
    expect(answers[29]!.errors?.[0]?.extensions.retryAfter).toBeGreaterThan(0);
    expect(answers[29]!.response.headers['retry-after']).toBeDefined();
  });
});
