import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { builtInText, shippingMethodId } from '../../src/i18n/builtInTitles.ts';

describe("WooCommerce's built-in method titles", () => {
  it('are said in the shopper’s language when the owner kept WooCommerce’s own', async () => {
    await activateLocale('de');
    const t = i18next.getFixedT('de', 'shop');
    expect(builtInText(t, 'shipping', shippingMethodId('flat_rate:1'), 'Flat rate')).toBe('Pauschale');
    expect(builtInText(t, 'shipping', shippingMethodId('free_shipping:3'), 'Free shipping')).toBe(
      'Kostenloser Versand',
    );
    expect(builtInText(t, 'payment', 'bacs', 'Direct bank transfer')).toBe('Direkte Banküberweisung');
    expect(builtInText(t, 'payment', 'cod', 'Cash on delivery')).toBe('Nachnahme');
  });

  it('keep the owner’s own titles and unknown methods as the shop wrote them', async () => {
    await activateLocale('de');
    const t = i18next.getFixedT('de', 'shop');
    expect(builtInText(t, 'shipping', 'flat_rate', 'DHL Paket')).toBe('DHL Paket');
    expect(builtInText(t, 'payment', 'stripe', 'Credit / debit card')).toBe('Credit / debit card');
  });
});
