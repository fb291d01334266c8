import type { PrivacyMessages } from './en.ts';

const privacy: PrivacyMessages = {
  title: 'I tuoi dati',
  intro:
    'Cosa conserviamo su di te, perché e per quanto tempo è spiegato nella nostra informativa sulla privacy.',
  policyLink: 'Leggi l’informativa sulla privacy',
  download: {
    title: 'Scarica i miei dati',
    description:
      'Un file JSON con tutto ciò che il negozio conserva su di te: account, indirizzi, ordini, download, recensioni dei prodotti, lista dei desideri, iscrizione alla newsletter, sessioni e tentativi di acquisto.',
    button: 'Scarica i miei dati',
    preparing: 'Preparazione del file…',
    done: 'Il file è stato scaricato.',
  },
  delete: {
    title: 'Elimina il mio account',
    warning:
      'L’operazione è irreversibile. Account, indirizzi, lista dei desideri, taglia e iscrizioni vengono cancellati e verrai disconnessa da tutti i dispositivi. Gli ordini restano solo in forma anonima, per il tempo richiesto dalla legge fiscale.',
    password: 'La tua password',
    confirmation: 'Scrivi {{phrase}} per confermare',
    phrase: 'ELIMINA',
    button: 'Elimina definitivamente il mio account',
    deleting: 'Eliminazione dell’account…',
    wrongPassword: 'Password errata.',
    confirmationMismatch: 'Scrivi esattamente {{phrase}} per confermare.',
  },
  deleted: {
    title: 'Il tuo account è stato eliminato',
    body: 'Abbiamo cancellato i tuoi dati e ti abbiamo disconnessa. Gli ordini restano in forma anonima per il tempo richiesto dalla legge fiscale.',
    home: 'Torna al negozio',
  },
  policy: {
    unavailable: 'Al momento non è possibile caricare l’informativa sulla privacy. Riprova tra poco.',
  },
};

export default privacy;
