import { useId, useState, type FormEvent } from 'react';
import { errorCode } from '@nails/machines/messages';
import type { TFunction } from 'i18next';
import styles from './Privacy.module.css';
import { useErrorMessage } from '../../i18n/errorMessage.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';

export interface DeleteAccountInput {
  password: string;
  confirmation: string;
}

type State =
  { step: 'editing' | 'deleting' } | { step: 'refused'; error: unknown; field?: 'password' | 'confirmation' };

/** The refusals the form names a field for (the erasure command's codes); any other is the page's. */
const fieldOf = (code: string | undefined) =>
  code === 'INVALID_CREDENTIALS' ? 'password' : code === 'CONFIRMATION_MISMATCH' ? 'confirmation' : undefined;

/** What the form says for a refusal: on its field for the password and the phrase, else the code's message. */
function refusalText(
  refused: Extract<State, { step: 'refused' }>,
  t: TFunction,
  message: (error: unknown) => string,
  phrase: string,
): string {
  if (refused.field === 'password') return t('privacy.delete.wrongPassword');
  if (refused.field === 'confirmation') return t('privacy.delete.confirmationMismatch', { phrase });
  return message(refused.error);
}

/**
 * "Delete my account" (GDPR Art. 17): her password and the typed confirmation phrase, under a
 * warning of what is erased and what is kept. A phrase typed wrong is said at once, before
 * anything is sent; the gateway checks both again. `erase` resolves once the account is erased.
 */
export function DeleteAccount({ erase }: { erase(input: DeleteAccountInput): Promise<void> }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const ids = { password: useId(), confirmation: useId(), warning: useId(), error: useId() };
  const phrase = t('privacy.delete.phrase');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [state, setState] = useState<State>({ step: 'editing' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmation.trim() !== phrase) {
      setState({ step: 'refused', error: undefined, field: 'confirmation' });
      return;
    }
    setState({ step: 'deleting' });
    erase({ password, confirmation: confirmation.trim() }).catch((error: unknown) =>
      setState({ step: 'refused', error, field: fieldOf(errorCode(error)) }),
    );
  };
  const refused = state.step === 'refused' ? state : undefined;
  const text = refused && refusalText(refused, t, message, phrase);
  const invalid = (field: 'password' | 'confirmation') =>
    refused?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {};
  return (
    <form
      className="shop-form"
      onSubmit={submit}
      aria-labelledby="delete-account-title"
      aria-describedby={ids.warning}
    >
      <h2 id="delete-account-title">{t('privacy.delete.title')}</h2>
      <p id={ids.warning} className="notice notice-error">
        {t('privacy.delete.warning')}
      </p>
      {text && (
        <p id={ids.error} role="alert" className="notice notice-error">
          {text}
        </p>
      )}
      <div className="field">
        <label htmlFor={ids.password}>{t('privacy.delete.password')}</label>
        <input
          id={ids.password}
          type="password"
          className="input"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...invalid('password')}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.confirmation}>{t('privacy.delete.confirmation', { phrase })}</label>
        <input
          id={ids.confirmation}
          type="text"
          className="input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          {...invalid('confirmation')}
        />
      </div>
      <button
        type="submit"
        className={`button ${styles.danger}`}
        disabled={state.step === 'deleting' || !password}
      >
        {state.step === 'deleting' ? t('privacy.delete.deleting') : t('privacy.delete.button')}
      </button>
    </form>
  );
}
