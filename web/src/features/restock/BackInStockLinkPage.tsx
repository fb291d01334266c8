import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useErrorMessage } from '../../i18n/errorMessage.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { PageMeta } from '../seo/PageMeta.tsx';
import styles from './BackInStock.module.css';
import { useAlertLink, type AlertAnswer } from './useBackInStockMutations.ts';
import { useRestockMessages } from './useRestockMessages.ts';

type State =
  { kind: 'idle' | 'sending' } | { kind: 'done'; alert: AlertAnswer } | { kind: 'failed'; message: string };

/**
 * The page a mail's link opens (`/back-in-stock/confirm?token=`, `/back-in-stock/unsubscribe?token=`).
 * The shopper presses the button: a mail scanner that only fetches the link confirms or ends nothing.
 */
export function BackInStockLinkPage({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const send = useAlertLink(kind);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const ready = useRestockMessages();

  const press = async () => {
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'done', alert: await send(token) });
    } catch (error) {
      setState({ kind: 'failed', message: message(error) });
    }
  };

  if (!ready) return <section className={`container page ${styles.page}`} aria-busy="true" />;
  return (
    <section className={`container page ${styles.page}`}>
      <PageMeta title={t(kind === 'confirm' ? 'restock.confirmTitle' : 'restock.unsubscribeTitle')} noindex />
      <h1>{t(kind === 'confirm' ? 'restock.confirmTitle' : 'restock.unsubscribeTitle')}</h1>
      {state.kind === 'done' ? (
        <div role="status" data-testid="back-in-stock-done">
          <p>
            {t(kind === 'confirm' ? 'restock.confirmed' : 'restock.unsubscribed', {
              product: state.alert.productName,
            })}
          </p>
          <AppLink to={`/product/${state.alert.productSlug}`}>{t('restock.backToProduct')}</AppLink>
        </div>
      ) : (
        <>
          <p>{t(kind === 'confirm' ? 'restock.confirmIntro' : 'restock.unsubscribeIntro')}</p>
          <button
            className="button"
            type="button"
            disabled={state.kind === 'sending' || !token}
            onClick={() => void press()}
          >
            {t(kind === 'confirm' ? 'restock.confirmButton' : 'restock.unsubscribeButton')}
          </button>
          {(state.kind === 'failed' || !token) && (
            <p className={styles.error} role="alert">
              {state.kind === 'failed' ? state.message : t('errors.codes.STOCK_ALERT_LINK_INVALID')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
