import type { Locale } from '../content-types.ts';

/**
 * The seeded content in the six shop languages (behaviour §1). The keys are the ones the storefront
 * reads (behaviour §7): the top-banner background, the `top_text` promotion links in sort order, the
 * site name and the newsletter settings (`sub_sucess_msg` keeps the storefront's spelling).
 */
export const siteName = 'Lacquer Lane';
export const logoAlternativeText = 'Lacquer Lane press-on nails logo';

/** The config key holding the promotion banner's background (a CSS colour). */
export const topBannerBackgroundKey = 'top_banner_bg';
export const topBannerBackground = '#f8e1e7';
export const newsletterCode = 'WELCOME10';

interface LocaleContent {
  freeShipping: string;
  newCollection: string;
  firstOrder: string;
  blackFriday: string;
  sizeGuide: string;
  subscribed: string;
  title: string;
  description: string;
}

export const localeContent: Record<Locale, LocaleContent> = {
  en: {
    freeShipping: 'Free shipping on orders over €50',
    newCollection: 'New in: the Velvet Dusk collection',
    firstOrder: '10% off your first order: join our newsletter',
    blackFriday: 'Black Friday: 30% off every set',
    sizeGuide: 'Find your size',
    subscribed: "You're on the list! Use this code at checkout for 10% off your first order.",
    title: 'Get 10% off your first order',
    description:
      'Sign up for our newsletter and be the first to hear about new nail sets, styling tips and exclusive offers.',
  },
  de: {
    freeShipping: 'Kostenloser Versand ab 50 € Bestellwert',
    newCollection: 'Neu: die Velvet-Dusk-Kollektion',
    firstOrder: '10 % Rabatt auf deine erste Bestellung: melde dich zum Newsletter an',
    blackFriday: 'Black Friday: 30 % auf alle Sets',
    sizeGuide: 'Finde deine Größe',
    subscribed: 'Du bist dabei! Mit diesem Code sparst du 10 % bei deiner ersten Bestellung.',
    title: '10 % Rabatt auf deine erste Bestellung',
    description:
      'Melde dich für unseren Newsletter an und erfahre als Erste von neuen Nagel-Sets, Styling-Tipps und exklusiven Angeboten.',
  },
  es: {
    freeShipping: 'Envío gratis en pedidos superiores a 50 €',
    newCollection: 'Novedad: la colección Velvet Dusk',
    firstOrder: '10 % de descuento en tu primer pedido: suscríbete a la newsletter',
    blackFriday: 'Black Friday: 30 % en todos los sets',
    sizeGuide: 'Encuentra tu talla',
    subscribed:
      '¡Ya estás dentro! Usa este código al pagar y obtén un 10 % de descuento en tu primer pedido.',
    title: 'Consigue un 10 % de descuento en tu primer pedido',
    description:
      'Suscríbete a nuestra newsletter y entérate antes que nadie de los nuevos sets de uñas, consejos de estilo y ofertas exclusivas.',
  },
  fr: {
    freeShipping: 'Livraison offerte dès 50 € d’achat',
    newCollection: 'Nouveau : la collection Velvet Dusk',
    firstOrder: '-10 % sur votre première commande : inscrivez-vous à la newsletter',
    blackFriday: 'Black Friday : -30 % sur tous les sets',
    sizeGuide: 'Trouvez votre taille',
    subscribed:
      'Bienvenue ! Utilisez ce code lors du paiement pour profiter de 10 % de réduction sur votre première commande.',
    title: '10 % de réduction sur votre première commande',
    description:
      'Inscrivez-vous à notre newsletter pour découvrir en avant-première nos nouveaux sets d’ongles, nos conseils beauté et nos offres exclusives.',
  },
  it: {
    freeShipping: 'Spedizione gratuita per ordini superiori a 50 €',
    newCollection: 'Novità: la collezione Velvet Dusk',
    firstOrder: '10% di sconto sul tuo primo ordine: iscriviti alla newsletter',
    blackFriday: 'Black Friday: 30% di sconto su tutti i set',
    sizeGuide: 'Trova la tua taglia',
    subscribed:
      'Sei dei nostri! Usa questo codice al checkout per avere il 10% di sconto sul tuo primo ordine.',
    title: 'Ottieni il 10% di sconto sul tuo primo ordine',
    description:
      'Iscriviti alla nostra newsletter per scoprire per prima i nuovi set di unghie, consigli di stile e offerte esclusive.',
  },
  pt: {
    freeShipping: 'Frete grátis em pedidos acima de 50 €',
    newCollection: 'Novidade: a coleção Velvet Dusk',
    firstOrder: '10% de desconto no seu primeiro pedido: assine a newsletter',
    blackFriday: 'Black Friday: 30% de desconto em todos os kits',
    sizeGuide: 'Encontre o seu tamanho',
    subscribed:
      'Você está na lista! Use este código no checkout e ganhe 10% de desconto no seu primeiro pedido.',
    title: 'Ganhe 10% de desconto no seu primeiro pedido',
    description:
      'Assine nossa newsletter e seja a primeira a saber sobre novos kits de unhas, dicas de estilo e ofertas exclusivas.',
  },
};

/** The links of the seed: the `top_text` group feeds the promotion banner (behaviour §7). */
export const seedLinks = [
  {
    group_slug: 'top_text',
    sort: 1,
    link: '/shipping-policy',
    text: (c: LocaleContent) => c.freeShipping,
    is_open: true,
  },
  {
    group_slug: 'top_text',
    sort: 2,
    link: '/product-category/new-arrivals',
    text: (c: LocaleContent) => c.newCollection,
    is_open: true,
  },
  {
    group_slug: 'top_text',
    sort: 3,
    link: '/products',
    text: (c: LocaleContent) => c.firstOrder,
    is_open: true,
  },
  // A finished campaign: kept for next year, hidden from the banner by is_open.
  {
    group_slug: 'top_text',
    sort: 4,
    link: '/products',
    text: (c: LocaleContent) => c.blackFriday,
    is_open: false,
  },
  {
    group_slug: 'footer',
    sort: 1,
    link: '/size-guide',
    text: (c: LocaleContent) => c.sizeGuide,
    is_open: true,
  },
];

export const seedConfigs = [
  { key: topBannerBackgroundKey, value: () => topBannerBackground },
  { key: 'sub_code', value: () => newsletterCode },
  { key: 'sub_sucess_msg', value: (c: LocaleContent) => c.subscribed },
  { key: 'sub_begin_title', value: (c: LocaleContent) => c.title },
  { key: 'sub_begin_desc', value: (c: LocaleContent) => c.description },
  // The order value (shop currency, VAT included, after discounts) the banner's free-shipping
  // promise starts at; the cart counts down to it (web README "Free shipping hint").
  { key: 'free_shipping_min_amount', value: () => '50.00' },
];
