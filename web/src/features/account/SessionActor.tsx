import { createActorContext } from '@xstate/react';
import { createSessionRefreshMachine } from '@nails/machines/sessionRefreshMachine';
import type { Viewer } from '@nails/machines/commerceTypes';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
 * to the cart actor (`cart.loaded`) and to the sign-in state of the page (`auth.viewer.change`); a
 * failure clears what scripts can clear (the session cookie is HttpOnly, the gateway replaces
 * it), signs out and reloads the page once, never twice.
 */
export const SessionActor = createActorContext(sessionLogic);

type ViewerListener = (viewer: Viewer | null) => void;
const ViewerChanges = createContext<(listener: ViewerListener) => () => void>(() => () => {});

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
  const [listeners] = useState(() => new Set<ViewerListener>());
  const tellViewer = useCallback(
    (viewer: Viewer | null) => {
      for (const listener of listeners) listener(viewer);
    },
    [listeners],
  );
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
        shareViewer: (_, { viewer }) => tellViewer(viewer),
        logout: () => tellViewer(null),
        clearCookiesAndStorage: () => {
          localStorage.clear();
          sessionStorage.removeItem('nails.checkout.idempotencyKey');
        },
        setReloadCounter: () => sessionStorage.setItem(reloadCounter, '1'),
        clearReloadCounter: () => sessionStorage.removeItem(reloadCounter),
        reload: () => window.location.reload(),
      },
    });
  }, [environment, cart, tellViewer]);
  const subscribe = useCallback(
    (listener: ViewerListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    [listeners],
  );
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
      <ViewerChanges.Provider value={subscribe}>{children}</ViewerChanges.Provider>
    </SessionActor.Provider>
  );
}

/** Every GraphQL error of any call goes to the session refresh machine as `session.error`. */
function SessionErrors() {
  const session = SessionActor.useActorRef();
  useEffect(() => onGraphQLError((error) => session.send({ type: 'session.error', error })), [session]);
  return null;
}

/** Calls `listener` with each viewer a session load finds (null after a failure or sign-out). */
export function useViewerChanges(listener: ViewerListener): void {
  const subscribe = useContext(ViewerChanges);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((viewer) => latest.current(viewer)), [subscribe]);
}

/** Loads the session again and resolves once it is loaded (or failed): after sign-in and sign-out. */
export function useRefreshSession(): () => Promise<void> {
  const session = SessionActor.useActorRef();
  return useCallback(async () => {
    session.send({ type: 'session.refresh' });
    await waitFor(session, (snapshot) => !snapshot.matches('loading'));
  }, [session]);
}
