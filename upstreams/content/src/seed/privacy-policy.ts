import type { Locale } from '../content-types.ts';

/**
 * The privacy policy page (`privacy-policy`, a localized single type): what the shop keeps, why
 * and for how long (GDPR Art. 13). `body` is plain text an editor can type in Strapi's text field:
 * blocks separated by an empty line, a block starting `## ` is a heading, lines starting `- ` are
 * a list, anything else a paragraph (the storefront renders it as text, never as HTML).
 */
export interface PrivacyPolicyText {
  title: string;
  intro: string;
  body: string;
}

export const privacyPolicy: Record<Locale, PrivacyPolicyText> = {
  en: {
    title: 'Privacy policy',
    intro:
      'Lacquer Lane SRL (Rue des Artisans 12, 1000 Brussels) is responsible for your personal data. This page says what we keep about you, why, and for how long.',
    body: `## What we keep, why and for how long

- Your account (name, email, username, a hashed password): so you can sign in and see your orders. Kept until you delete your account.
- Addresses and orders (name, addresses, email, phone, items, amounts): to deliver and invoice what you buy (contract and legal obligation). Invoices are kept for 7 years as tax law requires; when you delete your account your orders are anonymised, not removed.
- Wishlist and nail size: to show them to you on every device. Kept until you remove them or delete your account.
- Newsletter sign-up (email, when, where and in which language): to send the newsletter you asked for (consent). Kept until you unsubscribe.
- Back-in-stock alerts (email, product): to tell you once the product is back (consent). Kept until the alert is sent or you cancel it.
- Sessions and checkout attempts (a random session id, your cart changes, each attempt's outcome): to keep your cart and never charge an order twice (legitimate interest). Erased with your account.
- Reviews you write (name, text, rating): published until you ask us to remove them.

## Cookies and your choices

- A session cookie (which scripts cannot read) and a language cookie are needed for the shop to work.
- The live chat and your preferences load only after you accept them in the consent banner; the cookie settings link in the footer changes your choice at any time.

## Your rights

- In My account, under Privacy, you can download everything we hold on you as a file, and delete your account: your data in our systems is erased for good and you are signed out everywhere.
- Erasure does not reach backups, which are overwritten on their usual cycle, nor emails already delivered to you.
- You can write to privacy@lacquerlane.example at any time, and complain to your data protection authority.`,
  },
  de: {
    title: 'Datenschutzerklärung',
    intro:
      'Verantwortlich für deine personenbezogenen Daten ist die Lacquer Lane SRL (Rue des Artisans 12, 1000 Brüssel). Hier steht, was wir über dich speichern, warum und wie lange.',
    body: `## Was wir speichern, warum und wie lange

- Dein Konto (Name, E-Mail, Benutzername, ein gehashtes Passwort): damit du dich anmelden und deine Bestellungen sehen kannst. Gespeichert, bis du dein Konto löschst.
- Adressen und Bestellungen (Name, Adressen, E-Mail, Telefon, Artikel, Beträge): um zu liefern und abzurechnen (Vertrag und gesetzliche Pflicht). Rechnungen bewahren wir 7 Jahre auf, wie es das Steuerrecht verlangt; löschst du dein Konto, werden deine Bestellungen anonymisiert, nicht entfernt.
- Wunschliste und Nagelgröße: damit du sie auf jedem Gerät siehst. Gespeichert, bis du sie entfernst oder dein Konto löschst.
- Newsletter-Anmeldung (E-Mail, wann, wo und in welcher Sprache): um dir den gewünschten Newsletter zu senden (Einwilligung). Gespeichert, bis du dich abmeldest.
- Benachrichtigungen bei Wiederverfügbarkeit (E-Mail, Produkt): um dir Bescheid zu geben, sobald das Produkt wieder da ist (Einwilligung). Gespeichert, bis die Nachricht gesendet ist oder du sie abbestellst.
- Sitzungen und Bestellversuche (eine zufällige Sitzungs-ID, deine Warenkorbänderungen, das Ergebnis jedes Versuchs): damit dein Warenkorb erhalten bleibt und keine Bestellung doppelt berechnet wird (berechtigtes Interesse). Gelöscht mit deinem Konto.
- Bewertungen, die du schreibst (Name, Text, Sterne): veröffentlicht, bis du uns bittest, sie zu entfernen.

## Cookies und deine Wahl

- Ein Sitzungs-Cookie (für Skripte nicht lesbar) und ein Sprach-Cookie sind nötig, damit der Shop funktioniert.
- Der Live-Chat und deine Vorlieben werden erst geladen, wenn du sie im Cookie-Hinweis annimmst; über den Link zu den Cookie-Einstellungen im Footer änderst du deine Wahl jederzeit.

## Deine Rechte

- In Mein Konto unter Datenschutz kannst du alles, was wir über dich speichern, als Datei herunterladen und dein Konto löschen: deine Daten in unseren Systemen werden endgültig gelöscht und du wirst überall abgemeldet.
- Die Löschung erreicht keine Sicherungskopien, die in ihrem üblichen Zyklus überschrieben werden, und keine E-Mails, die dir bereits zugestellt wurden.
- Du kannst uns jederzeit an privacy@lacquerlane.example schreiben und dich bei deiner Datenschutzbehörde beschweren.`,
  },
  fr: {
    title: 'Politique de confidentialité',
    intro:
      'Lacquer Lane SRL (Rue des Artisans 12, 1000 Bruxelles) est responsable de vos données personnelles. Cette page indique ce que nous conservons sur vous, pourquoi et combien de temps.',
    body: `## Ce que nous conservons, pourquoi et combien de temps

- Votre compte (nom, e-mail, identifiant, mot de passe haché) : pour vous connecter et voir vos commandes. Conservé jusqu’à la suppression de votre compte.
- Adresses et commandes (nom, adresses, e-mail, téléphone, articles, montants) : pour livrer et facturer vos achats (contrat et obligation légale). Les factures sont conservées 7 ans, comme l’exige la loi fiscale ; si vous supprimez votre compte, vos commandes sont anonymisées, pas effacées.
- Liste d’envies et taille d’ongles : pour vous les montrer sur chaque appareil. Conservées jusqu’à ce que vous les retiriez ou supprimiez votre compte.
- Inscription à la newsletter (e-mail, date, page et langue) : pour vous envoyer la newsletter demandée (consentement). Conservée jusqu’à votre désinscription.
- Alertes de retour en stock (e-mail, produit) : pour vous prévenir du retour du produit (consentement). Conservées jusqu’à l’envoi de l’alerte ou son annulation.
- Sessions et tentatives de commande (un identifiant de session aléatoire, les changements de votre panier, le résultat de chaque tentative) : pour garder votre panier et ne jamais facturer deux fois une commande (intérêt légitime). Effacées avec votre compte.
- Avis que vous rédigez (nom, texte, note) : publiés jusqu’à ce que vous nous demandiez de les retirer.

## Cookies et vos choix

- Un cookie de session (illisible par les scripts) et un cookie de langue sont nécessaires au fonctionnement de la boutique.
- Le chat en direct et vos préférences ne se chargent qu’après votre accord dans le bandeau de consentement ; le lien des paramètres des cookies en pied de page modifie votre choix à tout moment.

## Vos droits

- Dans Mon compte, rubrique Confidentialité, vous pouvez télécharger tout ce que nous conservons sur vous et supprimer votre compte : vos données dans nos systèmes sont effacées définitivement et vous êtes déconnectée partout.
- L’effacement n’atteint pas les sauvegardes, écrasées selon leur cycle habituel, ni les e-mails déjà reçus.
- Vous pouvez nous écrire à privacy@lacquerlane.example à tout moment et vous plaindre auprès de votre autorité de protection des données.`,
  },
  es: {
    title: 'Política de privacidad',
    intro:
      'Lacquer Lane SRL (Rue des Artisans 12, 1000 Bruselas) es responsable de tus datos personales. Esta página explica qué guardamos sobre ti, por qué y durante cuánto tiempo.',
    body: `## Qué guardamos, por qué y cuánto tiempo

- Tu cuenta (nombre, correo, usuario, contraseña cifrada con hash): para que inicies sesión y veas tus pedidos. Se guarda hasta que eliminas tu cuenta.
- Direcciones y pedidos (nombre, direcciones, correo, teléfono, artículos, importes): para entregar y facturar tus compras (contrato y obligación legal). Las facturas se guardan 7 años, como exige la ley fiscal; si eliminas tu cuenta, tus pedidos se anonimizan, no se borran.
- Lista de deseos y talla de uñas: para mostrártelas en cualquier dispositivo. Se guardan hasta que las quitas o eliminas tu cuenta.
- Suscripción al boletín (correo, cuándo, dónde y en qué idioma): para enviarte el boletín que pediste (consentimiento). Se guarda hasta que te das de baja.
- Avisos de reposición (correo, producto): para avisarte cuando el producto vuelva (consentimiento). Se guardan hasta que se envía el aviso o lo cancelas.
- Sesiones e intentos de pago (un identificador de sesión aleatorio, los cambios de tu carrito, el resultado de cada intento): para conservar tu carrito y no cobrar nunca un pedido dos veces (interés legítimo). Se borran con tu cuenta.
- Reseñas que escribes (nombre, texto, valoración): publicadas hasta que nos pidas retirarlas.

## Cookies y tus decisiones

- Una cookie de sesión (que los scripts no pueden leer) y una cookie de idioma son necesarias para que la tienda funcione.
- El chat en directo y tus preferencias solo se cargan cuando los aceptas en el aviso de cookies; el enlace de configuración de cookies del pie de página cambia tu elección cuando quieras.

## Tus derechos

- En Mi cuenta, en Privacidad, puedes descargar todo lo que guardamos sobre ti y eliminar tu cuenta: tus datos en nuestros sistemas se borran para siempre y se cierra tu sesión en todas partes.
- El borrado no alcanza las copias de seguridad, que se sobrescriben en su ciclo habitual, ni los correos ya entregados.
- Puedes escribirnos a privacy@lacquerlane.example cuando quieras y reclamar ante tu autoridad de protección de datos.`,
  },
  it: {
    title: 'Informativa sulla privacy',
    intro:
      'Lacquer Lane SRL (Rue des Artisans 12, 1000 Bruxelles) è titolare del trattamento dei tuoi dati personali. Questa pagina spiega cosa conserviamo su di te, perché e per quanto tempo.',
    body: `## Cosa conserviamo, perché e per quanto tempo

- Il tuo account (nome, email, nome utente, password cifrata con hash): per accedere e vedere i tuoi ordini. Conservato finché non elimini l’account.
- Indirizzi e ordini (nome, indirizzi, email, telefono, articoli, importi): per consegnare e fatturare i tuoi acquisti (contratto e obbligo di legge). Le fatture sono conservate 7 anni, come richiede la legge fiscale; se elimini l’account i tuoi ordini vengono resi anonimi, non cancellati.
- Lista dei desideri e taglia delle unghie: per mostrarteli su ogni dispositivo. Conservati finché non li rimuovi o elimini l’account.
- Iscrizione alla newsletter (email, quando, dove e in che lingua): per inviarti la newsletter richiesta (consenso). Conservata fino alla disiscrizione.
- Avvisi di disponibilità (email, prodotto): per avvisarti quando il prodotto torna (consenso). Conservati finché l’avviso non è inviato o lo annulli.
- Sessioni e tentativi di acquisto (un identificativo di sessione casuale, le modifiche al carrello, l’esito di ogni tentativo): per conservare il carrello e non addebitare mai due volte un ordine (legittimo interesse). Cancellati con l’account.
- Recensioni che scrivi (nome, testo, voto): pubblicate finché non ci chiedi di rimuoverle.

## Cookie e le tue scelte

- Un cookie di sessione (non leggibile dagli script) e un cookie della lingua sono necessari al funzionamento del negozio.
- La chat dal vivo e le tue preferenze si caricano solo dopo che le accetti nel banner dei cookie; il link alle impostazioni dei cookie nel piè di pagina cambia la tua scelta in qualsiasi momento.

## I tuoi diritti

- In Il mio account, alla voce Privacy, puoi scaricare tutto ciò che conserviamo su di te ed eliminare l’account: i tuoi dati nei nostri sistemi vengono cancellati per sempre e vieni disconnessa ovunque.
- La cancellazione non raggiunge i backup, sovrascritti secondo il loro ciclo abituale, né le email già recapitate.
- Puoi scriverci in qualsiasi momento a privacy@lacquerlane.example e presentare reclamo alla tua autorità per la protezione dei dati.`,
  },
  pt: {
    title: 'Política de privacidade',
    intro:
      'A Lacquer Lane SRL (Rue des Artisans 12, 1000 Bruxelas) é responsável pelos seus dados pessoais. Esta página diz o que guardamos sobre si, porquê e durante quanto tempo.',
    body: `## O que guardamos, porquê e durante quanto tempo

- A sua conta (nome, e-mail, nome de utilizador, palavra-passe com hash): para iniciar sessão e ver as suas encomendas. Guardada até eliminar a conta.
- Moradas e encomendas (nome, moradas, e-mail, telefone, artigos, valores): para entregar e faturar as suas compras (contrato e obrigação legal). As faturas são guardadas 7 anos, como exige a lei fiscal; se eliminar a conta, as encomendas são anonimizadas, não apagadas.
- Lista de desejos e tamanho das unhas: para os mostrar em qualquer dispositivo. Guardados até os remover ou eliminar a conta.
- Subscrição da newsletter (e-mail, quando, onde e em que língua): para enviar a newsletter que pediu (consentimento). Guardada até cancelar a subscrição.
- Alertas de reposição (e-mail, produto): para avisar quando o produto voltar (consentimento). Guardados até o alerta ser enviado ou o cancelar.
- Sessões e tentativas de pagamento (um identificador de sessão aleatório, as alterações do carrinho, o resultado de cada tentativa): para manter o carrinho e nunca cobrar uma encomenda duas vezes (interesse legítimo). Apagadas com a conta.
- Avaliações que escreve (nome, texto, classificação): publicadas até nos pedir para as retirar.

## Cookies e as suas escolhas

- Um cookie de sessão (que os scripts não conseguem ler) e um cookie de idioma são necessários para a loja funcionar.
- O chat ao vivo e as suas preferências só carregam depois de os aceitar no aviso de cookies; a ligação das definições de cookies no rodapé altera a sua escolha a qualquer momento.

## Os seus direitos

- Em A minha conta, em Privacidade, pode transferir tudo o que guardamos sobre si e eliminar a conta: os seus dados nos nossos sistemas são apagados definitivamente e a sessão é terminada em todo o lado.
- A eliminação não chega às cópias de segurança, substituídas no seu ciclo habitual, nem aos e-mails já entregues.
- Pode escrever-nos a qualquer momento para privacy@lacquerlane.example e apresentar queixa à sua autoridade de proteção de dados.`,
  },
};
