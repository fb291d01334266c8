import type { LocalizedContent } from '../InfoPage.tsx';

export const terms: LocalizedContent = {
  en: {
    intro:
      'These terms apply to every order placed on this shop by Lacquer Lane SRL, Rue des Artisans 12, 1000 Brussels, Belgium (VAT BE0712.345.678).',
    sections: [
      {
        heading: 'Orders and prices',
        paragraphs: [
          'Prices are in euros and include VAT; shipping is shown before you pay. A contract is formed when we confirm your order by email. We may cancel an order in case of an obvious pricing error and refund you in full.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'We accept card payments through our payment provider, bank transfer and cash on delivery where offered. Orders paid by bank transfer ship once the payment is received.',
        ],
      },
      {
        heading: 'Right of withdrawal',
        paragraphs: [
          'As a consumer in the EU you may withdraw within 14 days of delivery without giving a reason, for sealed products. See our return and exchange policy for how to return.',
        ],
      },
      {
        heading: 'Use of the products',
        paragraphs: [
          'Press-on nails are cosmetic products for external use. Do a patch test if you have sensitive skin and stop use in case of irritation. Keep glue away from eyes and children.',
        ],
      },
      {
        heading: 'Liability and law',
        paragraphs: [
          'Our liability is limited to the value of the order, except in case of intent or gross negligence. Belgian law applies; consumers keep the protection of the law of their country of residence.',
        ],
      },
    ],
  },
  de: {
    intro:
      'Diese Bedingungen gelten für alle Bestellungen in diesem Shop bei Lacquer Lane SRL, Rue des Artisans 12, 1000 Brüssel, Belgien (USt-IdNr. BE0712.345.678).',
    sections: [
      {
        heading: 'Bestellungen und Preise',
        paragraphs: [
          'Preise in Euro inklusive MwSt.; Versandkosten siehst du vor der Zahlung. Der Vertrag kommt mit unserer Bestätigungs-E-Mail zustande. Bei offensichtlichen Preisfehlern dürfen wir stornieren und erstatten den vollen Betrag.',
        ],
      },
      {
        heading: 'Zahlung',
        paragraphs: [
          'Wir akzeptieren Kartenzahlung über unseren Zahlungsanbieter, Banküberweisung und, wo angeboten, Nachnahme. Bei Überweisung versenden wir nach Zahlungseingang.',
        ],
      },
      {
        heading: 'Widerrufsrecht',
        paragraphs: [
          'Als Verbraucherin in der EU kannst du versiegelte Produkte innerhalb von 14 Tagen nach Lieferung ohne Angabe von Gründen widerrufen. Die Rücksendung beschreibt unsere Rückgaberichtlinie.',
        ],
      },
      {
        heading: 'Verwendung der Produkte',
        paragraphs: [
          'Press-on-Nägel sind Kosmetikprodukte zur äußeren Anwendung. Bei empfindlicher Haut vorher testen und bei Reizungen nicht weiterverwenden. Kleber von Augen und Kindern fernhalten.',
        ],
      },
      {
        heading: 'Haftung und Recht',
        paragraphs: [
          'Unsere Haftung ist auf den Bestellwert begrenzt, außer bei Vorsatz oder grober Fahrlässigkeit. Es gilt belgisches Recht; Verbraucherinnen behalten den Schutz ihres Wohnsitzlandes.',
        ],
      },
    ],
  },
  es: {
    intro:
      'Estas condiciones se aplican a todos los pedidos realizados en esta tienda a Lacquer Lane SRL, Rue des Artisans 12, 1000 Bruselas, Bélgica (IVA BE0712.345.678).',
    sections: [
      {
        heading: 'Pedidos y precios',
        paragraphs: [
          'Los precios están en euros e incluyen IVA; el envío se muestra antes del pago. El contrato se forma cuando confirmamos tu pedido por correo. Podemos cancelar un pedido con un error de precio evidente y reembolsarte íntegramente.',
        ],
      },
      {
        heading: 'Pago',
        paragraphs: [
          'Aceptamos tarjeta a través de nuestro proveedor de pagos, transferencia bancaria y pago contra reembolso cuando se ofrece. Los pedidos por transferencia se envían al recibir el pago.',
        ],
      },
      {
        heading: 'Derecho de desistimiento',
        paragraphs: [
          'Como consumidora en la UE puedes desistir en 14 días desde la entrega sin dar motivos, para productos precintados. Consulta nuestra política de devoluciones para saber cómo hacerlo.',
        ],
      },
      {
        heading: 'Uso de los productos',
        paragraphs: [
          'Las uñas press-on son cosméticos de uso externo. Haz una prueba si tienes la piel sensible y deja de usarlas si hay irritación. Mantén el pegamento lejos de los ojos y de los niños.',
        ],
      },
      {
        heading: 'Responsabilidad y ley',
        paragraphs: [
          'Nuestra responsabilidad se limita al valor del pedido, salvo dolo o negligencia grave. Se aplica la ley belga; las consumidoras conservan la protección de la ley de su país de residencia.',
        ],
      },
    ],
  },
  fr: {
    intro:
      'Ces conditions s’appliquent à toute commande passée sur cette boutique auprès de Lacquer Lane SRL, Rue des Artisans 12, 1000 Bruxelles, Belgique (TVA BE0712.345.678).',
    sections: [
      {
        heading: 'Commandes et prix',
        paragraphs: [
          'Les prix sont en euros TTC ; les frais de port sont affichés avant le paiement. Le contrat est conclu à la confirmation de votre commande par e-mail. En cas d’erreur de prix manifeste, nous pouvons annuler et rembourser intégralement.',
        ],
      },
      {
        heading: 'Paiement',
        paragraphs: [
          'Nous acceptons la carte via notre prestataire de paiement, le virement bancaire et le paiement à la livraison lorsqu’il est proposé. Les commandes par virement partent à réception du paiement.',
        ],
      },
      {
        heading: 'Droit de rétractation',
        paragraphs: [
          'En tant que consommatrice dans l’UE, vous pouvez vous rétracter dans les 14 jours suivant la livraison sans motif, pour les produits scellés. Voir notre politique de retour pour la marche à suivre.',
        ],
      },
      {
        heading: 'Utilisation des produits',
        paragraphs: [
          'Les faux ongles sont des produits cosmétiques à usage externe. Faites un test si votre peau est sensible et cessez l’usage en cas d’irritation. Tenez la colle éloignée des yeux et des enfants.',
        ],
      },
      {
        heading: 'Responsabilité et droit applicable',
        paragraphs: [
          'Notre responsabilité est limitée au montant de la commande, sauf faute intentionnelle ou lourde. Le droit belge s’applique ; les consommatrices gardent la protection du droit de leur pays de résidence.',
        ],
      },
    ],
  },
  it: {
    intro:
      'Queste condizioni valgono per ogni ordine effettuato su questo negozio presso Lacquer Lane SRL, Rue des Artisans 12, 1000 Bruxelles, Belgio (P. IVA BE0712.345.678).',
    sections: [
      {
        heading: 'Ordini e prezzi',
        paragraphs: [
          'I prezzi sono in euro IVA inclusa; la spedizione è indicata prima del pagamento. Il contratto si conclude con la nostra email di conferma. In caso di evidente errore di prezzo possiamo annullare l’ordine e rimborsarti per intero.',
        ],
      },
      {
        heading: 'Pagamento',
        paragraphs: [
          'Accettiamo carte tramite il nostro fornitore di pagamenti, bonifico bancario e contrassegno dove disponibile. Gli ordini con bonifico partono al ricevimento del pagamento.',
        ],
      },
      {
        heading: 'Diritto di recesso',
        paragraphs: [
          'Come consumatrice nell’UE puoi recedere entro 14 giorni dalla consegna senza motivazione, per i prodotti sigillati. Consulta la nostra politica di resi per le modalità.',
        ],
      },
      {
        heading: 'Uso dei prodotti',
        paragraphs: [
          'Le unghie press-on sono cosmetici per uso esterno. Fai una prova se hai la pelle sensibile e interrompi l’uso in caso di irritazione. Tieni la colla lontano da occhi e bambini.',
        ],
      },
      {
        heading: 'Responsabilità e legge',
        paragraphs: [
          'La nostra responsabilità è limitata al valore dell’ordine, salvo dolo o colpa grave. Si applica la legge belga; le consumatrici mantengono la tutela della legge del proprio paese di residenza.',
        ],
      },
    ],
  },
  pt: {
    intro:
      'Estes termos valem para todo pedido feito nesta loja à Lacquer Lane SRL, Rue des Artisans 12, 1000 Bruxelas, Bélgica (IVA BE0712.345.678).',
    sections: [
      {
        heading: 'Pedidos e preços',
        paragraphs: [
          'Os preços estão em euros com IVA incluído; o frete aparece antes do pagamento. O contrato se forma quando confirmamos o pedido por e-mail. Em caso de erro de preço evidente, podemos cancelar e reembolsar integralmente.',
        ],
      },
      {
        heading: 'Pagamento',
        paragraphs: [
          'Aceitamos cartão pelo nosso provedor de pagamentos, transferência bancária e pagamento na entrega quando disponível. Pedidos por transferência são enviados após a confirmação do pagamento.',
        ],
      },
      {
        heading: 'Direito de arrependimento',
        paragraphs: [
          'Como consumidora na UE, você pode desistir em até 14 dias após a entrega sem justificativa, para produtos lacrados. Veja nossa política de devolução para saber como devolver.',
        ],
      },
      {
        heading: 'Uso dos produtos',
        paragraphs: [
          'Unhas press-on são cosméticos de uso externo. Faça um teste se tiver pele sensível e pare de usar em caso de irritação. Mantenha a cola longe dos olhos e de crianças.',
        ],
      },
      {
        heading: 'Responsabilidade e lei',
        paragraphs: [
          'Nossa responsabilidade se limita ao valor do pedido, salvo dolo ou culpa grave. Aplica-se a lei belga; consumidoras mantêm a proteção da lei do seu país de residência.',
        ],
      },
    ],
  },
};
