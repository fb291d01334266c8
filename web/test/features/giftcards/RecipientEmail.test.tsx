import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emptyRecipient,
  GiftCardRecipient,
  recipientEmailInvalid,
} from '../../../src/features/giftcards/GiftCardRecipient.tsx';
import { activateLocale } from '../../../src/i18n/i18n.ts';

function Recipient() {
  const [value, setValue] = useState(emptyRecipient);
  return (
    <>
      <GiftCardRecipient value={value} onChange={setValue} />
      <output data-testid="addable">{recipientEmailInvalid(value) ? 'no' : 'yes'}</output>
    </>
  );
}

describe("the gift card's recipient email", () => {
  beforeAll(() => activateLocale('en'));

  it('says a malformed address on its field once she leaves it, and the card cannot be added with it', () => {
    render(<Recipient />);
    const email = screen.getByLabelText("Recipient's email (optional)");
    fireEvent.change(email, { target: { value: 'ana@example' } });
    // Still typing: nothing said yet.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('addable').textContent).toBe('no');
    fireEvent.blur(email);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('gift-card-recipient-error');

    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('addable').textContent).toBe('yes');
  });

  it('leaves an empty address alone: the card goes to the buyer', () => {
    render(<Recipient />);
    const email = screen.getByLabelText("Recipient's email (optional)");
    fireEvent.blur(email);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('addable').textContent).toBe('yes');
  });
});
