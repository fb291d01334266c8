import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { messages } from '../src/messages.ts';
import { passwordResetMachine, type PasswordResetInput } from '../src/passwordResetMachine.ts';
import { createCoverage } from './support/coverage.ts';
import { settle, start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(passwordResetMachine);
useFakeClock();

function reset(input: PasswordResetInput = {}) {
  const sendResetEmail = vi
    .fn<(input: { username: string }) => Promise<{ success?: boolean | null }>>()
    .mockResolvedValue({ success: true });
  const resetPassword = vi
    .fn<(input: { key: string; login: string; password: string }) => Promise<{ userId?: number | null }>>()
    .mockResolvedValue({ userId: 7 });
  const actor = start(
    passwordResetMachine.provide({
      actors: {
        sendResetEmail: fromPromise(({ input }) => sendResetEmail(input)),
        resetPassword: fromPromise(({ input }) => resetPassword(input)),
      },
    }),
    coverage,
    input,
  );
  return { actor, sendResetEmail, resetPassword };
}

describe('requesting a reset', () => {
  it('sends the email for a username or email and shows the generic notice', async () => {
    const { actor, sendResetEmail } = reset();
    expect(actor.getSnapshot().value).toBe('requestForm');
    actor.send({ type: 'passwordReset.request', usernameOrEmail: ' ana@example.com ' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await settle();
    expect(sendResetEmail).toHaveBeenCalledWith({ username: 'ana@example.com' });
    expect(actor.getSnapshot().value).toBe('requested');
    expect(actor.getSnapshot().context.notice?.defaultText).toBe(
      'If the email is registered, a link to reset the password will be sent.',
    );
    actor.send({ type: 'passwordReset.request', usernameOrEmail: 'ana' });
    await settle();
    expect(sendResetEmail).toHaveBeenLastCalledWith({ username: 'ana' });
  });

  it('shows the same notice when no such account exists', async () => {
    const { actor, sendResetEmail } = reset();
    sendResetEmail.mockRejectedValue(new Error('There is no user registered with that email address.'));
    actor.send({ type: 'passwordReset.request', usernameOrEmail: 'nobody@example.com' });
    await settle();
    expect(actor.getSnapshot().value).toBe('requested');
    expect(actor.getSnapshot().context.notice).toEqual(messages.resetEmailNotice);
  });

  it('says the email could not be sent when the call fails or lacks the success flag', async () => {
    const { actor, sendResetEmail } = reset();
    sendResetEmail.mockRejectedValueOnce(new Error('SMTP down'));
    actor.send({ type: 'passwordReset.request', usernameOrEmail: 'ana' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'requestForm',
      context: { login: 'ana', error: messages.resetEmailFailed },
    });
    sendResetEmail.mockResolvedValueOnce({ success: false });
    actor.send({ type: 'passwordReset.request', usernameOrEmail: 'ana' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe(
      'There was an error sending the reset password email. Please try again later.',
    );
  });
});

describe('resetting by key', () => {
  const link = { key: 'k3y', login: 'ana' };

  it('sets the new password when both entries match', async () => {
    const { actor, resetPassword } = reset(link);
    expect(actor.getSnapshot().value).toBe('resetForm');
    actor.send({ type: 'passwordReset.reset', password: 'n3w', confirmPassword: 'n3W' });
    expect(actor.getSnapshot().context.error).toEqual(messages.passwordMismatch);
    actor.send({ type: 'passwordReset.reset', password: 'n3w', confirmPassword: 'n3w' });
    await settle();
    expect(resetPassword).toHaveBeenCalledWith({ key: 'k3y', login: 'ana', password: 'n3w' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('needs a user id back, otherwise says the reset failed', async () => {
    const { actor, resetPassword } = reset(link);
    resetPassword.mockResolvedValueOnce({ userId: null });
    actor.send({ type: 'passwordReset.reset', password: 'n3w', confirmPassword: 'n3w' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'resetForm',
      context: { error: messages.resetPasswordFailed },
    });
    resetPassword.mockRejectedValueOnce(new Error('Database error'));
    actor.send({ type: 'passwordReset.reset', password: 'n3w', confirmPassword: 'n3w' });
    await settle();
    expect(actor.getSnapshot().context.error?.defaultText).toBe(
      'There was an error resetting the password. Please try again later.',
    );
  });

  it('shows the invalid-link state for a bad key and offers a new link', async () => {
    const { actor, resetPassword } = reset(link);
    resetPassword.mockRejectedValue(new Error('invalid_key'));
    actor.send({ type: 'passwordReset.reset', password: 'n3w', confirmPassword: 'n3w' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'invalidLink',
      context: { error: messages.invalidPasswordResetLink },
    });
    actor.send({ type: 'passwordReset.requestNewLink' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'requestForm',
      context: { login: 'ana', key: undefined },
    });
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
