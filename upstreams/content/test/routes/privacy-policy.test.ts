import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyPolicy } from '../../src/seed/privacy-policy.ts';
import { startTestService, type TestService } from '../support/helpers.ts';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

/** The privacy policy page: a localized single type, seeded in the six languages, as on Strapi. */
describe('privacy-policy', () => {
  it('answers the policy in each of the six languages to the read-only token', async () => {
    for (const locale of ['en', 'de', 'es', 'fr', 'it', 'pt'] as const) {
      const answer = await service.call('GET', `/api/privacy-policy?locale=${locale}`, {
        token: service.tokens.readOnly,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ locale, ...privacyPolicy[locale] });
    }
    const german = await service.call('GET', '/api/privacy-policy?locale=de');
    expect(german.body.data.body).toContain('7 Jahre');
  });

  it('keeps an edit the shop made across a restart (the seed only fills a missing policy)', async () => {
    const edited = await service.call('PUT', '/api/privacy-policy?locale=fr', {
      body: { data: { intro: 'Texte revu par la boutique.' } },
    });
    expect(edited.status).toBe(200);

    await service.restart();

    const answer = await service.call('GET', '/api/privacy-policy?locale=fr');
    expect(answer.body.data.intro).toBe('Texte revu par la boutique.');
    expect(answer.body.data.title).toBe(privacyPolicy.fr.title);
  });

  it('is created at the next start on content seeded before the page existed', async () => {
    const removed = await service.call('DELETE', '/api/privacy-policy');
    expect(removed.status).toBeLessThan(300);
    expect((await service.call('GET', '/api/privacy-policy?locale=it')).status).toBe(404);

    await service.restart();

    const answer = await service.call('GET', '/api/privacy-policy?locale=it');
    expect(answer.body.data).toMatchObject(privacyPolicy.it);
  });
});
