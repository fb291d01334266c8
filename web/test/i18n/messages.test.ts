import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en.ts';
import de from '../../src/i18n/locales/de.ts';
import es from '../../src/i18n/locales/es.ts';
import fr from '../../src/i18n/locales/fr.ts';
import itMessages from '../../src/i18n/locales/it.ts';
import pt from '../../src/i18n/locales/pt.ts';
import shopEn from '../../src/i18n/shop/en.ts';
import shopDe from '../../src/i18n/shop/de.ts';
import shopEs from '../../src/i18n/shop/es.ts';
import shopFr from '../../src/i18n/shop/fr.ts';
import shopIt from '../../src/i18n/shop/it.ts';
import shopPt from '../../src/i18n/shop/pt.ts';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function value(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const catalogues = { de, es, fr, it: itMessages, pt } as Record<string, Tree>;
const reference = keys(en as Tree);

describe('translations', () => {
  it.each(Object.keys(catalogues))('%s has every English key and no other, each non-empty', (code) => {
    const catalogue = catalogues[code] as Tree;
    expect(keys(catalogue).sort()).toEqual([...reference].sort());
    for (const key of reference) expect(value(catalogue, key)?.trim(), `${code}: ${key}`).toBeTruthy();
  });

  it.each(Object.keys(catalogues))('%s keeps the same interpolation placeholders as English', (code) => {
    const catalogue = catalogues[code] as Tree;
    for (const key of reference) {
      const placeholders = (text: string | undefined) => (text?.match(/{{\w+}}/g) ?? []).sort();
      expect(placeholders(value(catalogue, key)), `${code}: ${key}`).toEqual(
        placeholders(value(en as Tree, key)),
      );
    }
  });

  it('holds every message of behaviour §8 in English', () => {
    expect(en.errors.noOrder).toBe('We could not find your order. Please try again later.');
    expect(en.errors.passwordMismatch).toBe('Passwords do not match. Please try again.');
    expect(en.catalogue.noProducts).toBe('No products found');
    expect(en.newsletter.emailRequired).toBe('Please enter your email address');
    expect(en.newsletter.emailInvalid).toBe('Please enter a valid email address');
    expect(en.newsletter.subscriptionFailed).toBe('Subscription failed, please try again');
  });

  it('has a translation for every message key the machines use', async () => {
    const { messages } = await import('@nails/machines/messages');
    for (const message of Object.values(messages)) {
      for (const [code, catalogue] of Object.entries({ en: en as Tree, ...catalogues })) {
        expect(value(catalogue, message.key), `${code}: ${message.key}`).toBeTruthy();
      }
    }
  });

  it('uses an "invalid password" wording in German and Spanish (behaviour §8)', () => {
    expect(de.errors.incorrectPassword).toMatch(/ungültig/i);
    expect(es.errors.incorrectPassword).toMatch(/no válida/i);
  });
});

describe('shop namespace translations (cart, checkout, accounts)', () => {
  const shopCatalogues = { de: shopDe, es: shopEs, fr: shopFr, it: shopIt, pt: shopPt } as Record<
    string,
    Tree
  >;
  const shopReference = keys(shopEn as Tree);

  it.each(Object.keys(shopCatalogues))(
    '%s has every English shop key and no other, each non-empty, same placeholders',
    (code) => {
      const catalogue = shopCatalogues[code] as Tree;
      expect(keys(catalogue).sort()).toEqual([...shopReference].sort());
      const placeholders = (text: string | undefined) => (text?.match(/{{\w+}}/g) ?? []).sort();
      for (const key of shopReference) {
        expect(value(catalogue, key)?.trim(), `${code}: ${key}`).toBeTruthy();
        expect(placeholders(value(catalogue, key)), `${code}: ${key}`).toEqual(
          placeholders(value(shopEn as Tree, key)),
        );
      }
    },
  );
});
