import type { ShopLocaleCode } from '@nails/schema/locales.ts';

/**
 * The back-in-stock mails in the shop's six languages (schema/locales.ts). The gateway keeps its
 * own small catalogue: the storefront's (web/src/i18n) is bundled for the browser and speaks of
 * pages, these speak of a mail. `{{product}}` is the product's name as commerce answered it in
 * the mail's language.
 */
export interface BackInStockTexts {
  confirmSubject: string;
  confirmIntro: string;
  confirmAction: string;
  confirmIgnore: string;
  alertSubject: string;
  alertIntro: string;
  alertAction: string;
  alertOnce: string;
  unsubscribe: string;
}

export const backInStockTexts: Record<ShopLocaleCode, BackInStockTexts> = {
  en: {
    confirmSubject: 'Please confirm your alert for {{product}}',
    confirmIntro: 'You asked us to email you when {{product}} is back in stock.',
    confirmAction: 'Confirm your alert:',
    confirmIgnore: 'If you did not ask for this, ignore this mail: you will not hear from us.',
    alertSubject: '{{product}} is back in stock',
    alertIntro: 'Good news: {{product}} is back in stock.',
    alertAction: 'See it in the shop:',
    alertOnce: 'This was your one alert for this item.',
    unsubscribe: 'No longer interested? Unsubscribe:',
  },
  de: {
    confirmSubject: 'Bitte bestätige deine Benachrichtigung für {{product}}',
    confirmIntro: 'Du möchtest eine E-Mail erhalten, sobald {{product}} wieder vorrätig ist.',
    confirmAction: 'Benachrichtigung bestätigen:',
    confirmIgnore: 'Wenn du das nicht warst, ignoriere diese E-Mail: Du hörst nichts weiter von uns.',
    alertSubject: '{{product}} ist wieder vorrätig',
    alertIntro: 'Gute Nachricht: {{product}} ist wieder vorrätig.',
    alertAction: 'Im Shop ansehen:',
    alertOnce: 'Das war deine einzige Benachrichtigung für diesen Artikel.',
    unsubscribe: 'Kein Interesse mehr? Abmelden:',
  },
  fr: {
    confirmSubject: 'Confirmez votre alerte pour {{product}}',
    confirmIntro: 'Vous nous avez demandé de vous écrire quand {{product}} sera de nouveau en stock.',
    confirmAction: 'Confirmez votre alerte :',
    confirmIgnore: "Si vous n'avez rien demandé, ignorez ce message : vous n'aurez plus de nouvelles.",
    alertSubject: '{{product}} est de nouveau en stock',
    alertIntro: 'Bonne nouvelle : {{product}} est de nouveau en stock.',
    alertAction: 'Voir dans la boutique :',
    alertOnce: 'Ceci était votre seule alerte pour cet article.',
    unsubscribe: 'Plus intéressée ? Se désabonner :',
  },
  es: {
    confirmSubject: 'Confirma tu aviso para {{product}}',
    confirmIntro: 'Nos pediste que te escribiéramos cuando {{product}} vuelva a estar disponible.',
    confirmAction: 'Confirma tu aviso:',
    confirmIgnore: 'Si no lo pediste, ignora este correo: no volverás a saber de nosotros.',
    alertSubject: '{{product}} vuelve a estar disponible',
    alertIntro: 'Buenas noticias: {{product}} vuelve a estar disponible.',
    alertAction: 'Velo en la tienda:',
    alertOnce: 'Este era tu único aviso para este artículo.',
    unsubscribe: '¿Ya no te interesa? Darse de baja:',
  },
  it: {
    confirmSubject: 'Conferma il tuo avviso per {{product}}',
    confirmIntro: 'Ci hai chiesto di scriverti quando {{product}} tornerà disponibile.',
    confirmAction: 'Conferma il tuo avviso:',
    confirmIgnore: 'Se non sei stata tu, ignora questa email: non riceverai altro da noi.',
    alertSubject: '{{product}} è di nuovo disponibile',
    alertIntro: 'Buone notizie: {{product}} è di nuovo disponibile.',
    alertAction: 'Guardalo nel negozio:',
    alertOnce: 'Questo era il tuo unico avviso per questo articolo.',
    unsubscribe: 'Non ti interessa più? Annulla l’iscrizione:',
  },
  pt: {
    confirmSubject: 'Confirme seu alerta para {{product}}',
    confirmIntro: 'Você pediu para receber um e-mail quando {{product}} voltar ao estoque.',
    confirmAction: 'Confirme seu alerta:',
    confirmIgnore: 'Se não foi você, ignore este e-mail: você não receberá mais nada de nós.',
    alertSubject: '{{product}} voltou ao estoque',
    alertIntro: 'Boa notícia: {{product}} voltou ao estoque.',
    alertAction: 'Veja na loja:',
    alertOnce: 'Este foi seu único alerta para este item.',
    unsubscribe: 'Não tem mais interesse? Cancelar inscrição:',
  },
};
