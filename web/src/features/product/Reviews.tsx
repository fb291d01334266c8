import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { Reviews_product$key } from '../../__generated__/Reviews_product.graphql.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { Stars } from '../catalogue/Stars.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import styles from './Reviews.module.css';
import { plainText } from '../../lib/plain-text.ts';

/** Rating, reviews and the review form (behaviour §2 single product). */
export function Reviews({ productRef }: { productRef: Reviews_product$key }) {
  const { t } = useTranslation();
  const format = useFormat();
  const product = useFragment(
    graphql`
      fragment Reviews_product on Product {
        id
        databaseId
        averageRating
        reviewCount
        reviews(first: 20) {
          edges {
            rating
            node {
              id
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
      }
    `,
    productRef,
  );
  const edges = product.reviews?.edges ?? [];
  return (
    <section className={styles.reviews} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('product.reviews', { count: product.reviewCount ?? edges.length })}</h2>
      {(product.reviewCount ?? 0) > 0 && <Stars rating={product.averageRating ?? 0} />}
      {edges.length === 0 ? (
        <p>{t('product.noReviews')}</p>
      ) : (
        <ol className={styles.list}>
          {edges.map(({ rating, node }) => (
            <li key={node.id} className={styles.review}>
              <div className={styles.meta}>
                <strong>{node.author?.node.name}</strong>
                {node.date && <time dateTime={node.date}>{format.date(node.date)}</time>}
              </div>
              {rating ? <Stars rating={rating} /> : null}
              <p className={styles.content}>{stripTags(node.content ?? '')}</p>
            </li>
          ))}
        </ol>
      )}
      <ReviewForm productId={product.databaseId} productRecordId={product.id} />
    </section>
  );
}

/** Review text arrives as HTML paragraphs; shown as plain text so nothing a reviewer typed runs. */
function stripTags(html: string): string {
  return plainText(html);
}
