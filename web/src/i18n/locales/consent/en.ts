// The consent banner and its settings (web README "Consent"). Every other language has exactly
// these keys (the type below). Loaded with the banner's own chunk (features/consent/
// useConsentMessages.ts), not with the catalogue every page loads (web README "Speed on a phone");
// the footer's "Privacy choices" is in that catalogue (`consent.footerLink`): the server renders it.
const consent = {
  title: 'Your privacy choices',
  intro:
    'The shop uses only what it needs to work until you choose. With your consent it also remembers your preferences on this device and loads the live chat, which another company runs. You can change your mind at any time with “Privacy choices” at the foot of every page.',
  accept: 'Accept all',
  reject: 'Reject all',
  settings: 'Settings',
  settingsTitle: 'Privacy settings',
  save: 'Save my choices',
  close: 'Close settings',
  alwaysOn: 'Always on',
  policy: 'Privacy policy',
  purposes: {
    needed: {
      name: 'Needed',
      description: 'Your cart, sign-in, language and this choice: the shop cannot work without them.',
    },
    payments: {
      name: 'Payments',
      description:
        'When you pay by card, Stripe’s script loads at checkout to take the payment and prevent fraud: needed for the payment you ask for.',
    },
    preferences: {
      name: 'Preferences',
      description:
        'Remembers on this device when you last saw the newsletter offer, that you subscribed, and which example purchases you have seen.',
    },
    chat: {
      name: 'Live chat',
      description: 'Loads the chat window of our support provider, which sets its own cookies.',
    },
  },
};

export default consent;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ConsentMessages = Widen<typeof consent>;
