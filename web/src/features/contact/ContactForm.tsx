import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { TFunction } from 'i18next';
import { useSendContactMessageMutation } from './useSendContactMessageMutation.ts';
import styles from './Contact.module.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const empty = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof empty;

/** What is missing or wrong in the form, per field, in the page's language; empty when it may be sent. */
function contactFormErrors(values: typeof empty, t: TFunction): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) found.name = t('contact.nameRequired');
  if (!values.email.trim()) found.email = t('newsletter.emailRequired');
  else if (!emailPattern.test(values.email.trim())) found.email = t('newsletter.emailInvalid');
  if (!values.message.trim()) found.message = t('contact.messageRequired');
  return found;
}

/** One labelled input with its error below it, tied to it for screen readers. */
function ContactField({
  name,
  label,
  value,
  error,
  onValue,
  ...props
}: {
  name: Field;
  label: string;
  value: string;
  error: string | undefined;
  onValue(value: string): void;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={`contact-${name}`}>{label}</label>
      <input
        id={`contact-${name}`}
        className="input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `contact-${name}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`contact-${name}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The contact form; messages are stored by the content service (contact-messages). */
export function ContactForm() {
  const { t } = useTranslation();
  const [send, sending] = useSendContactMessageMutation();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  /** A field's value, error and change handler, as ContactField takes them. */
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onValue: (value: string) => setValues({ ...values, [name]: value }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = contactFormErrors(values, t);
    setErrors(found);
    setResult(undefined);
    if (Object.keys(found).length > 0) return;
    void send({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim() || null,
      message: values.message.trim(),
    }).then((ok) => {
      setResult({ ok, text: ok ? t('contact.sent') : t('contact.failed') });
      if (ok) setValues(empty);
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.title')}</h2>
      <ContactField name="name" label={t('contact.name')} {...field('name')} autoComplete="name" />
      <ContactField
        name="email"
        label={t('contact.email')}
        {...field('email')}
        type="email"
        autoComplete="email"
      />
      <ContactField name="subject" label={t('contact.subject')} {...field('subject')} />
      <div className="field">
        <label htmlFor="contact-message">{t('contact.message')}</label>
        <textarea
          id="contact-message"
          className="input"
          rows={6}
          value={values.message}
          onChange={(event) => setValues({ ...values, message: event.target.value })}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
        />
        {errors.message && (
          <p id="contact-message-error" className="field-error">
            {errors.message}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
      {result && (
        <p
          className={result.ok ? styles.ok : 'field-error'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="contact-result"
        >
          {result.text}
        </p>
      )}
    </form>
  );
}
