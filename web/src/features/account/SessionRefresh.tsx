import { useMachine } from '@xstate/react';
import { sessionRefreshMachine, type SessionData } from '@nails/machines';
import { useEffect, useMemo } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { fromPromise } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import { loadSession } from './session.ts';

// Session storage: the counter only has to survive the one reload it guards.
const reloadCounter = 'nails.session.reloaded';

/**
 * The session refresh of spec §4 for pages that need the shopper's session at once (checkout,
 * my account, cart): loads cart, customer, viewer, gateways and login clients. A failed load
 * clears what scripts can clear (the session cookie is HttpOnly, the gateway replaces it) and
 * reloads the page once, never twice.
 */
export function SessionRefresh() {
  const environment = useRelayEnvironment();
  const logic = useMemo(
    () =>
      sessionRefreshMachine.provide({
        actors: {
          loadSession: fromPromise(async (): Promise<SessionData> => {
            const data = await loadSession(environment);
            // The Relay store already holds what the pages read; the machine only needs to know it worked.
            return {
              cart: null,
              customer: null,
              viewer: data.viewer ? { databaseId: data.viewer.databaseId } : null,
              paymentGateways: [],
              loginClients: [],
            };
          }),
        },
        actions: {
          clearCookiesAndStorage: () => {
            localStorage.clear();
            sessionStorage.removeItem('nails.checkout.idempotencyKey');
          },
          setReloadCounter: () => sessionStorage.setItem(reloadCounter, '1'),
          clearReloadCounter: () => sessionStorage.removeItem(reloadCounter),
          reload: () => window.location.reload(),
        },
      }),
    [environment],
  );
  const [, send] = useMachine(logic, {
    input: { reloadAttempted: sessionStorage.getItem(reloadCounter) === '1' },
    inspect: inspect(),
  });
  useEffect(() => send({ type: 'session.refresh' }), [send]);
  return null;
}
