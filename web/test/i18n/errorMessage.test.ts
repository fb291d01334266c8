import catalogue from '@nails/schema/error-codes.json' with { type: 'json' };
import { messageFromError, messages } from '@nails/machines/messages';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOfStatus, GraphQLRequestError } from '../../src/relay/environment.ts';
import { errorMessage, placeholdersOf, type ErrorCode } from '../../src/i18n/errorMessage.ts';
import de from '../../src/i18n/locales/de.ts';
import en from '../../src/i18n/locales/en.ts';
import es from '../../src/i18n/locales/es.ts';
import fr from '../../src/i18n/locales/fr.ts';
import itMessages from '../../src/i18n/locales/it.ts';
import pt from '../../src/i18n/locales/pt.ts';

const locales = { en, de, es, fr, it: itMessages, pt };
const codes = Object.keys(catalogue);

describe('every code of schema/error-codes.json has a message in the six languages', () => {
  it.each(codes)('%s', (code) => {
    // A message names only the values the code always carries (its catalogue message names them).
    const named = placeholdersOf(code as ErrorCode);
    for (const name of named)
      expect(
        catalogue[code as ErrorCode].extensions as readonly string[],
        `${code} carries ${name}`,
      ).toContain(name);
    for (const [language, catalogueOf] of Object.entries(locales)) {
      const text = (catalogueOf.errors.codes as Record<string, string | undefined>)[code];
      expect(text?.trim(), `${language}: errors.codes.${code}`).toBeTruthy();
      const used = [...text!.matchAll(/{{(\w+)}}/g)].map((match) => match[1]);
      expect(used.sort(), `${language}: errors.codes.${code}`).toEqual([...named].sort());
    }
  });

  it('and no message for a code the catalogue does not have', () => {
    for (const catalogueOf of Object.values(locales)) {
      expect(Object.keys(catalogueOf.errors.codes).sort()).toEqual([...codes].sort());
    }
  });

  it('the generic fallback is a translated sentence, not the server text', () => {
    for (const catalogueOf of Object.values(locales)) {
      expect(catalogueOf.errors.server).not.toMatch(/{{/);
      expect(catalogueOf.errors.server.length).toBeGreaterThan(10);
    }
  });
});

describe('errorMessage: what a shopper reads for a failure', () => {
  let t: TFunction;
  beforeAll(async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'de',
      fallbackLng: false,
      resources: { de: { translation: de }, en: { translation: en } },
      interpolation: { escapeValue: false },
    });
    t = i18n.t;
  });

  it('a catalogued code is its translation, whatever English text came with it', () => {
    const error = new GraphQLRequestError(catalogue.RATE_LIMITED.message, 'RATE_LIMITED', 429);
    expect(errorMessage(error, t)).toBe(de.errors.codes.RATE_LIMITED);
    // The same error through a machine (errors.server with the code as a parameter).
    expect(errorMessage(messageFromError(error), t)).toBe(de.errors.codes.RATE_LIMITED);
  });

  it("prints a coupon's minimum spend as the page prints money, not in the back end's format", () => {
    const minimum = new GraphQLRequestError(
      'The minimum spend for this coupon is €75.00.',
      'COUPON_MINIMUM_SPEND',
      200,
      {
        code: 'COUPON_MINIMUM_SPEND',
        amount: '€75.00',
      },
    );
    const message = errorMessage(messageFromError(minimum), t, undefined, 'de');
    expect(message).toBe('Der Mindestbestellwert für diesen Gutschein beträgt 75,00\u00a0€.');
    expect(message).not.toContain('€75.00');
  });

  it("never shows the back end's English: a refusal reads its code's translation with its values", () => {
    // The gateway gives each refusal its code (gateway/src/graphql/upstream-refusals.ts).
    const coupon = new GraphQLRequestError('Coupon "EXPIRED5" has expired.', 'COUPON_EXPIRED');
    expect(errorMessage(messageFromError(coupon), t)).toBe('Dieser Gutschein ist abgelaufen.');
    const registered = new GraphQLRequestError(
      'An account is already registered with your email address. Please log in.',
      'EMAIL_ALREADY_REGISTERED',
      200,
      { code: 'EMAIL_ALREADY_REGISTERED', field: 'email' },
    );
    expect(errorMessage(registered, t)).toBe(de.errors.codes.EMAIL_ALREADY_REGISTERED);
    // Quantity 99 of a set with 13 left: the shopper reads how many there are, in German.
    const stock = new GraphQLRequestError(
      'You cannot add that amount of "Rose French Almond" to the cart because there is not enough stock (13 remaining).',
      'STOCK_LIMITED',
      200,
      { code: 'STOCK_LIMITED', remaining: 13 },
    );
    expect(errorMessage(messageFromError(stock), t)).toBe('Von diesem Artikel sind nur noch 13 auf Lager.');
    // A value that did not come: the generic refusal, never an empty "{{remaining}}".
    expect(errorMessage(new GraphQLRequestError('Only a few left', 'STOCK_LIMITED'), t)).toBe(
      de.errors.codes.BAD_USER_INPUT,
    );
    // A sentence the gateway had no code for stays behind its generic code's translation.
    const unknown = new GraphQLRequestError('Quantity must be at least 1.', 'BAD_USER_INPUT');
    expect(errorMessage(messageFromError(unknown), t)).toBe(de.errors.codes.BAD_USER_INPUT);
    const checkout = new GraphQLRequestError(
      'Billing Postcode / ZIP is not valid for DE.',
      'ADDRESS_INVALID',
    );
    expect(errorMessage(checkout, t)).toBe(de.errors.codes.ADDRESS_INVALID);
  });

  it('never shows transport text: an answer without a body gets the code of its status', () => {
    const proxyError = new GraphQLRequestError('GraphQL Error (Code: 502)', codeOfStatus(502), 502);
    expect(errorMessage(proxyError, t)).toBe(de.errors.codes.UPSTREAM_UNAVAILABLE);
    expect(errorMessage(new GraphQLRequestError('GraphQL Error (Code: 500)', codeOfStatus(500)), t)).toBe(
      de.errors.codes.INTERNAL_SERVER_ERROR,
    );
    expect(errorMessage(new Error('GraphQL Error (Code: 0)'), t)).toBe(de.errors.server);
    expect(errorMessage(messageFromError(new Error('Failed to fetch')), t)).toBe(de.errors.server);
  });

  it('uses the caller’s fallback for an error without a code', () => {
    expect(errorMessage(new Error('boom'), t, 'Konnte nicht hinzugefügt werden.')).toBe(
      'Konnte nicht hinzugefügt werden.',
    );
  });

  it("keeps behaviour §8's own messages and a payment provider's localised text", () => {
    expect(errorMessage(messages.incorrectPassword, t)).toBe(de.errors.incorrectPassword);
    const declined = Object.assign(new Error('Ihre Karte wurde abgelehnt.'), { code: 'card_declined' });
    expect(errorMessage(declined, t)).toBe('Ihre Karte wurde abgelehnt.');
  });
});
