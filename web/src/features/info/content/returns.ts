import type { LocalizedContent } from '../InfoPage.tsx';

export const returns: LocalizedContent = {
  en: {
    intro:
      'Not the right fit or not quite your colour? You have 30 days from delivery to return or exchange your order.',
    sections: [
      {
        heading: 'What can be returned',
        list: [
          'Unopened sets in their sealed pouch: full refund within 30 days.',
          'Opened sets that were never applied: exchange for another size or style within 30 days.',
          'Applied nails cannot be returned for hygiene reasons, unless they are faulty.',
          'Gift cards and digital downloads are not refundable once used.',
        ],
      },
      {
        heading: 'Free size exchange',
        paragraphs: [
          'If the 15 sizes in your kit do not fit you, send back the unused nails and we will make a custom-sized set for free, once per order.',
        ],
      },
      {
        heading: 'How to return',
        list: [
          'Write to hello@lacquer-lane.example with your order number.',
          'We reply within one working day with a prepaid label (EU) or the return address.',
          'Refunds go back to the original payment method within 5 to 10 working days after we receive the parcel.',
        ],
      },
      {
        heading: 'Faulty or damaged items',
        paragraphs: [
          'A lifted gem or a cracked nail on arrival? Send us a photo within 14 days and we will replace the set or the nails at no cost.',
        ],
      },
    ],
  },
  de: {
    intro:
      'Passt es nicht oder ist es nicht ganz deine Farbe? Du hast ab Lieferung 30 Tage Zeit für Rückgabe oder Umtausch.',
    sections: [
      {
        heading: 'Was zurückgegeben werden kann',
        list: [
          'Ungeöffnete Sets im versiegelten Beutel: volle Erstattung innerhalb von 30 Tagen.',
          'Geöffnete, nie aufgetragene Sets: Umtausch in eine andere Größe oder ein anderes Design innerhalb von 30 Tagen.',
          'Getragene Nägel können aus Hygienegründen nicht zurückgegeben werden, außer bei Mängeln.',
          'Gutscheine und digitale Downloads werden nach Nutzung nicht erstattet.',
        ],
      },
      {
        heading: 'Kostenloser Größenumtausch',
        paragraphs: [
          'Passen dir die 15 Größen deines Kits nicht, sende die unbenutzten Nägel zurück: Wir fertigen einmal pro Bestellung kostenlos ein Set in deinen Maßen.',
        ],
      },
      {
        heading: 'So funktioniert die Rücksendung',
        list: [
          'Schreib an hello@lacquer-lane.example mit deiner Bestellnummer.',
          'Wir antworten innerhalb eines Werktags mit einem frankierten Etikett (EU) oder der Rücksendeadresse.',
          'Die Erstattung erfolgt innerhalb von 5 bis 10 Werktagen nach Eingang auf das ursprüngliche Zahlungsmittel.',
        ],
      },
      {
        heading: 'Mangelhafte oder beschädigte Artikel',
        paragraphs: [
          'Ein gelöster Stein oder ein gesprungener Nagel bei Ankunft? Schick uns innerhalb von 14 Tagen ein Foto und wir ersetzen Set oder Nägel kostenlos.',
        ],
      },
    ],
  },
  es: {
    intro:
      '¿No es tu talla o no es exactamente tu color? Tienes 30 días desde la entrega para devolver o cambiar tu pedido.',
    sections: [
      {
        heading: 'Qué se puede devolver',
        list: [
          'Sets sin abrir en su bolsa sellada: reembolso completo en 30 días.',
          'Sets abiertos que nunca se aplicaron: cambio por otra talla o estilo en 30 días.',
          'Las uñas aplicadas no se pueden devolver por higiene, salvo que sean defectuosas.',
          'Las tarjetas regalo y las descargas digitales no se reembolsan una vez usadas.',
        ],
      },
      {
        heading: 'Cambio de talla gratis',
        paragraphs: [
          'Si las 15 tallas de tu kit no te quedan bien, devuélvenos las uñas sin usar y te haremos un set a medida gratis, una vez por pedido.',
        ],
      },
      {
        heading: 'Cómo devolver',
        list: [
          'Escribe a hello@lacquer-lane.example con tu número de pedido.',
          'Respondemos en un día laborable con una etiqueta prepagada (UE) o la dirección de devolución.',
          'El reembolso vuelve al método de pago original en 5 a 10 días laborables tras recibir el paquete.',
        ],
      },
      {
        heading: 'Artículos defectuosos o dañados',
        paragraphs: [
          '¿Una piedra despegada o una uña rota al llegar? Envíanos una foto en 14 días y reemplazaremos el set o las uñas sin coste.',
        ],
      },
    ],
  },
  fr: {
    intro:
      'Pas la bonne taille ou pas tout à fait votre couleur ? Vous avez 30 jours après la livraison pour retourner ou échanger votre commande.',
    sections: [
      {
        heading: 'Ce qui peut être retourné',
        list: [
          'Sets non ouverts dans leur sachet scellé : remboursement intégral sous 30 jours.',
          'Sets ouverts jamais posés : échange contre une autre taille ou un autre modèle sous 30 jours.',
          'Les ongles posés ne sont pas repris pour des raisons d’hygiène, sauf défaut.',
          'Les cartes cadeaux et téléchargements ne sont pas remboursables une fois utilisés.',
        ],
      },
      {
        heading: 'Échange de taille gratuit',
        paragraphs: [
          'Si les 15 tailles de votre kit ne vous vont pas, renvoyez les ongles non utilisés : nous réalisons gratuitement un set à vos mesures, une fois par commande.',
        ],
      },
      {
        heading: 'Comment retourner',
        list: [
          'Écrivez à hello@lacquer-lane.example avec votre numéro de commande.',
          'Nous répondons sous un jour ouvré avec une étiquette prépayée (UE) ou l’adresse de retour.',
          'Le remboursement est effectué sur le moyen de paiement d’origine sous 5 à 10 jours ouvrés après réception.',
        ],
      },
      {
        heading: 'Articles défectueux ou abîmés',
        paragraphs: [
          'Un strass décollé ou un ongle fendu à l’arrivée ? Envoyez-nous une photo sous 14 jours et nous remplaçons le set ou les ongles gratuitement.',
        ],
      },
    ],
  },
  it: {
    intro:
      'Misura sbagliata o colore non proprio giusto? Hai 30 giorni dalla consegna per restituire o cambiare il tuo ordine.',
    sections: [
      {
        heading: 'Cosa si può restituire',
        list: [
          'Set non aperti nella busta sigillata: rimborso completo entro 30 giorni.',
          'Set aperti ma mai applicati: cambio con un’altra misura o modello entro 30 giorni.',
          'Le unghie applicate non si possono restituire per motivi igienici, salvo difetti.',
          'Carte regalo e download digitali non sono rimborsabili una volta usati.',
        ],
      },
      {
        heading: 'Cambio misura gratuito',
        paragraphs: [
          'Se le 15 misure del kit non ti vanno bene, rimandaci le unghie inutilizzate: realizziamo gratis un set su misura, una volta per ordine.',
        ],
      },
      {
        heading: 'Come restituire',
        list: [
          'Scrivi a hello@lacquer-lane.example con il numero d’ordine.',
          'Rispondiamo entro un giorno lavorativo con un’etichetta prepagata (UE) o l’indirizzo di reso.',
          'Il rimborso arriva sul metodo di pagamento originale entro 5-10 giorni lavorativi dalla ricezione.',
        ],
      },
      {
        heading: 'Articoli difettosi o danneggiati',
        paragraphs: [
          'Una pietra staccata o un’unghia incrinata all’arrivo? Inviaci una foto entro 14 giorni e sostituiamo set o unghie gratuitamente.',
        ],
      },
    ],
  },
  pt: {
    intro:
      'Não serviu ou não é bem a sua cor? Você tem 30 dias após a entrega para devolver ou trocar o pedido.',
    sections: [
      {
        heading: 'O que pode ser devolvido',
        list: [
          'Kits fechados na embalagem lacrada: reembolso total em até 30 dias.',
          'Kits abertos que nunca foram aplicados: troca por outro tamanho ou modelo em até 30 dias.',
          'Unhas aplicadas não podem ser devolvidas por higiene, salvo defeito.',
          'Vales-presente e downloads digitais não são reembolsáveis depois de usados.',
        ],
      },
      {
        heading: 'Troca de tamanho grátis',
        paragraphs: [
          'Se os 15 tamanhos do kit não servirem, devolva as unhas não usadas e faremos um kit sob medida sem custo, uma vez por pedido.',
        ],
      },
      {
        heading: 'Como devolver',
        list: [
          'Escreva para hello@lacquer-lane.example com o número do pedido.',
          'Respondemos em um dia útil com uma etiqueta pré-paga (UE) ou o endereço de devolução.',
          'O reembolso volta ao meio de pagamento original em 5 a 10 dias úteis após recebermos o pacote.',
        ],
      },
      {
        heading: 'Itens com defeito ou danificados',
        paragraphs: [
          'Uma pedra solta ou uma unha rachada na chegada? Envie uma foto em até 14 dias e trocamos o kit ou as unhas sem custo.',
        ],
      },
    ],
  },
};
