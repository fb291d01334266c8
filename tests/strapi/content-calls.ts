/**
 * The content calls of behaviour §7 as the gateway makes them, in one list that runs against two
 * targets: a real Strapi 5 and the embedded content service (content-conformance.test.ts). Each
 * call goes through the gateway's own code (content client, content subschema, newsletter
 * settings, sign-up delivery, readiness) and asserts what a shopper or a shop owner would notice.
 * The last entries stop the target mid-run (behaviour §8 fallbacks) and start it again.
 */
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { expect, vi } from 'vitest';
import {
  localeContent,
  newsletterCode,
  siteName,
  topBannerBackground,
} from '../../upstreams/content/src/seed/content.ts';
import { privacyPolicy } from '../../upstreams/content/src/seed/privacy-policy.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { CatalogueCache } from '../../gateway/src/cache/catalogue-cache.ts';
import { contentImages, mediaPrefix, upstreamOf } from '../../gateway/src/images/image-sources.ts';
import { MemoryCacheStore } from '../../gateway/src/cache/cache-store.ts';
import { createContentClient, type ContentClient } from '../../gateway/src/content/content-client.ts';
import { createContentSchema } from '../../gateway/src/content/content-subschema.ts';
import { ContentDeliveryError, postSubscriptionEmail } from '../../gateway/src/newsletter/delivery.ts';
import { newsletterSettingsReader } from '../../gateway/src/newsletter/newsletter-settings.ts';
import { healthRoutes } from '../../gateway/src/routes/health.ts';

// The graphql module @graphql-tools built the schema with: Node resolves the package to its
// CommonJS entry, Vite (this suite) to its ESM one, and graphql refuses a schema from "another
// realm" (gateway/vitest.config.ts aliases it for the same reason).
const { graphql } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

export interface ContentTarget {
  url: string;
  /** What the gateway is given: read configs, links, global; create sign-ups and contact messages. */
  token: string;
  /** Full access: reads stored records back and changes a config, as the shop owner would. */
  seedToken: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface ContentCall {
  name: string;
  run(target: ContentTarget, state: RunState): Promise<void>;
}

/** What one run shares between calls: the gateway pieces built once, as one gateway process holds them. */
export interface RunState {
  client: ContentClient;
  schema: GraphQLSchema;
  settings: ReturnType<typeof newsletterSettingsReader>;
}

/**
 * The cache's lifetime in these runs: short, so "after the cache's lifetime" is a short wait, yet
 * longer than an owner's edit takes to land (a read and a write to Strapi, which a busy two-core
 * machine stretched past 400 ms, so the cached title had expired before it was asked for).
 */
export const cacheTtlMs = 1_500;

export function newRunState(target: ContentTarget, token = target.token): RunState {
  const client = createContentClient({ url: target.url, token, timeoutMs: 5_000 }, { retries: 0 });
  const cache = new CatalogueCache(new MemoryCacheStore(), {
    ttlMs: cacheTtlMs,
    staleWhileRevalidateMs: 0,
    staleIfErrorMs: 60_000,
  });
  return { client, schema: createContentSchema(client, cache), settings: newsletterSettingsReader(client) };
}

const banner = `query ($locale: String) {
  topBanner(locale: $locale) { background links { text link sort } }
}`;
const globalQuery = `query ($locale: String) { siteGlobal(locale: $locale) { siteName logoUrl logoAlt } }`;
const modalTexts = `query ($locale: String) { newsletterSettings(locale: $locale) { title description } }`;
const policyQuery = `query ($locale: String) { privacyPolicy(locale: $locale) { title intro body } }`;

export async function ask<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers are read by field in assertions
  state: RunState,
  source: string,
  variableValues: Record<string, unknown> = {},
  locale = 'en',
): Promise<T> {
  const result = await graphql({ schema: state.schema, source, variableValues, contextValue: { locale } });
  expect(result.errors).toBeUndefined();
  return result.data as T;
}

async function rest(
  target: ContentTarget,
  token: string,
  method: string,
  pathAndQuery: string,
  body?: unknown,
) {
  const response = await fetch(new URL(`/api/${pathAndQuery}`, target.url), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const openTopText = (locale: keyof typeof localeContent) => [
  localeContent[locale].freeShipping,
  localeContent[locale].newCollection,
  localeContent[locale].firstOrder,
];

async function storedSignUps(target: ContentTarget, email: string) {
  const answer = await rest(
    target,
    target.seedToken,
    'GET',
    `subscription-emails?filters[email][$eq]=${encodeURIComponent(email)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data as Record<string, unknown>[];
}

const unique = (what: string) =>
  `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const contentCalls: ContentCall[] = [
  {
    name: "readiness: the gateway's /readyz finds the content service at Strapi's /_health",
    async run(target) {
      const health = await fetch(`${target.url}/_health`);
      expect(health.status).toBe(204);
      // The gateway's own readiness route, on an app holding only it: commerce is nowhere here,
      // so the answer is 503, and the content check is what this call is about.
      const app = Fastify();
      app.decorate('config', {
        COMMERCE_GRAPHQL_URL: 'http://127.0.0.1:9/graphql',
        CONTENT_API_URL: target.url,
      } as FastifyInstance['config']);
      await app.register(healthRoutes);
      try {
        const ready = await app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.json().checks.content).toEqual({ ok: true });
      } finally {
        await app.close();
      }
    },
  },
  {
    name: 'promotion banner: the open top_text links in sort order and the background, in English and German',
    async run(_target, state) {
      const english = await ask(state, banner, { locale: 'en_US' });
      expect(english.topBanner.background).toBe(topBannerBackground);
      expect(english.topBanner.links.map((link: { text: string }) => link.text)).toEqual(openTopText('en'));
      expect(english.topBanner.links.map((link: { sort: number }) => link.sort)).toEqual([1, 2, 3]);
      expect(english.topBanner.links[0].link).toBe('/shipping-policy');
      // The request's language decides when the query names none (Accept-Language, q-values).
      const german = await ask(state, banner, {}, 'de');
      expect(german.topBanner.links.map((link: { text: string }) => link.text)).toEqual(openTopText('de'));
    },
  },
  {
    name: 'site name and logo: the logo is named by its path and that path serves the image',
    async run(target, state) {
      const { siteGlobal } = await ask(state, globalQuery, { locale: 'fr_FR' });
      expect(siteGlobal.siteName).toBe(siteName);
      expect(siteGlobal.logoAlt).toMatch(/logo/);
      // Answers name no back end's address (gateway README "Images by path"): the gateway's
      // /media route maps the path back to the content service's uploads, as here.
      expect(siteGlobal.logoUrl).toMatch(/^\/media\/content\/[^/]+\.svg$/);
      const upstream = upstreamOf(siteGlobal.logoUrl.slice(mediaPrefix.length), [contentImages(target.url)]);
      expect(upstream).toBeDefined();
      const logo = await fetch(upstream!);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await logo.text()).toContain('<svg');
    },
  },
  {
    name: "newsletter modal: title and text from configs in the shopper's language (German, Portuguese)",
    async run(_target, state) {
      const german = await ask(state, modalTexts, { locale: 'de_DE' });
      expect(german.newsletterSettings).toEqual({
        title: localeContent.de.title,
        description: localeContent.de.description,
      });
      const portuguese = await ask(state, modalTexts, { locale: 'pt_BR' });
      expect(portuguese.newsletterSettings.title).toBe(localeContent.pt.title);
    },
  },
  {
    name: 'privacy policy page: what is kept, why and how long, in each of the six languages',
    async run(_target, state) {
      const shopLocales = {
        en: 'en_US',
        de: 'de_DE',
        es: 'es_ES',
        fr: 'fr_FR',
        it: 'it_IT',
        pt: 'pt_BR',
      } as const;
      for (const [locale, shopLocale] of Object.entries(shopLocales) as [
        keyof typeof shopLocales,
        string,
      ][]) {
        const answer = await ask(state, policyQuery, { locale: shopLocale });
        expect(answer.privacyPolicy).toEqual(privacyPolicy[locale]);
      }
    },
  },
  {
    name: 'newsletter success: the discount code and the message in German and English',
    async run(_target, state) {
      expect(await state.settings('de_DE')).toEqual({
        code: newsletterCode,
        message: localeContent.de.subscribed,
        source: 'content',
      });
      expect(await state.settings('en_US')).toEqual({
        code: newsletterCode,
        message: localeContent.en.subscribed,
        source: 'content',
      });
    },
  },
  {
    name: 'sign-up: stored as a subscription-emails record, once, however often it is delivered',
    async run(target, state) {
      const email = unique('signup');
      await postSubscriptionEmail(state.client, email);
      await postSubscriptionEmail(state.client, email);
      const stored = await storedSignUps(target, email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ email, form_to: 'subscription-modal', is_send_mail: false });
    },
  },
  {
    name: 'contact form: the message is stored as a contact-messages record',
    async run(target, state) {
      const email = unique('contact');
      const sent = await ask(
        state,
        `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { success } }`,
        { input: { name: 'Ines', email, subject: 'Sizing', message: 'Do the almond sets run small?' } },
      );
      expect(sent.sendContactMessage.success).toBe(true);
      const stored = await rest(
        target,
        target.seedToken,
        'GET',
        `contact-messages?filters[email][$eq]=${encodeURIComponent(email)}`,
      );
      expect(stored.body.data).toEqual([
        expect.objectContaining({
          name: 'Ines',
          email,
          subject: 'Sizing',
          message: 'Do the almond sets run small?',
        }),
      ]);
    },
  },
  {
    name: "Strapi's answers: flat items, no WordPress locales, its error envelope",
    async run(target) {
      const configs = await rest(target, target.token, 'GET', 'configs?filters[key][$eq]=sub_code&locale=de');
      expect(configs.status).toBe(200);
      expect(Object.keys(configs.body.data[0]).sort()).toEqual(
        [
          'createdAt',
          'documentId',
          'id',
          'is_open',
          'key',
          'locale',
          'publishedAt',
          'updatedAt',
          'value',
        ].sort(),
      );
      expect(configs.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 1 });
      // The storefront's own locale names are not Strapi's: asked that way, Strapi finds nothing.
      const wordpress = await rest(target, target.token, 'GET', 'configs?locale=de_DE');
      expect(wordpress).toEqual({
        status: 200,
        body: { data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } },
      });
      const single = await rest(target, target.token, 'GET', 'global?locale=de_DE');
      expect(single).toEqual({
        status: 404,
        body: {
          data: null,
          error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
        },
      });
    },
  },
  {
    name: 'a wrong token: Strapi refuses it, and the shop falls back to no banner, its own name and its own texts',
    async run(target) {
      const refused = await rest(target, 'not-the-token', 'GET', 'configs');
      expect(refused).toEqual({
        status: 401,
        body: {
          data: null,
          error: {
            status: 401,
            name: 'UnauthorizedError',
            message: 'Missing or invalid credentials',
            details: {},
          },
        },
      });
      const wrong = newRunState(target, 'not-the-token');
      expect((await ask(wrong, banner, { locale: 'de_DE' })).topBanner).toEqual({
        background: null,
        links: [],
      });
      expect((await ask(wrong, globalQuery)).siteGlobal).toEqual({
        siteName: 'Press-on nails',
        logoUrl: null,
        logoAlt: null,
      });
      expect((await ask(wrong, modalTexts, { locale: 'de_DE' })).newsletterSettings).toEqual({
        title: null,
        description: null,
      });
      expect(await wrong.settings('de_DE')).toMatchObject({ code: null, message: null });
    },
  },
  {
    name: "a shop owner's new modal title shows after the cache's lifetime",
    async run(target, state) {
      const before = await ask(state, modalTexts, { locale: 'de_DE' });
      expect(before.newsletterSettings.title).toBe(localeContent.de.title);
      const found = await rest(
        target,
        target.seedToken,
        'GET',
        'configs?filters[key][$eq]=sub_begin_title&locale=de',
      );
      const documentId = found.body.data[0].documentId as string;
      const changed = 'Jetzt 15 % Rabatt sichern';
      const update = (value: string) =>
        rest(target, target.seedToken, 'PUT', `configs/${documentId}?locale=de`, { data: { value } });
      expect((await update(changed)).status).toBe(200);
      try {
        // Within the lifetime the cached title stands; after it, the new one shows.
        expect((await ask(state, modalTexts, { locale: 'de_DE' })).newsletterSettings.title).toBe(
          localeContent.de.title,
        );
        await new Promise((resolve) => setTimeout(resolve, cacheTtlMs + 100));
        expect((await ask(state, modalTexts, { locale: 'de_DE' })).newsletterSettings.title).toBe(changed);
      } finally {
        expect((await update(localeContent.de.title)).status).toBe(200);
      }
    },
  },
  {
    name: 'content stops mid-run: what was loaded stays, a language never loaded shows English, sign-ups wait',
    async run(target, state) {
      // What a shopper saw before the outage (and the code the modal gave them).
      await ask(state, banner, { locale: 'de_DE' });
      await ask(state, banner, { locale: 'en_US' });
      await state.settings('de_DE');
      await target.stop();
      try {
        expect((await fetch(`${target.url}/_health`).catch(() => undefined))?.status).not.toBe(204);
        await new Promise((resolve) => setTimeout(resolve, cacheTtlMs + 100));
        const german = await ask(state, banner, { locale: 'de_DE' });
        expect(german.topBanner.links.map((link: { text: string }) => link.text)).toEqual(openTopText('de'));
        // Behaviour §8: never an empty banner bar for a shopper whose language was not loaded yet.
        const french = await ask(state, banner, { locale: 'fr_FR' });
        expect(french.topBanner.links.map((link: { text: string }) => link.text)).toEqual(openTopText('en'));
        // Content is stopped: the code the gateway remembers, the message it had loaded.
        expect(await state.settings('de_DE')).toEqual({
          code: newsletterCode,
          message: localeContent.de.subscribed,
          source: 'remembered',
        });
        // Italian was never asked: the code holds, the message is the web's own translation.
        expect(await state.settings('it_IT')).toMatchObject({ code: newsletterCode, message: null });
        await expect(postSubscriptionEmail(state.client, unique('outage'))).rejects.toBeInstanceOf(
          ContentDeliveryError,
        );
      } finally {
        await target.start();
      }
      // Delivery is retried (the outbox's backoff) until the service takes it; its circuit may
      // still be open for a few seconds after the outage.
      const email = unique('after-outage');
      await vi.waitFor(() => postSubscriptionEmail(state.client, email), { timeout: 20_000, interval: 500 });
      expect(await storedSignUps(target, email)).toHaveLength(1);
    },
  },
];
