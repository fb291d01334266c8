import type { LanguageSlug } from '../../i18n/languages.ts';

/**
 * The shop's mails in each of its languages. A mail is written in the language its shopper used
 * when asking for it (the checkout's or the reset request's `?lang=`); the order keeps its
 * language (`wpml_language` meta) for mails sent later. Amounts stay "€12.50" (behaviour §9).
 */
export interface OrderMailData {
  shopName: string;
  orderId: number;
  firstName: string;
  status: string;
  /** Each line before discounts, VAT included: the lines add up to the subtotal (`mail/order-mail.ts`). */
  lines: { quantity: number; name: string; total: string }[];
  subtotal: string;
  /** The discounts, VAT included; null when there is none. */
  discount: string | null;
  shipping: string;
  giftCards: { code: string; amount: string }[];
  total: string;
  tax: string;
  bankTransfer: boolean;
  /** The order's page on the storefront (a guest's carries the order key). */
  orderUrl: string;
  billingAddress: string[];
  /** Null when the order ships nothing. */
  shippingAddress: string[] | null;
}

/** An address block: its heading, then its lines indented like the order lines. */
const addressBlock = (heading: string, lines: string[] | null): string[] =>
  lines ? ['', heading, ...lines.map((line) => `  ${line}`)] : [];

export interface ResetMailData {
  shopName: string;
  name: string;
  username: string;
  link: string;
  minutes: number;
}

export interface GiftCardMailData {
  shopName: string;
  /** The recipient's name as the buyer gave it, or '' (the greeting then names no one). */
  recipient: string;
  sender: string;
  amount: string;
  message: string;
  code: string;
  /** A long date already in the mail's language, or null when the card does not expire. */
  expires: string | null;
  storefront: string;
  balanceUrl: string;
}

interface MailTexts {
  status: Record<string, string>;
  giftCard: (data: GiftCardMailData) => { subject: string; text: string[] };
  order: (data: OrderMailData, status: string) => { subject: string; text: string[] };
  reset: (data: ResetMailData) => { subject: string; text: string[] };
}

const texts: Record<LanguageSlug, MailTexts> = {
  en: {
    giftCard: (d) => ({
      subject: `Your ${d.amount} ${d.shopName} gift card`,
      text: [
        d.recipient ? `Hi ${d.recipient},` : 'Hi,',
        '',
        `${d.sender || 'Someone'} sent you a ${d.shopName} gift card worth ${d.amount}.`,
        ...(d.message ? ['', `"${d.message}"`] : []),
        '',
        `Gift card code: ${d.code}`,
        `Amount: ${d.amount}`,
        ...(d.expires ? [`Valid until: ${d.expires}`] : []),
        '',
        `Enter the code in your cart or at checkout on ${d.storefront} to pay with it; what an order`,
        'does not use stays on the card.',
        `Check the balance at any time: ${d.balanceUrl}`,
      ],
    }),
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
        `Subtotal: ${d.subtotal}`,
        ...(d.discount ? [`Discount: −${d.discount}`] : []),
        `Shipping: ${d.shipping}`,
        ...d.giftCards.map((card) => `Paid by gift card ${card.code}: ${card.amount}`),
        `Total: ${d.total} (includes ${d.tax} VAT)`,
        d.bankTransfer ? 'Please pay by bank transfer using your order number as the reference.' : '',
        ...addressBlock('Billing address:', d.billingAddress),
        ...addressBlock('Shipping address:', d.shippingAddress),
        '',
        `View your order: ${d.orderUrl}`,
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
    giftCard: (d) => ({
      subject: `Dein Geschenkgutschein über ${d.amount} von ${d.shopName}`,
      text: [
        d.recipient ? `Hallo ${d.recipient},` : 'Hallo,',
        '',
        `${d.sender || 'Jemand'} schenkt dir einen Gutschein von ${d.shopName} im Wert von ${d.amount}.`,
        ...(d.message ? ['', `„${d.message}“`] : []),
        '',
        `Gutscheincode: ${d.code}`,
        `Betrag: ${d.amount}`,
        ...(d.expires ? [`Gültig bis: ${d.expires}`] : []),
        '',
        `Gib den Code im Warenkorb oder an der Kasse auf ${d.storefront} ein, um damit zu bezahlen;`,
        'was eine Bestellung nicht verbraucht, bleibt auf dem Gutschein.',
        `Guthaben jederzeit prüfen: ${d.balanceUrl}`,
      ],
    }),
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
        `Zwischensumme: ${d.subtotal}`,
        ...(d.discount ? [`Rabatt: −${d.discount}`] : []),
        `Versand: ${d.shipping}`,
        ...d.giftCards.map((card) => `Bezahlt mit Geschenkgutschein ${card.code}: ${card.amount}`),
        `Gesamt: ${d.total} (inkl. ${d.tax} MwSt.)`,
        d.bankTransfer
          ? 'Bitte überweise den Betrag und gib deine Bestellnummer als Verwendungszweck an.'
          : '',
        ...addressBlock('Rechnungsadresse:', d.billingAddress),
        ...addressBlock('Lieferadresse:', d.shippingAddress),
        '',
        `Deine Bestellung ansehen: ${d.orderUrl}`,
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
    giftCard: (d) => ({
      subject: `Tu tarjeta regalo de ${d.shopName} de ${d.amount}`,
      text: [
        d.recipient ? `Hola, ${d.recipient}:` : 'Hola:',
        '',
        `${d.sender || 'Alguien'} te ha enviado una tarjeta regalo de ${d.shopName} por valor de ${d.amount}.`,
        ...(d.message ? ['', `«${d.message}»`] : []),
        '',
        `Código de la tarjeta regalo: ${d.code}`,
        `Importe: ${d.amount}`,
        ...(d.expires ? [`Válida hasta: ${d.expires}`] : []),
        '',
        `Introduce el código en el carrito o al pagar en ${d.storefront} para usarla;`,
        'lo que un pedido no gaste se queda en la tarjeta.',
        `Consulta el saldo cuando quieras: ${d.balanceUrl}`,
      ],
    }),
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
        `Subtotal: ${d.subtotal}`,
        ...(d.discount ? [`Descuento: −${d.discount}`] : []),
        `Envío: ${d.shipping}`,
        ...d.giftCards.map((card) => `Pagado con la tarjeta regalo ${card.code}: ${card.amount}`),
        `Total: ${d.total} (IVA incluido: ${d.tax})`,
        d.bankTransfer ? 'Haz la transferencia bancaria indicando tu número de pedido como concepto.' : '',
        ...addressBlock('Dirección de facturación:', d.billingAddress),
        ...addressBlock('Dirección de envío:', d.shippingAddress),
        '',
        `Ver tu pedido: ${d.orderUrl}`,
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
    giftCard: (d) => ({
      subject: `Votre carte cadeau ${d.shopName} de ${d.amount}`,
      text: [
        d.recipient ? `Bonjour ${d.recipient},` : 'Bonjour,',
        '',
        `${d.sender || 'Quelqu’un'} vous offre une carte cadeau ${d.shopName} d’une valeur de ${d.amount}.`,
        ...(d.message ? ['', `« ${d.message} »`] : []),
        '',
        `Code de la carte cadeau : ${d.code}`,
        `Montant : ${d.amount}`,
        ...(d.expires ? [`Valable jusqu’au : ${d.expires}`] : []),
        '',
        `Saisissez le code dans votre panier ou lors du paiement sur ${d.storefront} ;`,
        'ce qu’une commande n’utilise pas reste sur la carte.',
        `Consultez le solde à tout moment : ${d.balanceUrl}`,
      ],
    }),
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
        `Sous-total : ${d.subtotal}`,
        ...(d.discount ? [`Remise : −${d.discount}`] : []),
        `Livraison : ${d.shipping}`,
        ...d.giftCards.map((card) => `Payé avec la carte cadeau ${card.code} : ${card.amount}`),
        `Total : ${d.total} (dont ${d.tax} de TVA)`,
        d.bankTransfer
          ? 'Merci de régler par virement en indiquant votre numéro de commande en référence.'
          : '',
        ...addressBlock('Adresse de facturation :', d.billingAddress),
        ...addressBlock('Adresse de livraison :', d.shippingAddress),
        '',
        `Voir votre commande : ${d.orderUrl}`,
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
    giftCard: (d) => ({
      subject: `La tua carta regalo ${d.shopName} da ${d.amount}`,
      text: [
        d.recipient ? `Ciao ${d.recipient},` : 'Ciao,',
        '',
        `${d.sender || 'Qualcuno'} ti ha regalato una carta regalo ${d.shopName} del valore di ${d.amount}.`,
        ...(d.message ? ['', `«${d.message}»`] : []),
        '',
        `Codice della carta regalo: ${d.code}`,
        `Importo: ${d.amount}`,
        ...(d.expires ? [`Valida fino al: ${d.expires}`] : []),
        '',
        `Inserisci il codice nel carrello o al checkout su ${d.storefront} per pagare;`,
        'quello che un ordine non usa resta sulla carta.',
        `Controlla il saldo quando vuoi: ${d.balanceUrl}`,
      ],
    }),
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
        `Subtotale: ${d.subtotal}`,
        ...(d.discount ? [`Sconto: −${d.discount}`] : []),
        `Spedizione: ${d.shipping}`,
        ...d.giftCards.map((card) => `Pagato con la carta regalo ${card.code}: ${card.amount}`),
        `Totale: ${d.total} (IVA inclusa: ${d.tax})`,
        d.bankTransfer ? 'Effettua il bonifico indicando il numero d’ordine come causale.' : '',
        ...addressBlock('Indirizzo di fatturazione:', d.billingAddress),
        ...addressBlock('Indirizzo di spedizione:', d.shippingAddress),
        '',
        `Visualizza il tuo ordine: ${d.orderUrl}`,
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
    giftCard: (d) => ({
      subject: `Seu vale-presente ${d.shopName} de ${d.amount}`,
      text: [
        d.recipient ? `Olá, ${d.recipient}!` : 'Olá!',
        '',
        `${d.sender || 'Alguém'} enviou para você um vale-presente ${d.shopName} no valor de ${d.amount}.`,
        ...(d.message ? ['', `“${d.message}”`] : []),
        '',
        `Código do vale-presente: ${d.code}`,
        `Valor: ${d.amount}`,
        ...(d.expires ? [`Válido até: ${d.expires}`] : []),
        '',
        `Digite o código no carrinho ou na finalização da compra em ${d.storefront} para pagar;`,
        'o que um pedido não usar continua no vale.',
        `Consulte o saldo quando quiser: ${d.balanceUrl}`,
      ],
    }),
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
        `Subtotal: ${d.subtotal}`,
        ...(d.discount ? [`Desconto: −${d.discount}`] : []),
        `Frete: ${d.shipping}`,
        ...d.giftCards.map((card) => `Pago com o vale-presente ${card.code}: ${card.amount}`),
        `Total: ${d.total} (inclui ${d.tax} de IVA)`,
        d.bankTransfer ? 'Faça a transferência bancária usando o número do pedido como referência.' : '',
        ...addressBlock('Endereço de cobrança:', d.billingAddress),
        ...addressBlock('Endereço de entrega:', d.shippingAddress),
        '',
        `Ver seu pedido: ${d.orderUrl}`,
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

export function giftCardMail(language: LanguageSlug, data: GiftCardMailData) {
  return mail(texts[language].giftCard(data));
}
