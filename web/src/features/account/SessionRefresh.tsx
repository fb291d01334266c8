import { useEffect } from 'react';
import { SessionActor } from './SessionActor.tsx';

/** Pages that need the shopper's session at once (checkout, my account, cart) refresh it on arrival (behaviour §4). */
export function SessionRefresh() {
  const session = SessionActor.useActorRef();
  useEffect(() => session.send({ type: 'session.refresh' }), [session]);
  return null;
}
