import type { FinderMessages } from './en.ts';

const finder: FinderMessages = {
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
  notSaved: 'Wir konnten {{size}} nicht als deine Größe speichern: {{reason}}',
  between:
    'Du liegst zwischen {{smaller}} und {{larger}}: dein {{fingers}} braucht {{larger}}, deine anderen Nägel passen zu {{smaller}}. Nimm {{larger}}: Ein Set muss jeden Nagel bedecken, und ein breiterer Press-on ist in einer Minute seitlich schmaler gefeilt, ein schmalerer lässt eine Lücke.',
  widerThanLargest:
    'Dein {{finger}} ist breiter als unser L-Nagel: L passt am besten; frag uns nach einem Maß-Set.',
  perFinger: 'Größe je Nagel',
  fingerFits: '{{finger}}: {{size}}',
  tableTitle: 'Set-Größen: Nagelbreite in mm',
  noSize: 'Du hast noch keine Größe gespeichert.',
  findLink: 'Finde deine Größe',
  change: 'Meine Größe ändern',
  save: 'Meine Größe speichern',
  saving: 'Wird gespeichert…',
  sizeSaved: 'Deine Größe ist jetzt {{size}}.',
};

export default finder;
