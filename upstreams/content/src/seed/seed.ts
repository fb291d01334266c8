import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ContentConfig } from '../config.ts';
import { locales } from '../content-types.ts';
import { newDocumentId } from '../db/ids.ts';
import { entryStore, type ContentServices } from '../services.ts';
import { localeContent, logoAlternativeText, seedConfigs, seedLinks, siteName } from './content.ts';
import { logoSvg } from './logo.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { imageDimensions } from '../uploads/dimensions.ts';

interface EditorCredentials {
  username: string;
  email: string;
  password: string;
}

/**
 * Seeds an empty content database once (a marker in `service_state` says it is done): the logo
 * upload, `global`, the configs and links in six locales (the privacy policy too, see below), and an editor account whose generated
 * password is written next to the database (0600), never logged. Returns whether it seeded.
 */
export async function seedContent(services: ContentServices, config: ContentConfig): Promise<boolean> {
  seedPrivacyPolicy(services);
  const done = services.db.prepare("SELECT value FROM service_state WHERE name = 'seeded'").get();
  if (done) return false;
  const editor = editorCredentials(config.editorCredentialsFile);
  const configs = entryStore(services, 'configs');
  const links = entryStore(services, 'links');
  const global = entryStore(services, 'global');
  const logoFile = {
    fileName: 'lacquer-lane-logo.svg',
    mime: 'image/svg+xml',
    ext: '.svg',
    content: Buffer.from(logoSvg),
  };
  Object.assign(logoFile, await imageDimensions(logoFile.mime, logoFile.content));
  services.db.transaction(() => {
    const logo = services.files.save(logoFile, { alternativeText: logoAlternativeText });
    const documents = {
      global: newDocumentId(),
      configs: seedConfigs.map(() => newDocumentId()),
      links: seedLinks.map(() => newDocumentId()),
    };
    for (const locale of locales) {
      const text = localeContent[locale];
      global.create({ siteName, logo: logo.id }, locale, documents.global);
      seedConfigs.forEach((entry, index) =>
        configs.create(
          { key: entry.key, value: entry.value(text), is_open: 1 },
          locale,
          documents.configs[index],
        ),
      );
      seedLinks.forEach((entry, index) =>
        links.create(
          {
            text: entry.text(text),
            link: entry.link,
            group_slug: entry.group_slug,
            sort: entry.sort,
            is_open: entry.is_open ? 1 : 0,
          },
          locale,
          documents.links[index],
        ),
      );
    }
    services.db
      .prepare("INSERT INTO service_state (name, value) VALUES ('seeded', ?)")
      .run(new Date().toISOString());
  })();
  if (!services.users.byUsername(editor.username)) await services.users.create(editor);
  return true;
}

/**
 * The privacy policy in six locales, when the database has none: content seeded before the page
 * existed gets it at the next start too, and a policy the shop edited is never overwritten.
 */
export function seedPrivacyPolicy(services: ContentServices): boolean {
  const policies = entryStore(services, 'privacy-policy');
  if (services.db.prepare('SELECT 1 FROM privacy_policies LIMIT 1').get()) return false;
  const documentId = newDocumentId();
  services.db.transaction(() => {
    for (const locale of locales) policies.create({ ...privacyPolicy[locale] }, locale, documentId);
  })();
  return true;
}

function editorCredentials(file: string): EditorCredentials {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as EditorCredentials;
  const credentials = {
    username: 'editor',
    email: 'editor@lacquerlane.example',
    password: randomBytes(18).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}
