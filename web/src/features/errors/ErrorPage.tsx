import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { PageMeta } from '../seo/PageMeta.tsx';
import styles from './ErrorPage.module.css';

/** Behaviour §2: the word Error, the status code and a message ("Page not found" with the path). */
export function ErrorPage({ status = 404, message }: { status?: number; message: string }) {
  const { t } = useTranslation();
  return (
    <section className={`container ${styles.error}`} aria-labelledby="error-title">
      <PageMeta title={`${t('error.title')} ${status}`} description={message} noindex />
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">
        {t('error.title')} <span className={styles.code}>{status}</span>
      </h1>
      <p className={styles.message} data-testid="error-message">
        {message}
      </p>
      <AppLink to="/" className="button">
        {t('error.backHome')}
      </AppLink>
    </section>
  );
}
