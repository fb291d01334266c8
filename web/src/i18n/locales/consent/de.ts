import type { ConsentMessages } from './en.ts';

const consent: ConsentMessages = {
  title: 'Ihre Datenschutzeinstellungen',
  intro:
    'Bis Sie wählen, nutzt der Shop nur, was er zum Funktionieren braucht. Mit Ihrer Einwilligung merkt er sich außerdem Ihre Vorlieben auf diesem Gerät und lädt den Live-Chat, den ein anderes Unternehmen betreibt. Sie können Ihre Wahl jederzeit über „Datenschutzeinstellungen“ unten auf jeder Seite ändern.',
  accept: 'Alle akzeptieren',
  reject: 'Alle ablehnen',
  settings: 'Einstellungen',
  settingsTitle: 'Datenschutzeinstellungen',
  save: 'Auswahl speichern',
  close: 'Einstellungen schließen',
  alwaysOn: 'Immer aktiv',
  policy: 'Datenschutzerklärung',
  purposes: {
    needed: {
      name: 'Notwendig',
      description:
        'Ihr Warenkorb, Ihre Anmeldung, Ihre Sprache und diese Wahl: Ohne sie funktioniert der Shop nicht.',
    },
    payments: {
      name: 'Zahlungen',
      description:
        'Wenn Sie mit Karte zahlen, lädt an der Kasse das Skript von Stripe, um die Zahlung abzuwickeln und Betrug zu verhindern: notwendig für die Zahlung, die Sie wünschen.',
    },
    preferences: {
      name: 'Vorlieben',
      description:
        'Merkt sich auf diesem Gerät, wann Sie das Newsletter-Angebot zuletzt gesehen haben, dass Sie angemeldet sind und welche Beispielkäufe Sie gesehen haben.',
    },
    chat: {
      name: 'Live-Chat',
      description: 'Lädt das Chatfenster unseres Support-Anbieters, der eigene Cookies setzt.',
    },
  },
};

export default consent;
