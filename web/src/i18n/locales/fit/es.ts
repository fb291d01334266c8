import type { FitMessages } from './en.ts';

const fit: FitMessages = {
  codes: {
    FIT_WIDTH_OUT_OF_RANGE: 'Cada ancho de uña debe estar entre 5 y 25 mm.',
    FIT_KIT_SIZE_OUT_OF_RANGE: 'Cada talla del kit debe ser un número entero del 0 al 9.',
    FIT_MEASUREMENTS_REQUIRED:
      'Introduce el ancho o la talla del kit de las cinco uñas, del pulgar al meñique.',
  },
  texts: {
    title: 'Encuentra tu talla de set',
    intro:
      'Mide cada uña en su punto más ancho, o prueba las uñas de un kit de tallas, y te decimos qué talla de set te queda: XS, S, M o L.',
    byWidth: 'Anchos en mm',
    byKit: 'Números del kit de tallas',
    method: '¿Cómo has medido?',
    widthLabel: '{{finger}}: ancho en mm',
    kitLabel: '{{finger}}: talla del kit (0–9)',
    find: 'Encontrar mi talla',
    finding: 'Buscando tu talla…',
    answer: 'Tu talla es {{size}}',
    saved: 'Guardada como tu talla: los sets se abren en {{size}}.',
    between:
      'Estás entre {{smaller}} y {{larger}}: tu {{fingers}} necesita {{larger}}, tus otras uñas van con {{smaller}}. Elige {{larger}}: un set debe cubrir cada uña; una uña postiza más ancha se lima por los lados en un minuto, una más estrecha deja un hueco.',
    widerThanLargest:
      'Tu {{finger}} es más ancho que nuestra uña L: L es la más cercana; pregúntanos por un set a medida.',
    perFinger: 'Talla por uña',
    fingerFits: '{{finger}}: {{size}}',
    tableTitle: 'Tallas de set: ancho de uña en mm',
    yourSize: 'Tu talla',
    mySize: 'Mi talla',
    noSize: 'Aún no has guardado una talla.',
    findLink: 'Encuentra tu talla',
    change: 'Cambiar mi talla',
    save: 'Guardar mi talla',
    saving: 'Guardando…',
    sizeSaved: 'Tu talla ahora es {{size}}.',
    inMySize: 'En mi talla ({{size}})',
    inStockInMySize: 'En stock en mi talla',
    outOfStock: '{{size}}: agotado',
  },
};

export default fit;
