import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, inStockSimpleProduct, startStack, type Stack } from '../support/stack.ts';

/**
 * A shopper's tap sent twice: a browser resends a POST whose kept-alive connection closed before
 * any answer, a proxy retries. Each carries the `clientMutationId` the storefront made for the tap
 * (web `relay/tapKey.ts`), and the gateway makes the change once (gateway README "Once per tap").
 */
describe('a change sent twice with the key of one tap', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 180_000);
  afterAll(async () => stack?.close(), 60_000);

  const add = `mutation($input: AddToCartInput!) {
    addToCart(input: $input) { cart { contents { itemCount nodes { quantity } } } }
  }`;
  const cartQuantity = async (shopper: Browser) =>
    (
      await shopper.graphql<{ cart: { contents: { nodes: { quantity: number }[] } } }>(
        'query { cart { contents { nodes { quantity } } } }',
      )
    ).data.cart.contents.nodes.reduce((sum, line) => sum + line.quantity, 0);

  it('adds once to the cart, and answers both with that cart; a new tap adds again', async () => {
    const shopper = new Browser(stack.gateway);
    const { databaseId } = await inStockSimpleProduct(shopper);
    // Her first change starts her session; the repeats below carry its cookie, as a resend does.
    const first = await shopper.graphql(add, {
      input: { productId: databaseId, quantity: 1, clientMutationId: 'tap-1' },
    });
    expect(first.errors).toBeUndefined();

    const tap = { productId: databaseId, quantity: 1, clientMutationId: 'tap-2' };
    const [sent, resent] = await Promise.all([
      shopper.graphql(add, { input: tap }),
      shopper.graphql(add, { input: tap }),
    ]);
    expect(sent.errors).toBeUndefined();
    expect(resent.errors).toBeUndefined();
    expect(await cartQuantity(shopper)).toBe(2);
    // A third copy after both were answered is answered too, and adds nothing.
    expect((await shopper.graphql(add, { input: tap })).errors).toBeUndefined();
    expect(await cartQuantity(shopper)).toBe(2);

    const next = await shopper.graphql(add, {
      input: { productId: databaseId, quantity: 1, clientMutationId: 'tap-3' },
    });
    expect(next.errors).toBeUndefined();
    expect(await cartQuantity(shopper)).toBe(3);
  });

  it('applies a coupon once: the repeat gets the first answer, not "already applied"', async () => {
    const shopper = new Browser(stack.gateway);
    const { databaseId } = await inStockSimpleProduct(shopper);
    await shopper.graphql(add, { input: { productId: databaseId, quantity: 3 } });
    const apply = `mutation($input: ApplyCouponInput!) { applyCoupon(input: $input) { cart { appliedCoupons { code } } } }`;
    const tap = { code: 'welcome10', clientMutationId: 'coupon-tap' };
    const applied = await shopper.graphql(apply, { input: tap });
    expect(applied.errors).toBeUndefined();
    const repeat = await shopper.graphql(apply, { input: tap });
    expect(repeat.errors).toBeUndefined();
    // Without the key, the same code a second time is the shopper's own repeat: commerce refuses it.
    const typedAgain = await shopper.graphql(apply, { input: { code: 'welcome10' } });
    expect(typedAgain.errors?.[0]?.message).toMatch(/already applied/i);
  });
});
