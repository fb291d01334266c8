import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayMetrics } from '../../src/observability/plugin.ts';
import { Browser, inStockSimpleProduct, startStack, type Stack } from '../support/stack.ts';

/**
 * An add's payload cart is asked in the add's own commerce call (`commands/cart-in-the-call.ts`):
 * the browser gets the cart it selected, aliases and all, from one call to commerce.
 */
describe('an add to cart answers its cart from its own commerce call', () => {
  const metrics = createGatewayMetrics();
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({}, { metrics });
  }, 180_000);
  afterAll(async () => stack?.close(), 60_000);

  const commerceCalls = async () => {
    const histogram = await metrics.registry
      .getSingleMetric('gateway_upstream_request_duration_seconds')!
      .get();
    return histogram.values
      .filter(
        (value) =>
          (value as { metricName?: string }).metricName?.endsWith('_count') &&
          value.labels.upstream === 'commerce',
      )
      .reduce((sum, value) => sum + value.value, 0);
  };
  const add = `mutation Add($input: AddToCartInput!) {
    addToCart(input: $input) {
      clientMutationId
      basket: cart {
        isEmpty
        rawTotal: total(format: RAW)
        contents(first: 100) { itemCount nodes { key quantity product { node { databaseId } } } }
      }
    }
  }`;
  type Answer = {
    addToCart: {
      basket: {
        isEmpty: boolean;
        rawTotal: string;
        contents: {
          itemCount: number;
          nodes: { quantity: number; product: { node: { databaseId: number } } }[];
        };
      };
    };
  };

  it('with one call to commerce, the cart as selected, and the cart read again for a repeat of the tap', async () => {
    const shopper = new Browser(stack.gateway);
    const { databaseId } = await inStockSimpleProduct(shopper);
    const first = await shopper.graphql<Answer>(add, { input: { productId: databaseId, quantity: 1 } });
    expect(first.errors).toBeUndefined();

    const before = await commerceCalls();
    const tap = { productId: databaseId, quantity: 2, clientMutationId: 'tap-1' };
    const second = await shopper.graphql<Answer>(add, { input: tap });
    expect(second.errors).toBeUndefined();
    expect(await commerceCalls()).toBe(before + 1);
    const basket = second.data.addToCart.basket;
    expect(basket.isEmpty).toBe(false);
    expect(Number(basket.rawTotal)).toBeGreaterThan(0);
    expect(basket.contents.itemCount).toBe(3);
    expect(basket.contents.nodes).toEqual([
      { key: expect.any(String), quantity: 3, product: { node: { databaseId } } },
    ]);

    // The repeat is answered what the add answered, and its cart is read (nothing is added).
    const repeat = await shopper.graphql<Answer>(add, { input: tap });
    expect(repeat.errors).toBeUndefined();
    expect(repeat.data.addToCart.basket).toEqual(basket);
  });

  it('a refused add answers the refusal, and no cart', async () => {
    const shopper = new Browser(stack.gateway);
    const refused = await shopper.graphql<Answer>(add, { input: { productId: 999_999, quantity: 1 } });
    expect(refused.errors?.length).toBeGreaterThan(0);
    expect(refused.data.addToCart).toBeNull();
  });
});
