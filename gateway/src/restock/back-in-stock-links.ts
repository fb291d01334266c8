import { createHmac } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import { isAlertKey } from './back-in-stock-model.ts';

/** How long a confirmation link works: long enough for a mail read days later, not for ever. */
export const confirmLinkLifetimeMs = 7 * 24 * 60 * 60_000;

export type AlertLink =
  { purpose: 'confirm'; key: string; cycle: number } | { purpose: 'unsubscribe'; key: string };

/**
 * The signed links of the alert mails (contracts: `/back-in-stock/confirm?token=` and
 * `/back-in-stock/unsubscribe?token=` on the storefront). A token is the alert's key (the email's
 * hash and the item: no address), what it does, and for a confirmation its cycle and expiry,
 * signed by @fastify/cookie's `Signer` (HMAC-SHA256) under a key derived from `COOKIE_SECRET`
 * for this use only, so no cookie signature is ever a valid link and a link is no cookie.
 * An unsubscribe link never expires: every mail must let her stop them (RFC 8058 too).
 */
export class AlertLinks {
  private readonly signer: Signer;

  constructor(
    secret: string,
    /** The shop's public origin (PUBLIC_URL): mails are read outside any request. */
    private readonly origin: string,
  ) {
    this.signer = new Signer(
      createHmac('sha256', secret).update('back-in-stock links').digest('base64'),
      'sha256',
    );
  }

  confirmToken(key: string, cycle: number, now = Date.now()): string {
    const expires = Math.ceil((now + confirmLinkLifetimeMs) / 1000).toString(36);
    return this.signer.sign(`c.${key}.${cycle}.${expires}`);
  }

  unsubscribeToken(key: string): string {
    return this.signer.sign(`u.${key}`);
  }

  /** What a token says, or undefined for one that is forged, malformed or expired. */
  read(token: string, now = Date.now()): AlertLink | undefined {
    if (token.length > 200) return undefined;
    const { valid, value } = this.signer.unsign(token);
    if (!valid || !value) return undefined;
    const [purpose, key = '', cycle, expires] = value.split('.');
    if (!isAlertKey(key)) return undefined;
    if (purpose === 'u') return { purpose: 'unsubscribe', key };
    if (purpose !== 'c' || !cycle || !expires) return undefined;
    if (parseInt(expires, 36) * 1000 < now) return undefined;
    return { purpose: 'confirm', key, cycle: Number(cycle) };
  }

  /** A storefront page in the mail's language (`/de/…`; English has no prefix, web routes). */
  page(locale: string, path: string, query?: Record<string, string>): string {
    const url = new URL(`${locale === 'en' ? '' : `/${locale}`}${path}`, this.origin);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    return url.toString();
  }
}
