import { canSubmitNewsletter } from '@nails/machines/newsletterMachine';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { NewsletterPopupQuery } from '../../__generated__/NewsletterPopupQuery.graphql.ts';
import { localeInfo } from '../../i18n/locales.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { CloseIcon } from '../../lib/icons.tsx';
import { useStoreData } from '../../relay/useStoreData.ts';
import { NewsletterActor } from './NewsletterProvider.tsx';
import styles from './NewsletterPopup.module.css';

/** The modal's title and text as the shop owner wrote them (content configs, behaviour §7). */
const textsQuery = graphql`
  query NewsletterPopupQuery($locale: String) {
    newsletterSettings(locale: $locale) {
      title
      description
    }
  }
`;

/**
 * The owner's title and text in the page's language, asked for only while the modal is about to
 * open (its 5 s delay, behaviour §9) or open, so a shopper who subscribed never pays for them. Null
 * fields (nothing configured, content down) leave the web's own translations (behaviour §8).
 */
function useModalTexts(wanted: boolean): { title?: string | null; description?: string | null } {
  const environment = useRelayEnvironment();
  const locale = localeInfo(useLocale().locale).wp;
  const data = useStoreData<NewsletterPopupQuery>(textsQuery, { locale });
  useEffect(() => {
    if (!wanted) return;
    const subscription = fetchQuery<NewsletterPopupQuery>(
      environment,
      textsQuery,
      { locale },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({ error: () => undefined });
    return () => subscription.unsubscribe();
  }, [environment, locale, wanted]);
  return data?.newsletterSettings ?? {};
}

/**
 * While the modal is open: the focus on its first field or button, and Escape closes it
 * (WAI-ARIA modal dialog pattern).
 */
function useFocusAndEscape(visible: boolean, dialog: RefObject<HTMLDivElement | null>) {
  const actor = NewsletterActor.useActorRef();
  useEffect(() => {
    if (!visible) return;
    dialog.current?.querySelector<HTMLElement>('input, button')?.focus();
    const onKey = (event: KeyboardEvent) =>
      event.key === 'Escape' && actor.send({ type: 'newsletter.close' });
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible, actor, dialog]);
}

/** The thanks, the owner's success text (or ours) and the discount code when there is one. */
function NewsletterSuccess({
  code,
  successMessage,
}: {
  code?: string | null;
  successMessage?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <h2 id="newsletter-title">{t('newsletter.successTitle')}</h2>
      <p>{successMessage || t('newsletter.successMessage')}</p>
      {code && (
        <p className={styles.code} data-testid="newsletter-code">
          {code}
        </p>
      )}
    </div>
  );
}

/** The discount popup (behaviour §4 newsletter modal): hidden, visible, submitting, success. */
export function NewsletterPopup() {
  const { t } = useTranslation();
  const actor = NewsletterActor.useActorRef();
  const visible = NewsletterActor.useSelector((snapshot) => snapshot.matches('visible'));
  const submitting = NewsletterActor.useSelector((snapshot) => snapshot.matches({ visible: 'submitting' }));
  const success = NewsletterActor.useSelector((snapshot) => snapshot.matches({ visible: 'success' }));
  const canSubmit = NewsletterActor.useSelector(canSubmitNewsletter);
  const aboutToOpen = NewsletterActor.useSelector((snapshot) => snapshot.matches({ hidden: 'waiting' }));
  const texts = useModalTexts(visible || aboutToOpen);
  const { email, error, code, successMessage } = NewsletterActor.useSelector((snapshot) => snapshot.context);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusAndEscape(visible, dialog);

  if (!visible) return null;
  const close = () => actor.send({ type: 'newsletter.close' });
  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="newsletter-title"
      >
        <button type="button" className={styles.close} aria-label={t('newsletter.close')} onClick={close}>
          <CloseIcon />
        </button>
        <p className={styles.kicker}>-10%</p>
        {success ? (
          <NewsletterSuccess code={code} successMessage={successMessage} />
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'newsletter.submit' });
            }}
          >
            <h2 id="newsletter-title">{texts.title || t('newsletter.title')}</h2>
            <p>{texts.description || t('newsletter.description')}</p>
            <div className="field">
              <label htmlFor="newsletter-email">{t('newsletter.emailLabel')}</label>
              <input
                id="newsletter-email"
                className="input"
                type="email"
                autoComplete="email"
                placeholder={t('newsletter.emailPlaceholder')}
                value={email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'newsletter-error' : undefined}
                onChange={(event) =>
                  actor.send({ type: 'newsletter.email.change', value: event.target.value })
                }
              />
              {error && (
                <p id="newsletter-error" className="field-error" role="alert">
                  {t(error.key, { defaultValue: error.defaultText, ...error.params })}
                </p>
              )}
            </div>
            <button type="submit" className="button" disabled={!canSubmit}>
              {submitting ? t('newsletter.submitting') : t('newsletter.submit')}
            </button>
            <p className={styles.small}>{t('newsletter.privacy')}</p>
          </form>
        )}
      </div>
    </div>
  );
}
