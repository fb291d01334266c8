import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountCreation } from '../../../src/features/checkout/AccountCreation.tsx';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import type { CheckoutForm } from '@nails/machines/checkoutForm';

/** The element a field names as its description (what a screen reader reads after its label). */
const description = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe("the checkout's account fields say a refusal as the field's description", () => {
  beforeAll(() => activateLocale('en'));

  it('reads a taken username and a short password with their fields, and nothing once they are fine', () => {
    const form = { createAccount: true, username: 'ana', password: 'short' } as CheckoutForm;
    const { rerender } = render(
      <AccountCreation
        form={form}
        errors={{ username: 'taken', password: 'password' }}
        onChange={() => {}}
      />,
    );
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(description(username)).toBe('This username is taken. Please choose another.');
    expect(description(password)).toBe('Use at least 8 characters.');

    rerender(<AccountCreation form={form} errors={{}} onChange={() => {}} />);
    expect(username.getAttribute('aria-describedby')).toBeNull();
    expect(password.getAttribute('aria-describedby')).toBeNull();
  });
});
