import type { RestockMessages } from './en.ts';

const restock: RestockMessages = {
  title: 'Avvisami quando torna',
  hint: 'Ti invieremo un’email quando l’articolo tornerà disponibile, dopo che avrai confermato un link inviato prima. Hai effettuato l’accesso? Lascia il campo vuoto per usare l’indirizzo del tuo account.',
  emailLabel: 'La tua email',
  emailPlaceholder: 'tu@esempio.it',
  submit: 'Avvisami',
  sent: 'Controlla la posta: abbiamo inviato un link a {{email}}. Dopo la conferma ti scriveremo quando torna.',
  confirmTitle: 'Conferma il tuo avviso',
  confirmIntro:
    'Premi il pulsante per confermare: ti scriveremo una volta quando l’articolo tornerà disponibile.',
  confirmButton: 'Conferma il mio avviso',
  confirmed: 'Fatto: ti scriveremo quando {{product}} tornerà disponibile.',
  unsubscribeTitle: 'Interrompi questo avviso',
  unsubscribeIntro: 'Premi il pulsante e non ti scriveremo più per questo articolo.',
  unsubscribeButton: 'Annulla l’iscrizione',
  unsubscribed: 'Non riceverai altre email su {{product}}.',
  backToProduct: 'Torna al prodotto',
};

export default restock;
