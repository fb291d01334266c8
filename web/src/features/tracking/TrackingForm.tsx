import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import styles from '../contact/Contact.module.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Order lookup by number and billing email (behaviour §2 tracking). The pair goes to the gateway's
 * `orderTracking` (TrackedOrder), never into the URL, where the email would reach history and logs.
 */
export function TrackingForm({ onFind }: { onFind(lookup: { number: string; email: string }): void }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const cleanNumber = number.trim().replace(/^#/, '');
    if (!cleanNumber) found.number = t('tracking.numberRequired');
    if (!email.trim()) found.email = t('newsletter.emailRequired');
    else if (!emailPattern.test(email.trim())) found.email = t('newsletter.emailInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    onFind({ number: cleanNumber, email: email.trim() });
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor="tracking-number">{t('tracking.orderNumber')}</label>
        <input
          id="tracking-number"
          className="input"
          inputMode="numeric"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          aria-invalid={errors.number ? true : undefined}
          aria-describedby="tracking-number-help"
        />
        <p id="tracking-number-help" className={errors.number ? 'field-error' : undefined}>
          {errors.number ?? t('tracking.help')}
        </p>
      </div>
      <div className="field">
        <label htmlFor="tracking-email">{t('tracking.email')}</label>
        <input
          id="tracking-email"
          className="input"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'tracking-email-error' : undefined}
        />
        {errors.email && (
          <p id="tracking-email-error" className="field-error">
            {errors.email}
          </p>
        )}
      </div>
      <button type="submit" className="button">
        {t('tracking.submit')}
      </button>
    </form>
  );
}
