import type { RestockMessages } from './en.ts';

const restock: RestockMessages = {
  title: 'Benachrichtige mich, wenn es wieder da ist',
  hint: 'Wir schicken dir eine E-Mail, sobald der Artikel wieder vorrätig ist, nachdem du einen Link bestätigt hast. Angemeldet? Lass das Feld leer, dann nehmen wir die Adresse deines Kontos.',
  emailLabel: 'Deine E-Mail-Adresse',
  emailPlaceholder: 'du@beispiel.de',
  submit: 'Benachrichtigen',
  sent: 'Schau in dein Postfach: Wir haben einen Link an {{email}} geschickt. Nach deiner Bestätigung schreiben wir dir, sobald er wieder da ist.',
  confirmTitle: 'Benachrichtigung bestätigen',
  confirmIntro:
    'Drücke auf den Knopf, um zu bestätigen: Wir schreiben dir einmal, sobald der Artikel wieder vorrätig ist.',
  confirmButton: 'Benachrichtigung bestätigen',
  confirmed: 'Fertig: Wir schreiben dir, sobald {{product}} wieder vorrätig ist.',
  unsubscribeTitle: 'Benachrichtigung beenden',
  unsubscribeIntro: 'Drücke auf den Knopf, und wir schreiben dir zu diesem Artikel nicht mehr.',
  unsubscribeButton: 'Abmelden',
  unsubscribed: 'Du bekommst keine E-Mails mehr zu {{product}}.',
  backToProduct: 'Zurück zum Produkt',
};

export default restock;
