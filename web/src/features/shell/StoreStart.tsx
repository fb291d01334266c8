import { useMachine } from '@xstate/react';
import { interactionEvents } from '@nails/machines/interactionEvents';
import { storeStartMachine } from '@nails/machines/storeStartMachine';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { fromCallback } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import { SessionActor } from '../account/SessionActor.tsx';

/**
 * Deferred store start (behaviour §4): the shopper's session (cart, viewer) loads on first interaction,
 * at once on account pages; starting it is the session refresh machine's `session.refresh`.
 */
export function StoreStart({ defer }: { defer: boolean }) {
  const { pathname } = useLocation();
  const session = SessionActor.useActorRef();
  const logic = useMemo(
    () =>
      storeStartMachine.provide({
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
        actions: { startStore: () => session.send({ type: 'session.refresh' }) },
      }),
    [session],
  );
  const [, send] = useMachine(logic, {
    input: { deferUntilInteraction: defer, path: pathname },
    inspect: inspect(),
  });
  useEffect(() => send({ type: 'route.change', path: pathname }), [send, pathname]);
  return null;
}
