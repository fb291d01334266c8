import type { Refusals } from './en.ts';

const refusals: Refusals = {
  COUPON_NOT_FOUND: 'Questo codice coupon non esiste.',
  COUPON_INVALID: 'Questo codice coupon non è valido.',
  COUPON_EXPIRED: 'Questo coupon è scaduto.',
  COUPON_ALREADY_APPLIED: 'Questo coupon è già applicato.',
  COUPON_INDIVIDUAL_USE: 'Questo coupon non può essere combinato con altri coupon.',
  COUPON_USAGE_LIMIT: 'Questo coupon ha raggiunto il limite di utilizzo.',
  COUPON_MINIMUM_SPEND: 'La spesa minima per questo coupon è di {{amount}}.',
  COUPON_MAXIMUM_SPEND: 'La spesa massima per questo coupon è di {{amount}}.',
  COUPON_EMAIL_RESTRICTED: 'Questo coupon è riservato a un altro indirizzo email.',
  COUPON_NEEDS_EMAIL:
    'Questo coupon è riservato a un indirizzo email: applicalo al checkout, dopo aver inserito il tuo indirizzo email.',
  COUPON_NOT_APPLICABLE: 'Questo coupon non si applica agli articoli nel tuo carrello.',
  COUPON_NO_LONGER_VALID: 'Un coupon nel tuo carrello non è più valido. Rimuovilo per continuare.',
  COUPON_CODE_REQUIRED: 'Inserisci un codice coupon.',
  COUPON_REFUSED: 'Non è stato possibile applicare questo coupon.',
  GIFT_CARD_INVALID: 'Questo codice della carta regalo non è valido.',
  GIFT_CARD_ALREADY_APPLIED: 'Questa carta regalo è già applicata.',
  GIFT_CARD_NO_BALANCE: 'Questa carta regalo non ha più credito.',
  GIFT_CARD_NOT_NEEDED: 'Il tuo ordine è già interamente pagato; non serve una carta regalo.',
  GIFT_CARD_CHANGED:
    'Il credito di una carta regalo nel tuo carrello è cambiato. Controlla il carrello e riprova.',
  CART_EMPTY: 'Il tuo carrello è vuoto. Aggiungi prima qualcosa.',
  STOCK_LIMITED: 'Di questo articolo ne restano solo {{remaining}} in magazzino.',
  SOLD_INDIVIDUALLY: 'Puoi acquistare questo articolo una sola volta per ordine.',
  PRODUCT_OPTIONS_REQUIRED: 'Scegli prima le opzioni del prodotto.',
  PRODUCT_NOT_PURCHASABLE: 'Questo prodotto non può essere acquistato qui.',
  CART_FULL: 'Il tuo carrello non può contenere altri articoli diversi.',
  INVALID_CREDENTIALS: 'Nome utente o password errati. Riprova.',
  CONFIRMATION_MISMATCH: 'Digita la conferma esattamente come mostrata per eliminare il tuo account.',
  AUTH_REQUIRED: 'Accedi per eliminare il tuo account.',
  EMAIL_ALREADY_REGISTERED:
    'Esiste già un account registrato con questo indirizzo email. Accedi o usa un altro indirizzo.',
  USERNAME_ALREADY_REGISTERED: 'Questo nome utente è già in uso. Scegline un altro.',
  USERNAME_INVALID: 'Inserisci un nome utente valido.',
  EMAIL_INVALID: 'Inserisci un indirizzo email valido.',
  PASSWORD_TOO_SHORT: 'La password deve contenere almeno 8 caratteri.',
  REVIEW_DUPLICATE: 'Hai già recensito questo prodotto.',
  REVIEW_TOO_QUICK: 'Stai inviando recensioni troppo velocemente. Attendi un momento.',
  ADDRESS_INVALID: 'Controlla i campi dell’indirizzo evidenziati.',
  SHIPPING_UNAVAILABLE:
    'Non possiamo spedire a questo indirizzo con il metodo scelto. Controlla l’indirizzo o il metodo di spedizione.',
  PAYMENT_METHOD_UNAVAILABLE: 'Questo metodo di pagamento non è disponibile. Scegline un altro.',
};

export default refusals;
