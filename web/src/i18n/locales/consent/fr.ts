import type { ConsentMessages } from './en.ts';

const consent: ConsentMessages = {
  title: 'Vos choix de confidentialité',
  intro:
    'Tant que vous n’avez pas choisi, la boutique n’utilise que ce dont elle a besoin pour fonctionner. Avec votre accord, elle retient aussi vos préférences sur cet appareil et charge le chat en direct, géré par une autre entreprise. Vous pouvez changer d’avis à tout moment via « Choix de confidentialité » en bas de chaque page.',
  accept: 'Tout accepter',
  reject: 'Tout refuser',
  settings: 'Paramètres',
  settingsTitle: 'Paramètres de confidentialité',
  save: 'Enregistrer mes choix',
  close: 'Fermer les paramètres',
  alwaysOn: 'Toujours actif',
  policy: 'Politique de confidentialité',
  purposes: {
    needed: {
      name: 'Nécessaires',
      description:
        'Votre panier, votre connexion, votre langue et ce choix : la boutique ne peut pas fonctionner sans eux.',
    },
    payments: {
      name: 'Paiements',
      description:
        'Si vous payez par carte, le script de Stripe se charge au paiement pour encaisser et prévenir la fraude : nécessaire au paiement que vous demandez.',
    },
    preferences: {
      name: 'Préférences',
      description:
        'Retient sur cet appareil quand vous avez vu l’offre de la newsletter pour la dernière fois, que vous êtes inscrite et quels exemples d’achats vous avez vus.',
    },
    chat: {
      name: 'Chat en direct',
      description:
        'Charge la fenêtre de chat de notre prestataire d’assistance, qui dépose ses propres cookies.',
    },
  },
};

export default consent;
