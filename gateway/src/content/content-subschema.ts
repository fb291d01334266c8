import { makeExecutableSchema } from '@graphql-tools/schema';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { cacheKey, type CatalogueCache } from '../cache/catalogue-cache.ts';
import { negotiateShopLocale } from '@nails/schema/locale-negotiation.ts';
import { strapiLocale, type StrapiLocale } from '@nails/schema/locales.ts';
import { badUserInput } from '../errors.ts';
import type { ContentClient } from './content-client.ts';
import type { GatewayContext } from '../schema/context.ts';
import { schemaFile } from '../schema/schema-files.ts';

export const contentTypeDefs = readFileSync(schemaFile('content.graphql'), 'utf8');

/**
 * The content service's locale for a request: an `x-locale` name (`de_DE`) or an Accept-Language
 * header with q-values, negotiated to one of the shop's languages and spelled as Strapi's i18n
 * plugin knows it (schema/locales.ts, schema/locale-negotiation.ts).
 */
export function contentLocale(locale: string | undefined): StrapiLocale {
  return negotiateShopLocale(locale).strapi;
}

/** Behaviour §8: banner, logo and config failures fall back to these, with a warning. */
export const contentDefaults = {
  siteGlobal: { siteName: 'Press-on nails', logoUrl: null, logoAlt: null },
  topBanner: { background: null, links: [], freeShippingThreshold: null },
  newsletterSettings: { title: null, description: null },
};

/** The shop's open config values with these keys, in one call. */
const configs = (client: ContentClient, locale: StrapiLocale, keys: string[]) =>
  client.find('configs', {
    ...Object.fromEntries(keys.map((key, index) => [`filters[key][$in][${index}]`, key])),
    'filters[is_open][$eq]': 'true',
    locale,
  });
const configValue = (items: Record<string, unknown>[], key: string) =>
  (items.find((item) => item.key === key)?.value as string | undefined) ?? null;

async function loadSiteGlobal(client: ContentClient, locale: StrapiLocale) {
  // Only the logo: `populate=*` on Strapi 5 also brings every other language's copy.
  const global = await client.findSingle('global', { populate: 'logo', locale });
  const logo = global?.logo as { url?: string; alternativeText?: string } | null | undefined;
  return {
    siteName: (global?.siteName as string | undefined) ?? contentDefaults.siteGlobal.siteName,
    logoUrl: client.absoluteUrl(logo?.url) ?? null,
    logoAlt: logo?.alternativeText ?? null,
  };
}

async function loadTopBanner(client: ContentClient, locale: StrapiLocale) {
  const [config, links] = await Promise.all([
    configs(client, locale, ['top_banner_bg', 'free_shipping_min_amount']),
    // No `populate`: a link has no relation the banner reads, and Strapi 5's `populate=*`
    // adds every other language's copy of each link (`localizations`).
    client.find('links', {
      'filters[group_slug][$eq]': 'top_text',
      'filters[is_open][$eq]': 'true',
      sort: 'sort:asc',
      locale,
    }),
  ]);
  return {
    background: configValue(config, 'top_banner_bg'),
    freeShippingThreshold: configValue(config, 'free_shipping_min_amount'),
    links: links.map((link) => ({
      text: String(link.text ?? ''),
      link: (link.link as string) ?? null,
      sort: (link.sort as number) ?? 0,
    })),
  };
}

async function loadNewsletterSettings(client: ContentClient, locale: StrapiLocale) {
  const items = await configs(client, locale, ['sub_begin_title', 'sub_begin_desc']);
  return {
    title: configValue(items, 'sub_begin_title'),
    description: configValue(items, 'sub_begin_desc'),
  };
}

/** The privacy policy page in `locale`; null when content has none (Strapi answers a missing single type 404). */
async function loadPrivacyPolicy(client: ContentClient, locale: StrapiLocale) {
  const policy = await client.findSingle('privacy-policy', { locale });
  if (!policy?.title) return null;
  return {
    title: String(policy.title),
    intro: (policy.intro as string | null | undefined) ?? null,
    body: String(policy.body ?? ''),
  };
}

interface ContactMessageInput {
  name: string;
  email: string;
  subject?: string;
  message: string;
}

/**
 * The longest each field of a contact message may be: what the content service keeps (a Strapi
 * `string` is 255 characters). Checked here so a longer one is refused in the form's own words, not
 * with content's validation text naming its columns (gateway README "The GraphQL edge").
 */
const contactLimits = { name: 255, email: 254, subject: 255, message: 20_000 } as const;

async function sendContactMessage(client: ContentClient, input: ContactMessageInput) {
  if (!input.name.trim()) throw badUserInput('Please enter your name', { field: 'name' });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim()))
    throw badUserInput('Please enter a valid email address', { field: 'email' });
  if (!input.message.trim()) throw badUserInput('Please enter a message', { field: 'message' });
  for (const field of Object.keys(contactLimits) as (keyof typeof contactLimits)[]) {
    const max = contactLimits[field];
    if ((input[field]?.trim().length ?? 0) > max)
      throw badUserInput(`Please use no more than ${max} characters`, { field });
  }
  await client.create('contact-messages', {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject?.trim() || null,
    message: input.message.trim(),
  });
  return { success: true };
}

/**
 * Reads through the catalogue cache, remembering the last answer this process had per read and
 * locale. The cache serves a stale entry for a while when the content service fails; past that,
 * or for a language never loaded before the failure, the shopper sees the last known answer
 * (theirs, else English) rather than no banner.
 */
function lastGoodCache(cache: CatalogueCache, log?: FastifyBaseLogger) {
  const lastGood = new Map<string, unknown>();
  return <T>(what: string, locale: StrapiLocale, load: () => Promise<T>, fallback: T): Promise<T> =>
    cache
      .fetch(cacheKey('content', what, locale), async () => {
        const value = await load();
        lastGood.set(`${what}:${locale}`, value);
        return { value, tags: ['content'] };
      })
      .catch((error: unknown) => {
        log?.warn(
          { err: error, what },
          'content unavailable; using the last answer or defaults (behaviour §8)',
        );
        return (lastGood.get(`${what}:${locale}`) ??
          lastGood.get(`${what}:${strapiLocale(undefined)}`) ??
          fallback) as T;
      });
}

export function createContentSchema(client: ContentClient, cache: CatalogueCache, log?: FastifyBaseLogger) {
  const cached = lastGoodCache(cache, log);
  // A Query field that reads one thing in the request's language, with its default (behaviour §8).
  const read =
    <T>(what: string, load: (client: ContentClient, locale: StrapiLocale) => Promise<T>, fallback: T) =>
    (_root: unknown, args: { locale?: string }, context: GatewayContext) => {
      const locale = contentLocale(args.locale ?? context.locale);
      return cached(what, locale, () => load(client, locale), fallback);
    };

  return makeExecutableSchema<GatewayContext>({
    typeDefs: contentTypeDefs,
    resolvers: {
      Query: {
        siteGlobal: read('global', loadSiteGlobal, contentDefaults.siteGlobal),
        topBanner: read('topBanner', loadTopBanner, contentDefaults.topBanner),
        newsletterSettings: read('newsletter', loadNewsletterSettings, contentDefaults.newsletterSettings),
        privacyPolicy: read('privacyPolicy', loadPrivacyPolicy, null),
      },
      Mutation: {
        sendContactMessage: (_root, { input }: { input: ContactMessageInput }) =>
          sendContactMessage(client, input),
      },
    },
  });
}
