import { useState, type FormEvent } from 'react';
import { useErrorMessage } from '../../i18n/errorMessage.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import { useFinderTranslation } from './finderTexts.ts';
import {
  fingers,
  measurementOf,
  measurementsOf,
  useFinderTable,
  useFindMySize,
  type Finger,
  type Method,
  type SizeAnswer,
} from './fitFinder.ts';
import { useSaveMySize } from './saveMySize.ts';
import styles from './FitFinder.module.css';

type Step =
  | { kind: 'editing' }
  | { kind: 'finding' }
  /** `notSaved`: the size was found, but keeping it as hers failed (the connection, the gateway). */
  | { kind: 'answered'; answer: SizeAnswer; saved: boolean; notSaved?: { error: unknown } }
  | { kind: 'refused'; error: unknown };

interface FormProps {
  method: Method;
  values: Partial<Record<Finger, string>>;
  busy: boolean;
  /** The fingers a refusal names (all five when it names the measurements as a whole). */
  invalid: ReadonlySet<Finger>;
  fingerName(finger: string): string;
  onMethod(method: Method): void;
  onValues(values: Partial<Record<Finger, string>>): void;
  onSubmit(): void;
}

/** Widths or kit numbers, five fields thumb to pinky, numeric keyboards on a phone. */
function MeasureForm({ method, values, busy, invalid, fingerName, onMethod, onValues, onSubmit }: FormProps) {
  const { t } = useFinderTranslation();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className={styles.methods}>
        <legend>{t('fit.method')}</legend>
        {(['width', 'kit'] as const).map((option) => (
          <label key={option} className={styles.method}>
            <input
              type="radio"
              name="fit-method"
              value={option}
              checked={method === option}
              onChange={() => onMethod(option)}
            />
            {t(option === 'width' ? 'fit.byWidth' : 'fit.byKit')}
          </label>
        ))}
      </fieldset>
      {fingers.map((finger) => (
        <div key={finger} className={styles.field}>
          <label htmlFor={`fit-${finger}`}>
            {t(method === 'width' ? 'fit.widthLabel' : 'fit.kitLabel', { finger: fingerName(finger) })}
          </label>
          <input
            id={`fit-${finger}`}
            className="input"
            inputMode={method === 'width' ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={values[finger] ?? ''}
            aria-invalid={invalid.has(finger) || undefined}
            aria-describedby={invalid.has(finger) ? 'fit-error' : undefined}
            onChange={(event) => onValues({ ...values, [finger]: event.target.value })}
          />
        </div>
      ))}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('fit.finding') : t('fit.find')}
      </button>
    </form>
  );
}

/** The set size, why when between two sizes, each nail's own size, and that it is kept as hers. */
function AnswerView({
  answer,
  saved,
  notSaved,
  fingerName,
}: {
  answer: SizeAnswer;
  saved: boolean;
  /** Why keeping the size failed, in her language. */
  notSaved?: string;
  fingerName(finger: string): string;
}) {
  const { t, i18n } = useFinderTranslation();
  const list = (names: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names.map(fingerName));
  return (
    <>
      <p className={styles.answer} data-testid="fit-size">
        {t('fit.answer', { size: answer.size })}
      </p>
      {answer.between && (
        <p data-testid="fit-between">
          {t('fit.between', {
            smaller: answer.between.smaller,
            larger: answer.between.larger,
            fingers: list(answer.between.fingers),
          })}
        </p>
      )}
      {answer.fingers
        .filter((fit) => fit.widerThanLargest)
        .map((fit) => (
          <p key={fit.finger}>{t('fit.widerThanLargest', { finger: fingerName(fit.finger) })}</p>
        ))}
      <h3 className={styles.perFingerTitle}>{t('fit.perFinger')}</h3>
      <ul className={styles.perFinger}>
        {answer.fingers.map((fit) => (
          <li key={fit.finger}>{t('fit.fingerFits', { finger: fingerName(fit.finger), size: fit.size })}</li>
        ))}
      </ul>
      {saved && (
        <p className={styles.saved} data-testid="fit-saved">
          {t('fit.saved', { size: answer.size })}
        </p>
      )}
      {notSaved && (
        <p role="alert" className={styles.error} data-testid="fit-not-saved">
          {t('fit.notSaved', { size: answer.size, reason: notSaved })}
        </p>
      )}
    </>
  );
}

const none: ReadonlySet<Finger> = new Set();

/**
 * The fields a refusal is about: the gateway names one measurement (`widthsMm.2`, `kitSizes.0`),
 * or the measurements as a whole (`widthsMm`: not five of them), which are the fields left empty
 * or holding no number; a failed connection or an unavailable gateway names none, so her
 * measurements are not marked wrong for it.
 */
function invalidFingers(error: unknown, values: Partial<Record<Finger, string>>): ReadonlySet<Finger> {
  const field = error instanceof GraphQLRequestError ? error.extensions?.field : undefined;
  if (typeof field !== 'string' || !/^(widthsMm|kitSizes)\b/.test(field)) return none;
  const at = /\.(\d)$/.exec(field)?.[1];
  if (at !== undefined) return new Set(fingers.filter((_, index) => index === Number(at)));
  const unreadable = fingers.filter((finger) => measurementOf(values[finger]) === undefined);
  return new Set(unreadable.length > 0 ? unreadable : fingers);
}

/**
 * The size finder (gateway fit README): five widths or five sizing-kit numbers, thumb to pinky;
 * the gateway answers the set size from the shop's table and keeps it as her size, so sets open
 * in it. Between two sizes it says which and why. Phone first: one column, numeric keyboards.
 */
export function FitFinder() {
  const { t } = useFinderTranslation();
  const message = useErrorMessage();
  const find = useFindMySize();
  const save = useSaveMySize();
  const [method, setMethod] = useState<Method>('width');
  const [values, setValues] = useState<Partial<Record<Finger, string>>>({});
  const [step, setStep] = useState<Step>({ kind: 'editing' });
  const fingerName = (finger: string) => t(`sizeGuide.${finger.toLowerCase()}`);

  const submit = async () => {
    const measurements = measurementsOf(method, values);
    setStep({ kind: 'finding' });
    let answer: SizeAnswer;
    try {
      answer = await find(measurements);
    } catch (error) {
      setStep({ kind: 'refused', error });
      return;
    }
    setStep({ kind: 'answered', answer, saved: false });
    try {
      await save({ size: answer.size, ...measurements });
      setStep({ kind: 'answered', answer, saved: true });
    } catch (error) {
      // Her size was found: a failed save leaves it shown and says it was not kept, rather than
      // taking the answer away and marking her measurements, which were right, as wrong (the
      // shop's rule: a failure loses nothing the shopper already had).
      setStep({ kind: 'answered', answer, saved: false, notSaved: { error } });
    }
  };

  return (
    <section className={styles.finder} aria-labelledby="fit-title">
      <h2 id="fit-title">{t('fit.title')}</h2>
      <p>{t('fit.intro')}</p>
      <MeasureForm
        method={method}
        values={values}
        busy={step.kind === 'finding'}
        invalid={step.kind === 'refused' ? invalidFingers(step.error, values) : none}
        fingerName={fingerName}
        onMethod={(option) => {
          setMethod(option);
          setValues({});
          setStep({ kind: 'editing' });
        }}
        onValues={setValues}
        onSubmit={() => void submit()}
      />
      {step.kind === 'refused' && (
        <p id="fit-error" role="alert" className={styles.error} data-testid="fit-error">
          {message(step.error)}
        </p>
      )}
      <div aria-live="polite" data-testid="fit-answer">
        {step.kind === 'answered' && (
          <AnswerView
            answer={step.answer}
            saved={step.saved}
            notSaved={step.notSaved && message(step.notSaved.error)}
            fingerName={fingerName}
          />
        )}
      </div>
      <FinderTable fingerName={fingerName} />
    </section>
  );
}

/** The shop's table the answers come from (the owner's, or the default). */
function FinderTable({ fingerName }: { fingerName: (finger: string) => string }) {
  const { t } = useFinderTranslation();
  const table = useFinderTable();
  if (!table) return null;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t('fit.tableTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sizeGuide.size')}</th>
            {fingers.map((finger) => (
              <th key={finger} scope="col">
                {fingerName(finger)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.sets.map((set) => (
            <tr key={set.size}>
              <th scope="row">{set.size}</th>
              {set.widthsMm.map((width, at) => (
                <td key={fingers[at]}>{width}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
