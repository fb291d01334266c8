import type { FinderMessages } from './en.ts';

const finder: FinderMessages = {
  title: 'Trouve ta taille de set',
  intro:
    'Mesure chaque ongle à son point le plus large, ou essaie les ongles d’un kit de tailles, et nous te disons quelle taille de set te va : XS, S, M ou L.',
  byWidth: 'Largeurs en mm',
  byKit: 'Numéros du kit de tailles',
  method: 'Comment as-tu mesuré ?',
  widthLabel: '{{finger}} : largeur en mm',
  kitLabel: '{{finger}} : taille du kit (0–9)',
  find: 'Trouver ma taille',
  finding: 'Recherche de ta taille…',
  answer: 'Ta taille est {{size}}',
  saved: 'Enregistrée comme ta taille : les sets s’ouvrent en {{size}}.',
  notSaved: 'Nous n’avons pas pu enregistrer {{size}} comme ta taille : {{reason}}',
  between:
    'Tu es entre {{smaller}} et {{larger}} : ton {{fingers}} demande {{larger}}, tes autres ongles vont en {{smaller}}. Prends {{larger}} : un set doit couvrir chaque ongle ; un faux ongle plus large se lime sur les côtés en une minute, un plus étroit laisse un espace.',
  widerThanLargest:
    'Ton {{finger}} est plus large que notre ongle L : L est le plus proche ; demande-nous un set sur mesure.',
  perFinger: 'Taille par ongle',
  fingerFits: '{{finger}} : {{size}}',
  tableTitle: 'Tailles de set : largeur de l’ongle en mm',
  noSize: 'Tu n’as pas encore enregistré de taille.',
  findLink: 'Trouve ta taille',
  change: 'Changer ma taille',
  save: 'Enregistrer ma taille',
  saving: 'Enregistrement…',
  sizeSaved: 'Ta taille est maintenant {{size}}.',
};

export default finder;
