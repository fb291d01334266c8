import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/helpers.ts';

// Behaviour §7, content service: the reads the storefront makes, over real HTTP against the seed.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const configValue = async (key: string, locale = 'en') => {
  const answer = await service.call(
    'GET',
    `/api/configs?filters[key][$eq]=${key}&filters[is_open][$eq]=true&locale=${locale}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.map((entry: { value: string }) => entry.value);
};

describe('configs', () => {
  it('answers the top-banner background filtered by key and is_open, in a Strapi envelope', async () => {
    const answer = await service.call(
      'GET',
      '/api/configs?filters[key][$eq]=top_banner_bg&filters[is_open][$eq]=true',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({ key: 'top_banner_bg', is_open: true, locale: 'en' });
    expect(answer.body.data[0].value).toMatch(/^#[0-9a-f]{6}$/i);
    expect(answer.body.data[0].documentId).toMatch(/^[a-z0-9]{24}$/);
    expect(answer.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 1 });
  });

  it('answers the newsletter settings, the code being WELCOME10 in every locale', async () => {
    for (const locale of ['en', 'de', 'es', 'fr', 'it', 'pt']) {
      expect(await configValue('sub_code', locale)).toEqual(['WELCOME10']);
    }
    expect(await configValue('sub_begin_title')).toEqual(['Get 10% off your first order']);
    expect(await configValue('sub_begin_title', 'de')).toEqual(['10 % Rabatt auf deine erste Bestellung']);
    expect((await configValue('sub_begin_desc', 'fr'))[0]).toContain('newsletter');
    expect((await configValue('sub_sucess_msg', 'es'))[0]).toContain('10 %');
  });

  it('finds nothing in a locale Strapi is not set up with (de_DE, pt-BR, xx), as Strapi answers', async () => {
    for (const locale of ['de_DE', 'pt-BR', 'xx', 'DE']) {
      const answer = await service.call(
        'GET',
        `/api/configs?filters[key][$eq]=sub_begin_title&locale=${locale}`,
      );
      expect(answer.status, locale).toBe(200);
      expect(answer.body).toEqual({
        data: [],
        meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } },
      });
    }
    const single = await service.call('GET', '/api/global?locale=de_DE');
    expect(single.status).toBe(404);
    expect(single.body).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
    });
    const write = await service.call('POST', '/api/configs?locale=de_DE', {
      body: { data: { key: 'refused', value: 'x' } },
    });
    expect(write.status).toBe(400);
  });
});

describe('links', () => {
  const topText =
    '/api/links?populate=*&filters[group_slug][$eq]=top_text&filters[is_open][$eq]=true&sort=sort:asc';

  it('answers the open top_text promotions in sort order', async () => {
    const answer = await service.call('GET', topText);
    expect(answer.status).toBe(200);
    const texts = answer.body.data.map((link: { text: string }) => link.text);
    expect(texts).toEqual([
      'Free shipping on orders over €50',
      'New in: the Velvet Dusk collection',
      // No public code: each subscriber gets her own (gateway README "Newsletter codes").
      '10% off your first order: join our newsletter',
    ]);
    expect(answer.body.data.map((link: { sort: number }) => link.sort)).toEqual([1, 2, 3]);
    expect(answer.body.data[0]).toMatchObject({
      link: '/shipping-policy',
      group_slug: 'top_text',
      is_open: true,
    });
  });

  it('answers them in each of the six languages', async () => {
    const first = async (locale: string) =>
      (await service.call('GET', `${topText}&locale=${locale}`)).body.data[0].text;
    expect(await first('de')).toBe('Kostenloser Versand ab 50 € Bestellwert');
    expect(await first('es')).toBe('Envío gratis en pedidos superiores a 50 €');
    expect(await first('fr')).toBe('Livraison offerte dès 50 € d’achat');
    expect(await first('it')).toBe('Spedizione gratuita per ordini superiori a 50 €');
    expect(await first('pt')).toBe('Frete grátis em pedidos acima de 50 €');
  });

  it('sorts descending, filters with $ne, $in and $contains, and pages', async () => {
    const desc = await service.call('GET', '/api/links?filters[group_slug][$eq]=top_text&sort=sort:desc');
    expect(desc.body.data.map((link: { sort: number }) => link.sort)).toEqual([4, 3, 2, 1]);
    const notTop = await service.call('GET', '/api/links?filters[group_slug][$ne]=top_text');
    expect(notTop.body.data.map((link: { link: string }) => link.link)).toEqual(['/size-guide']);
    const some = await service.call(
      'GET',
      '/api/links?filters[sort][$in][0]=1&filters[sort][$in][1]=3&filters[group_slug][$eq]=top_text&sort=sort',
    );
    expect(some.body.data.map((link: { sort: number }) => link.sort)).toEqual([1, 3]);
    const velvet = await service.call('GET', '/api/links?filters[text][$contains]=Velvet');
    expect(velvet.body.data).toHaveLength(1);
    const page = await service.call('GET', '/api/links?sort=id&pagination[page]=2&pagination[pageSize]=2');
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 3, total: 5 });
  });

  it('answers $or groups, $containsi, $null, chosen fields and offset pagination', async () => {
    const either = await service.call(
      'GET',
      '/api/links?filters[$or][0][sort][$eq]=4&filters[$or][1][group_slug][$eq]=footer&sort=id',
    );
    expect(either.body.data.map((link: { link: string }) => link.link)).toEqual(['/products', '/size-guide']);
    const velvet = await service.call('GET', '/api/links?filters[text][$containsi]=velvet&locale=de');
    expect(velvet.body.data[0].text).toBe('Neu: die Velvet-Dusk-Kollektion');
    expect((await service.call('GET', '/api/links?filters[link][$null]=true')).body.data).toEqual([]);
    const slim = await service.call('GET', '/api/configs?filters[key][$eq]=sub_code&fields[0]=value');
    expect(slim.body.data[0]).toEqual({
      id: expect.any(Number),
      documentId: expect.any(String),
      value: 'WELCOME10',
    });
    const offset = await service.call('GET', '/api/links?pagination[start]=4&pagination[limit]=10');
    expect(offset.body.data).toHaveLength(1);
    expect(offset.body.meta.pagination).toEqual({ start: 4, limit: 10, total: 5 });
  });

  it('falls back to English for an entry with no translation', async () => {
    const created = await service.call('POST', '/api/links', {
      body: { data: { text: 'Summer sale', link: '/products', group_slug: 'summer', sort: 1 } },
    });
    expect(created.status).toBe(201);
    const italian = await service.call('GET', '/api/links?filters[group_slug][$eq]=summer&locale=it');
    expect(italian.body.data).toEqual([expect.objectContaining({ text: 'Summer sale', locale: 'en' })]);
  });
});

describe('global', () => {
  it('answers the site name and the logo with its url when populated', async () => {
    const answer = await service.call('GET', '/api/global?populate=*');
    expect(answer.status).toBe(200);
    expect(answer.body.data.siteName).toBe('Lacquer Lane');
    expect(answer.body.data.logo).toMatchObject({
      mime: 'image/svg+xml',
      ext: '.svg',
      width: 260,
      height: 64,
    });
    expect(answer.body.data.logo.url).toMatch(/^\/uploads\/.+\.svg$/);
    const logo = await fetch(`${service.url}${answer.body.data.logo.url}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(logo.headers.get('cache-control')).toContain('immutable');
    expect(await logo.text()).toContain('PRESS-ON NAILS');
  });

  it('leaves the logo out unless populated, and answers each locale', async () => {
    const plain = await service.call('GET', '/api/global');
    expect(plain.body.data).not.toHaveProperty('logo');
    const english = await service.call('GET', '/api/global?populate=logo');
    const french = await service.call('GET', '/api/global?populate=logo&locale=fr');
    expect(french.body.data).toMatchObject({ siteName: 'Lacquer Lane', locale: 'fr' });
    expect(french.body.data.logo.url).toBe(english.body.data.logo.url);
  });

  it('answers Strapi 4 clients in the {id, attributes} shape when asked', async () => {
    const answer = await service.call('GET', '/api/global?populate=*', {
      headers: { 'strapi-response-format': 'v4' },
    });
    expect(answer.body.data.attributes.siteName).toBe('Lacquer Lane');
    expect(answer.body.data.attributes.logo.data.attributes.url).toMatch(/^\/uploads\//);
  });
});

describe('locales', () => {
  it('lists the six locales with English as the default', async () => {
    const answer = await service.call('GET', '/api/i18n/locales');
    expect(answer.body.map((locale: { code: string }) => locale.code)).toEqual([
      'en',
      'de',
      'es',
      'fr',
      'it',
      'pt',
    ]);
    expect(answer.body.filter((locale: { isDefault: boolean }) => locale.isDefault)).toEqual([
      expect.objectContaining({ code: 'en' }),
    ]);
  });
});

describe('bad queries (400)', () => {
  it('refuses an unknown filter field, operator, locale or pagination', async () => {
    for (const query of [
      'filters[nope][$eq]=1',
      'filters[key][$regex]=.*',
      'locale[0]=de',
      'pagination[page]=abc',
      'pagination[page]=1&pagination[limit]=5',
      'sort=key:sideways',
      'filters[is_open][$eq]=maybe',
    ]) {
      const answer = await service.call('GET', `/api/configs?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.data).toBeNull();
      expect(['ValidationError', 'PaginationError']).toContain(answer.body.error.name);
      expect(answer.body.error.status).toBe(400);
    }
  });
});
