import { messages } from '@nails/machines/messages';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../features/account/useAuth.ts';
import { Message } from '../lib/Message.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { AppLink } from '../lib/AppLink.tsx';

/**
 * Where a login provider sends the shopper back (`/oauth/login/{provider}?code&state`). The code
 * goes to the gateway; no viewer back means behaviour §8's SSL-error message. Without a code (the
 * shopper cancelled at the provider, which then adds `error=access_denied`, or opened the address
 * by hand) nothing was tried: that is said plainly, not as an SSL error.
 */
export function Component() {
  const { t } = useTranslation('shop');
  const { t: tMain } = useTranslation();
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state') ?? '';
  const { send, pending, error, snapshot } = useAuth(null, '/my-account');
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !code) return;
    sent.current = true;
    send({ type: 'auth.loginWithProvider', provider, state, code });
  }, [send, provider, state, code]);
  const failed = !code || (snapshot.matches('signedOut') && error);
  return (
    <section className="container page">
      <PageMeta title={t('account.loginTitle')} noindex />
      <h1>{t('account.loginTitle')}</h1>
      {failed ? (
        <>
          {code ? (
            <Message message={error ?? messages.loginProviderNoViewer} />
          ) : (
            <p role="alert" className="notice notice-error">
              {t('account.providerCancelled')}
            </p>
          )}
          <AppLink to="/login" className="button">
            {t('account.tryAgain')}
          </AppLink>
        </>
      ) : (
        <p role="status">{pending ? tMain('buttons.loggingIn') : t('account.signedIn')}</p>
      )}
    </section>
  );
}
