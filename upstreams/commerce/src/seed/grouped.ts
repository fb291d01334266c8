import type { CatalogueInput } from '../catalogue/catalogue-json.ts';
import { GROUPED_CHILDREN_META } from '../catalogue/grouped.ts';

type Product = NonNullable<CatalogueInput['products']>[number];

/**
 * The seeded grouped product (WooCommerce "Grouped product"): three French sets shown on one page,
 * each with its own price and add-to-cart. Stored as explained in src/catalogue/grouped.ts; it
 * sits in no category, so the category counts of the shop stay those of the sets themselves.
 */
export function groupedProducts(frenchSetSlugs: string[]): Product[] {
  return [
    {
      type: 'external',
      slug: 'french-tips-trio',
      name: 'French Tips Trio',
      sku: 'GRP-FRENCH-TRIO',
      status: 'publish',
      visibility: 'visible',
      featured: false,
      categories: [],
      tags: [],
      virtual: false,
      downloadable: false,
      downloads: [],
      soldIndividually: false,
      attributes: [],
      defaultAttributes: [],
      variations: [],
      gallery: [],
      reviews: [],
      totalSales: 0,
      createdDaysAgo: 5,
      menuOrder: 0,
      shortDescription: 'Three French sets on one page: pick one, two or all three.',
      description:
        'Our favourite French manicures side by side, each a full set of 30 nails in 15 sizes.\n\nAdd the ones you like to your cart; each keeps its own price and stock.',
      meta: [{ key: GROUPED_CHILDREN_META, value: JSON.stringify(frenchSetSlugs) }],
      image: {
        alt: 'Three French press-on sets side by side',
        title: '',
        design: {
          kind: 'nails',
          shape: 'almond',
          style: 'french',
          colors: ['#f8e1e7', '#ffffff', '#d4af37'],
          background: '#f6f1e9',
          view: 'fan',
          seed: 130,
        },
      },
      translations: {
        de: {
          name: 'French-Tips-Trio',
          shortDescription: 'Drei French-Sets auf einer Seite: nimm eins, zwei oder alle drei.',
          description:
            'Unsere liebsten French-Maniküren nebeneinander, jede ein komplettes Set mit 30 Nägeln in 15 Größen.\n\nLeg die Sets, die dir gefallen, in den Warenkorb; jedes behält seinen eigenen Preis und Bestand.',
        },
        es: {
          name: 'Trío de French tips',
          shortDescription: 'Tres sets French en una sola página: elige uno, dos o los tres.',
          description:
            'Nuestras manicuras francesas favoritas, una junto a otra, cada una un set completo de 30 uñas en 15 tallas.\n\nAñade a tu carrito las que te gusten; cada una conserva su precio y su stock.',
        },
        fr: {
          name: 'Trio French tips',
          shortDescription: 'Trois sets French sur une seule page : choisissez-en un, deux ou les trois.',
          description:
            'Nos manucures French préférées côte à côte, chacune un set complet de 30 ongles en 15 tailles.\n\nAjoutez au panier celles qui vous plaisent ; chacune garde son prix et son stock.',
        },
        it: {
          name: 'Trio di French tips',
          shortDescription: 'Tre set French in un’unica pagina: scegline uno, due o tutti e tre.',
          description:
            'Le nostre french manicure preferite una accanto all’altra, ognuna un set completo di 30 unghie in 15 misure.\n\nAggiungi al carrello quelle che ti piacciono: ognuna mantiene il suo prezzo e la sua disponibilità.',
        },
        pt: {
          name: 'Trio de francesinhas',
          shortDescription: 'Três kits de francesinha numa só página: escolha um, dois ou os três.',
          description:
            'Nossas francesinhas favoritas lado a lado, cada uma um kit completo com 30 unhas em 15 tamanhos.\n\nAdicione ao carrinho as que você gostar; cada uma mantém seu próprio preço e estoque.',
        },
      },
    },
  ];
}
