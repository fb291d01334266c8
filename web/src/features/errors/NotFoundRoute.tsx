import { useTranslation } from '../../i18n/useTranslation.ts';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { chunkFailed, isChunkLoadError } from '../../app/build-updates.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import { ErrorPage } from './ErrorPage.tsx';

/** Unknown paths (the catch-all route). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={t('error.pageNotFound', { path: pathname })} />;
}

/** What a route throws: a 404 response (unknown product or category) or anything else. */
export function RouteErrorBoundary() {
  const { t, i18n } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error)) {
    // Loaders throw data(messageKey, { status }); a key of our catalogue is translated.
    const given =
      typeof error.data === 'string' && error.data
        ? i18n.exists(error.data)
          ? t(error.data)
          : error.data
        : undefined;
    const message =
      given ?? (error.status === 404 ? t('error.pageNotFound', { path: pathname }) : t('error.generic'));
    return <ErrorPage status={error.status} message={message} />;
  }
  if (error instanceof GraphQLRequestError && error.code === 'NOT_FOUND') {
    return <ErrorPage status={404} message={t('error.pageNotFound', { path: pathname })} />;
  }
  if (isChunkLoadError(error)) chunkFailed(pathname + window.location.search);
  console.error(error);
  return <ErrorPage status={500} message={t('error.generic')} />;
}
