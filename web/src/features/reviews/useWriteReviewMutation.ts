import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  useWriteReviewMutation as WriteReviewMutation,
  WriteReviewInput,
} from '../../__generated__/useWriteReviewMutation.graphql.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import { tapKey } from '../../relay/tapKey.ts';

const mutation = graphql`
  mutation useWriteReviewMutation($input: WriteReviewInput!) {
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

export type WrittenReview = WriteReviewMutation['response']['writeReview'];

/**
 * An approved review joins the product's list at once (and its count and average): the list is
 * the product's `reviews(first: 20)` in the store, which the answer's review is prepended to.
 */
function showReview(productRecordId: string) {
  return (store: RecordSourceSelectorProxy<WriteReviewMutation['response']>) => {
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

/**
 * Sends a review of the product whose store record is `productRecordId`: resolves with what the
 * gateway kept (approved, or held for moderation), rejects with the first error; `sending` while
 * it is in flight.
 */
export function useWriteReviewMutation(
  productRecordId: string,
): [write: (input: WriteReviewInput) => Promise<WrittenReview>, sending: boolean] {
  const [commit, sending] = useMutation<WriteReviewMutation>(mutation);
  const write = useCallback(
    (input: WriteReviewInput) =>
      new Promise<WrittenReview>((resolve, reject) => {
        commit({
          variables: { input: { ...input, clientMutationId: tapKey() } },
          updater: showReview(productRecordId),
          onCompleted: (response, errors) => {
            const first = errors?.[0] as
              { message: string; extensions?: { code?: string } & Record<string, unknown> } | undefined;
            if (first)
              reject(
                new GraphQLRequestError(first.message, first.extensions?.code, undefined, first.extensions),
              );
            else resolve(response.writeReview);
          },
          onError: reject,
        });
      }),
    [commit, productRecordId],
  );
  return [write, sending];
}
