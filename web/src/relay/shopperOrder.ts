/**
 * Which GraphQL operations wait for each other, declared per operation.
 *
 * A visitor's session is made by the first request that needs one (a wishlist heart, a cart
 * load) and its HttpOnly cookie comes back with the answer; a request with the shopper's session
 * may also refresh its tokens or attach commerce's session to it. Two such requests in flight at
 * once would each write the session and the later cookie would win, losing what the other saved
 * (a wishlist item clicked while the deferred cart load ran). So those requests go one after
 * another; catalogue and content queries are never held.
 */

/**
 * Queries that read the shopper's own state: every query that is not made only of the gateway's
 * public root fields (its cache policy, `publicRootFields`). `shopperOrder.test.ts` checks this
 * list against the compiled operations, so a new query reading the cart, the viewer or the
 * wishlist fails the test until it is listed here, whatever it is called.
 */
export const shopperQueries: ReadonlySet<string> = new Set([
  'CartActorPageQuery',
  'CartRouteQuery',
  'CheckoutRouteQuery',
  'FooterPaymentsQuery',
  'GiftCardBalanceQuery',
  'LoginRouteQuery',
  'MyAccountRouteQuery',
  'OrderRouteQuery',
  'ShellQueriesShopperQuery',
  'TrackedOrderQuery',
  'WishlistRouteQuery',
  'WishlistToggleQuery',
  'sessionQuery',
  'useCartQuery',
  'usePaymentIntentQuery',
  'useResetKeyStatusQuery',
  'useResumedAttemptQuery',
]);

export interface OperationParams {
  operationKind: string;
  name: string;
}

/** Every mutation (it changes the shopper's state or starts their session) and the shopper's queries. */
export const heldInShopperOrder = (params: OperationParams): boolean =>
  params.operationKind === 'mutation' || shopperQueries.has(params.name);

/**
 * A queue for the held requests: each is sent once the one before has settled (answered or
 * failed); any other request is sent at once.
 */
export function shopperQueue(): <T>(params: OperationParams, send: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (params, send) => {
    if (!heldInShopperOrder(params)) return send();
    const sent = last.then(send, send);
    last = sent.catch(() => undefined);
    return sent;
  };
}
