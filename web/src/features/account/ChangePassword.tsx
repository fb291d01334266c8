import { useMachine } from '@xstate/react';
import { accountMachine, isAccountUpdating } from '@nails/machines/accountMachine';
import { loginErrorMessage } from '@nails/machines/authMachine';
import { errorCode, messages } from '@nails/machines/messages';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { fromPromise } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import { Message } from '../../lib/Message.tsx';
import { useLoginMutation } from './useLoginMutation.ts';
import { useUpdateCustomerMutation } from './useUpdateCustomerMutation.ts';

/**
 * Change password: current, new, confirm (mismatch message of behaviour §5). The current password is
 * checked by signing in with it first, as WooCommerce's account page does, so a borrowed
 * unlocked session cannot take the account over.
 */
export function ChangePassword({ username }: { username: string }) {
  const { t } = useTranslation('shop');
  const { t: tMain } = useTranslation();
  const login = useLoginMutation();
  const updateCustomer = useUpdateCustomerMutation();
  const logic = useMemo(
    () =>
      accountMachine.provide({
        actors: {
          updatePassword: fromPromise(async ({ input }) => {
            // A wrong current password is behaviour §8's "Incorrect password": the signed-in
            // customer's own name is known, so the one sign-in refusal (INVALID_CREDENTIALS) can
            // say which part was wrong here.
            await login(username, input.currentPassword ?? '').catch((error: unknown) => {
              throw errorCode(error) === 'INVALID_CREDENTIALS'
                ? messages.incorrectPassword
                : loginErrorMessage(error);
            });
            await updateCustomer({ password: input.password });
          }),
        },
      }),
    [login, updateCustomer, username],
  );
  const [snapshot, send] = useMachine(logic, { inspect: inspect() });
  const [currentPassword, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const updating = isAccountUpdating(snapshot);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'account.password.change', change: { currentPassword, password, confirmPassword } });
  };
  const { notice, error } = snapshot.context;
  return (
    <form className="shop-form" onSubmit={submit} aria-labelledby="password-title">
      <h2 id="password-title">{t('account.changePassword')}</h2>
      {notice && <Message message={notice} tone={error ? 'error' : 'success'} />}
      {error && <Message message={error} />}
      <div className="field">
        <label htmlFor="current-password">{t('account.currentPassword')}</label>
        <input
          id="current-password"
          type="password"
          className="input"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="new-password">{t('account.newPassword')}</label>
        <input
          id="new-password"
          type="password"
          className="input"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="confirm-password">{t('account.confirmNewPassword')}</label>
        <input
          id="confirm-password"
          type="password"
          className="input"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={updating || !currentPassword || !password}>
        {updating ? tMain('buttons.updating') : t('account.changePassword')}
      </button>
    </form>
  );
}
