import { useMachine } from '@xstate/react';
import { passwordResetMachine } from '@nails/machines';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { Message } from '../../lib/Message.tsx';
import { useResetKeyStatus } from './useResetKeyStatus.ts';
import { useResetPasswordMutation } from './useResetPasswordMutation.ts';
import { useSendPasswordResetEmailMutation } from './useSendPasswordResetEmailMutation.ts';

/** Lost password (request by email or username, generic notice) and reset by the mailed key. */
export function LostPassword({ resetKey, login }: { resetKey?: string; login?: string }) {
  const { t } = useTranslation('shop');
  const sendResetEmail = useSendPasswordResetEmailMutation();
  const resetPassword = useResetPasswordMutation();
  const logic = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: {
          sendResetEmail: fromPromise(({ input }) => sendResetEmail(input.username)),
          resetPassword: fromPromise(({ input }) => resetPassword(input)),
        },
      }),
    [sendResetEmail, resetPassword],
  );
  const [snapshot, send] = useMachine(logic, { input: { key: resetKey, login }, inspect: inspect() });
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const pending = snapshot.hasTag('pending');
  const { notice, error } = snapshot.context;
  const { to } = useLocale();
  // The mailed key is checked as the link opens: a used or expired one says so before the form.
  const keyStatus = useResetKeyStatus(resetKey, login);
  const checkingKey = keyStatus === 'checking';
  const keyUnusable = keyStatus === 'INVALID' || keyStatus === 'EXPIRED';

  if (snapshot.matches('done')) {
    return (
      <div className="shop-form">
        <p className="notice notice-success">{t('account.passwordReset')}</p>
        <AppLink to="/login" className="button">
          {t('account.login')}
        </AppLink>
      </div>
    );
  }
  if (snapshot.matches('invalidLink')) {
    return (
      <div className="shop-form" data-testid="invalid-reset-link">
        <Message message={error} />
        <button
          type="button"
          className="button"
          onClick={() => send({ type: 'passwordReset.requestNewLink' })}
        >
          {t('account.requestNewLink')}
        </button>
      </div>
    );
  }
  if (snapshot.matches('resetForm') && keyUnusable) {
    return (
      <div className="shop-form" data-testid="invalid-reset-link">
        <p role="alert" className="notice notice-error">
          {t('account.resetLinkInvalid')}
        </p>
        {/* A full load: the request form starts afresh, without the used key. */}
        <a href={to('/my-account/lost-password')} className="button">
          {t('account.requestNewLink')}
        </a>
      </div>
    );
  }
  if (snapshot.matches('resetForm') && checkingKey) {
    return (
      <p role="status" className="shop-form">
        {t('account.checkingResetLink')}
      </p>
    );
  }
  if (snapshot.matches('resetForm') || snapshot.matches('resetting')) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      send({ type: 'passwordReset.reset', password, confirmPassword });
    };
    return (
      <form className="shop-form" onSubmit={submit}>
        <p>{t('account.chooseNewPassword')}</p>
        <Message message={error} />
        <div className="field">
          <label htmlFor="reset-password">{t('account.newPassword')}</label>
          <input
            id="reset-password"
            type="password"
            className="input"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="reset-confirm">{t('account.confirmNewPassword')}</label>
          <input
            id="reset-confirm"
            type="password"
            className="input"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={pending || !password}>
          {pending ? t('account.saving') : t('account.resetPassword')}
        </button>
      </form>
    );
  }
  const request = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'passwordReset.request', usernameOrEmail });
  };
  return (
    <form className="shop-form" onSubmit={request}>
      <p>{t('account.lostPasswordIntro')}</p>
      <Message message={notice} tone="success" />
      <Message message={error} />
      <div className="field">
        <label htmlFor="lost-login">{t('account.usernameOrEmail')}</label>
        <input
          id="lost-login"
          className="input"
          autoComplete="username"
          required
          value={usernameOrEmail}
          onChange={(event) => setUsernameOrEmail(event.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={pending || !usernameOrEmail.trim()}>
        {pending ? t('account.sending') : t('account.sendResetLink')}
      </button>
    </form>
  );
}
