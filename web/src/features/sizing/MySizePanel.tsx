import { useState, type FormEvent } from 'react';
import { useErrorMessage } from '../../i18n/errorMessage.ts';
import { useFinderTranslation } from './finderTexts.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { useMySize } from './mySize.ts';
import { useSaveMySize } from './saveMySize.ts';
import styles from './FitFinder.module.css';

const setSizes = ['XS', 'S', 'M', 'L'] as const;
type SetSize = (typeof setSizes)[number];

/**
 * My account's "My size": the size the gateway keeps for her (found as a guest and brought along
 * at sign-in, or chosen here), and a change of it, which every set's page then preselects.
 */
export function MySizePanel() {
  const { t } = useFinderTranslation();
  const message = useErrorMessage();
  const mySize = useMySize();
  const save = useSaveMySize();
  const [choice, setChoice] = useState<SetSize>();
  const [status, setStatus] = useState<
    { kind: 'saving' } | { kind: 'saved'; size: string } | { kind: 'failed'; error: unknown }
  >();
  const chosen = choice ?? (mySize?.size as SetSize | undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setStatus({ kind: 'saving' });
    try {
      const saved = await save({ size: chosen });
      setChoice(undefined);
      setStatus({ kind: 'saved', size: saved.size });
    } catch (error) {
      setStatus({ kind: 'failed', error });
    }
  };

  if (mySize === undefined) return null;
  return (
    <section className={styles.finder} aria-labelledby="my-size-title" data-testid="my-size">
      <h2 id="my-size-title">{t('fit.mySize')}</h2>
      <p data-testid="my-size-current">
        {mySize ? t('fit.answer', { size: mySize.size }) : t('fit.noSize')}{' '}
        <AppLink to="/size-guide">{t('fit.findLink')}</AppLink>
      </p>
      <form onSubmit={(event) => void submit(event)} className={styles.form}>
        <fieldset className={styles.methods}>
          <legend>{t('fit.change')}</legend>
          {setSizes.map((size) => (
            <label key={size} className={styles.method}>
              <input
                type="radio"
                name="my-size"
                value={size}
                checked={chosen === size}
                onChange={() => setChoice(size)}
              />
              {size}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={!chosen || status?.kind === 'saving'}>
          {status?.kind === 'saving' ? t('fit.saving') : t('fit.save')}
        </button>
      </form>
      <p aria-live="polite" role="status">
        {status?.kind === 'saved' && t('fit.sizeSaved', { size: status.size })}
      </p>
      {status?.kind === 'failed' && <p role="alert">{message(status.error)}</p>}
    </section>
  );
}
