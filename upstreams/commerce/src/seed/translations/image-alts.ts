import type { CatalogueInput } from '../../catalogue/catalogue-json.ts';
import { translatedCodes, type Translated } from './vocabulary.ts';

type Strings = NonNullable<CatalogueInput['strings']>;
type Product = NonNullable<CatalogueInput['products']>[number];
type Category = NonNullable<CatalogueInput['categories']>[number];

/** The nail sets' pictures: "{name}: a tray of ten nails", "{name} fanned out", "{name} close-up". */
const nailViews: Record<string, Record<Translated, (name: string) => string>> = {
  ': a tray of ten nails': {
    de: (name) => `${name}: eine Schale mit zehn Nägeln`,
    es: (name) => `${name}: una bandeja con diez uñas`,
    fr: (name) => `${name} : un plateau de dix ongles`,
    it: (name) => `${name}: un vassoio con dieci unghie`,
    pt: (name) => `${name}: uma bandeja com dez unhas`,
  },
  ' fanned out': {
    de: (name) => `${name}, aufgefächert`,
    es: (name) => `${name}, en abanico`,
    fr: (name) => `${name}, en éventail`,
    it: (name) => `${name}, a ventaglio`,
    pt: (name) => `${name}, em leque`,
  },
  ' close-up': {
    de: (name) => `${name} in Nahaufnahme`,
    es: (name) => `${name} en primer plano`,
    fr: (name) => `${name} en gros plan`,
    it: (name) => `${name} in primo piano`,
    pt: (name) => `${name} em close`,
  },
};

/** The accessories' pictures, by their English alt text. */
const accessoryAlts: Record<string, Record<Translated, string>> = {
  'Pink bottle of brush-on nail glue': {
    de: 'Rosa Fläschchen Nagelkleber mit Pinsel',
    es: 'Frasco rosa de pegamento para uñas con pincel',
    fr: 'Flacon rose de colle à ongles avec pinceau',
    it: 'Flacone rosa di colla per unghie con pennello',
    pt: 'Frasco rosa de cola para unhas com pincel',
  },
  'Two bottles of extra strong nail glue': {
    de: 'Zwei Fläschchen extrastarker Nagelkleber',
    es: 'Dos frascos de pegamento extrafuerte para uñas',
    fr: 'Deux flacons de colle à ongles extra-forte',
    it: 'Due flaconi di colla per unghie extra forte',
    pt: 'Dois frascos de cola extraforte para unhas',
  },
  'Glue pen': {
    de: 'Klebestift',
    es: 'Bolígrafo de pegamento',
    fr: 'Stylo de colle',
    it: 'Penna colla',
    pt: 'Caneta de cola',
  },
  'Sheet of adhesive tabs': {
    de: 'Bogen mit Klebepads',
    es: 'Hoja de adhesivos',
    fr: 'Planche de pastilles adhésives',
    it: 'Foglio di adesivi',
    pt: 'Cartela de adesivos',
  },
  'Clear jelly tabs': {
    de: 'Transparente Gel-Klebepads',
    es: 'Adhesivos de gel transparentes',
    fr: 'Pastilles gel transparentes',
    it: 'Adesivi in gel trasparenti',
    pt: 'Adesivos de gel transparentes',
  },
  'Nail prep kit': {
    de: 'Vorbereitungsset für die Nägel',
    es: 'Kit de preparación de uñas',
    fr: 'Kit de préparation des ongles',
    it: 'Kit di preparazione delle unghie',
    pt: 'Kit de preparação das unhas',
  },
  'Box of prep pads': {
    de: 'Schachtel mit Vorbereitungspads',
    es: 'Caja de toallitas de preparación',
    fr: 'Boîte de lingettes de préparation',
    it: 'Scatola di salviette di preparazione',
    pt: 'Caixa de lenços de preparação',
  },
  'Removal kit': {
    de: 'Entfernungsset',
    es: 'Kit de retirada',
    fr: 'Kit de dépose',
    it: 'Kit di rimozione',
    pt: 'Kit de remoção',
  },
  'Nail sizing kit with numbered tips': {
    de: 'Nagelgrößen-Set mit nummerierten Tips',
    es: 'Kit de tallas de uñas con tips numerados',
    fr: 'Kit de tailles d’ongles avec capsules numérotées',
    it: 'Kit misure unghie con tip numerate',
    pt: 'Kit de tamanhos de unhas com tips numeradas',
  },
  'Printable sizing guide': {
    de: 'Größentabelle zum Ausdrucken',
    es: 'Guía de tallas para imprimir',
    fr: 'Guide des tailles à imprimer',
    it: 'Guida alle misure da stampare',
    pt: 'Guia de tamanhos para imprimir',
  },
  'Gift card with a bow': {
    de: 'Geschenkgutschein mit Schleife',
    es: 'Tarjeta regalo con lazo',
    fr: 'Carte cadeau avec un nœud',
    it: 'Carta regalo con fiocco',
    pt: 'Vale-presente com laço',
  },
  'Gold gift card with a bow': {
    de: 'Goldener Geschenkgutschein mit Schleife',
    es: 'Tarjeta regalo dorada con lazo',
    fr: 'Carte cadeau dorée avec un nœud',
    it: 'Carta regalo dorata con fiocco',
    pt: 'Vale-presente dourado com laço',
  },
  'LED nail lamp': {
    de: 'LED-Nagellampe',
    es: 'Lámpara LED para uñas',
    fr: 'Lampe LED pour ongles',
    it: 'Lampada LED per unghie',
    pt: 'Cabine LED para unhas',
  },
  'Nail art masterclass': {
    de: 'Nail-Art-Masterclass',
    es: 'Masterclass de nail art',
    fr: 'Masterclass nail art',
    it: 'Masterclass di nail art',
    pt: 'Masterclass de nail art',
  },
  'Three French press-on sets side by side': {
    de: 'Drei French-Sets nebeneinander',
    es: 'Tres sets de manicura francesa, uno al lado del otro',
    fr: 'Trois sets French côte à côte',
    it: 'Tre set french uno accanto all’altro',
    pt: 'Três kits de francesinha lado a lado',
  },
  'Cuticle oil pen': {
    de: 'Nagelhautöl-Stift',
    es: 'Bolígrafo de aceite para cutículas',
    fr: 'Stylo huile à cuticules',
    it: 'Penna olio per cuticole',
    pt: 'Caneta de óleo para cutículas',
  },
};

/** A category's picture: "{name} category". */
const categoryAlt: Record<Translated, (name: string) => string> = {
  de: (name) => `Kategorie ${name}`,
  es: (name) => `Categoría ${name}`,
  fr: (name) => `Catégorie ${name}`,
  it: (name) => `Categoria ${name}`,
  pt: (name) => `Categoria ${name}`,
};

const perLanguage = (make: (language: Translated) => string | undefined) =>
  Object.fromEntries(
    translatedCodes.flatMap((language) => {
      const text = make(language);
      return text ? [[language, text]] : [];
    }),
  );

/**
 * The pictures' alt texts in each language (registered strings, context "media"), built from
 * the translated names: a German page describes its pictures in German to screen readers.
 */
export function imageAltStrings(products: Product[], categories: Category[]): Strings {
  const strings: Strings = [];
  const add = (source: string | undefined, translations: Partial<Record<Translated, string>>) => {
    if (source && Object.keys(translations).length > 0 && !strings.some((entry) => entry.source === source))
      strings.push({ context: 'media', source, translations });
  };
  for (const product of products) {
    for (const image of [product.image, ...(product.gallery ?? [])]) {
      const alt = image?.alt;
      if (!alt) continue;
      if (accessoryAlts[alt]) {
        add(alt, accessoryAlts[alt]);
        continue;
      }
      const view = Object.keys(nailViews).find((suffix) => alt === `${product.name}${suffix}`);
      if (view)
        add(
          alt,
          perLanguage((language) => {
            const name = product.translations?.[language]?.name;
            return name ? nailViews[view]![language](name) : undefined;
          }),
        );
    }
  }
  for (const category of categories) {
    const alt = category.image?.alt;
    if (alt && alt.toLowerCase() === `${category.name} category`.toLowerCase())
      add(
        alt,
        perLanguage((language) => {
          const name = category.translations?.[language]?.name;
          return name ? categoryAlt[language](name) : undefined;
        }),
      );
  }
  return strings;
}
