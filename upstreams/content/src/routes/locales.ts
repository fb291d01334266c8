import type { FastifyInstance } from 'fastify';
import { defaultLocale, locales } from '../content-types.ts';

const names: Record<string, string> = {
  en: 'English (en)',
  de: 'German (de)',
  es: 'Spanish (es)',
  fr: 'French (fr)',
  it: 'Italian (it)',
  pt: 'Portuguese (pt)',
};

// The locales are built in rather than created, so their dates are the epoch.
const since = new Date(0).toISOString();

/** The i18n plugin's `GET /api/i18n/locales`: the locales content can be written in. */
export function localeRoutes(app: FastifyInstance): void {
  app.get('/i18n/locales', async () =>
    locales.map((code, index) => ({
      id: index + 1,
      documentId: `locale${code}`.padEnd(24, '0'),
      name: names[code],
      code,
      isDefault: code === defaultLocale,
      createdAt: since,
      updatedAt: since,
      publishedAt: since,
    })),
  );
}
