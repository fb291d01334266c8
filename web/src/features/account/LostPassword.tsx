import { useMachine } from '@xstate/react';
import { passwordResetMachine } from '@nails/machines/passwordResetMachine';
import type { UiMessage } from '@nails/machines/messages';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { fromPromise } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { Message } from '../../lib/Message.tsx';
import { useResetKeyStatus } from './useResetKeyStatus.ts';
import { useResetPasswordMutation } from './useResetPasswordMutation.ts';
import { useSendPasswordResetEmailMutation } from './useSendPasswordResetEmailMutation.ts';

/** The password reset machine with the web app's calls. */
function usePasswordResetMachine(resetKey: string | undefined, login: string | undefined) {
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
  return useMachine(logic, { input: { key: resetKey, login }, inspect: inspect() });
}
type Send = ReturnType<typeof usePasswordResetMachine>[1];

function PasswordResetDone() {
  const { t } = useTranslation('shop');
  return (
    <div className="shop-form">
      <p className="notice notice-success">{t('account.passwordReset')}</p>
      <AppLink to="/login" className="button">
        {t('account.login')}
      </AppLink>
    </div>
  );
}

/** The machine found the link unusable: the shopper asks for a new one here. */
function InvalidResetLink({ error, send }: { error: UiMessage | undefined; send: Send }) {
  const { t } = useTranslation('shop');
  return (
    <div className="shop-form" data-testid="invalid-reset-link">
      <Message message={error} />
      <button type="button" className="button" onClick={() => send({ type: 'passwordReset.requestNewLink' })}>
        {t('account.requestNewLink')}
      </button>
    </div>
  );
}

/** The mailed key was checked as the link opened and is used or expired. */
function UnusableResetKey() {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
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

interface PasswordInputProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}

function NewPasswordInput({ id, label, value, onChange }: PasswordInputProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        className="input"
        autoComplete="new-password"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

interface ResetFormProps {
  error: UiMessage | undefined;
  pending: boolean;
  /** What was typed belongs to LostPassword: it stays whichever view the machine shows next. */
  password: [string, (value: string) => void];
  confirmPassword: [string, (value: string) => void];
  send: Send;
}

function ResetForm({
  error,
  pending,
  password: [password, setPassword],
  confirmPassword: confirm,
  send,
}: ResetFormProps) {
  const { t } = useTranslation('shop');
  const [confirmPassword, setConfirmPassword] = confirm;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'passwordReset.reset', password, confirmPassword });
  };
  return (
    <form className="shop-form" onSubmit={submit}>
      <p>{t('account.chooseNewPassword')}</p>
      <Message message={error} />
      <NewPasswordInput
        id="reset-password"
        label={t('account.newPassword')}
        value={password}
        onChange={setPassword}
      />
      <NewPasswordInput
        id="reset-confirm"
        label={t('account.confirmNewPassword')}
        value={confirmPassword}
        onChange={setConfirmPassword}
      />
      <button type="submit" className="button" disabled={pending || !password}>
        {pending ? t('account.saving') : t('account.resetPassword')}
      </button>
    </form>
  );
}

interface RequestFormProps {
  notice: UiMessage | undefined;
  error: UiMessage | undefined;
  pending: boolean;
  usernameOrEmail: [string, (value: string) => void];
  send: Send;
}

function RequestForm({
  notice,
  error,
  pending,
  usernameOrEmail: [usernameOrEmail, setUsernameOrEmail],
  send,
}: RequestFormProps) {
  const { t } = useTranslation('shop');
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

/** Lost password (request by email or username, generic notice) and reset by the mailed key. */
export function LostPassword({ resetKey, login }: { resetKey?: string; login?: string }) {
  const { t } = useTranslation('shop');
  const [snapshot, send] = usePasswordResetMachine(resetKey, login);
  const usernameOrEmail = useState('');
  const password = useState('');
  const confirmPassword = useState('');
  const pending = snapshot.hasTag('pending');
  const { notice, error } = snapshot.context;
  // The mailed key is checked as the link opens: a used or expired one says so before the form.
  const keyStatus = useResetKeyStatus(resetKey, login);
  const checkingKey = keyStatus === 'checking';
  const keyUnusable = keyStatus === 'INVALID' || keyStatus === 'EXPIRED';

  if (snapshot.matches('done')) return <PasswordResetDone />;
  if (snapshot.matches('invalidLink')) return <InvalidResetLink error={error} send={send} />;
  if (snapshot.matches('resetForm') && keyUnusable) return <UnusableResetKey />;
  if (snapshot.matches('resetForm') && checkingKey) {
    return (
      <p role="status" className="shop-form">
        {t('account.checkingResetLink')}
      </p>
    );
  }
  if (snapshot.matches('resetForm') || snapshot.matches('resetting')) {
    return (
      <ResetForm
        error={error}
        pending={pending}
        password={password}
        confirmPassword={confirmPassword}
        send={send}
      />
    );
  }
  return (
    <RequestForm
      notice={notice}
      error={error}
      pending={pending}
      usernameOrEmail={usernameOrEmail}
      send={send}
    />
  );
}
