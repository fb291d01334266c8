/**
 * The shopper's consent cookie (web README "Consent"), read by the web (which choice was kept)
 * and the gateway (whether a page is rendered with the banner: gateway README "Page cache").
 * One first-party cookie, `nails_consent=v1-preferences-chat` / `v1-none`; a value of another
 * version asks again (the purposes it was given for are not the ones the banner now names).
 */
export const consentCookie = 'nails_consent';
export const consentCookieVersion = 'v1';

/** The purposes named by a kept cookie of this version (`['none']` for none); undefined when none is kept. */
export function keptConsentNames(cookies: string | undefined): string[] | undefined {
  const value = new RegExp(`(?:^|;\\s*)${consentCookie}=([^;]*)`).exec(cookies ?? '')?.[1];
  const [version, ...names] = (value ?? '').split('-');
  return version === consentCookieVersion && names.length > 0 ? names : undefined;
}
