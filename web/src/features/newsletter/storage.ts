// The newsletter's browser-side memory (behaviour §3, §9): a last-shown cookie for the 12 h cooldown,
// a 365-day subscriptions cookie and the locally stored subscription record. None of it is secret,
// and all of it is the "preferences" purpose (README "Consent"): without that consent nothing is
// read or written, so the modal's cooldown holds for the tab only.
import { settings } from '@nails/machines/settings';
import { allows, preferenceCookies, preferenceStorageKeys } from '../../lib/consent.ts';

const lastShownCookie = preferenceCookies.newsletterLastShown;
const subscribedCookie = preferenceCookies.newsletterSubscribed;
const subscriptionKey = preferenceStorageKeys.newsletterSubscription;

function readCookie(name: string): string | undefined {
  // The server renders no shopper's memory: the machine starts from it after hydration.
  if (typeof document === 'undefined' || !allows('preferences')) return undefined;
  return document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1];
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (!allows('preferences')) return;
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

export function lastShownAt(): number | undefined {
  const value = Number(readCookie(lastShownCookie));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function rememberShown(now = Date.now()): void {
  writeCookie(lastShownCookie, String(now), settings.newsletterCooldownMinutes * 60);
}

export function isSubscribed(): boolean {
  if (typeof localStorage === 'undefined' || !allows('preferences')) return false;
  return readCookie(subscribedCookie) === '1' || localStorage.getItem(subscriptionKey) !== null;
}

export function storeSubscription(email: string, source: string): void {
  if (!allows('preferences')) return;
  localStorage.setItem(subscriptionKey, JSON.stringify({ email, timestamp: Date.now(), source }));
  writeCookie(subscribedCookie, '1', settings.subscriptionCookieDays * 24 * 60 * 60);
}
