import type { FitMessages } from './en.ts';

const fit: FitMessages = {
  codes: {
    FIT_WIDTH_OUT_OF_RANGE: 'Jede Nagelbreite muss zwischen 5 und 25 mm liegen.',
    FIT_KIT_SIZE_OUT_OF_RANGE: 'Jede Kit-Größe muss eine ganze Zahl von 0 bis 9 sein.',
    FIT_MEASUREMENTS_REQUIRED:
      'Gib die Breite oder die Kit-Größe aller fünf Nägel an, vom Daumen bis zum kleinen Finger.',
  },
  texts: {
    yourSize: 'Deine Größe',
    mySize: 'Meine Größe',
    inMySize: 'In meiner Größe ({{size}})',
    inStockInMySize: 'In meiner Größe auf Lager',
    outOfStock: '{{size}}: ausverkauft',
  },
};

export default fit;
