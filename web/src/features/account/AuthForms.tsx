import { useTranslation } from 'react-i18next';
import type { Viewer } from '@nails/machines';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import type { SocialLogins_clients$key } from '../../__generated__/SocialLogins_clients.graphql.ts';
import { SocialLogins } from './SocialLogins.tsx';
import { useAuth } from './useAuth.ts';
import './account.css';

interface Props {
  viewer: Viewer | null;
  clientsRef: SocialLogins_clients$key | null | undefined;
  show: 'login' | 'register' | 'both';
  afterSignIn?: string;
}

/** Sign in and/or create an account, through the auth machine. */
export function AuthForms({ viewer, clientsRef, show, afterSignIn = '/my-account' }: Props) {
  const { t } = useTranslation('shop');
  const { send, pending, error, registered } = useAuth(viewer, afterSignIn);
  return (
    <div className="auth-forms">
      {registered && <p className="notice notice-success">{t('account.registeredPleaseLogin')}</p>}
      {show !== 'register' && (
        <div>
          <LoginForm
            pending={pending}
            error={error}
            onLogin={(username, password) => send({ type: 'auth.login', username, password })}
          />
          <SocialLogins clientsRef={clientsRef} />
        </div>
      )}
      {show !== 'login' && (
        <RegisterForm
          pending={pending}
          error={show === 'register' ? error : undefined}
          onRegister={(input) => send({ type: 'auth.register', input })}
        />
      )}
    </div>
  );
}
