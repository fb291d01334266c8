import { useState } from 'react';
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
  // One machine answers both forms (My account shows both): its refusal shows on the form she
  // sent, next to what she can fix, never on the other one (the shop's rule: bad input gets a
  // clear error).
  const [sentBy, setSentBy] = useState<'login' | 'register'>(show === 'register' ? 'register' : 'login');
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
            error={sentBy === 'login' ? error : undefined}
            onLogin={(username, password) => {
              setSentBy('login');
              send({ type: 'auth.login', username, password });
            }}
          />
          <SocialLogins clientsRef={loginClients?.flatMap((client) => (client ? [client] : []))} />
        </div>
      )}
      {show !== 'login' && (
        <RegisterForm
          heading={show === 'both' ? 'h2' : 'h1'}
          pending={pending}
          error={sentBy === 'register' ? error : undefined}
          onRegister={(input) => {
            setSentBy('register');
            send({ type: 'auth.register', input });
          }}
        />
      )}
    </div>
  );
}
