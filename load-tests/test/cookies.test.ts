import { describe, expect, it } from 'vitest';
import { cookieHeader, setCookieOf, storeCookies, type Jar } from '../src/cookies.ts';

describe('cookie jar', () => {
  it('keeps the cookies a server sets and sends them back', () => {
    const jar: Jar = {};
    storeCookies(jar, ['sid=abc.def; Path=/; HttpOnly; SameSite=Lax', 'lang=en; Path=/']);
    expect(cookieHeader(jar)).toBe('sid=abc.def; lang=en');
  });

  it('forgets a cookie the server clears', () => {
    const jar: Jar = { sid: 'abc' };
    storeCookies(jar, 'sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(jar).toEqual({});
  });

  it('finds set-cookie whatever the header case', () => {
    expect(setCookieOf({ 'Set-Cookie': 'a=1' })).toBe('a=1');
    expect(setCookieOf({ 'content-type': 'application/json' })).toBeUndefined();
  });
});
