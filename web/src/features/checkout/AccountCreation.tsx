import { useTranslation } from '../../i18n/useTranslation.ts';
import type { CheckoutForm } from '@nails/machines/checkoutForm';
import type { FieldErrors } from '../address/validation.ts';
import styles from './Checkout.module.css';

type Change = Partial<Pick<CheckoutForm, 'createAccount' | 'username' | 'password'>>;

/**
 * Optional account creation at checkout: username and password (behaviour §2). A refusal reads
 * under its field and is the field's description, as the address fields' are.
 */
export function AccountCreation({
  form,
  errors,
  onChange,
}: {
  form: CheckoutForm;
  errors: FieldErrors;
  onChange(change: Change): void;
}) {
  const { t } = useTranslation('shop');
  return (
    <fieldset className={styles.fieldset}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={form.createAccount}
          onChange={(event) => onChange({ createAccount: event.target.checked })}
        />{' '}
        {t('checkout.createAccount')}
      </label>
      {form.createAccount && (
        <>
          <div className="field">
            <label htmlFor="account-username">{t('account.username')}</label>
            <input
              id="account-username"
              name="username"
              className="input"
              autoComplete="username"
              value={form.username}
              aria-invalid={Boolean(errors.username)}
              aria-describedby={errors.username ? 'account-username-error' : undefined}
              onChange={(event) => onChange({ username: event.target.value })}
            />
            {errors.username && (
              <span id="account-username-error" className="field-error">
                {t(`validation.${errors.username}`)}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor="account-password">{t('account.password')}</label>
            <input
              id="account-password"
              name="password"
              type="password"
              className="input"
              autoComplete="new-password"
              value={form.password}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'account-password-error' : undefined}
              onChange={(event) => onChange({ password: event.target.value })}
            />
            {errors.password && (
              <span id="account-password-error" className="field-error">
                {t(`validation.${errors.password}`)}
              </span>
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}
