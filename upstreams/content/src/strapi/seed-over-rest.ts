import { locales, defaultLocale, type Locale } from '../content-types.ts';
import { localeContent, logoAlternativeText, seedConfigs, seedLinks, siteName } from '../seed/content.ts';
import { logoSvg } from '../seed/logo.ts';
import { privacyPolicy } from '../seed/privacy-policy.ts';

export interface SeedTarget {
  /** Base URL of a Strapi (or of this service); the REST API is under `/api`. */
  url: string;
  /** A full-access API token (create, update and upload). */
  token: string;
  log?: (line: string) => void;
}

type Entry = { id: number; documentId: string };

/**
 * Posts the project's seed (the same content the embedded service seeds itself with) to a Strapi
 * over its REST API, as an owner does once on an empty Strapi set up as upstreams/content/README.md
 * says: the logo upload, `global` and every config and link in the six locales, each translation
 * being a locale of the English document (`PUT /api/<type>/<documentId>?locale=de`). A Strapi that
 * already holds configs is left alone, except that the privacy policy is posted to one that has
 * none (a Strapi seeded before the page existed). Returns whether it posted.
 */
export async function seedOverRest(target: SeedTarget): Promise<boolean> {
  const log = target.log ?? (() => undefined);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const isForm = body instanceof FormData;
    const response = await fetch(new URL(`/api/${path}`, target.url), {
      method,
      headers: {
        authorization: `Bearer ${target.token}`,
        ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: isForm ? body : body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${method} /api/${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : {}) as T;
  };

  const existing = await call<{ meta: { pagination: { total: number } } }>(
    'GET',
    'configs?pagination[pageSize]=1',
  );
  const policyPosted = await postPrivacyPolicy(target, call, log);
  if (existing.meta.pagination.total > 0) {
    log('configs already hold entries: nothing else posted');
    return policyPosted;
  }

  const form = new FormData();
  form.append('files', new Blob([logoSvg], { type: 'image/svg+xml' }), 'lacquer-lane-logo.svg');
  form.append('fileInfo', JSON.stringify({ alternativeText: logoAlternativeText }));
  const [logo] = await call<Entry[]>('POST', 'upload', form);
  log(`logo uploaded (file ${logo!.id})`);

  const others = locales.filter((locale) => locale !== defaultLocale);
  const inEveryLocale = async (route: string, data: (locale: Locale) => Record<string, unknown>) => {
    const { data: created } = await call<{ data: Entry }>('POST', `${route}?locale=${defaultLocale}`, {
      data: data(defaultLocale),
    });
    for (const locale of others)
      await call('PUT', `${route}/${created.documentId}?locale=${locale}`, { data: data(locale) });
  };

  for (const locale of [defaultLocale, ...others])
    await call('PUT', `global?locale=${locale}`, { data: { siteName, logo: logo!.id } });
  log(`global: ${locales.length} locales`);
  for (const config of seedConfigs)
    await inEveryLocale('configs', (locale) => ({
      key: config.key,
      value: config.value(localeContent[locale]),
      is_open: true,
    }));
  log(`configs: ${seedConfigs.length} keys in ${locales.length} locales`);
  for (const link of seedLinks)
    await inEveryLocale('links', (locale) => ({
      text: link.text(localeContent[locale]),
      link: link.link,
      group_slug: link.group_slug,
      sort: link.sort,
      is_open: link.is_open,
    }));
  log(`links: ${seedLinks.length} in ${locales.length} locales`);
  return true;
}

/** The privacy policy single type in the six locales, unless the Strapi has one (a 404 says it has none). */
async function postPrivacyPolicy(
  target: SeedTarget,
  call: (method: string, path: string, body?: unknown) => Promise<unknown>,
  log: (line: string) => void,
): Promise<boolean> {
  const current = await fetch(new URL(`/api/privacy-policy?locale=${defaultLocale}`, target.url), {
    headers: { authorization: `Bearer ${target.token}` },
  });
  if (current.ok) {
    log('privacy-policy already written: left as it is');
    return false;
  }
  if (current.status !== 404)
    throw new Error(
      `GET /api/privacy-policy answered ${current.status}: ${(await current.text()).slice(0, 300)}`,
    );
  for (const locale of [defaultLocale, ...locales.filter((other) => other !== defaultLocale)])
    await call('PUT', `privacy-policy?locale=${locale}`, { data: privacyPolicy[locale] });
  log(`privacy-policy: ${locales.length} locales`);
  return true;
}
