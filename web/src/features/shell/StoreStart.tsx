import { useMachine } from '@xstate/react';
import { interactionEvents, storeStartMachine } from '@nails/machines';
import { useEffect } from 'react';
import { fetchQuery } from 'react-relay';
import { useLocation } from 'react-router-dom';
import { fromCallback } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import { environment } from '../../relay/environment.ts';
import { shopperQuery } from './ShellQueries.tsx';

const logic = storeStartMachine.provide({
  actors: {
    waitForInteraction: fromCallback(({ sendBack }) => {
      const onInteraction = () => sendBack({ type: 'store.interaction' });
      for (const type of interactionEvents)
        window.addEventListener(type, onInteraction, { passive: true, once: true });
      return () => {
        for (const type of interactionEvents) window.removeEventListener(type, onInteraction);
      };
    }),
  },
  actions: {
    // The shopper's cart and viewer; part 2 hands this to the session-refresh machine.
    startStore: () => {
      fetchQuery(environment, shopperQuery, {}).subscribe({});
    },
  },
});

/** Deferred store start (spec §4): the shopper's data loads on first interaction, at once on account pages. */
export function StoreStart({ defer }: { defer: boolean }) {
  const { pathname } = useLocation();
  const [, send] = useMachine(logic, {
    input: { deferUntilInteraction: defer, path: pathname },
    inspect: inspect(),
  });
  useEffect(() => send({ type: 'route.change', path: pathname }), [send, pathname]);
  return null;
}
