import { useId, useState, type FormEvent } from 'react';
import { useErrorMessage } from '../../i18n/errorMessage.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import styles from './BackInStock.module.css';
import { useSubscribeBackInStock, type AlertItem } from './useBackInStockMutations.ts';
import { useRestockMessages } from './useRestockMessages.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; message: string };

/**
 * "Email me when it is back" under a sold-out product or size: one email field and a button; a
 * signed-in customer may leave the field empty (the gateway takes her account's address: reading
 * the viewer here would make this feature and the account's depend on each other). The answer
 * says a confirmation mail is on its way, the same whether the address asked before or not
 * (gateway README "Back-in-stock alerts").
 */
export default function BackInStockForm({ item }: { item: AlertItem }) {
  const { t } = useTranslation();
  const ready = useRestockMessages();
  const message = useErrorMessage();
  const subscribe = useSubscribeBackInStock();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'sent', ...(await subscribe(item, email)) });
    } catch (error) {
      setState({ kind: 'failed', message: message(error) });
    }
  };

  if (!ready) return null;
  if (state.kind === 'sent')
    return (
      <p className={styles.done} role="status" data-testid="back-in-stock-sent">
        {t('restock.sent', { email: state.email })}
      </p>
    );
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="back-in-stock-form"
    >
      <h2 className={styles.title} id={`${id}-title`}>
        {t('restock.title')}
      </h2>
      <p className={styles.hint} id={`${id}-hint`}>
        {t('restock.hint')}
      </p>
      <label className={styles.label} htmlFor={`${id}-email`}>
        {t('restock.emailLabel')}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('restock.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={`${id}-hint${state.kind === 'failed' ? ` ${id}-error` : ''}`}
          aria-invalid={state.kind === 'failed' || undefined}
        />
        <button
          className="button"
          type="submit"
          disabled={state.kind === 'sending'}
          aria-describedby={`${id}-title`}
        >
          {t('restock.submit')}
        </button>
      </div>
      {state.kind === 'failed' && (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
