import type { PrivacyMessages } from './en.ts';

const privacy: PrivacyMessages = {
  title: 'Vos données',
  intro:
    'Ce que nous conservons sur vous, pourquoi et combien de temps : tout est dans notre politique de confidentialité.',
  policyLink: 'Lire la politique de confidentialité',
  download: {
    title: 'Télécharger mes données',
    description:
      'Un fichier JSON avec tout ce que la boutique conserve sur vous : compte, adresses, commandes, téléchargements, avis sur les produits, liste d’envies, inscription à la newsletter, sessions et tentatives de commande.',
    button: 'Télécharger mes données',
    preparing: 'Préparation de votre fichier…',
    done: 'Votre fichier a été téléchargé.',
  },
  delete: {
    title: 'Supprimer mon compte',
    warning:
      'Cette action est irréversible. Votre compte, vos adresses, votre liste d’envies, votre taille et vos inscriptions sont effacés et vous êtes déconnectée sur tous vos appareils. Les commandes ne sont conservées qu’anonymisées, aussi longtemps que la loi fiscale l’exige.',
    password: 'Votre mot de passe',
    confirmation: 'Saisissez {{phrase}} pour confirmer',
    phrase: 'SUPPRIMER',
    button: 'Supprimer définitivement mon compte',
    deleting: 'Suppression de votre compte…',
    wrongPassword: 'Mot de passe incorrect.',
    confirmationMismatch: 'Saisissez exactement {{phrase}} pour confirmer.',
  },
  deleted: {
    title: 'Votre compte a été supprimé',
    body: 'Nous avons effacé vos données et vous avons déconnectée. Les commandes sont conservées anonymisées aussi longtemps que la loi fiscale l’exige.',
    home: 'Retour à la boutique',
  },
  policy: {
    unavailable:
      'La politique de confidentialité ne peut pas être chargée pour le moment. Veuillez réessayer dans un instant.',
  },
};

export default privacy;
