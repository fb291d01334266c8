import type { Refusals } from './en.ts';

const refusals: Refusals = {
  COUPON_NOT_FOUND: 'Diesen Gutscheincode gibt es nicht.',
  COUPON_INVALID: 'Dieser Gutscheincode ist ungültig.',
  COUPON_EXPIRED: 'Dieser Gutschein ist abgelaufen.',
  COUPON_ALREADY_APPLIED: 'Dieser Gutschein ist bereits eingelöst.',
  COUPON_INDIVIDUAL_USE: 'Dieser Gutschein lässt sich nicht mit anderen Gutscheinen kombinieren.',
  COUPON_USAGE_LIMIT: 'Dieser Gutschein wurde bereits so oft wie erlaubt eingelöst.',
  COUPON_MINIMUM_SPEND: 'Der Mindestbestellwert für diesen Gutschein beträgt {{amount}}.',
  COUPON_MAXIMUM_SPEND: 'Der Höchstbestellwert für diesen Gutschein beträgt {{amount}}.',
  COUPON_EMAIL_RESTRICTED: 'Dieser Gutschein gilt für eine andere E-Mail-Adresse.',
  COUPON_NEEDS_EMAIL:
    'Dieser Gutschein gilt für eine bestimmte E-Mail-Adresse: Löse ihn an der Kasse ein, sobald deine E-Mail-Adresse eingetragen ist.',
  COUPON_NOT_APPLICABLE: 'Dieser Gutschein gilt nicht für die Artikel in deinem Warenkorb.',
  COUPON_NO_LONGER_VALID:
    'Ein Gutschein in deinem Warenkorb ist nicht mehr gültig. Entferne ihn, um fortzufahren.',
  COUPON_CODE_REQUIRED: 'Bitte gib einen Gutscheincode ein.',
  COUPON_REFUSED: 'Dieser Gutschein konnte nicht eingelöst werden.',
  GIFT_CARD_INVALID: 'Dieser Geschenkkartencode ist ungültig.',
  GIFT_CARD_ALREADY_APPLIED: 'Diese Geschenkkarte ist bereits eingelöst.',
  GIFT_CARD_NO_BALANCE: 'Auf dieser Geschenkkarte ist kein Guthaben mehr.',
  GIFT_CARD_NOT_NEEDED: 'Deine Bestellung ist bereits vollständig bezahlt; du brauchst keine Geschenkkarte.',
  GIFT_CARD_CHANGED:
    'Das Guthaben einer Geschenkkarte in deinem Warenkorb hat sich geändert. Bitte prüfe deinen Warenkorb und versuche es erneut.',
  CART_EMPTY: 'Dein Warenkorb ist leer. Lege zuerst etwas hinein.',
  STOCK_LIMITED: 'Von diesem Artikel sind nur noch {{remaining}} auf Lager.',
  SOLD_INDIVIDUALLY: 'Diesen Artikel kannst du nur einmal pro Bestellung kaufen.',
  PRODUCT_OPTIONS_REQUIRED: 'Bitte wähle zuerst die Produktoptionen.',
  PRODUCT_NOT_PURCHASABLE: 'Dieses Produkt kann hier nicht gekauft werden.',
  CART_FULL: 'Dein Warenkorb kann keine weiteren Artikel aufnehmen.',
  INVALID_CREDENTIALS: 'Benutzername oder Passwort ist falsch. Bitte versuche es erneut.',
  CONFIRMATION_MISMATCH: 'Bitte gib die Bestätigung genau wie angezeigt ein, um dein Konto zu löschen.',
  AUTH_REQUIRED: 'Bitte melde dich an, um dein Konto zu löschen.',
  EMAIL_ALREADY_REGISTERED:
    'Mit dieser E-Mail-Adresse ist bereits ein Konto registriert. Bitte melde dich an oder verwende eine andere Adresse.',
  USERNAME_ALREADY_REGISTERED: 'Dieser Benutzername ist vergeben. Bitte wähle einen anderen.',
  USERNAME_INVALID: 'Bitte gib einen gültigen Benutzernamen ein.',
  EMAIL_INVALID: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  PASSWORD_TOO_SHORT: 'Dein Passwort muss mindestens 8 Zeichen lang sein.',
  REVIEW_DUPLICATE: 'Du hast dieses Produkt bereits bewertet.',
  REVIEW_TOO_QUICK: 'Du sendest Bewertungen zu schnell. Bitte warte einen Moment.',
  ADDRESS_INVALID: 'Bitte prüfe die markierten Adressfelder.',
  SHIPPING_UNAVAILABLE:
    'An diese Adresse können wir mit der gewählten Versandart nicht liefern. Bitte prüfe Adresse oder Versandart.',
  PAYMENT_METHOD_UNAVAILABLE: 'Diese Zahlungsart ist nicht verfügbar. Bitte wähle eine andere.',
};

export default refusals;
