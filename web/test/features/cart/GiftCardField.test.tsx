import { fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { FetchFunction } from 'relay-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { CouponForm } from '../../../src/features/cart/CouponForm.tsx';
import { GiftCardField } from '../../../src/features/cart/GiftCardField.tsx';

/** The field in a store whose network only counts what is sent (nothing is answered). */
function field() {
  const sent: string[] = [];
  const fetchFn: FetchFunction = (operation, variables) => {
    sent.push(`${operation.name} ${String(variables.code)}`);
    return new Promise<never>(() => undefined);
  };
  render(
    <RelayEnvironmentProvider environment={createEnvironment(fetchFn)}>
      <GiftCardField cards={[]} busy={false} onCart={() => undefined} />
    </RelayEnvironmentProvider>,
  );
  return { sent, input: screen.getByPlaceholderText('Gift card code') };
}

const apply = (name: RegExp) => screen.getByRole('button', { name });

describe('the gift card field, like the coupon field, waits for a code', () => {
  beforeAll(() => activateLocale('en'));

  it('keeps Apply unavailable until a code is typed, and sends nothing on Enter while empty', () => {
    const { sent, input } = field();
    expect(apply(/apply gift card/i)).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(apply(/apply gift card/i)).toHaveProperty('disabled', true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sent).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('applies the typed code, trimmed, once Apply is pressed', () => {
    const { sent, input } = field();
    fireEvent.change(input, { target: { value: ' GIFT-1234 ' } });
    expect(apply(/apply gift card/i)).toHaveProperty('disabled', false);
    fireEvent.click(apply(/apply gift card/i));
    expect(sent).toEqual(['useApplyGiftCardMutation GIFT-1234']);
  });

  it('matches the cart coupon field, whose Apply is unavailable while its code is empty', () => {
    render(
      <MemoryRouter>
        <CouponForm coupons={[]} busy={false} onApply={() => undefined} onRemove={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: /apply coupon/i })).toHaveProperty('disabled', true);
  });
});
