import { useTranslation } from '../../i18n/useTranslation.ts';
import { graphql, useFragment } from 'react-relay';
import type { Viewer } from '@nails/machines/commerceTypes';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import type { AuthForms_query$key } from '../../__generated__/AuthForms_query.graphql.ts';
import { SocialLogins } from './SocialLogins.tsx';
import { useAuth } from './useAuth.ts';
import styles from './Account.module.css';

interface Props {
  viewer: Viewer | null;
  queryRef: AuthForms_query$key;
  show: 'login' | 'register' | 'both';
  afterSignIn?: string;
}

/** Sign in and/or create an account, through the auth machine. */
export function AuthForms({ viewer, queryRef, show, afterSignIn = '/my-account' }: Props) {
  const { t } = useTranslation('shop');
  const { loginClients } = useFragment(
    graphql`
      fragment AuthForms_query on Query {
        loginClients {
          ...SocialLogins_clients
        }
      }
    `,
    queryRef,
  );
  const { send, pending, error, registered } = useAuth(viewer, afterSignIn);
  return (
    <div className={styles.authForms}>
      {/* A registration that did not sign in: an address already registered reads the same
          (gateway README "Security"), its owner being mailed a link. */}
      {registered && <p className="notice notice-success">{t('account.registeredCheckEmail')}</p>}
      {show !== 'register' && (
        <div>
          <LoginForm
            heading={show === 'both' ? 'h2' : 'h1'}
            pending={pending}
            error={error}
            onLogin={(username, password) => send({ type: 'auth.login', username, password })}
          />
          <SocialLogins clientsRef={loginClients?.flatMap((client) => (client ? [client] : []))} />
        </div>
      )}
      {show !== 'login' && (
        <RegisterForm
          heading={show === 'both' ? 'h2' : 'h1'}
          pending={pending}
          error={show === 'register' ? error : undefined}
          onRegister={(input) => send({ type: 'auth.register', input })}
        />
      )}
    </div>
  );
}
