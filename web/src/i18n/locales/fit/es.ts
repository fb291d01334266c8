import type { FitMessages } from './en.ts';

const fit: FitMessages = {
  codes: {
    FIT_WIDTH_OUT_OF_RANGE: 'Cada ancho de uña debe estar entre 5 y 25 mm.',
    FIT_KIT_SIZE_OUT_OF_RANGE: 'Cada talla del kit debe ser un número entero del 0 al 9.',
    FIT_MEASUREMENTS_REQUIRED:
      'Introduce el ancho o la talla del kit de las cinco uñas, del pulgar al meñique.',
  },
  texts: {
    yourSize: 'Tu talla',
    mySize: 'Mi talla',
    inMySize: 'En mi talla ({{size}})',
    inStockInMySize: 'En stock en mi talla',
    outOfStock: '{{size}}: agotado',
  },
};

export default fit;
