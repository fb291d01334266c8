import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { accountMachine, isAccountUpdating, type PasswordChange } from '../src/accountMachine.ts';
import { messages } from '../src/messages.ts';
import { createCoverage } from './support/coverage.ts';
import { deferred, settle, start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(accountMachine);
useFakeClock();

function account() {
  const updateCustomer = vi.fn<(input: Record<string, unknown>) => Promise<Record<string, unknown>>>();
  const updatePassword = vi.fn<(change: PasswordChange) => Promise<void>>().mockResolvedValue(undefined);
  const customerUpdated = vi.fn();
  const actor = start(
    accountMachine.provide({
      actors: {
        updateCustomer: fromPromise(({ input }) => updateCustomer(input)),
        updatePassword: fromPromise(({ input }) => updatePassword(input)),
      },
      actions: { customerUpdated: (_, params) => customerUpdated(params.customer) },
    }),
    coverage,
  );
  return { actor, updateCustomer, updatePassword, customerUpdated };
}

describe('account update', () => {
  it('shows "updating", then "update successful"', async () => {
    const { actor, updateCustomer, customerUpdated } = account();
    const reply = deferred<Record<string, unknown>>();
    updateCustomer.mockReturnValue(reply.promise);
    actor.send({ type: 'account.update', input: { firstName: 'Ana' } });
    expect(isAccountUpdating(actor.getSnapshot())).toBe(true);
    expect(updateCustomer).toHaveBeenCalledWith({ firstName: 'Ana' });
    reply.resolve({ firstName: 'Ana', lastName: 'Lima' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'succeeded' });
    expect(actor.getSnapshot().context.notice).toEqual(messages.updateSuccessful);
    expect(customerUpdated).toHaveBeenCalledWith({ firstName: 'Ana', lastName: 'Lima' });
    expect(isAccountUpdating(actor.getSnapshot())).toBe(false);
  });

  it('says "update failed" with the reason', async () => {
    const { actor, updateCustomer, customerUpdated } = account();
    updateCustomer.mockRejectedValue(new Error(''));
    actor.send({ type: 'account.update', input: {} });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'failed' });
    expect(actor.getSnapshot().context).toEqual({
      notice: messages.updateFailed,
      error: messages.updateFailedGeneric,
    });
    expect(customerUpdated).not.toHaveBeenCalled();
  });
});

describe('change password', () => {
  it('refuses a confirmation that differs, with the message of behaviour §5', () => {
    const { actor, updatePassword } = account();
    actor.send({
      type: 'account.password.change',
      change: { currentPassword: 'old', password: 'new-secret', confirmPassword: 'new-secre' },
    });
    expect(actor.getSnapshot().value).toEqual({ ready: 'invalid' });
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Passwords do not match. Please try again.');
    expect(actor.getSnapshot().context.error?.key).toBe('errors.passwordMismatch');
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('changes the password when both match, and reports a failure', async () => {
    const { actor, updatePassword } = account();
    const change = { password: 'new-secret', confirmPassword: 'new-secret' };
    actor.send({ type: 'account.password.change', change });
    expect(actor.getSnapshot().value).toBe('changingPassword');
    await settle();
    expect(updatePassword).toHaveBeenCalledWith(change);
    expect(actor.getSnapshot().value).toEqual({ ready: 'succeeded' });
    updatePassword.mockRejectedValue(new Error('Password is too weak'));
    actor.send({ type: 'account.password.change', change });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'failed' });
    expect(actor.getSnapshot().context.error?.defaultText).toBe('Password is too weak');
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
