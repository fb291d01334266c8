import { parse } from 'graphql';
import type { ConcreteRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
// The gateway's cache policy is the one home of "answered the same for every shopper".
import { isPublicOperation } from '../../../gateway/src/cache/policy.ts';
import persisted from '../../src/__generated__/persisted-queries.json';
import {
  heldInShopperOrder,
  shopperQueries,
  shopperQueue,
  type OperationParams,
} from '../../src/relay/shopperOrder.ts';

const artifacts = import.meta.glob<{ default: { kind: string } }>('../../src/__generated__/*.graphql.ts', {
  eager: true,
});
const operations = Object.values(artifacts)
  .map((module) => module.default)
  .filter((node): node is ConcreteRequest => node.kind === 'Request')
  .map(({ params }) => params);

const query = (name: string): OperationParams => ({ operationKind: 'query', name });
const mutation = (name: string): OperationParams => ({ operationKind: 'mutation', name });

describe('which operations wait for each other', () => {
  it('holds every mutation and the listed queries, whatever their names say', () => {
    expect(heldInShopperOrder(mutation('useSendContactMessageMutation'))).toBe(true);
    expect(heldInShopperOrder(query('ShellQueriesShopperQuery'))).toBe(true);
    expect(heldInShopperOrder(query('WishlistProductsQuery'))).toBe(false);
    expect(heldInShopperOrder(query('CartLookalikeQuery'))).toBe(false);
  });

  it('lists exactly the compiled queries that read more than public root fields', () => {
    const texts = persisted as Record<string, string>;
    const reading = operations
      .filter((params) => params.operationKind === 'query')
      .map((params) => {
        const text = params.id ? texts[params.id] : undefined;
        if (!text)
          throw new Error(`${params.name}: not in persisted-queries.json (run npm run relay -w web)`);
        return { name: params.name, shopper: !isPublicOperation(parse(text), params.name) };
      });
    expect(reading.length).toBeGreaterThan(10);
    const shopper = reading.filter((entry) => entry.shopper).map((entry) => entry.name);
    expect([...shopperQueries].sort()).toEqual(shopper.sort());
  });
});

/** A send whose answer the test decides, recording when it went out. */
function deferredSends() {
  const sent: string[] = [];
  const answers = new Map<string, { resolve(value: string): void; reject(error: Error): void }>();
  const send = (name: string) => () =>
    new Promise<string>((resolve, reject) => {
      sent.push(name);
      answers.set(name, { resolve, reject });
    });
  return { sent, answers, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the shopper queue', () => {
  it('sends a held request once the one before has settled, and others at once', async () => {
    const inOrder = shopperQueue();
    const { sent, answers, send } = deferredSends();
    const first = inOrder(mutation('useAddToCartMutation'), send('add'));
    const second = inOrder(query('useCartQuery'), send('cart'));
    const catalogue = inOrder(query('ProductsRouteQuery'), send('products'));
    await settle();
    expect([...sent].sort()).toEqual(['add', 'products']);
    answers.get('add')!.resolve('added');
    await expect(first).resolves.toBe('added');
    await settle();
    expect(sent.at(-1)).toBe('cart');
    answers.get('cart')!.resolve('cart');
    answers.get('products')!.resolve('products');
    await expect(second).resolves.toBe('cart');
    await expect(catalogue).resolves.toBe('products');
  });

  it('goes on after a request that failed', async () => {
    const inOrder = shopperQueue();
    const { sent, answers, send } = deferredSends();
    const failed = inOrder(mutation('useLoginMutation'), send('login'));
    const next = inOrder(query('sessionQuery'), send('session'));
    await settle();
    answers.get('login')!.reject(new Error('refused'));
    await expect(failed).rejects.toThrow('refused');
    await settle();
    expect(sent).toEqual(['login', 'session']);
    answers.get('session')!.resolve('session');
    await expect(next).resolves.toBe('session');
  });
});
