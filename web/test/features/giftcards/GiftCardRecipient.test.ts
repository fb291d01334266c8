import { describe, expect, it } from 'vitest';
import { emptyRecipient, recipientExtraData } from '../../../src/features/giftcards/GiftCardRecipient.tsx';

describe("a gift card's recipient as addToCart's extraData", () => {
  it('sends only what was typed, trimmed', () => {
    const json = recipientExtraData({
      ...emptyRecipient,
      recipientName: ' Grace Hopper ',
      recipientEmail: 'grace@example.com',
      message: '   ',
    });
    expect(JSON.parse(json!)).toEqual({ recipientName: 'Grace Hopper', recipientEmail: 'grace@example.com' });
  });

  it('sends nothing when nothing was typed (the code then goes to the buyer)', () => {
    expect(recipientExtraData(emptyRecipient)).toBeUndefined();
  });
});
