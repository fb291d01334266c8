import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionChanges, type SentOperation } from '../../src/relay/sessionChange.ts';

/** Sends whose answers the test gives, recording which went out. */
function deferredSends() {
  const sent: string[] = [];
  const answers = new Map<string, (answer: { ok: boolean }) => void>();
  const failures = new Map<string, (error: Error) => void>();
  const send = (name: string) => () =>
    new Promise<{ ok: boolean }>((resolve, reject) => {
      sent.push(name);
      answers.set(name, resolve);
      failures.set(name, reject);
    });
  return { sent, answers, failures, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const query: SentOperation = { operationKind: 'query' };
const mutation: SentOperation = { operationKind: 'mutation' };
const signIn: SentOperation = { operationKind: 'mutation', effect: 'changes' };
const signOut: SentOperation = { operationKind: 'mutation', effect: 'ends' };
const sender = () => sessionChanges<{ ok: boolean }>((answer) => answer.ok);

describe('a tab without a session yet', () => {
  it("sends a second change only once the first has answered, so one session's cookie is kept", async () => {
    const send = sender();
    const { sent, answers, send: named } = deferredSends();
    const add = send(mutation, named('add to cart'));
    const heart = send(mutation, named('wishlist heart'));
    const cart = send(query, named('cart'));
    await settle();
    expect(sent).toEqual(['add to cart', 'cart']);
    answers.get('add to cart')!({ ok: true });
    await expect(add).resolves.toEqual({ ok: true });
    await settle();
    expect(sent).toEqual(['add to cart', 'cart', 'wishlist heart']);
    answers.get('wishlist heart')!({ ok: true });
    answers.get('cart')!({ ok: true });
    await Promise.all([heart, cart]);
  });

  it('keeps waiting after a refused or failed first change: it may not have started one', async () => {
    const send = sender();
    const { sent, answers, failures, send: sendNamed } = deferredSends();
    const refused = send(mutation, sendNamed('refused add'));
    const failed = send(mutation, sendNamed('failed add'));
    const next = send(mutation, sendNamed('next add'));
    await settle();
    expect(sent).toEqual(['refused add']);
    answers.get('refused add')!({ ok: false });
    await refused;
    await settle();
    expect(sent).toEqual(['refused add', 'failed add']);
    failures.get('failed add')!(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    await settle();
    expect(sent).toEqual(['refused add', 'failed add', 'next add']);
    answers.get('next add')!({ ok: true });
    await next;
  });
});

describe('a tab with a session', () => {
  async function withSession() {
    const send = sender();
    const { sent, answers, send: named } = deferredSends();
    const first = send(mutation, named('first add'));
    await settle();
    answers.get('first add')!({ ok: true });
    await first;
    await settle();
    return { send, sent, answers, named };
  }

  it('sends every change at once', async () => {
    const { send, sent, answers, named } = await withSession();
    const changes = [send(mutation, named('quantity')), send(mutation, named('heart'))];
    await settle();
    expect(sent).toEqual(['first add', 'quantity', 'heart']);
    answers.get('quantity')!({ ok: true });
    answers.get('heart')!({ ok: true });
    await Promise.all(changes);
  });

  it('holds a change and a read sent while a sign-in is in flight until it has answered', async () => {
    const { send, sent, answers, named } = await withSession();
    const login = send(signIn, named('sign in'));
    const add = send(mutation, named('add after sign-in'));
    // The order page, asked while the account made with the order signs in: with the old cookie
    // it would be answered as nobody's.
    const orders = send(query, named('orders'));
    await settle();
    expect(sent).toEqual(['first add', 'sign in']);
    answers.get('sign in')!({ ok: true });
    await login;
    await settle();
    expect(sent.slice(2).sort()).toEqual(['add after sign-in', 'orders']);
    answers.get('add after sign-in')!({ ok: true });
    answers.get('orders')!({ ok: true });
    await Promise.all([add, orders]);
  });

  it('has no session after a sign-out: the next change goes alone again', async () => {
    const { send, sent, answers, named } = await withSession();
    const logout = send(signOut, named('sign out'));
    await settle();
    answers.get('sign out')!({ ok: true });
    await logout;
    const add = send(mutation, named('guest add'));
    const heart = send(mutation, named('guest heart'));
    await settle();
    expect(sent).toEqual(['first add', 'sign out', 'guest add']);
    answers.get('guest add')!({ ok: true });
    await add;
    await settle();
    expect(sent.at(-1)).toBe('guest heart');
    answers.get('guest heart')!({ ok: true });
    await heart;
  });
});

describe("the browser's network", () => {
  afterEach(() => vi.unstubAllGlobals());

  const operation = (name: string, operationKind: 'query' | 'mutation'): RequestParameters => ({
    id: null,
    text: `${operationKind} ${name} { __typename }`,
    name,
    operationKind,
    metadata: {},
    cacheID: name,
  });

  it("holds a fresh tab's second change and a sign-in's follower, and nothing once a session exists", async () => {
    vi.resetModules();
    const { environment } = await import('../../src/relay/environment.ts');
    const sent: string[] = [];
    const answers: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent.push((JSON.parse(String(init.body)) as { operationName: string }).operationName);
        return new Promise<Response>((resolve) =>
          answers.push(() => resolve(new Response(JSON.stringify({ data: { __typename: 'Mutation' } })))),
        );
      }),
    );
    const execute = (params: RequestParameters, metadata: Record<string, unknown> = {}) =>
      new Promise<void>((resolve, reject) =>
        environment
          .getNetwork()
          .execute(params, {}, { metadata })
          .subscribe({ complete: resolve, error: reject }),
      );
    const add = execute(operation('AddToCart', 'mutation'));
    const heart = execute(operation('AddToWishlist', 'mutation'));
    await settle();
    expect(sent).toEqual(['AddToCart']);
    answers.shift()!();
    await add;
    await settle();
    expect(sent).toEqual(['AddToCart', 'AddToWishlist']);
    answers.shift()!();
    await heart;

    const login = execute(operation('Login', 'mutation'), { sessionEffect: 'changes' });
    const quantity = execute(operation('UpdateQuantity', 'mutation'));
    const products = execute(operation('Products', 'query'));
    await settle();
    expect(sent.slice(2)).toEqual(['Login']);
    answers.shift()!();
    await login;
    await settle();
    expect(sent.slice(3)).toEqual(['UpdateQuantity', 'Products']);
    answers.shift()!();
    answers.shift()!();
    await Promise.all([quantity, products]);

    // With a session, nothing queues: changes and reads go out before any has answered.
    const burst = [
      execute(operation('AddToCart', 'mutation')),
      execute(operation('AddToWishlist', 'mutation')),
      execute(operation('Cart', 'query')),
      execute(operation('UpdateQuantity', 'mutation')),
    ];
    await settle();
    expect(sent.slice(5)).toEqual(['AddToCart', 'AddToWishlist', 'Cart', 'UpdateQuantity']);
    for (const answer of answers.splice(0)) answer();
    await Promise.all(burst);
  });
});
