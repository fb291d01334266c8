import { createActorContext } from '@xstate/react';
import { createSessionRefreshMachine } from '@nails/machines/sessionRefreshMachine';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { fromPromise, waitFor } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import { onGraphQLError } from '../../relay/environment.ts';
import { CartActor } from '../cart/CartActor.tsx';
import type { CartState } from '../cart/cartState.ts';
import { loadSession } from './session.ts';

// Session storage: the counter only has to survive the one reload it guards.
const reloadCounter = 'nails.session.reloaded';

const sessionLogic = createSessionRefreshMachine<CartState>();

/**
 * The session refresh of behaviour §4, one actor for the shop: the store start and the pages that
 * need the session at once (cart, checkout, my account) send `session.refresh`; every GraphQL
 * error reaches it as `session.error` (it acts only on session errors). What a load finds goes
 * to the cart actor (`cart.loaded`); its viewer is in the Relay store, where the one viewer hook
 * reads it (`viewer.ts` `useViewer`, which tells the auth machine). A failure clears what scripts
 * can clear (the session cookie is HttpOnly, the gateway replaces it), signs the viewer out of the
 * store and reloads the page once, never twice.
 */
export const SessionActor = createActorContext(sessionLogic);

/**
 * How many cart changes were confirmed when the latest session load began (the session machine
 * loads one at a time): a load that began before the shopper's own next cart change (an add made
 * with the first click, which also starts the store) answers with an older cart than the one
 * shown, and the cart machine keeps the shown one (`cart.loaded`'s `since`).
 */
function cartLoads(cart: ReturnType<typeof CartActor.useActorRef>) {
  let since = 0;
  return {
    begin: () => {
      since = cart.getSnapshot().context.changes;
    },
    since: () => since,
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const cart = CartActor.useActorRef();
  const logic = useMemo(() => {
    const loads = cartLoads(cart);
    return sessionLogic.provide({
      actors: {
        loadSession: fromPromise(() => {
          loads.begin();
          return loadSession(environment);
        }),
      },
      actions: {
        shareCart: (_, { cart: loaded }) =>
          cart.send({ type: 'cart.loaded', cart: loaded, since: loads.since() }),
        // The load's viewer is already in the store, where `useViewer` reads it.
        shareViewer: () => {},
        logout: () => environment.commitUpdate((store) => store.getRoot().setValue(null, 'viewer')),
        clearCookiesAndStorage: () => {
          localStorage.clear();
          sessionStorage.removeItem('nails.checkout.idempotencyKey');
        },
        setReloadCounter: () => sessionStorage.setItem(reloadCounter, '1'),
        clearReloadCounter: () => sessionStorage.removeItem(reloadCounter),
        reload: () => window.location.reload(),
      },
    });
  }, [environment, cart]);
  return (
    <SessionActor.Provider
      logic={logic}
      options={{
        input: {
          reloadAttempted:
            typeof sessionStorage !== 'undefined' && sessionStorage.getItem(reloadCounter) === '1',
        },
        inspect: inspect(),
      }}
    >
      <SessionErrors />
      {children}
    </SessionActor.Provider>
  );
}

/** Every GraphQL error of any call goes to the session refresh machine as `session.error`. */
function SessionErrors() {
  const session = SessionActor.useActorRef();
  useEffect(() => onGraphQLError((error) => session.send({ type: 'session.error', error })), [session]);
  return null;
}

/** Loads the session again and resolves once it is loaded (or failed): after sign-in and sign-out. */
export function useRefreshSession(): () => Promise<void> {
  const session = SessionActor.useActorRef();
  return useCallback(async () => {
    session.send({ type: 'session.refresh' });
    await waitFor(session, (snapshot) => !snapshot.matches('loading'));
  }, [session]);
}
