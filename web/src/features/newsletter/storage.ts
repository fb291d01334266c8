// The newsletter's browser-side memory (behaviour §3, §9): a last-shown cookie for the 12 h cooldown,
// a 365-day subscriptions cookie and the locally stored subscription record. None of it is secret.
import { settings } from '@nails/machines/settings';

const lastShownCookie = 'newsletter_last_shown';
const subscribedCookie = 'newsletter_subscribed';
const subscriptionKey = 'newsletter_subscription';

function readCookie(name: string): string | undefined {
  // The server renders no shopper's memory: the machine starts from it after hydration.
  if (typeof document === 'undefined') return undefined;
  return document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1];
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
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
  if (typeof localStorage === 'undefined') return false;
  return readCookie(subscribedCookie) === '1' || localStorage.getItem(subscriptionKey) !== null;
}

export function storeSubscription(email: string, source: string): void {
  localStorage.setItem(subscriptionKey, JSON.stringify({ email, timestamp: Date.now(), source }));
  writeCookie(subscribedCookie, '1', settings.subscriptionCookieDays * 24 * 60 * 60);
}
