import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { isEmailAddress } from '../../lib/email.ts';
import styles from './GiftCards.module.css';

/** Who a gift card is for, as addToCart's `extraData` carries it (commerce shop README, gift cards). */
export interface GiftCardRecipientData {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}

export const emptyRecipient: GiftCardRecipientData = {
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  message: '',
};

/** The JSON string of addToCart's `extraData`: only what was typed, trimmed; undefined when nothing was. */
export function recipientExtraData(data: GiftCardRecipientData): string | undefined {
  const typed = Object.fromEntries(
    Object.entries(data)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value),
  );
  return Object.keys(typed).length ? JSON.stringify(typed) : undefined;
}

/**
 * A recipient email typed that is not one: the card is not added (the gateway would refuse it),
 * and the field says why once she has left it.
 */
export const recipientEmailInvalid = (data: GiftCardRecipientData): boolean =>
  data.recipientEmail.trim() !== '' && !isEmailAddress(data.recipientEmail);

const fields = [
  ['recipientName', 'giftCards.recipientName', 'text', 'off'],
  ['recipientEmail', 'giftCards.recipient', 'email', 'off'],
  ['senderName', 'giftCards.sender', 'text', 'name'],
] as const;

/**
 * The gift card product page's "To / From / Message" (as WooCommerce gift card products ask):
 * the code is mailed to the recipient named here, or to the buyer when no email is given.
 */
export function GiftCardRecipient({
  value,
  onChange,
}: {
  value: GiftCardRecipientData;
  onChange(value: GiftCardRecipientData): void;
}) {
  const { t } = useTranslation('shop');
  const [leftEmail, setLeftEmail] = useState(false);
  const emailInvalid = leftEmail && recipientEmailInvalid(value);
  const describedBy = (key: string) =>
    key !== 'recipientEmail'
      ? undefined
      : emailInvalid
        ? 'gift-card-recipient-error gift-card-recipient-help'
        : 'gift-card-recipient-help';
  return (
    <fieldset className={styles.recipient} data-testid="gift-card-recipient">
      {fields.map(([key, label, type, autoComplete]) => (
        <div className="field" key={key}>
          <label htmlFor={`gift-card-${key}`}>{t(label)}</label>
          <input
            id={`gift-card-${key}`}
            className="input"
            type={type}
            autoComplete={autoComplete}
            maxLength={key === 'recipientEmail' ? 254 : 100}
            value={value[key]}
            aria-invalid={key === 'recipientEmail' && emailInvalid ? true : undefined}
            aria-describedby={describedBy(key)}
            onBlur={key === 'recipientEmail' ? () => setLeftEmail(true) : undefined}
            onChange={(event) => onChange({ ...value, [key]: event.target.value })}
          />
          {key === 'recipientEmail' && emailInvalid && (
            <p id="gift-card-recipient-error" role="alert" className="field-error">
              {t('validation.email')}
            </p>
          )}
          {key === 'recipientEmail' && (
            <p id="gift-card-recipient-help" className={styles.help}>
              {t('giftCards.recipientHelp')}
            </p>
          )}
        </div>
      ))}
      <div className="field">
        <label htmlFor="gift-card-message">{t('giftCards.message')}</label>
        <textarea
          id="gift-card-message"
          className="input"
          rows={3}
          maxLength={500}
          value={value.message}
          onChange={(event) => onChange({ ...value, message: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
