import type { Refusals } from './en.ts';

const refusals: Refusals = {
  COUPON_NOT_FOUND: 'Ce code promo n’existe pas.',
  COUPON_INVALID: 'Ce code promo n’est pas valable.',
  COUPON_EXPIRED: 'Ce code promo a expiré.',
  COUPON_ALREADY_APPLIED: 'Ce code promo est déjà appliqué.',
  COUPON_INDIVIDUAL_USE: 'Ce code promo ne peut pas être combiné avec d’autres codes.',
  COUPON_USAGE_LIMIT: 'Ce code promo a atteint sa limite d’utilisation.',
  COUPON_MINIMUM_SPEND: 'Le montant minimum pour ce code promo est de {{amount}}.',
  COUPON_MAXIMUM_SPEND: 'Le montant maximum pour ce code promo est de {{amount}}.',
  COUPON_EMAIL_RESTRICTED: 'Ce code promo est réservé à une autre adresse e-mail.',
  COUPON_NEEDS_EMAIL:
    'Ce code promo est réservé à une adresse e-mail : appliquez-le lors de la commande, une fois votre adresse e-mail saisie.',
  COUPON_NOT_APPLICABLE: 'Ce code promo ne s’applique pas aux articles de votre panier.',
  COUPON_NO_LONGER_VALID: 'Un code promo de votre panier n’est plus valable. Retirez-le pour continuer.',
  COUPON_CODE_REQUIRED: 'Veuillez saisir un code promo.',
  COUPON_REFUSED: 'Ce code promo n’a pas pu être appliqué.',
  GIFT_CARD_INVALID: 'Ce code de carte cadeau n’est pas valable.',
  GIFT_CARD_ALREADY_APPLIED: 'Cette carte cadeau est déjà appliquée.',
  GIFT_CARD_NO_BALANCE: 'Cette carte cadeau n’a plus de solde.',
  GIFT_CARD_NOT_NEEDED: 'Votre commande est déjà entièrement payée ; aucune carte cadeau n’est nécessaire.',
  GIFT_CARD_CHANGED:
    'Le solde d’une carte cadeau de votre panier a changé. Vérifiez votre panier et réessayez.',
  CART_EMPTY: 'Votre panier est vide. Ajoutez d’abord un article.',
  STOCK_LIMITED: 'Il ne reste que {{remaining}} exemplaire(s) de cet article en stock.',
  SOLD_INDIVIDUALLY: 'Cet article ne peut être acheté qu’une fois par commande.',
  PRODUCT_OPTIONS_REQUIRED: 'Veuillez d’abord choisir les options du produit.',
  PRODUCT_NOT_PURCHASABLE: 'Ce produit ne peut pas être acheté ici.',
  CART_FULL: 'Votre panier ne peut pas contenir d’autres articles.',
  INVALID_CREDENTIALS: 'Le nom d’utilisateur ou le mot de passe est incorrect. Veuillez réessayer.',
  CONFIRMATION_MISMATCH:
    'Veuillez saisir la confirmation exactement comme indiqué pour supprimer votre compte.',
  AUTH_REQUIRED: 'Veuillez vous connecter pour supprimer votre compte.',
  EMAIL_ALREADY_REGISTERED:
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou utilisez une autre adresse.',
  USERNAME_ALREADY_REGISTERED: 'Ce nom d’utilisateur est déjà pris. Veuillez en choisir un autre.',
  USERNAME_INVALID: 'Veuillez saisir un nom d’utilisateur valide.',
  EMAIL_INVALID: 'Veuillez saisir une adresse e-mail valide.',
  PASSWORD_TOO_SHORT: 'Votre mot de passe doit comporter au moins 8 caractères.',
  REVIEW_DUPLICATE: 'Vous avez déjà donné votre avis sur ce produit.',
  REVIEW_TOO_QUICK: 'Vous envoyez des avis trop rapidement. Patientez un instant.',
  ADDRESS_INVALID: 'Veuillez vérifier les champs d’adresse signalés.',
  SHIPPING_UNAVAILABLE:
    'Nous ne pouvons pas livrer à cette adresse avec le mode choisi. Vérifiez l’adresse ou le mode de livraison.',
  PAYMENT_METHOD_UNAVAILABLE: 'Ce moyen de paiement n’est pas disponible. Veuillez en choisir un autre.',
};

export default refusals;
