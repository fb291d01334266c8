import { createActorContext } from '@xstate/react';
import { consentMachine, type OptionalPurpose } from '@nails/machines/consentMachine';
import { useCallback, type ReactNode } from 'react';
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

/** The one consent actor of the shop: the banner, the footer's link and what waits for consent. */
export const ConsentActor = createActorContext(consentLogic);

/**
 * The server renders nothing that depends on consent (pages stay one cached page for everyone:
 * README "Consent"), so the choice kept in the cookie is read when the browser mounts the shell.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  return (
    <ConsentActor.Provider
      logic={consentLogic}
      options={{ input: { stored: keptConsent() }, inspect: inspect() }}
    >
      {children}
    </ConsentActor.Provider>
  );
}

/** Whether the shopper granted `purpose` (false until she has chosen). */
export const useConsented = (purpose: OptionalPurpose): boolean =>
  ConsentActor.useSelector((snapshot) => snapshot.context.choice?.[purpose] ?? false);

/** Whether the shopper has made a choice: until then the banner is the only overlay. */
export const useConsentChosen = (): boolean =>
  ConsentActor.useSelector((snapshot) => snapshot.context.choice !== undefined);

/** Opens the settings again (the footer's "Privacy choices"). */
export function useOpenConsentSettings(): () => void {
  const actor = ConsentActor.useActorRef();
  return useCallback(() => actor.send({ type: 'consent.settings.open' }), [actor]);
}
