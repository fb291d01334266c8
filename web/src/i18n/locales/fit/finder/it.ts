import type { FinderMessages } from './en.ts';

const finder: FinderMessages = {
  title: 'Trova la tua taglia di set',
  intro:
    'Misura ogni unghia nel suo punto più largo, o prova le unghie di un kit di taglie, e ti diciamo quale taglia di set ti sta: XS, S, M o L.',
  byWidth: 'Larghezze in mm',
  byKit: 'Numeri del kit di taglie',
  method: 'Come hai misurato?',
  widthLabel: '{{finger}}: larghezza in mm',
  kitLabel: '{{finger}}: taglia del kit (0–9)',
  find: 'Trova la mia taglia',
  finding: 'Cerchiamo la tua taglia…',
  answer: 'La tua taglia è {{size}}',
  saved: 'Salvata come tua taglia: i set si aprono in {{size}}.',
  notSaved: 'Non siamo riusciti a salvare {{size}} come tua taglia: {{reason}}',
  between:
    'Sei tra {{smaller}} e {{larger}}: il tuo {{fingers}} richiede {{larger}}, le altre unghie vanno con {{smaller}}. Scegli {{larger}}: un set deve coprire ogni unghia; una press-on più larga si lima ai lati in un minuto, una più stretta lascia uno spazio.',
  widerThanLargest:
    'Il tuo {{finger}} è più largo della nostra unghia L: L è la più vicina; chiedici un set su misura.',
  perFinger: 'Taglia per unghia',
  fingerFits: '{{finger}}: {{size}}',
  tableTitle: 'Taglie di set: larghezza dell’unghia in mm',
  noSize: 'Non hai ancora salvato una taglia.',
  findLink: 'Trova la tua taglia',
  change: 'Cambia la mia taglia',
  save: 'Salva la mia taglia',
  saving: 'Salvataggio…',
  sizeSaved: 'La tua taglia ora è {{size}}.',
};

export default finder;
