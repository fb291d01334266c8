import { canSubmitNewsletter } from '@nails/machines';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../lib/icons.tsx';
import { NewsletterActor } from './NewsletterProvider.tsx';
import styles from './NewsletterPopup.module.css';

/** The discount popup (spec §4 newsletter modal): hidden, visible, submitting, success. */
export function NewsletterPopup() {
  const { t } = useTranslation();
  const actor = NewsletterActor.useActorRef();
  const visible = NewsletterActor.useSelector((snapshot) => snapshot.matches('visible'));
  const submitting = NewsletterActor.useSelector((snapshot) => snapshot.matches({ visible: 'submitting' }));
  const success = NewsletterActor.useSelector((snapshot) => snapshot.matches({ visible: 'success' }));
  const canSubmit = NewsletterActor.useSelector(canSubmitNewsletter);
  const { email, error, code, successMessage } = NewsletterActor.useSelector((snapshot) => snapshot.context);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!visible) return;
    dialog.current?.querySelector<HTMLElement>('input, button')?.focus();
    const onKey = (event: KeyboardEvent) =>
      event.key === 'Escape' && actor.send({ type: 'newsletter.close' });
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible, actor]);

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
          <div role="status">
            <h2 id="newsletter-title">{t('newsletter.successTitle')}</h2>
            <p>{successMessage || t('newsletter.successMessage')}</p>
            {code && (
              <p className={styles.code} data-testid="newsletter-code">
                {code}
              </p>
            )}
          </div>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'newsletter.submit' });
            }}
          >
            <h2 id="newsletter-title">{t('newsletter.title')}</h2>
            <p>{t('newsletter.description')}</p>
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
