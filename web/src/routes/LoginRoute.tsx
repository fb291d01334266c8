import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useLoaderData } from 'react-router-dom';
import { usePageId } from '../app/route-handle.ts';
import type { LoginRouteQuery } from '../__generated__/LoginRouteQuery.graphql.ts';
import { AuthForms } from '../features/account/AuthForms.tsx';
import { useViewer } from '../features/account/viewer.ts';
import { preloadShopperQuery } from '../features/cart/preloadShopper.ts';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { AppLink } from '../lib/AppLink.tsx';

const query = graphql`
  query LoginRouteQuery {
    # eslint-disable-next-line relay/unused-fields -- fresh for this visit; read through useViewer (account/viewer.ts)
    viewer {
      ...viewer_user
    }
    ...AuthForms_query
  }
`;

export const loader = () => preloadShopperQuery<LoginRouteQuery>(query, {});

/** /login and /register (behaviour §2): the sign-in or the registration form, social logins beside. */
export function Component() {
  const { t } = useTranslation('shop');
  const data = usePreloadedQuery<LoginRouteQuery>(query, useLoaderData() as PreloadedQuery<LoginRouteQuery>);
  const viewer = useViewer();
  // Decided on arrival: a shopper who signs in here keeps the form, whose auth machine takes her to
  // My account once her session is loaded again. Her viewer can reach the store first (the store
  // start's session load, begun by the same click, may answer before the sign-in does), and
  // swapping the form for the notice then would stop that machine before it took her anywhere.
  const [arrivedSignedIn] = useState(() => viewer !== null);
  const register = usePageId() === 'register';
  const title = register ? t('account.registerTitle') : t('account.loginTitle');
  return (
    <section className="container page">
      <PageMeta title={title} noindex />
      {/* Signed out, the form's own title is the page's h1 (one "Register", not two). */}
      {arrivedSignedIn && viewer ? (
        <>
          <h1>{title}</h1>
          <p>
            {t('account.signedInAs', { name: viewer.username })}{' '}
            <AppLink to="/my-account">{t('account.title')}</AppLink>
          </p>
        </>
      ) : (
        <>
          <AuthForms viewer={null} queryRef={data} show={register ? 'register' : 'login'} />
          <p>
            {register ? t('account.haveAccount') : t('account.noAccount')}{' '}
            <AppLink to={register ? '/login' : '/register'}>
              {register ? t('account.login') : t('account.register')}
            </AppLink>
          </p>
        </>
      )}
    </section>
  );
}
