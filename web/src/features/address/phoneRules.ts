import type { CountryCode, isValidPhoneNumber } from 'libphonenumber-js';

type PhoneCheck = typeof isValidPhoneNumber;

/**
 * libphonenumber-js (Google's metadata, 28 KB gzip of one large object literal) is loaded
 * when a shopper first focuses an address form, or at its submit, not with the checkout's code:
 * its evaluation sat in the checkout's hydration on a phone (README "Speed on a phone"), and only
 * a submit needs it.
 */
let check: PhoneCheck | undefined;
let loading: Promise<void> | undefined;
/** The load ended, loaded or not: a phone is then checked, or left to the back end. */
let settled = false;

export function loadPhoneRules(): Promise<void> {
  loading ??= import('libphonenumber-js')
    .then((module) => {
      check = module.isValidPhoneNumber;
    })
    // Offline or a failed chunk: the browser cannot check the number; the back end still does.
    .catch(() => undefined)
    .finally(() => {
      settled = true;
    });
  return loading;
}

/** A form's focus handler: the rules start loading as the shopper starts on the form. */
export const preloadPhoneRules = (): void => void loadPhoneRules();

/**
 * For a form's submit handler: true when the submit may go on. A form with `otherProblems` goes
 * on at once (they show without waiting, and the rules start loading); a phone problem then shows
 * with the next render after the rules are in. A form with none waits: false until the rules are
 * in (or could not load), and the form is submitted again once they are, so the shopper's one tap
 * is answered with the phone checked.
 */
export function phoneRulesReadyFor(form: HTMLFormElement, otherProblems = false): boolean {
  if (settled) return true;
  const loaded = loadPhoneRules();
  if (otherProblems) return true;
  void loaded.then(() => form.requestSubmit());
  return false;
}

/**
 * An international "+…" number is read as written, a national one in the address's country.
 * Before the rules are in a number passes: a form's submit waits for them before anything goes
 * (`phoneRulesReadyFor`).
 */
export function phoneLooksValid(phone: string, country: string | undefined): boolean {
  if (!check) return true;
  try {
    return check(phone, (country?.toUpperCase() || undefined) as CountryCode | undefined);
  } catch {
    return false;
  }
}
