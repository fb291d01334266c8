import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../src/catalogue/import.ts';
import { approveReview } from '../../src/catalogue/reviews.ts';
import { startTestCommerce, type TestCommerce, type Tree } from '../support/catalogue/harness.ts';

/**
 * The catalogue in six languages (upstreams/commerce/README.md, "Languages"): every text a shopper
 * reads about a product exists in de, es, fr, it and pt, is not empty and is not the English one,
 * except nail-trade words shops in those countries use as they are.
 */
const languages = ['de', 'es', 'fr', 'it', 'pt'] as const;
const sameInEveryLanguage = new Set([
  'XS',
  'S',
  'M',
  'L',
  'French',
  'Stiletto',
  'Glitter',
  'Chrome',
  'Ombré',
  'Oval',
  'Ballerina',
  'Rose',
]);

/** Words that are the same word in one language ("Styles" is French too). */
const sameWord: Record<string, string[]> = { fr: ['Styles'] };
const mayStay = (language: string, english: string) =>
  sameInEveryLanguage.has(english) || (sameWord[language] ?? []).includes(english);

let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startTestCommerce();
}, 120_000);
afterAll(() => commerce?.close());

async function inLanguage<T = Tree>(
  language: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${commerce.url}/graphql?lang=${language}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const productsQuery = `{
  products(first: 200) {
    nodes {
      slug name description(format: RAW) shortDescription(format: RAW)
      ... on ExternalProduct { buttonText }
      ... on ProductWithAttributes { attributes { nodes { label ... on GlobalProductAttribute { terms { nodes { slug name } } } } } }
    }
  }
  productCategories(first: 100) { nodes { slug name description } }
}`;

describe('catalogue languages', () => {
  it('has every product, category, attribute and term in each language, translated', async () => {
    const english = await inLanguage('en', productsQuery);
    expect(english.products.nodes.length).toBeGreaterThanOrEqual(65);
    for (const language of languages) {
      const translated = await inLanguage(language, productsQuery);
      const bySlug = new Map(english.products.nodes.map((node: Tree) => [node.slug, node]));
      for (const product of translated.products.nodes) {
        const original = bySlug.get(product.slug) as Tree;
        const where = `${language} ${product.slug}`;
        for (const field of ['name', 'description', 'shortDescription']) {
          expect(product[field]?.trim(), `${where} ${field}`).toBeTruthy();
          expect(product[field], `${where} ${field}`).not.toBe(original[field]);
        }
        if (original.buttonText) expect(product.buttonText, where).not.toBe(original.buttonText);
        const originalLabels = (original.attributes?.nodes ?? []).map((node: Tree) => node.label);
        (product.attributes?.nodes ?? []).forEach((attribute: Tree, i: number) => {
          if (!mayStay(language, originalLabels[i]))
            expect(attribute.label, `${where} attribute ${originalLabels[i]}`).not.toBe(originalLabels[i]);
          const originalTerms = original.attributes.nodes[i].terms?.nodes ?? [];
          (attribute.terms?.nodes ?? []).forEach((term: Tree, j: number) => {
            expect(term.name?.trim(), `${where} term ${term.slug}`).toBeTruthy();
            if (!mayStay(language, originalTerms[j].name))
              expect(term.name, `${where} term ${term.slug}`).not.toBe(originalTerms[j].name);
          });
        });
      }
      const categories = new Map(english.productCategories.nodes.map((node: Tree) => [node.slug, node]));
      for (const category of translated.productCategories.nodes) {
        const original = categories.get(category.slug) as Tree;
        expect(category.name?.trim(), `${language} category ${category.slug}`).toBeTruthy();
        if (!mayStay(language, original.name))
          expect(category.name, `${language} category ${category.slug}`).not.toBe(original.name);
        if (original.description)
          expect(category.description, `${language} category ${category.slug}`).not.toBe(
            original.description,
          );
      }
    }
  });

  it('writes German with its grammar: the shape agrees with its noun', async () => {
    const data = await inLanguage(
      'de',
      `{ a: product(id: "classic-milky-french-square-press-on-nails", idType: SLUG) { name shortDescription(format: RAW) }
         b: product(id: "rose-french-almond-press-on-nails", idType: SLUG) { name description(format: RAW) } }`,
    );
    expect(data.a.name).toBe('Press-on-Nägel Classic Milky French in eckiger Form');
    expect(data.a.shortDescription).toBe(
      'Ein Set in eckiger Form mit einer milchigen Nude-Basis und sanft weißen Spitzen.',
    );
    expect(data.b.description).toContain('– in unserer Mandelform.');
  });

  it('follows wp-graphql-polylang: where.language, language, translations and translation(language:)', async () => {
    const data = await inLanguage(
      'en',
      `{
        products(first: 1, where: { language: FR, slugIn: ["classic-red-oval-press-on-nails"] }) {
          nodes { name ... on SimpleProduct { language { code locale } productCategories { nodes { name } } translation(language: IT) { name } translations { name } } }
        }
        productCategories(where: { language: PT, slug: ["shapes"] }) { nodes { name language { code } } }
        languages { code locale }
        defaultLanguage { code }
      }`,
    );
    const product = data.products.nodes[0];
    expect(product.name).toBe('Faux ongles press-on Rouge classique, forme ovale');
    expect(product.language).toEqual({ code: 'FR', locale: 'fr_FR' });
    expect(product.productCategories.nodes.map((node: Tree) => node.name)).toEqual(['Ovales']);
    expect(product.translation.name).toBe('Unghie press-on Rosso classico ovali');
    expect(product.translations).toHaveLength(5);
    expect(product.translations.map((node: Tree) => node.name)).toContain('Classic Red Oval Press-On Nails');
    expect(data.productCategories.nodes).toEqual([{ name: 'Formatos', language: { code: 'PT' } }]);
    expect(data.languages.map((language: Tree) => language.code)).toEqual([
      'EN',
      'DE',
      'ES',
      'FR',
      'IT',
      'PT',
    ]);
    expect(data.defaultLanguage.code).toBe('EN');
  });

  it('describes the pictures in the language of the page', async () => {
    const data = await inLanguage(
      'de',
      `{ product(id: "classic-red-oval-press-on-nails", idType: SLUG) { image { altText } galleryImages { nodes { altText } } }
         glue: product(id: "brush-on-nail-glue", idType: SLUG) { image { altText } }
         productCategory(id: "nail-glue", idType: SLUG) { image { altText } } }`,
    );
    expect(data.product.image.altText).toBe(
      'Press-on-Nägel Klassisches Rot in ovaler Form: eine Schale mit zehn Nägeln',
    );
    expect(data.product.galleryImages.nodes.map((node: Tree) => node.altText)).toEqual([
      'Press-on-Nägel Klassisches Rot in ovaler Form, aufgefächert',
      'Press-on-Nägel Klassisches Rot in ovaler Form in Nahaufnahme',
    ]);
    expect(data.glue.image.altText).toBe('Rosa Fläschchen Nagelkleber mit Pinsel');
    expect(data.productCategory.image.altText).toBe('Kategorie Nagelkleber');
  });

  it('searches the language of the request', async () => {
    const query = `{ products(first: 100, where: { search: "Mandelform" }) { nodes { slug } } }`;
    const german = await inLanguage('de', query);
    const english = await inLanguage('en', query);
    expect(german.products.nodes.length).toBeGreaterThan(5);
    expect(german.products.nodes.every((node: Tree) => node.slug.includes('almond'))).toBe(true);
    expect(english.products.nodes).toEqual([]);
  });

  it('shows payment and shipping titles in the language of the request', async () => {
    const gatewaysQuery = '{ paymentGateways { nodes { id title description } } }';
    const gateways = await inLanguage('it', gatewaysQuery);
    expect(gateways.paymentGateways.nodes).toContainEqual({
      id: 'cod',
      title: 'Pagamento alla consegna',
      description: 'Paga in contanti alla consegna.',
    });
    const english = (await inLanguage('en', gatewaysQuery)).paymentGateways.nodes as Tree[];
    for (const language of languages) {
      const translated = (await inLanguage(language, gatewaysQuery)).paymentGateways.nodes as Tree[];
      translated.forEach((gateway, i) => {
        expect(gateway.title?.trim(), `${language} ${gateway.id}`).toBeTruthy();
        expect(gateway.title, `${language} ${gateway.id}`).not.toBe(english[i]!.title);
        expect(gateway.description, `${language} ${gateway.id}`).not.toBe(english[i]!.description);
      });
    }
    const db = new Database(path.join(commerce.varDir, 'commerce', 'commerce.sqlite'), { readonly: true });
    try {
      const titles = db.prepare('SELECT DISTINCT title FROM shipping_methods').pluck().all() as string[];
      expect(titles.length).toBeGreaterThan(3);
      for (const title of titles)
        for (const language of languages) {
          const translation = db
            .prepare(
              "SELECT translation FROM string_translations WHERE context = 'shipping' AND source = ? AND language = ?",
            )
            .pluck()
            .get(title, language) as string | undefined;
          expect(translation?.trim(), `${language} "${title}"`).toBeTruthy();
          expect(translation).not.toBe(title);
        }
    } finally {
      db.close();
    }
  });

  it('offers the cuticle pen’s scents in the language of the page, on the product, its variations and defaults', async () => {
    const scents: Record<string, string[]> = {
      en: ['Rose', 'Vanilla', 'Unscented'],
      de: ['Rose', 'Vanille', 'Ohne Duft'],
      es: ['Rosa', 'Vainilla', 'Sin aroma'],
      fr: ['Rose', 'Vanille', 'Sans parfum'],
      it: ['Rosa', 'Vaniglia', 'Senza profumo'],
      pt: ['Rosa', 'Baunilha', 'Sem aroma'],
    };
    const penQuery = `{ product(id: "cuticle-oil-pen", idType: SLUG) { ... on VariableProduct {
      attributes { nodes { label options } }
      defaultAttributes { nodes { label value } }
      variations { nodes { name attributes { nodes { label value } } } } } } }`;
    for (const language of ['en', ...languages]) {
      const pen = (await inLanguage(language, penQuery)).product;
      const expected = scents[language]!;
      const [scent] = pen.attributes.nodes;
      expect(scent.options, language).toEqual(expected);
      const label = scent.label;
      expect(pen.defaultAttributes.nodes, language).toEqual([{ label, value: expected[0] }]);
      const variations = pen.variations.nodes as Tree[];
      expect(
        variations.map((variation) => variation.attributes.nodes[0].value),
        language,
      ).toEqual(expected);
      expect(
        variations.map((variation) => variation.name.split(' - ')[1]),
        language,
      ).toEqual(expected);
    }
  });

  it('shows the seeded reviews in the language of the page, every one translated', async () => {
    const reviewsQuery = `{ products(first: 200) { nodes { slug reviews { edges { node { databaseId content(format: RAW) } } } } } }`;
    const contents = (data: Tree) =>
      new Map<number, string>(
        (data.products.nodes as Tree[]).flatMap((product) =>
          (product.reviews?.edges ?? []).map((edge: Tree): [number, string] => [
            edge.node.databaseId,
            edge.node.content,
          ]),
        ),
      );
    const english = contents(await inLanguage('en', reviewsQuery));
    expect(english.size).toBeGreaterThan(40);
    const englishTexts = new Set(english.values());
    for (const language of languages) {
      const translated = contents(await inLanguage(language, reviewsQuery));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [id, content] of translated) {
        expect(content?.trim(), `${language} review ${id}`).toBeTruthy();
        expect(englishTexts.has(content), `${language} review ${id}: ${content}`).toBe(false);
      }
    }
    const german = contents(await inLanguage('de', reviewsQuery));
    expect([...german.values()]).toContain('Die Farbe war dunkler als auf den Fotos.');
  });

  it('keeps a review a shopper wrote as written in every language', async () => {
    const product = (await inLanguage('en', '{ products(first: 1) { nodes { databaseId slug } } }')).products
      .nodes[0];
    const text = 'Tolles Set, hält super! Würde ich wieder kaufen.';
    await inLanguage(
      'de',
      `mutation ($id: Int!, $text: String!) { writeReview(input: { commentOn: $id, rating: 5, content: $text,
        author: "Jana", authorEmail: "jana.review@example.test" }) { rating } }`,
      { id: product.databaseId, text },
    );
    // A new reviewer's review waits for the shop's approval (WordPress's default); approved, it
    // reads as written in every language.
    const db = new Database(path.join(commerce.varDir, 'commerce', 'commerce.sqlite'));
    approveReview(
      db,
      (
        db.prepare('SELECT id FROM reviews WHERE author_email = ?').get('jana.review@example.test') as {
          id: number;
        }
      ).id,
    );
    db.close();
    for (const language of ['en', 'fr']) {
      const reviews = (
        await inLanguage(
          language,
          `query ($slug: ID!) { product(id: $slug, idType: SLUG) { reviews { nodes { content(format: RAW) } } } }`,
          { slug: product.slug },
        )
      ).product.reviews.nodes as Tree[];
      expect(reviews.map((review) => review.content)).toContain(text);
    }
  });

  it('has every seeded review and local attribute text registered in the five languages', async () => {
    const db = new Database(path.join(commerce.varDir, 'commerce', 'commerce.sqlite'), { readonly: true });
    try {
      const sources = db
        .prepare(
          "SELECT DISTINCT source, context FROM string_translations WHERE context IN ('review', 'attribute')",
        )
        .all() as { source: string; context: string }[];
      expect(sources.filter((entry) => entry.context === 'review')).toHaveLength(10);
      for (const { source, context } of sources)
        for (const language of languages) {
          const translation = db
            .prepare(
              'SELECT translation FROM string_translations WHERE context = ? AND source = ? AND language = ?',
            )
            .pluck()
            .get(context, source, language) as string | undefined;
          expect(translation?.trim(), `${language} ${context} "${source}"`).toBeTruthy();
          if (!mayStay(language, source)) expect(translation, `${language} "${source}"`).not.toBe(source);
        }
    } finally {
      db.close();
    }
  });

  it('imports translations with a catalogue and keeps them when a later import brings none', async () => {
    const db = new Database(path.join(commerce.varDir, 'commerce', 'commerce.sqlite'));
    try {
      const product = {
        slug: 'nail-file-duo',
        name: 'Nail File Duo',
        description: 'Two glass files.',
        regularPrice: '4.50',
        categories: ['accessories'],
        translations: { de: { name: 'Nagelfeilen-Duo', description: 'Zwei Glasfeilen.' } },
      };
      await importCatalogue(
        db,
        { products: [product] },
        { sourcesDir: path.join(commerce.varDir, 'sources') },
      );
      await importCatalogue(
        db,
        { products: [{ ...product, regularPrice: '4.90', translations: undefined }] },
        { sourcesDir: path.join(commerce.varDir, 'sources') },
      );
    } finally {
      db.close();
    }
    const data = await inLanguage(
      'de',
      '{ product(id: "nail-file-duo", idType: SLUG) { name description(format: RAW) } }',
    );
    expect(data.product).toEqual({ name: 'Nagelfeilen-Duo', description: 'Zwei Glasfeilen.' });
  });
});
