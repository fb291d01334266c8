import type { LocalizedContent } from '../InfoPage.tsx';

export const privacy: LocalizedContent = {
  en: {
    intro:
      'Lacquer Lane SRL (Rue des Artisans 12, 1000 Brussels) is responsible for your personal data. We collect only what we need to sell, ship and support your orders.',
    sections: [
      {
        heading: 'What we collect',
        list: [
          'Order data: name, addresses, email, phone, items and payment status (card details stay with our payment provider).',
          'Account data: username, email and a securely hashed password.',
          'Newsletter: your email, when and where you subscribed.',
          'Reviews and contact messages you send us.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        list: [
          'A session cookie (HttpOnly) keeps your cart and sign-in; it is never readable by scripts.',
          'A language cookie remembers your language for 365 days.',
          'Newsletter cookies remember whether you subscribed (365 days) and when we last showed the popup (12 hours).',
          'No advertising or cross-site tracking cookies.',
        ],
      },
      {
        heading: 'Why and how long',
        paragraphs: [
          'We use order data to fulfil the contract and keep invoices for 7 years as the law requires. Newsletter data is kept until you unsubscribe; account data until you delete your account.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may access, correct, export or delete your data and object to processing at any time by writing to privacy@lacquer-lane.example. You can also complain to the Belgian Data Protection Authority.',
        ],
      },
    ],
  },
  de: {
    intro:
      'Verantwortlich für deine personenbezogenen Daten ist Lacquer Lane SRL (Rue des Artisans 12, 1000 Brüssel). Wir erheben nur, was wir für Verkauf, Versand und Support brauchen.',
    sections: [
      {
        heading: 'Was wir erheben',
        list: [
          'Bestelldaten: Name, Adressen, E-Mail, Telefon, Artikel und Zahlungsstatus (Kartendaten bleiben beim Zahlungsanbieter).',
          'Kontodaten: Benutzername, E-Mail und ein sicher gehashtes Passwort.',
          'Newsletter: deine E-Mail sowie wann und wo du dich angemeldet hast.',
          'Bewertungen und Kontaktnachrichten, die du uns sendest.',
        ],
      },
      {
        heading: 'Cookies und lokaler Speicher',
        list: [
          'Ein Sitzungscookie (HttpOnly) hält Warenkorb und Anmeldung; Skripte können es nie lesen.',
          'Ein Sprachcookie merkt sich deine Sprache 365 Tage lang.',
          'Newsletter-Cookies merken sich deine Anmeldung (365 Tage) und wann das Pop-up zuletzt erschien (12 Stunden).',
          'Keine Werbe- oder seitenübergreifenden Tracking-Cookies.',
        ],
      },
      {
        heading: 'Zweck und Dauer',
        paragraphs: [
          'Bestelldaten nutzen wir zur Vertragserfüllung und bewahren Rechnungen gesetzlich 7 Jahre auf. Newsletter-Daten bis zur Abmeldung, Kontodaten bis zur Löschung deines Kontos.',
        ],
      },
      {
        heading: 'Deine Rechte',
        paragraphs: [
          'Du kannst jederzeit Auskunft, Berichtigung, Export oder Löschung verlangen und der Verarbeitung widersprechen: privacy@lacquer-lane.example. Du kannst dich auch bei der belgischen Datenschutzbehörde beschweren.',
        ],
      },
    ],
  },
  es: {
    intro:
      'Lacquer Lane SRL (Rue des Artisans 12, 1000 Bruselas) es responsable de tus datos personales. Solo recogemos lo necesario para vender, enviar y atender tus pedidos.',
    sections: [
      {
        heading: 'Qué recogemos',
        list: [
          'Datos del pedido: nombre, direcciones, correo, teléfono, artículos y estado del pago (los datos de la tarjeta quedan en el proveedor de pagos).',
          'Datos de la cuenta: usuario, correo y una contraseña cifrada de forma segura.',
          'Newsletter: tu correo, cuándo y dónde te suscribiste.',
          'Reseñas y mensajes de contacto que nos envíes.',
        ],
      },
      {
        heading: 'Cookies y almacenamiento local',
        list: [
          'Una cookie de sesión (HttpOnly) guarda tu carrito y tu sesión; ningún script puede leerla.',
          'Una cookie de idioma recuerda tu idioma durante 365 días.',
          'Las cookies de la newsletter recuerdan si te suscribiste (365 días) y cuándo mostramos el aviso (12 horas).',
          'Sin cookies publicitarias ni de seguimiento entre sitios.',
        ],
      },
      {
        heading: 'Finalidad y plazos',
        paragraphs: [
          'Usamos los datos del pedido para cumplir el contrato y conservamos las facturas 7 años por ley. Los datos de la newsletter, hasta que te des de baja; los de la cuenta, hasta que la elimines.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Puedes acceder, rectificar, exportar o suprimir tus datos y oponerte al tratamiento escribiendo a privacy@lacquer-lane.example. También puedes reclamar ante la autoridad belga de protección de datos.',
        ],
      },
    ],
  },
  fr: {
    intro:
      'Lacquer Lane SRL (Rue des Artisans 12, 1000 Bruxelles) est responsable de vos données personnelles. Nous ne collectons que ce qui est nécessaire pour vendre, expédier et suivre vos commandes.',
    sections: [
      {
        heading: 'Ce que nous collectons',
        list: [
          'Données de commande : nom, adresses, e-mail, téléphone, articles et statut du paiement (les données de carte restent chez le prestataire de paiement).',
          'Données de compte : identifiant, e-mail et mot de passe haché de façon sûre.',
          'Newsletter : votre e-mail, la date et l’endroit de l’inscription.',
          'Les avis et messages de contact que vous nous envoyez.',
        ],
      },
      {
        heading: 'Cookies et stockage local',
        list: [
          'Un cookie de session (HttpOnly) conserve votre panier et votre connexion ; aucun script ne peut le lire.',
          'Un cookie de langue mémorise votre langue pendant 365 jours.',
          'Des cookies newsletter mémorisent votre inscription (365 jours) et le dernier affichage de la fenêtre (12 heures).',
          'Aucun cookie publicitaire ni de pistage entre sites.',
        ],
      },
      {
        heading: 'Finalités et durées',
        paragraphs: [
          'Les données de commande servent à exécuter le contrat ; les factures sont conservées 7 ans comme l’exige la loi. Les données newsletter jusqu’au désabonnement, celles du compte jusqu’à sa suppression.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez accéder à vos données, les rectifier, les exporter ou les effacer et vous opposer au traitement en écrivant à privacy@lacquer-lane.example. Vous pouvez aussi saisir l’Autorité belge de protection des données.',
        ],
      },
    ],
  },
  it: {
    intro:
      'Lacquer Lane SRL (Rue des Artisans 12, 1000 Bruxelles) è titolare dei tuoi dati personali. Raccogliamo solo ciò che serve per vendere, spedire e assisterti.',
    sections: [
      {
        heading: 'Cosa raccogliamo',
        list: [
          'Dati dell’ordine: nome, indirizzi, email, telefono, articoli e stato del pagamento (i dati della carta restano al fornitore dei pagamenti).',
          'Dati dell’account: nome utente, email e una password cifrata in modo sicuro.',
          'Newsletter: la tua email, quando e dove ti sei iscritta.',
          'Recensioni e messaggi di contatto che ci invii.',
        ],
      },
      {
        heading: 'Cookie e archiviazione locale',
        list: [
          'Un cookie di sessione (HttpOnly) conserva carrello e accesso; nessuno script può leggerlo.',
          'Un cookie della lingua ricorda la tua lingua per 365 giorni.',
          'I cookie della newsletter ricordano l’iscrizione (365 giorni) e l’ultima comparsa del popup (12 ore).',
          'Nessun cookie pubblicitario o di tracciamento tra siti.',
        ],
      },
      {
        heading: 'Finalità e durata',
        paragraphs: [
          'Usiamo i dati dell’ordine per eseguire il contratto e conserviamo le fatture per 7 anni come richiesto dalla legge. I dati della newsletter fino alla disiscrizione, quelli dell’account fino alla sua cancellazione.',
        ],
      },
      {
        heading: 'I tuoi diritti',
        paragraphs: [
          'Puoi accedere, correggere, esportare o cancellare i tuoi dati e opporti al trattamento scrivendo a privacy@lacquer-lane.example. Puoi anche rivolgerti all’autorità belga per la protezione dei dati.',
        ],
      },
    ],
  },
  pt: {
    intro:
      'A Lacquer Lane SRL (Rue des Artisans 12, 1000 Bruxelas) é responsável pelos seus dados pessoais. Coletamos apenas o necessário para vender, enviar e dar suporte aos seus pedidos.',
    sections: [
      {
        heading: 'O que coletamos',
        list: [
          'Dados do pedido: nome, endereços, e-mail, telefone, itens e status do pagamento (os dados do cartão ficam com o provedor de pagamentos).',
          'Dados da conta: usuário, e-mail e uma senha protegida com hash.',
          'Newsletter: seu e-mail, quando e onde você assinou.',
          'Avaliações e mensagens de contato que você nos envia.',
        ],
      },
      {
        heading: 'Cookies e armazenamento local',
        list: [
          'Um cookie de sessão (HttpOnly) guarda o carrinho e o login; nenhum script consegue lê-lo.',
          'Um cookie de idioma lembra o seu idioma por 365 dias.',
          'Cookies da newsletter lembram se você assinou (365 dias) e quando o pop-up apareceu pela última vez (12 horas).',
          'Nenhum cookie de publicidade ou rastreamento entre sites.',
        ],
      },
      {
        heading: 'Finalidade e prazo',
        paragraphs: [
          'Usamos os dados do pedido para cumprir o contrato e guardamos as notas fiscais por 7 anos, como exige a lei. Dados da newsletter até o cancelamento; da conta, até a exclusão.',
        ],
      },
      {
        heading: 'Seus direitos',
        paragraphs: [
          'Você pode acessar, corrigir, exportar ou excluir seus dados e se opor ao tratamento escrevendo para privacy@lacquer-lane.example. Também pode reclamar à autoridade belga de proteção de dados.',
        ],
      },
    ],
  },
};
