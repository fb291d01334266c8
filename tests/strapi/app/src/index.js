/**
 * What an owner sets up by hand in a fresh Strapi's admin panel, done at start so the suite's
 * Strapi needs no panel (upstreams/content/README.md, "Running on a real Strapi"): the five
 * locales besides English and two API tokens with keys the suite chooses. The content types are
 * the schema.json files under src/api; the content is posted over REST by the seed script.
 */

// The five languages besides Strapi's default `en` (schema/locales.ts, `strapi`).
const extraLocales = [
  { code: 'de', name: 'German (de)' },
  { code: 'es', name: 'Spanish (es)' },
  { code: 'fr', name: 'French (fr)' },
  { code: 'it', name: 'Italian (it)' },
  { code: 'pt', name: 'Portuguese (pt)' },
];

// The storefront's token: what the gateway calls (behaviour §7), nothing more.
const storefrontPermissions = [
  'api::config.config.find',
  'api::config.config.findOne',
  'api::link.link.find',
  'api::link.link.findOne',
  'api::global.global.find',
  'api::privacy-policy.privacy-policy.find',
  'api::subscription-email.subscription-email.create',
  'api::contact-message.contact-message.create',
  // The logo is a media field: populating it needs read access to the media library.
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
];

async function ensureLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of extraLocales) {
    if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  }
}

async function ensureToken(strapi, { name, type, permissions, key }) {
  if (!key) return;
  const tokens = strapi.service('admin::api-token');
  const query = strapi.db.query('admin::api-token');
  const existing = await query.findOne({ where: { name } });
  const token =
    existing ??
    (await tokens.create({
      name,
      description: `${name} (created at start from the environment)`,
      type,
      kind: 'content-api',
      lifespan: null,
      permissions,
    }));
  // The key is the one the environment names, so the suite (and an owner's script) knows it.
  await query.update({
    where: { id: token.id },
    data: { accessKey: tokens.hash(key), encryptedKey: strapi.service('admin::encryption').encrypt(key) },
  });
}

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    await ensureLocales(strapi);
    await ensureToken(strapi, {
      name: 'storefront',
      type: 'custom',
      permissions: storefrontPermissions,
      key: process.env.STOREFRONT_API_TOKEN,
    });
    await ensureToken(strapi, {
      name: 'seed',
      type: 'full-access',
      permissions: [],
      key: process.env.SEED_API_TOKEN,
    });
  },
};
