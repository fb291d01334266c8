/**
 * The one thing the browser still orders among its requests: answers that may set the session
 * cookie (web README "The shopper's requests").
 *
 * The gateway owns every change a shopper makes and runs a session's changes one at a time under
 * its lock (architecture "Rules every part keeps", Commands), so the browser sends each operation
 * when it is made. The lock cannot order the cookie itself, which an answer sets: the gateway
 * starts a session at a guest's first change that needs one (a cart, wishlist, checkout or
 * customer change), rotates it at sign-in, registration and an account made at checkout, and
 * ends it at sign-out; queries never start one (gateway README "Sessions"). Two such answers in
 * flight at once would each set a cookie and the later one would win: a visitor without a session
 * would get two (a cart line in one, a wishlist heart in the other), and a change racing a sign-in
 * with the old cookie would start a guest session over the signed-in one.
 *
 * So a mutation sent while a session change is in flight waits for its answer. A mutation is a
 * session change while this tab knows of no session (no mutation has succeeded yet, or the last
 * session change was a sign-out), or when its hook says so (`SessionEffect`). A query waits only
 * for a declared change (sign-in, registration, an order that makes an account, sign-out): sent
 * meanwhile with the old cookie it would be answered as nobody's (gateway README "Sessions": a
 * request racing a sign-in is anonymous), as the order page asked while the account made with the
 * order signs in. A query beside a guest's first change needs no wait: it carries no cookie
 * either way. Once a session exists, every change and read goes at once.
 */

/** What a mutation does to the session, declared by its hook (`relay/commit.ts`). */
export type SessionEffect =
  /** It gives the session a new cookie: sign-in, registration, an order that makes an account. */
  | 'changes'
  /** It ends the session: the next change starts a new one. */
  | 'ends';

/** The key under Relay's `cacheConfig.metadata` that carries a mutation's `SessionEffect`. */
export const sessionEffectKey = 'sessionEffect';

export interface SentOperation {
  operationKind: string;
  effect?: SessionEffect;
}

/**
 * A sender of this tab's operations: `send` is called at once, unless a session change it must
 * wait for is in flight (above; then once that has settled). `succeeded` says whether an answer
 * did what it was asked (a refused sign-in starts no session).
 */
export function sessionChanges<Answer>(succeeded: (answer: Answer) => boolean) {
  let sessionKnown = false;
  let changing: Promise<void> | undefined;
  /** The change in flight was declared by its hook (it gives the session a new cookie). */
  let declared = false;
  return async (operation: SentOperation, send: () => Promise<Answer>): Promise<Answer> => {
    if (operation.operationKind !== 'mutation') {
      while (changing && declared) await changing;
      return send();
    }
    while (changing) await changing;
    if (sessionKnown && operation.effect === undefined) return send();
    declared = operation.effect !== undefined;
    const sent = send();
    const settled = sent.then(
      (answer) => {
        if (succeeded(answer)) sessionKnown = operation.effect !== 'ends';
      },
      () => undefined,
    );
    // Cleared before the waiting mutations go on: they were queued on `settled` after this.
    changing = settled.finally(() => {
      changing = undefined;
    });
    return sent;
  };
}
