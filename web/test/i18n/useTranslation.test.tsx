import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
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

  it('answers a key alone from memory, a key with options afresh, and a key without a message once it has one', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      resources: { en: { translation: { hello: 'Hello', items: '{{count}} sets' } } },
      interpolation: { escapeValue: false },
    });
    const lookUp = vi.spyOn(instance, 't');
    function Texts({ count }: { count: number }) {
      const { t } = useTranslation();
      return (
        <p>
          {t('hello')} / {t('items', { count })} / {t('later')}
        </p>
      );
    }
    const { rerender } = render(
      <I18nextProvider i18n={instance}>
        <Texts count={2} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe('Hello / 2 sets / later');
    instance.addResource('en', 'translation', 'later', 'Later');
    rerender(
      <I18nextProvider i18n={instance}>
        <Texts count={3} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe('Hello / 3 sets / Later');
    const asked = (key: string) => lookUp.mock.calls.filter(([asked]) => asked === key).length;
    expect([asked('hello'), asked('items'), asked('later')]).toEqual([1, 2, 2]);
  });
});
