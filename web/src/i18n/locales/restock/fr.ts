import type { RestockMessages } from './en.ts';

const restock: RestockMessages = {
  title: 'Prévenez-moi quand il revient',
  hint: 'Nous vous enverrons un e-mail quand l’article sera de nouveau en stock, après confirmation d’un lien envoyé d’abord. Connectée ? Laissez le champ vide pour utiliser l’adresse de votre compte.',
  emailLabel: 'Votre e-mail',
  emailPlaceholder: 'vous@exemple.fr',
  submit: 'Me prévenir',
  sent: 'Consultez votre boîte : nous avons envoyé un lien à {{email}}. Après confirmation, nous vous écrirons quand il reviendra.',
  confirmTitle: 'Confirmez votre alerte de stock',
  confirmIntro:
    'Appuyez sur le bouton pour confirmer : nous vous écrirons une fois quand l’article sera de nouveau en stock.',
  confirmButton: 'Confirmer mon alerte',
  confirmed: 'C’est fait : nous vous écrirons quand {{product}} sera de nouveau en stock.',
  unsubscribeTitle: 'Arrêter cette alerte',
  unsubscribeIntro: 'Appuyez sur le bouton et nous ne vous écrirons plus au sujet de cet article.',
  unsubscribeButton: 'Se désabonner',
  unsubscribed: 'Vous ne recevrez plus d’e-mails au sujet de {{product}}.',
  backToProduct: 'Retour au produit',
};

export default restock;
