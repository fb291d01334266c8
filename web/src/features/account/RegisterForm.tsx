import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { messages, type UiMessage } from '@nails/machines/messages';
import { Message } from '../../lib/Message.tsx';

interface Props {
  pending: boolean;
  /** h1 when the form is the page's only one (/login, /register), so its title is said once. */
  heading?: 'h1' | 'h2';
  error?: UiMessage;
  onRegister(input: { username: string; email: string; password: string }): void;
}

/** Create an account: username, email and password (confirmed, behaviour §5). */
export function RegisterForm({ pending, error, onRegister, heading: Heading = 'h2' }: Props) {
  const { t } = useTranslation('shop');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== confirm);
    if (password === confirm) onRegister({ username: username.trim(), email: email.trim(), password });
  };
  return (
    <form className="shop-form" onSubmit={submit} aria-labelledby="register-title">
      <Heading id="register-title">{t('account.registerTitle')}</Heading>
      {mismatch ? <Message message={messages.passwordMismatch} /> : <Message message={error} />}
      <div className="field">
        <label htmlFor="register-username">{t('account.username')}</label>
        <input
          id="register-username"
          className="input"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="register-email">{t('address.email')}</label>
        <input
          id="register-email"
          type="email"
          className="input"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="register-password">{t('account.password')}</label>
        <input
          id="register-password"
          type="password"
          className="input"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="register-confirm">{t('account.confirmPassword')}</label>
        <input
          id="register-confirm"
          type="password"
          className="input"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className="button"
        disabled={pending || !username.trim() || !email.trim() || !password}
      >
        {pending ? t('account.registering') : t('account.register')}
      </button>
    </form>
  );
}
