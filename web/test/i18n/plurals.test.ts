import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../src/i18n/locales/de.ts';
import en from '../../src/i18n/locales/en.ts';
import es from '../../src/i18n/locales/es.ts';
import fr from '../../src/i18n/locales/fr.ts';
import itMessages from '../../src/i18n/locales/it.ts';
import pt from '../../src/i18n/locales/pt.ts';

const catalogues = { en, de, es, fr, it: itMessages, pt };

describe('the rating filter label', () => {
  it.each(Object.entries(catalogues))(
    'is singular for 1 star and plural above in %s',
    async (lang, messages) => {
      const i18n = createInstance();
      await i18n.init({
        lng: lang,
        resources: { [lang]: { translation: messages } },
        interpolation: { escapeValue: false },
      });
      const one = i18n.t('catalogue.ratingAtLeast', { rating: 1, count: 1 });
      const four = i18n.t('catalogue.ratingAtLeast', { rating: 4, count: 4 });
      expect(one).toContain('1');
      expect(four).toContain('4');
      expect(one.replace('1', '#')).not.toBe(four.replace('4', '#'));
    },
  );

  it('reads "1 star & up" and "4 stars & up" in English', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
    expect(i18n.t('catalogue.ratingAtLeast', { rating: 1, count: 1 })).toBe('1 star & up');
    expect(i18n.t('catalogue.ratingAtLeast', { rating: 4, count: 4 })).toBe('4 stars & up');
  });
});
