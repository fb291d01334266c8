import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { ErrorPage } from './ErrorPage.tsx';

/** Unknown paths (the catch-all route). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={t('error.pageNotFound', { path: pathname })} />;
}

/** What a route throws: a 404 response (unknown product or category) or anything else. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.status === 404 ? t('error.pageNotFound', { path: pathname }) : t('error.generic');
    return <ErrorPage status={error.status} message={message} />;
  }
  console.error(error);
  return <ErrorPage status={500} message={t('error.generic')} />;
}
