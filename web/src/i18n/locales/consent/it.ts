import type { ConsentMessages } from './en.ts';

const consent: ConsentMessages = {
  title: 'Le tue scelte sulla privacy',
  intro:
    'Finché non scegli, il negozio usa solo ciò che gli serve per funzionare. Con il tuo consenso ricorda anche le tue preferenze su questo dispositivo e carica la chat dal vivo, gestita da un’altra azienda. Puoi cambiare idea in qualsiasi momento con «Scelte sulla privacy» in fondo a ogni pagina.',
  accept: 'Accetta tutto',
  reject: 'Rifiuta tutto',
  settings: 'Impostazioni',
  settingsTitle: 'Impostazioni privacy',
  save: 'Salva le mie scelte',
  close: 'Chiudi impostazioni',
  alwaysOn: 'Sempre attivo',
  policy: 'Informativa sulla privacy',
  purposes: {
    needed: {
      name: 'Necessari',
      description:
        'Il carrello, l’accesso, la lingua e questa scelta: senza di essi il negozio non funziona.',
    },
    payments: {
      name: 'Pagamenti',
      description:
        'Se paghi con carta, lo script di Stripe si carica alla cassa per incassare e prevenire le frodi: necessario per il pagamento che richiedi.',
    },
    preferences: {
      name: 'Preferenze',
      description:
        'Ricorda su questo dispositivo quando hai visto l’ultima volta l’offerta della newsletter, che ti sei iscritta e quali acquisti di esempio hai visto.',
    },
    chat: {
      name: 'Chat dal vivo',
      description:
        'Carica la finestra di chat del nostro fornitore di assistenza, che imposta i propri cookie.',
    },
  },
};

export default consent;
