import type { FinderMessages } from './en.ts';

const finder: FinderMessages = {
  title: 'Encontra o teu tamanho de set',
  intro:
    'Mede cada unha no seu ponto mais largo, ou experimenta as unhas de um kit de tamanhos, e dizemos-te que tamanho de set te serve: XS, S, M ou L.',
  byWidth: 'Larguras em mm',
  byKit: 'Números do kit de tamanhos',
  method: 'Como mediste?',
  widthLabel: '{{finger}}: largura em mm',
  kitLabel: '{{finger}}: tamanho do kit (0–9)',
  find: 'Encontrar o meu tamanho',
  finding: 'A procurar o teu tamanho…',
  answer: 'O teu tamanho é {{size}}',
  saved: 'Guardado como o teu tamanho: os sets abrem em {{size}}.',
  notSaved: 'Não conseguimos guardar {{size}} como o teu tamanho: {{reason}}',
  between:
    'Estás entre {{smaller}} e {{larger}}: o teu {{fingers}} precisa de {{larger}}, as outras unhas servem em {{smaller}}. Escolhe {{larger}}: um set tem de cobrir cada unha; uma unha postiça mais larga lima-se dos lados num minuto, uma mais estreita deixa um espaço.',
  widerThanLargest:
    'O teu {{finger}} é mais largo do que a nossa unha L: L é a mais próxima; pergunta-nos por um set por medida.',
  perFinger: 'Tamanho por unha',
  fingerFits: '{{finger}}: {{size}}',
  tableTitle: 'Tamanhos de set: largura da unha em mm',
  noSize: 'Ainda não guardaste um tamanho.',
  findLink: 'Encontra o teu tamanho',
  change: 'Mudar o meu tamanho',
  save: 'Guardar o meu tamanho',
  saving: 'A guardar…',
  sizeSaved: 'O teu tamanho agora é {{size}}.',
};

export default finder;
