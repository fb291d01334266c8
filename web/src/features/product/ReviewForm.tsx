import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { ReviewFormMutation } from '../../__generated__/ReviewFormMutation.graphql.ts';
import { useErrorMessage } from '../../i18n/errorMessage.ts';
import styles from './Reviews.module.css';

const mutation = graphql`
  mutation ReviewFormMutation($input: WriteReviewInput!) {
    writeReview(input: $input) {
      rating
      review {
        id
        approved
        date
        content
        author {
          node {
            name
          }
        }
      }
    }
  }
`;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Field = 'rating' | 'content' | 'author' | 'authorEmail';

/**
 * An approved review joins the product's list at once (and its count and average): the list is
 * the product's `reviews(first: 20)` in the store, which the answer's review is prepended to.
 */
function showReview(productRecordId: string) {
  return (store: RecordSourceSelectorProxy<ReviewFormMutation['response']>) => {
    const payload = store.getRootField('writeReview');
    const review = payload?.getLinkedRecord('review');
    const product = store.get(productRecordId);
    const reviews = product?.getLinkedRecord('reviews', { first: 20 });
    if (!review || review.getValue('approved') !== true || !product || !reviews) return;
    const rating = Number(payload?.getValue('rating') ?? 0);
    const edge = store.create(`client:${review.getDataID()}:edge`, 'ProductToCommentConnectionEdge');
    edge.setValue(rating, 'rating');
    edge.setLinkedRecord(review, 'node');
    reviews.setLinkedRecords([edge, ...(reviews.getLinkedRecords('edges') ?? [])], 'edges');
    const count = Number(product.getValue('reviewCount') ?? 0);
    const average = Number(product.getValue('averageRating') ?? 0);
    product.setValue(count + 1, 'reviewCount');
    product.setValue((average * count + rating) / (count + 1), 'averageRating');
  };
}

/** The review form of behaviour §2/§3: rating, comment and email (plus a name), validated before sending. */
export function ReviewForm({ productId, productRecordId }: { productId: number; productRecordId: string }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const [commit, sending] = useMutation<ReviewFormMutation>(mutation);
  const [values, setValues] = useState({ rating: 0, content: '', author: '', authorEmail: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (values.rating < 1) found.rating = t('product.ratingRequired');
    if (!values.content.trim()) found.content = t('product.reviewRequired');
    if (!values.author.trim()) found.author = t('product.nameRequired');
    if (!values.authorEmail.trim()) found.authorEmail = t('newsletter.emailRequired');
    else if (!emailPattern.test(values.authorEmail.trim())) found.authorEmail = t('newsletter.emailInvalid');
    return found;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setResult(undefined);
    if (Object.keys(found).length > 0) return;
    commit({
      variables: {
        input: {
          commentOn: productId,
          rating: values.rating,
          content: values.content.trim(),
          author: values.author.trim(),
          authorEmail: values.authorEmail.trim(),
        },
      },
      updater: showReview(productRecordId),
      onCompleted: (response, errs) => {
        if (errs?.length) return setResult({ ok: false, text: message(errs[0], t('errors.general')) });
        setResult({
          ok: true,
          text: response.writeReview?.review?.approved
            ? t('product.reviewThanks')
            : t('product.reviewPending'),
        });
        setValues({ rating: 0, content: '', author: '', authorEmail: '' });
      },
      onError: (error) => setResult({ ok: false, text: message(error, t('errors.general')) }),
    });
  };

  const field = (name: Field) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `review-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    errors[name] && (
      <p id={`review-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="review-form-heading">
      <h3 id="review-form-heading">{t('product.writeReview')}</h3>
      <fieldset className={styles.stars} {...field('rating')}>
        <legend>{t('product.yourRating')}</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={styles.star}>
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={values.rating === stars}
              onChange={() => setValues({ ...values, rating: stars })}
            />
            {t('product.stars', { count: stars })}
          </label>
        ))}
      </fieldset>
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
