import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { UiMessage } from '@nails/machines/messages';
import { AppLink } from '../../lib/AppLink.tsx';
import { Message } from '../../lib/Message.tsx';

interface Props {
  pending: boolean;
  /** h1 when the form is the page's only one (/login, /register), so its title is said once. */
  heading?: 'h1' | 'h2';
  error?: UiMessage;
  onLogin(username: string, password: string): void;
}

/** Sign in by username or email and password ("logging in..." while it runs; behaviour §8 errors). */
export function LoginForm({ pending, error, onLogin, heading: Heading = 'h2' }: Props) {
  const { t } = useTranslation('shop');
  const { t: tMain } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onLogin(username.trim(), password);
  };
  return (
    <form className="shop-form" onSubmit={submit} aria-labelledby="login-title">
      <Heading id="login-title">{t('account.loginTitle')}</Heading>
      <Message message={error} />
      <div className="field">
        <label htmlFor="login-username">{t('account.usernameOrEmail')}</label>
        <input
          id="login-username"
          name="username"
          className="input"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="login-password">{t('account.password')}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          className="input"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={pending || !username.trim() || !password}>
        {pending ? tMain('buttons.loggingIn') : t('account.login')}
      </button>
      <p>
        <AppLink to="/my-account/lost-password">{t('account.lostPassword')}</AppLink>
      </p>
    </form>
  );
}
