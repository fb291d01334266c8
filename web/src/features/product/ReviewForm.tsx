import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { TFunction } from 'i18next';
import { useErrorMessage } from '../../i18n/errorMessage.ts';
import { useWriteReviewMutation } from '../reviews/useWriteReviewMutation.ts';
import styles from './Reviews.module.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Field = 'rating' | 'content' | 'author' | 'authorEmail';
type Values = Record<Exclude<Field, 'rating'>, string> & { rating: number };
type Errors = Partial<Record<Field, string>>;

/** What is missing or wrong in the review, checked before it is sent. */
function reviewErrors(values: Values, t: TFunction): Errors {
  const found: Errors = {};
  if (values.rating < 1) found.rating = t('product.ratingRequired');
  if (!values.content.trim()) found.content = t('product.reviewRequired');
  if (!values.author.trim()) found.author = t('product.nameRequired');
  if (!values.authorEmail.trim()) found.authorEmail = t('newsletter.emailRequired');
  else if (!emailPattern.test(values.authorEmail.trim())) found.authorEmail = t('newsletter.emailInvalid');
  return found;
}

const noValues: Values = { rating: 0, content: '', author: '', authorEmail: '' };

/**
 * Sends a checked review; `result` says whether it is published or awaits moderation, or why it
 * was refused. `sent` runs once it is in, to empty the form.
 */
function useSendReview(productId: number, productRecordId: string) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const [write, sending] = useWriteReviewMutation(productRecordId);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const send = (values: Values, sent: () => void) => {
    write({
      commentOn: productId,
      rating: values.rating,
      content: values.content.trim(),
      author: values.author.trim(),
      authorEmail: values.authorEmail.trim(),
    }).then(
      (written) => {
        setResult({
          ok: true,
          text: written?.review?.approved ? t('product.reviewThanks') : t('product.reviewPending'),
        });
        sent();
      },
      (error: unknown) => setResult({ ok: false, text: message(error, t('errors.general')) }),
    );
  };
  return { send, sending, result, setResult };
}

/** A field with a problem says so to assistive technology and points at its message. */
const invalidProps = (errors: Errors, name: Field) => ({
  'aria-invalid': errors[name] ? true : undefined,
  'aria-describedby': errors[name] ? `review-${name}-error` : undefined,
});

function FieldError({ errors, name }: { errors: Errors; name: Field }) {
  return (
    errors[name] && (
      <p id={`review-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    )
  );
}

interface StarRatingProps {
  rating: number;
  invalid: ReturnType<typeof invalidProps>;
  onChange(rating: number): void;
}

function StarRating({ rating, invalid, onChange }: StarRatingProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.stars} {...invalid}>
      <legend>{t('product.yourRating')}</legend>
      {[1, 2, 3, 4, 5].map((stars) => (
        <label key={stars} className={styles.star}>
          <input
            type="radio"
            name="rating"
            value={stars}
            checked={rating === stars}
            onChange={() => onChange(stars)}
          />
          {t('product.stars', { count: stars })}
        </label>
      ))}
    </fieldset>
  );
}

/** The review form of behaviour §2/§3: rating, comment and email (plus a name), validated before sending. */
export function ReviewForm({ productId, productRecordId }: { productId: number; productRecordId: string }) {
  const { t } = useTranslation();
  const { send, sending, result, setResult } = useSendReview(productId, productRecordId);
  const [values, setValues] = useState(noValues);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = reviewErrors(values, t);
    setErrors(found);
    setResult(undefined);
    if (Object.keys(found).length > 0) return;
    send(values, () => setValues(noValues));
  };

  const field = (name: Field) => invalidProps(errors, name);
  const error = (name: Field) => <FieldError errors={errors} name={name} />;

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="review-form-heading">
      <h3 id="review-form-heading">{t('product.writeReview')}</h3>
      <StarRating
        rating={values.rating}
        invalid={field('rating')}
        onChange={(rating) => setValues({ ...values, rating })}
      />
      {error('rating')}
      <div className="field">
        <label htmlFor="review-content">{t('product.yourReview')}</label>
        <textarea
          id="review-content"
          className="input"
          rows={4}
          value={values.content}
          onChange={(event) => setValues({ ...values, content: event.target.value })}
          {...field('content')}
        />
        {error('content')}
      </div>
      <div className="field">
        <label htmlFor="review-author">{t('product.yourName')}</label>
        <input
          id="review-author"
          className="input"
          autoComplete="name"
          value={values.author}
          onChange={(event) => setValues({ ...values, author: event.target.value })}
          {...field('author')}
        />
        {error('author')}
      </div>
      <div className="field">
        <label htmlFor="review-email">{t('product.yourEmail')}</label>
        <input
          id="review-email"
          className="input"
          type="email"
          autoComplete="email"
          value={values.authorEmail}
          onChange={(event) => setValues({ ...values, authorEmail: event.target.value })}
          {...field('authorEmail')}
        />
        {error('authorEmail')}
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('product.submittingReview') : t('product.submitReview')}
      </button>
      {result && (
        <p
          className={result.ok ? undefined : 'field-error'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="review-result"
        >
          {result.text}
        </p>
      )}
    </form>
  );
}
