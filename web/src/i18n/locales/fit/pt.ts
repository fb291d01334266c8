import type { FitMessages } from './en.ts';

const fit: FitMessages = {
  codes: {
    FIT_WIDTH_OUT_OF_RANGE: 'Cada largura de unha deve estar entre 5 e 25 mm.',
    FIT_KIT_SIZE_OUT_OF_RANGE: 'Cada tamanho do kit deve ser um número inteiro de 0 a 9.',
    FIT_MEASUREMENTS_REQUIRED:
      'Indica a largura ou o tamanho do kit das cinco unhas, do polegar ao mindinho.',
  },
  texts: {
    yourSize: 'O teu tamanho',
    mySize: 'O meu tamanho',
    inMySize: 'No meu tamanho ({{size}})',
    inStockInMySize: 'Em stock no meu tamanho',
    outOfStock: '{{size}}: esgotado',
  },
};

export default fit;
