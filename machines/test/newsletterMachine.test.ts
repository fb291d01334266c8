import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { messages } from '../src/messages.ts';
import {
  canSubmitNewsletter,
  newsletterMachine,
  type NewsletterInput,
  type SubscribeResult,
} from '../src/newsletterMachine.ts';
import { settings } from '../src/settings.ts';
import { createCoverage } from './support/coverage.ts';
import { deferred, settle, start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(newsletterMachine);
const now = Date.UTC(2026, 10, 21, 9, 0, 0);
const minutes = (n: number) => n * 60_000;

function modal(input: Partial<NewsletterInput> = {}) {
  const rememberShown = vi.fn();
  const storeSubscription = vi.fn();
  const subscribe = vi.fn<(email: string) => Promise<SubscribeResult>>();
  const actor = start(
    newsletterMachine.provide({
      actions: { rememberShown, storeSubscription: (_, params) => storeSubscription(params) },
      actors: { subscribe: fromPromise(({ input: { email } }) => subscribe(email)) },
    }),
    coverage,
    { subscribed: false, now, ...input },
  );
  return { actor, rememberShown, storeSubscription, subscribe };
}

useFakeClock();

describe('newsletter modal', () => {
  it('shows 5,000 ms after start and remembers that it was shown', () => {
    const { actor, rememberShown } = modal();
    vi.advanceTimersByTime(settings.newsletterModalDelayMs - 1);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ visible: 'editing' })).toBe(true);
    expect(rememberShown).toHaveBeenCalledTimes(1);
  });

  it('stays hidden within 720 minutes of the last showing', () => {
    const { actor, rememberShown } = modal({ lastShownAt: now - minutes(719) });
    vi.advanceTimersByTime(minutes(30));
    expect(actor.getSnapshot().matches({ hidden: 'suppressed' })).toBe(true);
    expect(rememberShown).not.toHaveBeenCalled();
  });

  it('shows again once the 720 minutes have passed', () => {
    const { actor } = modal({ lastShownAt: now - minutes(720) });
    vi.advanceTimersByTime(settings.newsletterModalDelayMs);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
  });

  it('stays hidden when a subscription is stored, but opens on request', () => {
    const { actor } = modal({ subscribed: true });
    vi.advanceTimersByTime(minutes(30));
    expect(actor.getSnapshot().matches({ hidden: 'suppressed' })).toBe(true);
    actor.send({ type: 'newsletter.open' });
    expect(actor.getSnapshot().matches('visible')).toBe(true);
  });

  it('validates the email with the messages of behaviour §5 and disables submit while empty', () => {
    const { actor, subscribe } = modal();
    actor.send({ type: 'newsletter.open' });
    expect(canSubmitNewsletter(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'newsletter.submit' });
    expect(actor.getSnapshot().context.error).toEqual(messages.emailRequired);
    expect(messages.emailRequired.defaultText).toBe('Please enter your email address');
    actor.send({ type: 'newsletter.email.change', value: 'not-an-email' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(canSubmitNewsletter(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'newsletter.submit' });
    expect(actor.getSnapshot().context.error).toEqual(messages.emailInvalid);
    expect(messages.emailInvalid.defaultText).toBe('Please enter a valid email address');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('submits, disables submit meanwhile, then shows the code and message and stores the subscription', async () => {
    const { actor, subscribe, storeSubscription } = modal();
    const reply = deferred<SubscribeResult>();
    subscribe.mockReturnValue(reply.promise);
    actor.send({ type: 'newsletter.open' });
    actor.send({ type: 'newsletter.email.change', value: ' ana@example.com ' });
    actor.send({ type: 'newsletter.submit' });
    expect(actor.getSnapshot().matches({ visible: 'submitting' })).toBe(true);
    expect(canSubmitNewsletter(actor.getSnapshot())).toBe(false);
    expect(subscribe).toHaveBeenCalledWith('ana@example.com');
    reply.resolve({ code: 'NAILS10', message: 'Welcome! Here is your code.' });
    await settle();
    expect(actor.getSnapshot().matches({ visible: 'success' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      code: 'NAILS10',
      successMessage: 'Welcome! Here is your code.',
    });
    expect(storeSubscription).toHaveBeenCalledWith({
      email: 'ana@example.com',
      source: 'subscription-modal',
    });
    actor.send({ type: 'newsletter.close' });
    expect(actor.getSnapshot().matches({ hidden: 'closed' })).toBe(true);
  });

  it('keeps the typed email and says so when the subscription fails', async () => {
    const { actor, subscribe, storeSubscription } = modal();
    subscribe.mockRejectedValue(new Error('500'));
    vi.advanceTimersByTime(settings.newsletterModalDelayMs);
    actor.send({ type: 'newsletter.email.change', value: 'ana@example.com' });
    actor.send({ type: 'newsletter.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ visible: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'ana@example.com',
      error: messages.subscriptionFailed,
    });
    expect(messages.subscriptionFailed.defaultText).toBe('Subscription failed, please try again');
    expect(storeSubscription).not.toHaveBeenCalled();
  });

  it('closes without subscribing', () => {
    const { actor } = modal();
    vi.advanceTimersByTime(settings.newsletterModalDelayMs);
    actor.send({ type: 'newsletter.close' });
    expect(actor.getSnapshot().matches({ hidden: 'closed' })).toBe(true);
    vi.advanceTimersByTime(minutes(60));
    expect(actor.getSnapshot().matches({ hidden: 'closed' })).toBe(true);
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
