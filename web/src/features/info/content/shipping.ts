import type { LocalizedContent } from '../InfoPage.tsx';

export const shipping: LocalizedContent = {
  en: {
    intro:
      'Every order leaves our Berlin studio within 48 hours on working days, packed in recyclable paper and tracked to your door.',
    sections: [
      {
        heading: 'Rates and delivery times',
        list: [
          'Belgium, the Netherlands, Luxembourg: €3.90, 1 to 2 working days.',
          'Rest of the EU: €5.90, 3 to 6 working days; free over €50.',
          'Express within the EU: €12.90, 1 to 2 working days.',
          'United Kingdom, Switzerland, Norway: €9.90, 4 to 8 working days (duties may apply).',
          'Rest of the world: €14.90, 7 to 14 working days.',
        ],
      },
      {
        heading: 'Tracking',
        paragraphs: [
          'You receive a tracking link by email as soon as your parcel is handed to the carrier. You can also look up your order on our tracking page with your order number and email.',
        ],
      },
      {
        heading: 'Local pickup',
        paragraphs: [
          'Choose local pickup at checkout to collect your order free of charge at our studio, Monday to Friday from 10:00 to 18:00.',
        ],
      },
      {
        heading: 'Lost or damaged parcels',
        paragraphs: [
          'If your parcel has not arrived 10 working days after dispatch, or arrives damaged, write to us and we will send a replacement or refund you.',
        ],
      },
    ],
  },
  de: {
    intro:
      'Jede Bestellung verlässt unser Berliner Studio an Werktagen innerhalb von 48 Stunden, in recycelbarem Papier verpackt und mit Sendungsverfolgung.',
    sections: [
      {
        heading: 'Preise und Lieferzeiten',
        list: [
          'Belgien, Niederlande, Luxemburg: 3,90 €, 1 bis 2 Werktage.',
          'Übrige EU: 5,90 €, 3 bis 6 Werktage; kostenlos ab 50 €.',
          'Express in der EU: 12,90 €, 1 bis 2 Werktage.',
          'Vereinigtes Königreich, Schweiz, Norwegen: 9,90 €, 4 bis 8 Werktage (ggf. Zollgebühren).',
          'Rest der Welt: 14,90 €, 7 bis 14 Werktage.',
        ],
      },
      {
        heading: 'Sendungsverfolgung',
        paragraphs: [
          'Sobald dein Paket beim Versanddienst ist, erhältst du per E-Mail einen Tracking-Link. Auf unserer Seite zur Sendungsverfolgung findest du deine Bestellung auch mit Bestellnummer und E-Mail.',
        ],
      },
      {
        heading: 'Abholung',
        paragraphs: [
          'Wähle an der Kasse die Abholung, um deine Bestellung kostenlos in unserem Studio abzuholen, Montag bis Freitag von 10:00 bis 18:00 Uhr.',
        ],
      },
      {
        heading: 'Verlorene oder beschädigte Pakete',
        paragraphs: [
          'Ist dein Paket 10 Werktage nach Versand nicht angekommen oder beschädigt, schreib uns: Wir senden Ersatz oder erstatten den Betrag.',
        ],
      },
    ],
  },
  es: {
    intro:
      'Cada pedido sale de nuestro estudio de Berlín en 48 horas laborables, embalado en papel reciclable y con seguimiento hasta tu puerta.',
    sections: [
      {
        heading: 'Tarifas y plazos',
        list: [
          'Bélgica, Países Bajos, Luxemburgo: 3,90 €, de 1 a 2 días laborables.',
          'Resto de la UE: 5,90 €, de 3 a 6 días laborables; gratis a partir de 50 €.',
          'Exprés en la UE: 12,90 €, de 1 a 2 días laborables.',
          'Reino Unido, Suiza, Noruega: 9,90 €, de 4 a 8 días laborables (pueden aplicarse aranceles).',
          'Resto del mundo: 14,90 €, de 7 a 14 días laborables.',
        ],
      },
      {
        heading: 'Seguimiento',
        paragraphs: [
          'Recibirás un enlace de seguimiento por correo en cuanto tu paquete llegue al transportista. También puedes consultar tu pedido en nuestra página de seguimiento con el número de pedido y tu correo.',
        ],
      },
      {
        heading: 'Recogida en tienda',
        paragraphs: [
          'Elige la recogida al pagar y recoge tu pedido gratis en nuestro estudio, de lunes a viernes de 10:00 a 18:00.',
        ],
      },
      {
        heading: 'Paquetes perdidos o dañados',
        paragraphs: [
          'Si tu paquete no llega 10 días laborables después del envío, o llega dañado, escríbenos y te enviaremos otro o te devolveremos el importe.',
        ],
      },
    ],
  },
  fr: {
    intro:
      'Chaque commande quitte notre atelier berlinois sous 48 heures ouvrées, emballée dans du papier recyclable et suivie jusqu’à votre porte.',
    sections: [
      {
        heading: 'Tarifs et délais',
        list: [
          'Belgique, Pays-Bas, Luxembourg : 3,90 €, 1 à 2 jours ouvrés.',
          'Reste de l’UE : 5,90 €, 3 à 6 jours ouvrés ; offerte dès 50 €.',
          'Express dans l’UE : 12,90 €, 1 à 2 jours ouvrés.',
          'Royaume-Uni, Suisse, Norvège : 9,90 €, 4 à 8 jours ouvrés (droits de douane possibles).',
          'Reste du monde : 14,90 €, 7 à 14 jours ouvrés.',
        ],
      },
      {
        heading: 'Suivi',
        paragraphs: [
          'Vous recevez un lien de suivi par e-mail dès que votre colis est remis au transporteur. Vous pouvez aussi retrouver votre commande sur notre page de suivi avec son numéro et votre e-mail.',
        ],
      },
      {
        heading: 'Retrait à l’atelier',
        paragraphs: [
          'Choisissez le retrait lors du paiement pour récupérer gratuitement votre commande à l’atelier, du lundi au vendredi de 10 h à 18 h.',
        ],
      },
      {
        heading: 'Colis perdu ou abîmé',
        paragraphs: [
          'Si votre colis n’est pas arrivé 10 jours ouvrés après l’envoi, ou arrive abîmé, écrivez-nous : nous renvoyons la commande ou vous remboursons.',
        ],
      },
    ],
  },
  it: {
    intro:
      'Ogni ordine lascia il nostro laboratorio di Berlino entro 48 ore lavorative, imballato in carta riciclabile e tracciato fino a casa tua.',
    sections: [
      {
        heading: 'Tariffe e tempi',
        list: [
          'Belgio, Paesi Bassi, Lussemburgo: 3,90 €, 1-2 giorni lavorativi.',
          'Resto dell’UE: 5,90 €, 3-6 giorni lavorativi; gratis sopra i 50 €.',
          'Express nell’UE: 12,90 €, 1-2 giorni lavorativi.',
          'Regno Unito, Svizzera, Norvegia: 9,90 €, 4-8 giorni lavorativi (possibili dazi).',
          'Resto del mondo: 14,90 €, 7-14 giorni lavorativi.',
        ],
      },
      {
        heading: 'Tracciamento',
        paragraphs: [
          'Ricevi un link di tracciamento via email appena il pacco è affidato al corriere. Puoi anche cercare il tuo ordine nella pagina di tracciamento con numero d’ordine ed email.',
        ],
      },
      {
        heading: 'Ritiro in laboratorio',
        paragraphs: [
          'Scegli il ritiro alla cassa per ritirare gratis il tuo ordine nel nostro laboratorio, dal lunedì al venerdì dalle 10:00 alle 18:00.',
        ],
      },
      {
        heading: 'Pacchi persi o danneggiati',
        paragraphs: [
          'Se il pacco non arriva entro 10 giorni lavorativi dalla spedizione, o arriva danneggiato, scrivici: lo rispediamo o ti rimborsiamo.',
        ],
      },
    ],
  },
  pt: {
    intro:
      'Todo pedido sai do nosso ateliê em Berlim em até 48 horas úteis, embalado em papel reciclável e com rastreamento até a sua porta.',
    sections: [
      {
        heading: 'Valores e prazos',
        list: [
          'Bélgica, Países Baixos, Luxemburgo: €3,90, 1 a 2 dias úteis.',
          'Restante da UE: €5,90, 3 a 6 dias úteis; grátis acima de €50.',
          'Expresso na UE: €12,90, 1 a 2 dias úteis.',
          'Reino Unido, Suíça, Noruega: €9,90, 4 a 8 dias úteis (podem incidir taxas).',
          'Resto do mundo: €14,90, 7 a 14 dias úteis.',
        ],
      },
      {
        heading: 'Rastreamento',
        paragraphs: [
          'Você recebe um link de rastreamento por e-mail assim que o pacote é entregue à transportadora. Também pode consultar o pedido na nossa página de rastreamento com o número do pedido e o e-mail.',
        ],
      },
      {
        heading: 'Retirada no ateliê',
        paragraphs: [
          'Escolha a retirada no checkout para buscar seu pedido sem custo no ateliê, de segunda a sexta, das 10h às 18h.',
        ],
      },
      {
        heading: 'Pacotes extraviados ou danificados',
        paragraphs: [
          'Se o pacote não chegar em 10 dias úteis após o envio, ou chegar danificado, escreva para nós: enviamos outro ou devolvemos o valor.',
        ],
      },
    ],
  },
};
