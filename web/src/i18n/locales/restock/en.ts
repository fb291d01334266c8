// "Email me when it is back" and the pages of its mail's links. Every other language has exactly these
// keys (the type below). Loaded when the form or a link's page first renders
// (features/restock/useRestockMessages.ts), not with the catalogue every page loads (web README
// "Speed on a phone").
const restock = {
  title: 'Email me when it is back',
  hint: 'We will send you one email when this is back in stock, after you confirm a link we email first. Signed in? Leave the field empty to use your account’s address.',
  emailLabel: 'Your email',
  emailPlaceholder: 'you@example.com',
  submit: 'Notify me',
  sent: 'Check your inbox: we sent a link to {{email}}. Once you confirm, we will email you when it is back.',
  confirmTitle: 'Confirm your stock alert',
  confirmIntro: 'Press the button to confirm: we will email you once when the item is back in stock.',
  confirmButton: 'Confirm my alert',
  confirmed: 'Done: we will email you when {{product}} is back in stock.',
  unsubscribeTitle: 'Stop this stock alert',
  unsubscribeIntro: 'Press the button and we will not email you about this item again.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You will get no more emails about {{product}}.',
  backToProduct: 'Back to the product',
};

export type RestockMessages = typeof restock;
export default restock;
