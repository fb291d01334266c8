import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendContactMessageMutation } from './useSendContactMessageMutation.ts';
import styles from './Contact.module.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const empty = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof empty;

/** The contact form; messages are stored by the content service (contact-messages). */
export function ContactForm() {
  const { t } = useTranslation();
  const [send, sending] = useSendContactMessageMutation();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = t('contact.nameRequired');
    if (!values.email.trim()) found.email = t('newsletter.emailRequired');
    else if (!emailPattern.test(values.email.trim())) found.email = t('newsletter.emailInvalid');
    if (!values.message.trim()) found.message = t('contact.messageRequired');
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

  const input = (name: Field, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>{label}</label>
      <input
        id={`contact-${name}`}
        className="input"
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `contact-${name}-error` : undefined}
        {...props}
      />
      {errors[name] && (
        <p id={`contact-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.title')}</h2>
      {input('name', t('contact.name'), { autoComplete: 'name' })}
      {input('email', t('contact.email'), { type: 'email', autoComplete: 'email' })}
      {input('subject', t('contact.subject'))}
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
