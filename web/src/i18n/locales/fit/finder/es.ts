import type { FinderMessages } from './en.ts';

const finder: FinderMessages = {
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
  notSaved: 'No pudimos guardar {{size}} como tu talla: {{reason}}',
  between:
    'Estás entre {{smaller}} y {{larger}}: tu {{fingers}} necesita {{larger}}, tus otras uñas van con {{smaller}}. Elige {{larger}}: un set debe cubrir cada uña; una uña postiza más ancha se lima por los lados en un minuto, una más estrecha deja un hueco.',
  widerThanLargest:
    'Tu {{finger}} es más ancho que nuestra uña L: L es la más cercana; pregúntanos por un set a medida.',
  perFinger: 'Talla por uña',
  fingerFits: '{{finger}}: {{size}}',
  tableTitle: 'Tallas de set: ancho de uña en mm',
  noSize: 'Aún no has guardado una talla.',
  findLink: 'Encuentra tu talla',
  change: 'Cambiar mi talla',
  save: 'Guardar mi talla',
  saving: 'Guardando…',
  sizeSaved: 'Tu talla ahora es {{size}}.',
};

export default finder;
