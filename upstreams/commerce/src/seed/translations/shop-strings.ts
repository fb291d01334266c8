import type { CatalogueInput } from '../../catalogue/catalogue-json.ts';

type Strings = NonNullable<CatalogueInput['strings']>;

/**
 * The shop's registered strings (WPML String Translation's model): shipping method titles of the
 * seeded zones (src/shop/seed.ts), payment gateway titles and descriptions
 * (src/shop/payments/gateways.ts), local attribute labels and options, and download names.
 */
export const shopStrings: Strings = [
  {
    context: 'shipping',
    source: 'Standard shipping (DHL)',
    translations: {
      de: 'Standardversand (DHL)',
      es: 'Envío estándar (DHL)',
      fr: 'Livraison standard (DHL)',
      it: 'Spedizione standard (DHL)',
      pt: 'Envio padrão (DHL)',
    },
  },
  {
    context: 'shipping',
    source: 'Free shipping',
    translations: {
      de: 'Kostenloser Versand',
      es: 'Envío gratuito',
      fr: 'Livraison gratuite',
      it: 'Spedizione gratuita',
      pt: 'Frete grátis',
    },
  },
  {
    context: 'shipping',
    source: 'Pick up at our Berlin studio',
    translations: {
      de: 'Abholung in unserem Berliner Studio',
      es: 'Recogida en nuestro estudio de Berlín',
      fr: 'Retrait dans notre atelier de Berlin',
      it: 'Ritiro nel nostro studio di Berlino',
      pt: 'Retirada no nosso estúdio em Berlim',
    },
  },
  {
    context: 'shipping',
    source: 'EU standard shipping',
    translations: {
      de: 'Standardversand in die EU',
      es: 'Envío estándar a la UE',
      fr: 'Livraison standard dans l’UE',
      it: 'Spedizione standard nell’UE',
      pt: 'Envio padrão para a UE',
    },
  },
  {
    context: 'shipping',
    source: 'International shipping (USPS)',
    translations: {
      de: 'Internationaler Versand (USPS)',
      es: 'Envío internacional (USPS)',
      fr: 'Livraison internationale (USPS)',
      it: 'Spedizione internazionale (USPS)',
      pt: 'Envio internacional (USPS)',
    },
  },
  {
    context: 'shipping',
    source: 'International shipping',
    translations: {
      de: 'Internationaler Versand',
      es: 'Envío internacional',
      fr: 'Livraison internationale',
      it: 'Spedizione internazionale',
      pt: 'Envio internacional',
    },
  },
  {
    context: 'payment',
    source: 'Credit / debit card',
    translations: {
      de: 'Kredit- oder Debitkarte',
      es: 'Tarjeta de crédito o débito',
      fr: 'Carte de crédit ou de débit',
      it: 'Carta di credito o di debito',
      pt: 'Cartão de crédito ou débito',
    },
  },
  {
    context: 'payment',
    source: 'Pay securely with your card (Stripe).',
    translations: {
      de: 'Sicher mit deiner Karte bezahlen (Stripe).',
      es: 'Paga de forma segura con tu tarjeta (Stripe).',
      fr: 'Payez en toute sécurité par carte (Stripe).',
      it: 'Paga in sicurezza con la tua carta (Stripe).',
      pt: 'Pague com segurança com seu cartão (Stripe).',
    },
  },
  {
    context: 'payment',
    source: 'Direct bank transfer',
    translations: {
      de: 'Banküberweisung',
      es: 'Transferencia bancaria',
      fr: 'Virement bancaire',
      it: 'Bonifico bancario',
      pt: 'Transferência bancária',
    },
  },
  {
    context: 'payment',
    source:
      'Make your payment directly into our bank account. Please use your order number as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
    translations: {
      de: 'Überweise den Betrag direkt auf unser Bankkonto. Bitte gib deine Bestellnummer als Verwendungszweck an. Wir versenden deine Bestellung, sobald der Betrag auf unserem Konto eingegangen ist.',
      es: 'Haz el pago directamente en nuestra cuenta bancaria. Indica tu número de pedido como concepto. No enviaremos tu pedido hasta que el importe se haya abonado en nuestra cuenta.',
      fr: 'Effectuez le paiement directement sur notre compte bancaire, en indiquant votre numéro de commande comme référence. Votre commande sera expédiée dès réception des fonds sur notre compte.',
      it: 'Effettua il pagamento direttamente sul nostro conto bancario, indicando il numero d’ordine come causale. Spediremo l’ordine solo dopo l’accredito dell’importo sul nostro conto.',
      pt: 'Faça o pagamento diretamente na nossa conta bancária, usando o número do pedido como referência. Seu pedido só será enviado depois que o valor for compensado na nossa conta.',
    },
  },
  {
    context: 'payment',
    source: 'Cash on delivery',
    translations: {
      de: 'Zahlung bei Lieferung',
      es: 'Contra reembolso',
      fr: 'Paiement à la livraison',
      it: 'Pagamento alla consegna',
      pt: 'Pagamento na entrega',
    },
  },
  {
    context: 'payment',
    source: 'Pay with cash upon delivery.',
    translations: {
      de: 'Bezahle bar, wenn deine Bestellung ankommt.',
      es: 'Paga en efectivo al recibir el pedido.',
      fr: 'Payez en espèces à la réception de votre commande.',
      it: 'Paga in contanti alla consegna.',
      pt: 'Pague em dinheiro no momento da entrega.',
    },
  },
  {
    context: 'attribute',
    source: 'Scent',
    translations: { de: 'Duft', es: 'Aroma', fr: 'Parfum', it: 'Profumo', pt: 'Aroma' },
  },
  {
    context: 'attribute',
    source: 'Pieces',
    translations: { de: 'Stückzahl', es: 'Piezas', fr: 'Pièces', it: 'Pezzi', pt: 'Peças' },
  },
  {
    context: 'attribute',
    source: 'Rose',
    translations: { de: 'Rose', es: 'Rosa', fr: 'Rose', it: 'Rosa', pt: 'Rosa' },
  },
  {
    context: 'attribute',
    source: 'Vanilla',
    translations: { de: 'Vanille', es: 'Vainilla', fr: 'Vanille', it: 'Vaniglia', pt: 'Baunilha' },
  },
  {
    context: 'attribute',
    source: 'Unscented',
    translations: {
      de: 'Ohne Duft',
      es: 'Sin aroma',
      fr: 'Sans parfum',
      it: 'Senza profumo',
      pt: 'Sem aroma',
    },
  },
  {
    context: 'download',
    source: 'Sizing guide (A4 PDF)',
    translations: {
      de: 'Größentabelle (A4-PDF)',
      es: 'Guía de tallas (PDF A4)',
      fr: 'Guide des tailles (PDF A4)',
      it: 'Guida alle misure (PDF A4)',
      pt: 'Guia de tamanhos (PDF A4)',
    },
  },
];
