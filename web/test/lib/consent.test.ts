import { afterEach, describe, expect, it } from 'vitest';
import {
  allows,
  consentCookie,
  consentFromCookies,
  consentValue,
  forgetPreferences,
  keepConsent,
  preferenceCookies,
  preferenceStorageKeys,
} from '../../src/lib/consent.ts';

const clearCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=', 1)[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
};

afterEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('the consent cookie', () => {
  it('names the granted purposes only, and "none" when nothing is granted', () => {
    expect(consentValue({ preferences: true, chat: true })).toBe('v1-preferences-chat');
    expect(consentValue({ preferences: false, chat: true })).toBe('v1-chat');
    expect(consentValue({ preferences: false, chat: false })).toBe('v1-none');
  });

  it('reads back what it wrote, among other cookies, as the server reads a Cookie header', () => {
    for (const choice of [
      { preferences: true, chat: false },
      { preferences: false, chat: true },
      { preferences: false, chat: false },
    ])
      expect(consentFromCookies(`i18n_locale=de; ${consentCookie}=${consentValue(choice)}; other=1`)).toEqual(
        choice,
      );
  });

  it('takes no choice from a missing, older, empty or tampered cookie: the banner asks again', () => {
    expect(consentFromCookies('i18n_locale=de')).toBeUndefined();
    expect(consentFromCookies(`${consentCookie}=v0-preferences`)).toBeUndefined();
    expect(consentFromCookies(`${consentCookie}=v1`)).toBeUndefined();
    expect(consentFromCookies(`${consentCookie}=v1-preferences-analytics`)).toBeUndefined();
    expect(consentFromCookies(`x${consentCookie}=v1-chat`)).toBeUndefined();
  });

  it('allows a purpose only once granted, and keeps the choice for six months on the whole site', () => {
    expect(allows('preferences')).toBe(false);
    keepConsent({ preferences: true, chat: false });
    expect(allows('preferences')).toBe(true);
    expect(allows('chat')).toBe(false);
    expect(document.cookie).toContain(`${consentCookie}=v1-preferences`);
  });

  it('a withdrawn "preferences" clears the newsletter and purchase toast memory, and only that', () => {
    document.cookie = `${preferenceCookies.newsletterLastShown}=123; path=/`;
    document.cookie = `${preferenceCookies.newsletterSubscribed}=1; path=/`;
    document.cookie = 'i18n_locale=de; path=/';
    localStorage.setItem(preferenceStorageKeys.newsletterSubscription, '{"email":"a@example.com"}');
    localStorage.setItem(preferenceStorageKeys.purchaseToastRecent, '[]');
    localStorage.setItem('unrelated', 'kept');
    forgetPreferences();
    expect(document.cookie).not.toContain('newsletter_');
    expect(document.cookie).toContain('i18n_locale=de');
    expect(localStorage.getItem(preferenceStorageKeys.newsletterSubscription)).toBeNull();
    expect(localStorage.getItem(preferenceStorageKeys.purchaseToastRecent)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});
