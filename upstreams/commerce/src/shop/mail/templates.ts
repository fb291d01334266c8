import type { LanguageSlug } from '../../i18n/languages.ts';

/**
 * The shop's mails in each of its languages. A mail is written in the language its shopper used
 * when asking for it (the checkout's or the reset request's `?lang=`); the order keeps its
 * language (`wpml_language` meta) for mails sent later. Amounts stay "€12.50" (spec §9).
 */
export interface OrderMailData {
  shopName: string;
  orderId: number;
  firstName: string;
  status: string;
  lines: { quantity: number; name: string; total: string }[];
  shipping: string;
  giftCards: { code: string; amount: string }[];
  total: string;
  tax: string;
  bankTransfer: boolean;
}

export interface ResetMailData {
  shopName: string;
  name: string;
  username: string;
  link: string;
  minutes: number;
}

interface MailTexts {
  status: Record<string, string>;
  order: (data: OrderMailData, status: string) => { subject: string; text: string[] };
  reset: (data: ResetMailData) => { subject: string; text: string[] };
}

const texts: Record<LanguageSlug, MailTexts> = {
  en: {
    status: {
      pending: 'pending payment',
      processing: 'processing',
      'on-hold': 'on hold',
      completed: 'completed',
    },
    order: (d, status) => ({
      subject: `Your ${d.shopName} order #${d.orderId} has been received`,
      text: [
        `Hi ${d.firstName},`,
        '',
        `Thank you for your order #${d.orderId}. Its status is ${status}.`,
        ...d.lines.map((line) => `  ${line.quantity} × ${line.name}: ${line.total}`),
        `Shipping: ${d.shipping}`,
        ...d.giftCards.map((card) => `Paid by gift card ${card.code}: ${card.amount}`),
        `Total: ${d.total} (includes ${d.tax} VAT)`,
        d.bankTransfer ? 'Please pay by bank transfer using your order number as the reference.' : '',
      ],
    }),
    reset: (d) => ({
      subject: 'Password reset request',
      text: [
        `Hi ${d.name},`,
        '',
        `Someone asked to reset the password of your ${d.shopName} account.`,
        `Username: ${d.username}`,
        '',
        'If this was a mistake, ignore this email and nothing will happen.',
        `To reset your password, visit: ${d.link}`,
        '',
        `The link works once and expires in ${d.minutes} minutes.`,
      ],
    }),
  },
  de: {
    status: {
      pending: 'Zahlung ausstehend',
      processing: 'in Bearbeitung',
      'on-hold': 'in Wartestellung',
      completed: 'abgeschlossen',
    },
    order: (d, status) => ({
      subject: `Deine Bestellung #${d.orderId} bei ${d.shopName} ist eingegangen`,
      text: [
        `Hallo ${d.firstName},`,
        '',
        `vielen Dank für deine Bestellung #${d.orderId}. Ihr Status: ${status}.`,
        ...d.lines.map((line) => `  ${line.quantity} × ${line.name}: ${line.total}`),
        `Versand: ${d.shipping}`,
        ...d.giftCards.map((card) => `Bezahlt mit Geschenkgutschein ${card.code}: ${card.amount}`),
        `Gesamt: ${d.total} (inkl. ${d.tax} MwSt.)`,
        d.bankTransfer
          ? 'Bitte überweise den Betrag und gib deine Bestellnummer als Verwendungszweck an.'
          : '',
      ],
    }),
    reset: (d) => ({
      subject: 'Anfrage zum Zurücksetzen deines Passworts',
      text: [
        `Hallo ${d.name},`,
        '',
        `jemand möchte das Passwort deines Kontos bei ${d.shopName} zurücksetzen.`,
        `Benutzername: ${d.username}`,
        '',
        'Falls das ein Versehen war, ignoriere diese E-Mail einfach – es passiert nichts.',
        `Um dein Passwort zurückzusetzen, öffne: ${d.link}`,
        '',
        `Der Link funktioniert einmal und ist ${d.minutes} Minuten lang gültig.`,
      ],
    }),
  },
  es: {
    status: {
      pending: 'pendiente de pago',
      processing: 'en preparación',
      'on-hold': 'en espera',
      completed: 'completado',
    },
    order: (d, status) => ({
      subject: `Hemos recibido tu pedido n.º ${d.orderId} en ${d.shopName}`,
      text: [
        `Hola, ${d.firstName}:`,
        '',
        `Gracias por tu pedido n.º ${d.orderId}. Su estado es: ${status}.`,
        ...d.lines.map((line) => `  ${line.quantity} × ${line.name}: ${line.total}`),
        `Envío: ${d.shipping}`,
        ...d.giftCards.map((card) => `Pagado con la tarjeta regalo ${card.code}: ${card.amount}`),
        `Total: ${d.total} (IVA incluido: ${d.tax})`,
        d.bankTransfer ? 'Haz la transferencia bancaria indicando tu número de pedido como concepto.' : '',
      ],
    }),
    reset: (d) => ({
      subject: 'Solicitud para restablecer la contraseña',
      text: [
        `Hola, ${d.name}:`,
        '',
        `Alguien ha pedido restablecer la contraseña de tu cuenta de ${d.shopName}.`,
        `Nombre de usuario: ${d.username}`,
        '',
        'Si ha sido un error, ignora este correo y no pasará nada.',
        `Para restablecer tu contraseña, entra en: ${d.link}`,
        '',
        `El enlace solo funciona una vez y caduca en ${d.minutes} minutos.`,
      ],
    }),
  },
  fr: {
    status: {
      pending: 'en attente de paiement',
      processing: 'en cours de préparation',
      'on-hold': 'en attente',
      completed: 'terminée',
    },
    order: (d, status) => ({
      subject: `Votre commande n° ${d.orderId} chez ${d.shopName} a bien été reçue`,
      text: [
        `Bonjour ${d.firstName},`,
        '',
        `Merci pour votre commande n° ${d.orderId}. Son statut : ${status}.`,
        ...d.lines.map((line) => `  ${line.quantity} × ${line.name} : ${line.total}`),
        `Livraison : ${d.shipping}`,
        ...d.giftCards.map((card) => `Payé avec la carte cadeau ${card.code} : ${card.amount}`),
        `Total : ${d.total} (dont ${d.tax} de TVA)`,
        d.bankTransfer
          ? 'Merci de régler par virement en indiquant votre numéro de commande en référence.'
          : '',
      ],
    }),
    reset: (d) => ({
      subject: 'Demande de réinitialisation du mot de passe',
      text: [
        `Bonjour ${d.name},`,
        '',
        `Quelqu’un a demandé la réinitialisation du mot de passe de votre compte ${d.shopName}.`,
        `Identifiant : ${d.username}`,
        '',
        'S’il s’agit d’une erreur, ignorez cet e-mail : rien ne sera modifié.',
        `Pour réinitialiser votre mot de passe, rendez-vous sur : ${d.link}`,
        '',
        `Le lien ne fonctionne qu’une fois et expire dans ${d.minutes} minutes.`,
      ],
    }),
  },
  it: {
    status: {
      pending: 'in attesa di pagamento',
      processing: 'in lavorazione',
      'on-hold': 'in sospeso',
      completed: 'completato',
    },
    order: (d, status) => ({
      subject: `Abbiamo ricevuto il tuo ordine n. ${d.orderId} su ${d.shopName}`,
      text: [
        `Ciao ${d.firstName},`,
        '',
        `grazie per il tuo ordine n. ${d.orderId}. Stato: ${status}.`,
        ...d.lines.map((line) => `  ${line.quantity} × ${line.name}: ${line.total}`),
        `Spedizione: ${d.shipping}`,
        ...d.giftCards.map((card) => `Pagato con la carta regalo ${card.code}: ${card.amount}`),
        `Totale: ${d.total} (IVA inclusa: ${d.tax})`,
        d.bankTransfer ? 'Effettua il bonifico indicando il numero d’ordine come causale.' : '',
      ],
    }),
    reset: (d) => ({
      subject: 'Richiesta di reimpostazione della password',
      text: [
        `Ciao ${d.name},`,
        '',
        `qualcuno ha chiesto di reimpostare la password del tuo account ${d.shopName}.`,
        `Nome utente: ${d.username}`,
        '',
        'Se si tratta di un errore, ignora questa email e non succederà nulla.',
        `Per reimpostare la password, apri: ${d.link}`,
        '',
        `Il link funziona una sola volta e scade tra ${d.minutes} minuti.`,
      ],
    }),
  },
  pt: {
    status: {
      pending: 'aguardando pagamento',
      processing: 'em processamento',
      'on-hold': 'em espera',
      completed: 'concluído',
    },
    order: (d, status) => ({
      subject: `Recebemos seu pedido nº ${d.orderId} na ${d.shopName}`,
      text: [
        `Olá, ${d.firstName}!`,
        '',
        `Obrigado pelo seu pedido nº ${d.orderId}. Status: ${status}.`,
        ...d.lines.map((line) => `  ${line.quantity} × ${line.name}: ${line.total}`),
        `Frete: ${d.shipping}`,
        ...d.giftCards.map((card) => `Pago com o vale-presente ${card.code}: ${card.amount}`),
        `Total: ${d.total} (inclui ${d.tax} de IVA)`,
        d.bankTransfer ? 'Faça a transferência bancária usando o número do pedido como referência.' : '',
      ],
    }),
    reset: (d) => ({
      subject: 'Pedido de redefinição de senha',
      text: [
        `Olá, ${d.name}!`,
        '',
        `Alguém pediu para redefinir a senha da sua conta na ${d.shopName}.`,
        `Nome de usuário: ${d.username}`,
        '',
        'Se foi um engano, ignore este e-mail e nada vai acontecer.',
        `Para redefinir sua senha, acesse: ${d.link}`,
        '',
        `O link funciona uma única vez e expira em ${d.minutes} minutos.`,
      ],
    }),
  },
};

const mail = (parts: { subject: string; text: string[] }) => ({
  subject: parts.subject,
  text: parts.text.join('\n'),
});

export function orderReceivedMail(language: LanguageSlug, data: OrderMailData) {
  const words = texts[language];
  return mail(words.order(data, words.status[data.status] ?? data.status));
}

export function passwordResetMail(language: LanguageSlug, data: ResetMailData) {
  return mail(texts[language].reset(data));
}
