import { describe, expect, it } from 'vitest';
import de from '../../../../src/i18n/locales/de.ts';
import en from '../../../../src/i18n/locales/en.ts';
import es from '../../../../src/i18n/locales/es.ts';
import fr from '../../../../src/i18n/locales/fr.ts';
import it_ from '../../../../src/i18n/locales/it.ts';
import pt from '../../../../src/i18n/locales/pt.ts';
import type { LocalizedContent } from '../../../../src/features/info/InfoPage.tsx';
import { about } from '../../../../src/features/info/content/about.ts';
import { shipping } from '../../../../src/features/info/content/shipping.ts';

const messages = { en, de, es, fr, it: it_, pt };
const text = (content: LocalizedContent, locale: keyof typeof messages) => JSON.stringify(content[locale]);

/**
 * One studio: the contact page's address is where the about page says the studio is (and
 * pick-ups happen, as the checkout's pick-up rate says) and where the shipping page says orders
 * leave from. The registered office in the terms and privacy notice is another address.
 */
describe.each(Object.keys(messages) as (keyof typeof messages)[])('the studio in %s', (locale) => {
  const address = messages[locale].contact.address;
  const [street, postcodeAndCity] = address.split(',').map((part) => part.trim());
  const city = postcodeAndCity!.replace(/^\d+\s+/, '');

  it('is at the contact page address on the about page', () => {
    expect(text(about, locale)).toContain(`${street}, ${postcodeAndCity}`);
  });

  it('is the city orders leave from on the shipping page, never another', () => {
    // The city as a noun or an adjective ("Berlin", "Berliner", "berlinois", "Berlim").
    expect(text(shipping, locale)).toMatch(new RegExp(city.slice(0, 4), 'i'));
    expect(text(about, locale) + text(shipping, locale)).not.toMatch(/Bru[sx]el|Brüssel|bruxellois/i);
  });
});
