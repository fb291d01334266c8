// The shopper's consent as the browser keeps it (README "Consent"): one first-party cookie, read by
// the features whose storage needs consent and sent to the gateway with every request. The banner's
// state is the consent machine's (features/consent); this module is what every feature may read.
import { useSyncExternalStore } from 'react';
import { optionalPurposes, type ConsentChoice, type OptionalPurpose } from '@nails/machines/consentPurposes';
import {
  consentCookie,
  consentCookieVersion as version,
  keptConsentNames,
} from '@nails/schema/consent-cookie.ts';

export { consentCookie };

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
  const named = keptConsentNames(cookies);
  if (!named) return undefined;
  if (!named.every((name) => name === 'none' || (optionalPurposes as readonly string[]).includes(name)))
    return undefined;
  return Object.fromEntries(
    optionalPurposes.map((purpose) => [purpose, named.includes(purpose)]),
  ) as ConsentChoice;
}

/** The choice this browser keeps; on the server, the choice of the request being rendered. */
export function keptConsent(): ConsentChoice | undefined {
  return typeof document === 'undefined'
    ? consentFromCookies(serverCookies?.() ?? '')
    : consentFromCookies(document.cookie);
}

/** Whether the shopper granted `purpose`: never before she chose, never on the server (no storage there). */
export const allows = (purpose: OptionalPurpose): boolean =>
  typeof document !== 'undefined' && (keptConsent()?.[purpose] ?? false);

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
let serverCookies: (() => string | undefined) | undefined;
const serverStates = new Map<string, ConsentState>();

/** The server's lookup of the Cookie header of the request it is rendering (entry-server.tsx). */
export function scopeServerConsent(lookup: () => string | undefined): void {
  serverCookies = lookup;
}

/**
 * What the server renders with: the request's kept choice, so a first visit's page carries the
 * banner in its HTML (painted with the page, not seconds later by the app) and a returning
 * shopper's none; the gateway keeps the two apart (gateway README "Page cache"). In the browser,
 * while hydrating, the same cookie gives the same answer. Cached per value, as React asks.
 */
function serverSnapshot(): ConsentState {
  if (typeof document !== 'undefined') return currentState();
  const choice = consentFromCookies(serverCookies?.() ?? '');
  const key = choice ? consentValue(choice) : '';
  let known = serverStates.get(key);
  if (!known) serverStates.set(key, (known = { choice, settingsRequests: 0 }));
  return known;
}

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

/** The consent state: the browser's cookie, or on the server the request's (`serverSnapshot`). */
export const useConsentState = (): ConsentState =>
  useSyncExternalStore(subscribe, currentState, serverSnapshot);

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
