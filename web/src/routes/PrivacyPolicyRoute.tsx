import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { PrivacyPolicyRouteQuery } from '../__generated__/PrivacyPolicyRouteQuery.graphql.ts';
import { PrivacyPolicy } from '../features/privacy/PrivacyPolicy.tsx';
import { usePrivacyMessages } from '../features/privacy/usePrivacyMessages.ts';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { useTranslation } from '../i18n/useTranslation.ts';
import { localeInfo, localeOfPath } from '../i18n/locales.ts';
import { preloadQuery } from '../relay/preload.ts';

const query = graphql`
  query PrivacyPolicyRouteQuery($locale: String) {
    privacyPolicy(locale: $locale) {
      ...PrivacyPolicy_policy
    }
  }
`;

/** The page's language names the policy's (the content service keeps one per language). */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeInfo(localeOfPath(new URL(request.url).pathname)).wp;
  return preloadQuery<PrivacyPolicyRouteQuery>(query, { locale });
}

/** /privacy-policy: what the shop keeps, why and how long, from the content service. */
export function Component() {
  const { t } = useTranslation();
  const reference = useLoaderData() as PreloadedQuery<PrivacyPolicyRouteQuery>;
  const { privacyPolicy } = usePreloadedQuery<PrivacyPolicyRouteQuery>(query, reference);
  const messages = usePrivacyMessages();
  if (privacyPolicy) return <PrivacyPolicy policyRef={privacyPolicy} />;
  // Content has no policy and none was read before (behaviour §8): say so, never an empty page.
  return (
    <article className="container page">
      <PageMeta title={t('pages.privacy')} />
      <h1>{t('pages.privacy')}</h1>
      {messages && (
        <p role="alert" className="notice notice-error">
          {t('privacy.policy.unavailable')}
        </p>
      )}
    </article>
  );
}
