import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { GiftCardBalanceQuery } from '../../__generated__/GiftCardBalanceQuery.graphql.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { centsOf } from '../../lib/cents.ts';
import { useErrorText, useRateLimited } from './useErrorText.ts';
import styles from './GiftCards.module.css';

const query = graphql`
  query GiftCardBalanceQuery($code: String!) {
    giftCardBalance(code: $code) {
      code
      amount
      balance
      expiresAt
    }
  }
`;

type Answer =
  | { kind: 'found'; card: NonNullable<GiftCardBalanceQuery['response']['giftCardBalance']> }
  | { kind: 'notFound' }
  | { kind: 'error'; text: string };

/** Asks the gateway what is left on a code; `rate` says when the gateway refused for too many tries. */
function useBalanceCheck() {
  const environment = useRelayEnvironment();
  const errorText = useErrorText();
  const rate = useRateLimited();
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const check = (code: string) => {
    rate.reset();
    setPending(true);
    fetchQuery<GiftCardBalanceQuery>(environment, query, { code }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((response) =>
        setAnswer(
          response?.giftCardBalance
            ? { kind: 'found', card: response.giftCardBalance }
            : { kind: 'notFound' },
        ),
      )
      .catch((reason: unknown) => setAnswer({ kind: 'error', text: errorText(reason) }))
      .finally(() => setPending(false));
  };
  return { check, pending, answer, rateLimited: rate.limited };
}

/** What the check found, read out as it arrives. */
function BalanceAnswer({ answer, rateLimited }: { answer: Answer | undefined; rateLimited: boolean }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  return (
    <div aria-live="polite" data-testid="gift-card-balance">
      {answer?.kind === 'found' && (
        <div className={styles.result}>
          <p>
            <strong>{answer.card.code}</strong>
          </p>
          <p data-testid="gift-card-balance-amount">
            {t('giftCards.result', {
              balance: format.cents(centsOf(answer.card.balance)),
              amount: format.cents(centsOf(answer.card.amount)),
            })}
          </p>
          {answer.card.expiresAt && (
            <p>{t('giftCards.validUntil', { date: format.date(answer.card.expiresAt) })}</p>
          )}
        </div>
      )}
      {rateLimited && (
        <p role="alert" className="notice notice-error">
          {t('giftCards.rateLimited')}
        </p>
      )}
      {answer?.kind === 'notFound' && !rateLimited && (
        <p role="alert" className="notice notice-error">
          {t('giftCards.notFound')}
        </p>
      )}
      {answer?.kind === 'error' && (
        <p role="alert" className="notice notice-error">
          {answer.text}
        </p>
      )}
    </div>
  );
}

/** The shoppers' balance check: a code in, what is left on it out (rate limited per IP by the gateway). */
export function GiftCardBalance() {
  const { t } = useTranslation('shop');
  const { check, pending, answer, rateLimited } = useBalanceCheck();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(!typed);
    if (!typed) return;
    check(typed);
  };
  return (
    <div className={styles.balance}>
      <form onSubmit={submit} noValidate className={styles.field}>
        <div className="field">
          <label htmlFor="balance-code">{t('giftCards.code')}</label>
          <input
            id="balance-code"
            className="input"
            value={code}
            autoComplete="off"
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? 'balance-code-error' : undefined}
          />
          {missing && (
            <p id="balance-code-error" className="field-error">
              {t('giftCards.codeRequired')}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('giftCards.checking') : t('giftCards.check')}
        </button>
      </form>
      <BalanceAnswer answer={answer} rateLimited={rateLimited} />
    </div>
  );
}
