import type { FitMessages } from './en.ts';

const fit: FitMessages = {
  codes: {
    FIT_WIDTH_OUT_OF_RANGE: 'Jede Nagelbreite muss zwischen 5 und 25 mm liegen.',
    FIT_KIT_SIZE_OUT_OF_RANGE: 'Jede Kit-Größe muss eine ganze Zahl von 0 bis 9 sein.',
    FIT_MEASUREMENTS_REQUIRED:
      'Gib die Breite oder die Kit-Größe aller fünf Nägel an, vom Daumen bis zum kleinen Finger.',
  },
  texts: {
    title: 'Finde deine Set-Größe',
    intro:
      'Miss jeden Nagel an seiner breitesten Stelle oder probiere die Nägel eines Größen-Kits, und wir sagen dir, welche Set-Größe passt: XS, S, M oder L.',
    byWidth: 'Breiten in mm',
    byKit: 'Größen-Kit-Nummern',
    method: 'Wie hast du gemessen?',
    widthLabel: '{{finger}}: Breite in mm',
    kitLabel: '{{finger}}: Kit-Größe (0–9)',
    find: 'Meine Größe finden',
    finding: 'Deine Größe wird gesucht…',
    answer: 'Deine Größe ist {{size}}',
    saved: 'Als deine Größe gespeichert: Sets öffnen in {{size}}.',
    between:
      'Du liegst zwischen {{smaller}} und {{larger}}: dein {{fingers}} braucht {{larger}}, deine anderen Nägel passen zu {{smaller}}. Nimm {{larger}}: Ein Set muss jeden Nagel bedecken, und ein breiterer Press-on ist in einer Minute seitlich schmaler gefeilt, ein schmalerer lässt eine Lücke.',
    widerThanLargest:
      'Dein {{finger}} ist breiter als unser L-Nagel: L passt am besten; frag uns nach einem Maß-Set.',
    perFinger: 'Größe je Nagel',
    fingerFits: '{{finger}}: {{size}}',
    tableTitle: 'Set-Größen: Nagelbreite in mm',
    yourSize: 'Deine Größe',
    mySize: 'Meine Größe',
    noSize: 'Du hast noch keine Größe gespeichert.',
    findLink: 'Finde deine Größe',
    change: 'Meine Größe ändern',
    save: 'Meine Größe speichern',
    saving: 'Wird gespeichert…',
    sizeSaved: 'Deine Größe ist jetzt {{size}}.',
    inMySize: 'In meiner Größe ({{size}})',
    inStockInMySize: 'In meiner Größe auf Lager',
    outOfStock: '{{size}}: ausverkauft',
  },
};

export default fit;
