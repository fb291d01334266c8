import { locales, defaultLocale, type Locale } from '../content-types.ts';
import { localeContent, logoAlternativeText, seedConfigs, seedLinks, siteName } from '../seed/content.ts';
import { logoSvg } from '../seed/logo.ts';

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
 * already holds configs is left alone. Returns whether it posted.
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
  if (existing.meta.pagination.total > 0) {
    log('configs already hold entries: nothing posted');
    return false;
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
