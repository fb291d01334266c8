import type { FitMessages } from './en.ts';

const fit: FitMessages = {
  codes: {
    FIT_WIDTH_OUT_OF_RANGE: 'Chaque largeur d’ongle doit être comprise entre 5 et 25 mm.',
    FIT_KIT_SIZE_OUT_OF_RANGE: 'Chaque taille du kit doit être un nombre entier de 0 à 9.',
    FIT_MEASUREMENTS_REQUIRED:
      'Indique la largeur ou la taille du kit des cinq ongles, du pouce à l’auriculaire.',
  },
  texts: {
    yourSize: 'Ta taille',
    mySize: 'Ma taille',
    inMySize: 'Dans ma taille ({{size}})',
    inStockInMySize: 'En stock dans ma taille',
    outOfStock: '{{size}} : en rupture de stock',
  },
};

export default fit;
