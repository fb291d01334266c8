import type { NailShape } from '../../images/nail-shapes.ts';
import { translatedLanguages } from '../../i18n/languages.ts';
import type { NailStyle } from '../../images/nail-art.ts';

export type Translated = (typeof translatedLanguages)[number];
export const translatedCodes: readonly Translated[] = translatedLanguages;

/**
 * How each language names the parts a nail set's texts are built from. Nail-trade words that
 * shops in these countries use as they are (French, Chrome, Ombré, Stiletto, Glitter) stay; the
 * rest is translated. Each shape carries the forms its sentences need, so agreement and word
 * order are right: German "in Mandelform" / "in eckiger Form", Italian "unghie squadrate" …
 */
export interface ShapeWords {
  /** Category name ("Mandel"). */
  category: string;
  /** Category description, a whole sentence. */
  categoryDescription: string;
  /** In a product name, after the set name ("in Mandelform", "en forma de almendra"). */
  inName: string;
  /** In the description: "…, in our almond shape" ("in unserer Mandelform"). */
  inOurShape: string;
  /** In the short description: "An almond set" ("Ein Set in Mandelform"). */
  aSet: string;
}

export interface LanguageVocabulary {
  shapes: Record<NailShape, ShapeWords>;
  styles: Record<NailStyle, { label: string; description: string }>;
  /** "Rosé French" + shape → product name. */
  productName: (setName: string, shape: ShapeWords) => string;
  /** The set's sentence: "{aSet} with {note}." */
  shortDescription: (shape: ShapeWords, note: string) => string;
  description: (shape: ShapeWords, note: string, style: string, matte: boolean) => string;
  /** Image alt texts. */
  categories: Record<
    | 'shapes'
    | 'styles'
    | 'accessories'
    | 'nail-glue'
    | 'adhesive-tabs'
    | 'prep-kits'
    | 'sizing-kits'
    | 'gift-cards',
    { name: string; description: string }
  >;
  attributes: {
    size: string;
    length: { name: string; short: string; medium: string; long: string };
    finish: { name: string; glossy: string; matte: string };
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const vocabulary: Record<Translated, LanguageVocabulary> = {
  de: {
    shapes: {
      almond: {
        category: 'Mandel',
        categoryDescription: 'Press-on-Nägel in Mandelform.',
        inName: 'in Mandelform',
        inOurShape: 'in unserer Mandelform',
        aSet: 'Ein Set in Mandelform',
      },
      coffin: {
        category: 'Ballerina',
        categoryDescription: 'Press-on-Nägel in Ballerinaform (Coffin).',
        inName: 'in Ballerinaform',
        inOurShape: 'in unserer Ballerinaform',
        aSet: 'Ein Set in Ballerinaform',
      },
      stiletto: {
        category: 'Stiletto',
        categoryDescription: 'Spitz zulaufende Press-on-Nägel in Stilettoform.',
        inName: 'in Stilettoform',
        inOurShape: 'in unserer Stilettoform',
        aSet: 'Ein Set in Stilettoform',
      },
      square: {
        category: 'Eckig',
        categoryDescription: 'Press-on-Nägel in eckiger Form (Square).',
        inName: 'in eckiger Form',
        inOurShape: 'in unserer eckigen Form',
        aSet: 'Ein Set in eckiger Form',
      },
      oval: {
        category: 'Oval',
        categoryDescription: 'Press-on-Nägel in ovaler Form.',
        inName: 'in ovaler Form',
        inOurShape: 'in unserer ovalen Form',
        aSet: 'Ein Set in ovaler Form',
      },
    },
    styles: {
      solid: { label: 'Glänzend', description: 'Einfarbige, glänzende Press-on-Nägel.' },
      french: { label: 'French', description: 'Press-on-Nägel im French-Look.' },
      chrome: { label: 'Chrome', description: 'Press-on-Nägel mit Chrome-Effekt.' },
      glitter: { label: 'Glitzer', description: 'Press-on-Nägel mit Glitzer.' },
      matte: { label: 'Matt', description: 'Matte Press-on-Nägel.' },
      ombre: { label: 'Ombré', description: 'Press-on-Nägel mit Farbverlauf (Ombré).' },
      seasonal: { label: 'Saisonal', description: 'Press-on-Nägel für jede Jahreszeit und jedes Fest.' },
    },
    productName: (set, shape) => `Press-on-Nägel ${set} ${shape.inName}`,
    shortDescription: (shape, note) => `${shape.aSet} mit ${note}.`,
    description: (shape, note, style, matte) =>
      `Mit ${note} – ${shape.inOurShape}.\n\nJedes Set enthält 30 wiederverwendbare Nägel in 15 Größen, eine Mini-Feile, ein Nagelhautstäbchen und Klebepads. Mit Nagelkleber halten sie bis zu zwei Wochen, mit Klebepads ein Wochenende lang.\n\nStil: ${style}. Von Hand veredelt und mit einem ${matte ? 'matten' : 'hochglänzenden'} Top Coat versiegelt.`,
    categories: {
      shapes: { name: 'Formen', description: 'Press-on-Nägel nach Form.' },
      styles: { name: 'Stile', description: 'Press-on-Nägel nach Stil.' },
      accessories: { name: 'Zubehör', description: 'Kleber, Klebepads und Sets für ein perfektes Ergebnis.' },
      'nail-glue': { name: 'Nagelkleber', description: '' },
      'adhesive-tabs': { name: 'Klebepads', description: '' },
      'prep-kits': { name: 'Vorbereitungssets', description: '' },
      'sizing-kits': { name: 'Größensets', description: '' },
      'gift-cards': { name: 'Geschenkgutscheine', description: 'Digitale Gutscheine, sofort per E-Mail.' },
    },
    attributes: {
      size: 'Größe',
      length: { name: 'Länge', short: 'Kurz', medium: 'Mittel', long: 'Lang' },
      finish: { name: 'Oberfläche', glossy: 'Glänzend', matte: 'Matt' },
    },
  },
  es: {
    shapes: {
      almond: {
        category: 'Almendra',
        categoryDescription: 'Uñas press-on en forma de almendra.',
        inName: 'en forma de almendra',
        inOurShape: 'en nuestra forma almendra',
        aSet: 'Un set en forma de almendra',
      },
      coffin: {
        category: 'Bailarina',
        categoryDescription: 'Uñas press-on en forma de bailarina (coffin).',
        inName: 'en forma de bailarina',
        inOurShape: 'en nuestra forma bailarina',
        aSet: 'Un set en forma de bailarina',
      },
      stiletto: {
        category: 'Stiletto',
        categoryDescription: 'Uñas press-on en punta, forma stiletto.',
        inName: 'en forma stiletto',
        inOurShape: 'en nuestra forma stiletto',
        aSet: 'Un set en forma stiletto',
      },
      square: {
        category: 'Cuadradas',
        categoryDescription: 'Uñas press-on de forma cuadrada.',
        inName: 'cuadradas',
        inOurShape: 'en nuestra forma cuadrada',
        aSet: 'Un set de forma cuadrada',
      },
      oval: {
        category: 'Ovaladas',
        categoryDescription: 'Uñas press-on de forma ovalada.',
        inName: 'ovaladas',
        inOurShape: 'en nuestra forma ovalada',
        aSet: 'Un set de forma ovalada',
      },
    },
    styles: {
      solid: { label: 'Brillo', description: 'Uñas press-on lisas y brillantes.' },
      french: { label: 'Francesa', description: 'Uñas press-on de manicura francesa.' },
      chrome: { label: 'Cromadas', description: 'Uñas press-on con efecto cromado.' },
      glitter: { label: 'Purpurina', description: 'Uñas press-on con purpurina.' },
      matte: { label: 'Mate', description: 'Uñas press-on con acabado mate.' },
      ombre: { label: 'Ombré', description: 'Uñas press-on con degradado ombré.' },
      seasonal: { label: 'De temporada', description: 'Uñas press-on para cada estación y cada fiesta.' },
    },
    productName: (set, shape) => `Uñas press-on ${set} ${shape.inName}`,
    shortDescription: (shape, note) => `${shape.aSet} con ${note}.`,
    description: (shape, note, style, matte) =>
      `Con ${note}, ${shape.inOurShape}.\n\nCada set incluye 30 uñas reutilizables en 15 tallas, una minilima, un palito para cutículas y adhesivos. Con pegamento duran hasta dos semanas; con adhesivos, un fin de semana.\n\nEstilo: ${style}. Acabadas a mano y selladas con un top coat ${matte ? 'mate' : 'de alto brillo'}.`,
    categories: {
      shapes: { name: 'Formas', description: 'Uñas press-on por forma.' },
      styles: { name: 'Estilos', description: 'Uñas press-on por estilo.' },
      accessories: {
        name: 'Accesorios',
        description: 'Pegamento, adhesivos y kits para una aplicación perfecta.',
      },
      'nail-glue': { name: 'Pegamento para uñas', description: '' },
      'adhesive-tabs': { name: 'Adhesivos', description: '' },
      'prep-kits': { name: 'Kits de preparación', description: '' },
      'sizing-kits': { name: 'Kits de tallas', description: '' },
      'gift-cards': {
        name: 'Tarjetas regalo',
        description: 'Tarjetas regalo digitales, enviadas al instante por email.',
      },
    },
    attributes: {
      size: 'Talla',
      length: { name: 'Largo', short: 'Corto', medium: 'Medio', long: 'Largo' },
      finish: { name: 'Acabado', glossy: 'Brillante', matte: 'Mate' },
    },
  },
  fr: {
    shapes: {
      almond: {
        category: 'Amande',
        categoryDescription: 'Faux ongles press-on en forme d’amande.',
        inName: 'forme amande',
        inOurShape: 'dans notre forme amande',
        aSet: 'Un set en forme d’amande',
      },
      coffin: {
        category: 'Ballerine',
        categoryDescription: 'Faux ongles press-on en forme ballerine (coffin).',
        inName: 'forme ballerine',
        inOurShape: 'dans notre forme ballerine',
        aSet: 'Un set en forme ballerine',
      },
      stiletto: {
        category: 'Stiletto',
        categoryDescription: 'Faux ongles press-on pointus, forme stiletto.',
        inName: 'forme stiletto',
        inOurShape: 'dans notre forme stiletto',
        aSet: 'Un set en forme stiletto',
      },
      square: {
        category: 'Carrés',
        categoryDescription: 'Faux ongles press-on de forme carrée.',
        inName: 'forme carrée',
        inOurShape: 'dans notre forme carrée',
        aSet: 'Un set de forme carrée',
      },
      oval: {
        category: 'Ovales',
        categoryDescription: 'Faux ongles press-on de forme ovale.',
        inName: 'forme ovale',
        inOurShape: 'dans notre forme ovale',
        aSet: 'Un set de forme ovale',
      },
    },
    styles: {
      solid: { label: 'Brillant', description: 'Faux ongles press-on unis et brillants.' },
      french: { label: 'French', description: 'Faux ongles press-on French manucure.' },
      chrome: { label: 'Chromé', description: 'Faux ongles press-on effet chromé.' },
      glitter: { label: 'Paillettes', description: 'Faux ongles press-on à paillettes.' },
      matte: { label: 'Mat', description: 'Faux ongles press-on au fini mat.' },
      ombre: { label: 'Ombré', description: 'Faux ongles press-on en dégradé ombré.' },
      seasonal: {
        label: 'De saison',
        description: 'Faux ongles press-on pour chaque saison et chaque fête.',
      },
    },
    productName: (set, shape) => `Faux ongles press-on ${set}, ${shape.inName}`,
    shortDescription: (shape, note) => `${shape.aSet} avec ${note}.`,
    description: (shape, note, style, matte) =>
      `Avec ${note}, ${shape.inOurShape}.\n\nChaque set contient 30 ongles réutilisables en 15 tailles, une mini-lime, un bâtonnet à cuticules et des pastilles adhésives. Posés à la colle, ils tiennent jusqu’à deux semaines ; avec les pastilles, le temps d’un week-end.\n\nStyle : ${style}. Finis à la main et scellés d’un top coat ${matte ? 'mat' : 'ultra-brillant'}.`,
    categories: {
      shapes: { name: 'Formes', description: 'Faux ongles press-on par forme.' },
      styles: { name: 'Styles', description: 'Faux ongles press-on par style.' },
      accessories: {
        name: 'Accessoires',
        description: 'Colle, pastilles adhésives et kits pour une pose parfaite.',
      },
      'nail-glue': { name: 'Colle à ongles', description: '' },
      'adhesive-tabs': { name: 'Pastilles adhésives', description: '' },
      'prep-kits': { name: 'Kits de préparation', description: '' },
      'sizing-kits': { name: 'Kits de tailles', description: '' },
      'gift-cards': {
        name: 'Cartes cadeaux',
        description: 'Cartes cadeaux numériques, envoyées aussitôt par e-mail.',
      },
    },
    attributes: {
      size: 'Taille',
      length: { name: 'Longueur', short: 'Courte', medium: 'Moyenne', long: 'Longue' },
      finish: { name: 'Finition', glossy: 'Brillante', matte: 'Mate' },
    },
  },
  it: {
    shapes: {
      almond: {
        category: 'Mandorla',
        categoryDescription: 'Unghie press-on a mandorla.',
        inName: 'a mandorla',
        inOurShape: 'nella nostra forma a mandorla',
        aSet: 'Un set a mandorla',
      },
      coffin: {
        category: 'Ballerina',
        categoryDescription: 'Unghie press-on a ballerina (coffin).',
        inName: 'a ballerina',
        inOurShape: 'nella nostra forma a ballerina',
        aSet: 'Un set a ballerina',
      },
      stiletto: {
        category: 'Stiletto',
        categoryDescription: 'Unghie press-on appuntite, forma stiletto.',
        inName: 'a stiletto',
        inOurShape: 'nella nostra forma a stiletto',
        aSet: 'Un set a stiletto',
      },
      square: {
        category: 'Squadrate',
        categoryDescription: 'Unghie press-on squadrate.',
        inName: 'squadrate',
        inOurShape: 'nella nostra forma squadrata',
        aSet: 'Un set squadrato',
      },
      oval: {
        category: 'Ovali',
        categoryDescription: 'Unghie press-on ovali.',
        inName: 'ovali',
        inOurShape: 'nella nostra forma ovale',
        aSet: 'Un set ovale',
      },
    },
    styles: {
      solid: { label: 'Lucide', description: 'Unghie press-on in tinta unita, lucide.' },
      french: { label: 'French', description: 'Unghie press-on con french manicure.' },
      chrome: { label: 'Effetto cromo', description: 'Unghie press-on con effetto cromato.' },
      glitter: { label: 'Glitter', description: 'Unghie press-on con glitter.' },
      matte: { label: 'Opache', description: 'Unghie press-on con finitura opaca.' },
      ombre: { label: 'Sfumate', description: 'Unghie press-on sfumate (ombré).' },
      seasonal: { label: 'Di stagione', description: 'Unghie press-on per ogni stagione e ogni festa.' },
    },
    productName: (set, shape) => `Unghie press-on ${set} ${shape.inName}`,
    shortDescription: (shape, note) => `${shape.aSet} con ${note}.`,
    description: (shape, note, style, matte) =>
      `Con ${note}, ${shape.inOurShape}.\n\nOgni set contiene 30 unghie riutilizzabili in 15 misure, una mini lima, un bastoncino per cuticole e adesivi. Con la colla durano fino a due settimane, con gli adesivi un weekend.\n\nStile: ${style}. Rifinite a mano e sigillate con un top coat ${matte ? 'opaco' : 'ultra lucido'}.`,
    categories: {
      shapes: { name: 'Forme', description: 'Unghie press-on per forma.' },
      styles: { name: 'Stili', description: 'Unghie press-on per stile.' },
      accessories: { name: 'Accessori', description: 'Colla, adesivi e kit per un’applicazione perfetta.' },
      'nail-glue': { name: 'Colla per unghie', description: '' },
      'adhesive-tabs': { name: 'Adesivi per unghie', description: '' },
      'prep-kits': { name: 'Kit di preparazione', description: '' },
      'sizing-kits': { name: 'Kit misure', description: '' },
      'gift-cards': { name: 'Carte regalo', description: 'Carte regalo digitali, inviate subito via email.' },
    },
    attributes: {
      size: 'Misura',
      length: { name: 'Lunghezza', short: 'Corta', medium: 'Media', long: 'Lunga' },
      finish: { name: 'Finitura', glossy: 'Lucida', matte: 'Opaca' },
    },
  },
  pt: {
    shapes: {
      almond: {
        category: 'Amendoadas',
        categoryDescription: 'Unhas postiças press-on em formato amendoado.',
        inName: 'amendoadas',
        inOurShape: 'no nosso formato amendoado',
        aSet: 'Um kit em formato amendoado',
      },
      coffin: {
        category: 'Bailarina',
        categoryDescription: 'Unhas postiças press-on em formato bailarina (coffin).',
        inName: 'formato bailarina',
        inOurShape: 'no nosso formato bailarina',
        aSet: 'Um kit em formato bailarina',
      },
      stiletto: {
        category: 'Stiletto',
        categoryDescription: 'Unhas postiças press-on pontudas, formato stiletto.',
        inName: 'formato stiletto',
        inOurShape: 'no nosso formato stiletto',
        aSet: 'Um kit em formato stiletto',
      },
      square: {
        category: 'Quadradas',
        categoryDescription: 'Unhas postiças press-on em formato quadrado.',
        inName: 'quadradas',
        inOurShape: 'no nosso formato quadrado',
        aSet: 'Um kit em formato quadrado',
      },
      oval: {
        category: 'Ovais',
        categoryDescription: 'Unhas postiças press-on em formato oval.',
        inName: 'ovais',
        inOurShape: 'no nosso formato oval',
        aSet: 'Um kit em formato oval',
      },
    },
    styles: {
      solid: { label: 'Brilho', description: 'Unhas postiças press-on lisas e brilhantes.' },
      french: { label: 'Francesinha', description: 'Unhas postiças press-on com francesinha.' },
      chrome: { label: 'Cromadas', description: 'Unhas postiças press-on com efeito cromado.' },
      glitter: { label: 'Glitter', description: 'Unhas postiças press-on com glitter.' },
      matte: { label: 'Foscas', description: 'Unhas postiças press-on com acabamento fosco.' },
      ombre: { label: 'Ombré', description: 'Unhas postiças press-on em degradê ombré.' },
      seasonal: {
        label: 'Temáticas',
        description: 'Unhas postiças press-on para cada estação e cada festa.',
      },
    },
    productName: (set, shape) => `Unhas postiças ${set} ${shape.inName}`,
    shortDescription: (shape, note) => `${shape.aSet} com ${note}.`,
    description: (shape, note, style, matte) =>
      `Com ${note}, ${shape.inOurShape}.\n\nCada kit traz 30 unhas reutilizáveis em 15 tamanhos, uma minilixa, um palito para cutículas e adesivos. Com cola, duram até duas semanas; com adesivos, um fim de semana.\n\nEstilo: ${style}. Finalizadas à mão e seladas com um top coat ${matte ? 'fosco' : 'de alto brilho'}.`,
    categories: {
      shapes: { name: 'Formatos', description: 'Unhas postiças press-on por formato.' },
      styles: { name: 'Estilos', description: 'Unhas postiças press-on por estilo.' },
      accessories: { name: 'Acessórios', description: 'Cola, adesivos e kits para uma aplicação perfeita.' },
      'nail-glue': { name: 'Cola para unhas', description: '' },
      'adhesive-tabs': { name: 'Adesivos para unhas', description: '' },
      'prep-kits': { name: 'Kits de preparação', description: '' },
      'sizing-kits': { name: 'Kits de tamanhos', description: '' },
      'gift-cards': {
        name: 'Vales-presente',
        description: 'Vales-presente digitais, enviados na hora por e-mail.',
      },
    },
    attributes: {
      size: 'Tamanho',
      length: { name: 'Comprimento', short: 'Curto', medium: 'Médio', long: 'Longo' },
      finish: { name: 'Acabamento', glossy: 'Brilhante', matte: 'Fosco' },
    },
  },
};

export { capitalised };
