import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { heldReviewAsPending } from '../../src/catalogue/held-review.ts';

const write = parse(
  'mutation ReviewFormMutation($input: WriteReviewInput!) { writeReview(input: $input) { rating review { id approved content } } }',
);

describe('a review held for moderation', () => {
  it('answers review null without the errors a real WooCommerce gives for it, so the shopper reads "awaiting approval"', () => {
    const answer = heldReviewAsPending(write, {
      data: { writeReview: { rating: 4, review: { id: null, approved: null, content: null } } },
      errors: [new GraphQLError('Internal server error', { path: ['writeReview', 'review', 'id'] })],
    });
    expect(answer).toEqual({ data: { writeReview: { rating: 4, review: null } } });
  });

  it('keeps a refusal of the whole review and errors elsewhere', () => {
    const refused = {
      data: { writeReview: null },
      errors: [new GraphQLError('You have already reviewed this product.', { path: ['writeReview'] })],
    };
    expect(heldReviewAsPending(write, refused)).toBe(refused);
    const other = heldReviewAsPending(write, {
      data: { writeReview: { rating: 4, review: null } },
      errors: [
        new GraphQLError('Internal server error', { path: ['writeReview', 'review', 'id'] }),
        new GraphQLError('Something else', { path: ['writeReview', 'rating'] }),
      ],
    });
    expect(other.errors?.map((error) => error.message)).toEqual(['Something else']);
  });
});
