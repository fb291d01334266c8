import { describe, expect, it } from 'vitest';
import {
  chosenOptions,
  giftCardRecipient,
  type CartLineState,
} from '../../../src/features/cart/cartState.ts';

// Only the fields these readers look at; the rest of a line does not matter to them.
const line = (fields: Record<string, unknown>) => fields as unknown as CartLineState;

const finish = {
  name: 'pa_finish',
  terms: {
    nodes: [
      { slug: 'glossy', name: 'Glänzend' },
      { slug: 'matte', name: 'Matt' },
    ],
  },
};

describe('a cart line as the shopper reads it', () => {
  it('names each chosen option by its term, with the attribute label, in the cart order', () => {
    const options = chosenOptions(
      line({
        product: { node: { attributes: { nodes: [{ name: 'pa_length', terms: { nodes: [] } }, finish] } } },
        variation: {
          attributes: [
            { name: 'pa_length', label: 'Länge', value: 'medium' },
            { name: 'finish', label: 'Finish', value: 'glossy' },
            { name: 'pa_size', label: 'Größe', value: '' },
          ],
        },
      }),
    );
    // A term past the fetched page keeps its slug; an empty value ("any", not chosen) is left out.
    expect(options).toEqual([
      { label: 'Länge', value: 'medium' },
      { label: 'Finish', value: 'Glänzend' },
    ]);
  });

  it('has no options for a simple product', () => {
    expect(chosenOptions(line({ product: { node: {} }, variation: null }))).toEqual([]);
  });

  it('says who a gift card is for: name and email, or whichever was given', () => {
    const data = (entries: Record<string, string>) =>
      line({ extraData: Object.entries(entries).map(([key, value]) => ({ key, value })) });
    expect(giftCardRecipient(data({ recipientName: 'Grace', recipientEmail: 'grace@example.com' }))).toBe(
      'Grace (grace@example.com)',
    );
    expect(giftCardRecipient(data({ recipientEmail: 'grace@example.com', message: 'Hi' }))).toBe(
      'grace@example.com',
    );
    expect(giftCardRecipient(data({ senderName: 'Ada' }))).toBeUndefined();
    expect(giftCardRecipient(line({ extraData: null }))).toBeUndefined();
  });
});
