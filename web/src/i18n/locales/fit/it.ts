import type { FitMessages } from './en.ts';

const fit: FitMessages = {
  codes: {
    FIT_WIDTH_OUT_OF_RANGE: 'Ogni larghezza dell’unghia deve essere tra 5 e 25 mm.',
    FIT_KIT_SIZE_OUT_OF_RANGE: 'Ogni taglia del kit deve essere un numero intero da 0 a 9.',
    FIT_MEASUREMENTS_REQUIRED:
      'Inserisci la larghezza o la taglia del kit di tutte e cinque le unghie, dal pollice al mignolo.',
  },
  texts: {
    yourSize: 'La tua taglia',
    mySize: 'La mia taglia',
    inMySize: 'Nella mia taglia ({{size}})',
    inStockInMySize: 'Disponibile nella mia taglia',
    outOfStock: '{{size}}: esaurito',
  },
};

export default fit;
