import { createActorContext } from '@xstate/react';
import { newsletterMachine } from '@nails/machines/newsletterMachine';
import { errorCode, type UiMessage } from '@nails/machines/messages';
import { assign, fromPromise } from 'xstate';
import { useCallback, useMemo, type ReactNode } from 'react';
import { inspect } from '../../app/inspector.ts';
import { isSubscribed, lastShownAt, rememberShown, storeSubscription } from './storage.ts';
import { useSubscribeNewsletterMutation } from './useSubscribeNewsletterMutation.ts';

/**
 * Signed up while the shop's content service is down and no code is known yet: the gateway answers
 * NEWSLETTER_CODE_PENDING, and the form stays with its translated "try again in a minute" so the
 * next submit (which the gateway answers with the code) is one click away.
 */
const codePending: UiMessage = {
  key: 'errors.codes.NEWSLETTER_CODE_PENDING',
  defaultText: 'You are signed up. Your discount code is not ready yet: please try again in a minute.',
};

const newsletterLogic = newsletterMachine.provide({
  actions: {
    rememberShown: () => rememberShown(),
    storeSubscription: (_, { email, source }) => storeSubscription(email, source),
    setError: assign(({ event }, params: { error: UiMessage }) => ({
      error:
        'error' in event && errorCode(event.error) === 'NEWSLETTER_CODE_PENDING' ? codePending : params.error,
    })),
  },
});

/** The newsletter modal's machine, shared by the popup, the floating ball and the footer link. */
export const NewsletterActor = createActorContext(newsletterLogic);

// Read once when the shell mounts: the machine takes the clock as input and reads none itself.
const startInput = () => ({ lastShownAt: lastShownAt(), subscribed: isSubscribed(), now: Date.now() });

export function NewsletterProvider({ children }: { children: ReactNode }) {
  const subscribe = useSubscribeNewsletterMutation();
  const logic = useMemo(
    () =>
      newsletterLogic.provide({
        actors: {
          subscribe: fromPromise(({ input }: { input: { email: string } }) => subscribe(input.email)),
        },
      }),
    [subscribe],
  );
  return (
    <NewsletterActor.Provider logic={logic} options={{ input: startInput(), inspect: inspect() }}>
      {children}
    </NewsletterActor.Provider>
  );
}

export const useOpenNewsletter = () => {
  const actor = NewsletterActor.useActorRef();
  return useCallback(() => actor.send({ type: 'newsletter.open' }), [actor]);
};
