import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { activateLocale, instanceFor } from '../../src/i18n/i18n.ts';
import { useTranslation } from '../../src/i18n/useTranslation.ts';

const seen: unknown[] = [];

function CartLabel() {
  const { t } = useTranslation('shop');
  seen.push(t);
  return <p>{t('cart.title')}</p>;
}

function Language() {
  const { i18n } = useTranslation();
  return <p>{i18n.language}</p>;
}

describe('useTranslation', () => {
  it("speaks the page's language, changes with it, and gives every component of a language one t", async () => {
    await activateLocale('en');
    seen.length = 0;
    render(
      <>
        <CartLabel />
        <CartLabel />
        <Language />
      </>,
    );
    const english = screen.getAllByRole('paragraph').map((p) => p.textContent);
    expect(english[0]).toBe('Your cart');
    expect(english[2]).toBe('en');
    expect(seen[0]).toBe(seen[1]);

    await act(() => activateLocale('de'));
    const german = screen.getAllByRole('paragraph').map((p) => p.textContent);
    expect(german[2]).toBe('de');
    expect(german[0]).toBe('Dein Warenkorb');
    await act(() => activateLocale('en'));
  });

  it("uses the instance it is given (a server request's), not the browser's", async () => {
    await activateLocale('en');
    const french = await instanceFor('fr');
    render(
      <I18nextProvider i18n={french}>
        <Language />
      </I18nextProvider>,
    );
    expect(screen.getByText('fr')).toBeTruthy();
  });
});
