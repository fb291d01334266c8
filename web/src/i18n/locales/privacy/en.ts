// The privacy screens of My account (download my data, delete my account) and the privacy
// policy page's fallback. Every other language has exactly these keys (the type below). Loaded
// when a privacy screen first renders (features/privacy/usePrivacyMessages.ts), not with the
// catalogue every page loads (web README "Speed on a phone"); the tab's label is in `shop`.
const privacy = {
  title: 'Your data',
  intro: 'What we keep about you, why and for how long is in our privacy policy.',
  policyLink: 'Read the privacy policy',
  download: {
    title: 'Download my data',
    description:
      'A JSON file with everything the shop holds on you: your account, addresses, orders, downloads, product reviews, wishlist, newsletter sign-up, sessions and checkout attempts.',
    button: 'Download my data',
    preparing: 'Preparing your file…',
    done: 'Your file has been downloaded.',
  },
  delete: {
    title: 'Delete my account',
    warning:
      'This cannot be undone. Your account, addresses, wishlist, size and sign-ups are erased and you are signed out on every device. Orders are kept only anonymised, for as long as tax law requires.',
    password: 'Your password',
    confirmation: 'Type {{phrase}} to confirm',
    phrase: 'DELETE',
    button: 'Delete my account for good',
    deleting: 'Deleting your account…',
    wrongPassword: 'Incorrect password.',
    confirmationMismatch: 'Type {{phrase}} exactly as shown to confirm.',
  },
  deleted: {
    title: 'Your account has been deleted',
    body: 'We have erased your data and signed you out. Orders are kept anonymised for as long as tax law requires.',
    home: 'Back to the shop',
  },
  policy: {
    unavailable: 'The privacy policy cannot be loaded right now. Please try again in a moment.',
  },
};

export default privacy;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type PrivacyMessages = Widen<typeof privacy>;
