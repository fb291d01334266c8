import type { PrivacyMessages } from './en.ts';

const privacy: PrivacyMessages = {
  title: 'Deine Daten',
  intro: 'Was wir über dich speichern, warum und wie lange, steht in unserer Datenschutzerklärung.',
  policyLink: 'Datenschutzerklärung lesen',
  download: {
    title: 'Meine Daten herunterladen',
    description:
      'Eine JSON-Datei mit allem, was der Shop über dich speichert: Konto, Adressen, Bestellungen, Downloads, Produktbewertungen, Wunschliste, Newsletter-Anmeldung, Sitzungen und Bestellversuche.',
    button: 'Meine Daten herunterladen',
    preparing: 'Deine Datei wird erstellt…',
    done: 'Deine Datei wurde heruntergeladen.',
  },
  delete: {
    title: 'Mein Konto löschen',
    warning:
      'Das kann nicht rückgängig gemacht werden. Konto, Adressen, Wunschliste, Größe und Anmeldungen werden gelöscht und du wirst auf allen Geräten abgemeldet. Bestellungen bleiben nur anonymisiert erhalten, so lange das Steuerrecht es verlangt.',
    password: 'Dein Passwort',
    confirmation: 'Gib {{phrase}} ein, um zu bestätigen',
    phrase: 'LÖSCHEN',
    button: 'Mein Konto endgültig löschen',
    deleting: 'Dein Konto wird gelöscht…',
    wrongPassword: 'Falsches Passwort.',
    confirmationMismatch: 'Gib zur Bestätigung genau {{phrase}} ein.',
  },
  deleted: {
    title: 'Dein Konto wurde gelöscht',
    body: 'Wir haben deine Daten gelöscht und dich abgemeldet. Bestellungen bleiben anonymisiert erhalten, so lange das Steuerrecht es verlangt.',
    home: 'Zurück zum Shop',
  },
  policy: {
    unavailable:
      'Die Datenschutzerklärung kann gerade nicht geladen werden. Bitte versuche es gleich noch einmal.',
  },
};

export default privacy;
