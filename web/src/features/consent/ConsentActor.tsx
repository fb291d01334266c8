import { createActorContext } from '@xstate/react';
import { consentMachine } from '@nails/machines/consentMachine';
import { useEffect, type ReactNode } from 'react';
import { inspect } from '../../app/inspector.ts';
import { forgetPreferences, keepConsent, keptConsent } from '../../lib/consent.ts';

const consentLogic = consentMachine.provide({
  actions: {
    keepChoice: (_, { choice, withdrawn }) => {
      keepConsent(choice);
      if (withdrawn.includes('preferences')) forgetPreferences();
      // A withdrawn chat is stopped by LiveChat itself: only it knows whether its script ran.
    },
  },
});

/** The banner's machine, in the banner's own chunk (features/consent/ConsentGate.tsx loads it). */
export const ConsentActor = createActorContext(consentLogic);

/** Each request of the footer's link (counted in lib/consent.ts) opens the settings once. */
function SettingsRequests({ count }: { count: number }) {
  const actor = ConsentActor.useActorRef();
  useEffect(() => {
    if (count > 0) actor.send({ type: 'consent.settings.open' });
  }, [actor, count]);
  return null;
}

/** The choice kept in the cookie starts the machine: a returning shopper is not asked again. */
export function ConsentProvider({
  settingsRequests,
  children,
}: {
  settingsRequests: number;
  children: ReactNode;
}) {
  return (
    <ConsentActor.Provider
      logic={consentLogic}
      options={{ input: { stored: keptConsent() }, inspect: inspect() }}
    >
      <SettingsRequests count={settingsRequests} />
      {children}
    </ConsentActor.Provider>
  );
}
