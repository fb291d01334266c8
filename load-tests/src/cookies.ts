/** A tiny cookie jar for one virtual shopper: enough for the gateway's session cookie. */
export type Jar = Record<string, string>;

export function storeCookies(jar: Jar, setCookie: string | string[] | undefined): void {
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    // An expired or emptied cookie is the server deleting it.
    if (value === '' || /;\s*max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line))
      delete jar[name];
    else jar[name] = value;
  }
}

export const cookieHeader = (jar: Jar): string =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** The set-cookie value(s) of a header map whose keys may be in any case. */
export function setCookieOf(headers: Record<string, unknown>): string | string[] | undefined {
  const key = Object.keys(headers).find((name) => name.toLowerCase() === 'set-cookie');
  return key ? (headers[key] as string | string[]) : undefined;
}
