// The shopper's consent as the browser keeps it (README "Consent"): one first-party cookie, read by
// the features whose storage needs consent and sent to the gateway with every request. The banner's
// state is the consent machine's (features/consent); this module is what every feature may read.
import { useSyncExternalStore } from 'react';
import { optionalPurposes, type ConsentChoice, type OptionalPurpose } from '@nails/machines/consentPurposes';

export const consentCookie = 'nails_consent';

/**
 * The cookie's format version: a choice of another version asks again (the purposes it was given
 * for are not the ones the banner now names: GDPR art. 7, consent is to specific purposes).
 */
const version = 'v1';

/** Six months, then the banner asks again (CNIL's guidance on how long a choice holds). */
const keptSeconds = 182 * 24 * 60 * 60;

/**
 * What the "preferences" purpose covers: the newsletter modal's and the purchase toast's memory on
 * this device. Named here, once, so what is read and written only with consent is what a
 * withdrawal clears.
 */
export const preferenceCookies = {
  newsletterLastShown: 'newsletter_last_shown',
  newsletterSubscribed: 'newsletter_subscribed',
};
export const preferenceStorageKeys = {
  newsletterSubscription: 'newsletter_subscription',
  purchaseToastRecent: 'purchase_toast_recent',
};

/** `v1-preferences-chat`, `v1-chat`, `v1-none`: the granted purposes, nothing else. */
export function consentValue(choice: ConsentChoice): string {
  const granted = optionalPurposes.filter((purpose) => choice[purpose]);
  return [version, ...(granted.length > 0 ? granted : ['none'])].join('-');
}

/** The choice a Cookie header (or `document.cookie`) holds; undefined when none, or another version. */
export function consentFromCookies(cookies: string): ConsentChoice | undefined {
  const value = new RegExp(`(?:^|;\\s*)${consentCookie}=([^;]*)`).exec(cookies)?.[1];
  const [kept, ...named] = (value ?? '').split('-');
  if (kept !== version || named.length === 0) return undefined;
  if (!named.every((name) => name === 'none' || (optionalPurposes as readonly string[]).includes(name)))
    return undefined;
  return Object.fromEntries(
    optionalPurposes.map((purpose) => [purpose, named.includes(purpose)]),
  ) as ConsentChoice;
}

/** The choice this browser keeps; undefined on the server, which renders nothing that depends on it. */
export function keptConsent(): ConsentChoice | undefined {
  return typeof document === 'undefined' ? undefined : consentFromCookies(document.cookie);
}

/** Whether the shopper granted `purpose`: never before she chose, never on the server. */
export const allows = (purpose: OptionalPurpose): boolean => keptConsent()?.[purpose] ?? false;

/**
 * What the page's parts that wait for consent read (the chat, the overlays, the banner's own
 * loading): the kept choice and how often the footer asked for the settings. One small store here,
 * so the banner and its machine are a chunk of their own that only a page that asks loads.
 */
export interface ConsentState {
  choice: ConsentChoice | undefined;
  settingsRequests: number;
}

const listeners = new Set<() => void>();
let state: ConsentState | undefined;
const serverState: ConsentState = { choice: undefined, settingsRequests: 0 };

function change(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

function currentState(): ConsentState {
  state ??= { choice: keptConsent(), settingsRequests: 0 };
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The consent state, in the browser after hydration (the server's snapshot: nothing chosen). */
export const useConsentState = (): ConsentState =>
  useSyncExternalStore(subscribe, currentState, () => serverState);

/** The footer's "Privacy choices": the settings open again, whatever was chosen. */
export function requestConsentSettings(): void {
  const current = currentState();
  change({ ...current, settingsRequests: current.settingsRequests + 1 });
}

export function keepConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${consentCookie}=${consentValue(choice)}; path=/; max-age=${keptSeconds}; samesite=lax${secure}`;
  change({ ...currentState(), choice });
}

/** Clears what the "preferences" purpose kept, when the shopper takes it back (GDPR art. 7(3)). */
export function forgetPreferences(): void {
  for (const name of Object.values(preferenceCookies))
    document.cookie = `${name}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax`;
  for (const key of Object.values(preferenceStorageKeys)) localStorage.removeItem(key);
}
