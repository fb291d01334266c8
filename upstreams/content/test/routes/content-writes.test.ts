import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/helpers.ts';

// Behaviour §7: the sign-up the storefront posts, and the generic client's create/read/update/delete.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const subscribe = (email: string) =>
  service.call('POST', '/api/subscription-emails', {
    body: { data: { email, form_to: 'subscription-modal', is_send_mail: false } },
  });

describe('subscription emails', () => {
  it('stores a sign-up and answers it with 201', async () => {
    const answer = await subscribe('ana@example.com');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      email: 'ana@example.com',
      form_to: 'subscription-modal',
      is_send_mail: false,
    });
    expect(answer.body.meta).toEqual({});
  });

  it('answers a duplicate sign-up as a success and stores it once', async () => {
    const first = await subscribe('bea@example.com');
    const again = await subscribe('  BEA@example.com ');
    expect(again.status).toBe(200);
    expect(again.body.data.documentId).toBe(first.body.data.documentId);
    const stored = await service.call('GET', '/api/subscription-emails?filters[email][$eq]=bea@example.com');
    expect(stored.body.meta.pagination.total).toBe(1);
  });

  it('refuses an invalid email with a ValidationError naming the field', async () => {
    const answer = await subscribe('not-an-email');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: 'email must be a valid email',
    });
    expect(answer.body.error.details.errors[0].path).toEqual(['email']);
  });
});

describe('collection create, read, update, delete', () => {
  it('runs the whole life of a config entry', async () => {
    const created = await service.call('POST', '/api/configs', {
      body: { data: { key: 'shipping_note', value: 'Ships in 24h' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      key: 'shipping_note',
      value: 'Ships in 24h',
      is_open: true,
      locale: 'en',
    });
    const { documentId, id } = created.body.data;

    const read = await service.call('GET', `/api/configs/${documentId}`);
    expect(read.body.data).toMatchObject({ documentId, value: 'Ships in 24h' });
    expect((await service.call('GET', `/api/configs/${id}`)).body.data.documentId).toBe(documentId);

    const updated = await service.call('PUT', `/api/configs/${documentId}`, {
      body: { data: { value: 'Ships in 48h', is_open: false } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ value: 'Ships in 48h', is_open: false });

    const german = await service.call('PUT', `/api/configs/${documentId}?locale=de`, {
      body: { data: { value: 'Versand in 48 h' } },
    });
    expect(german.body.data).toMatchObject({
      documentId,
      key: 'shipping_note',
      value: 'Versand in 48 h',
      locale: 'de',
    });
    expect((await service.call('GET', `/api/configs/${documentId}?locale=de`)).body.data.value).toBe(
      'Versand in 48 h',
    );
    expect((await service.call('GET', `/api/configs/${documentId}`)).body.data.value).toBe('Ships in 48h');

    const deleted = await service.call('DELETE', `/api/configs/${documentId}`);
    expect(deleted.status).toBe(204);
    const gone = await service.call('GET', `/api/configs/${documentId}?locale=de`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
    });
  });

  it('stores a contact message', async () => {
    const answer = await service.call('POST', '/api/contact-messages', {
      body: {
        data: {
          name: 'Cleo',
          email: 'cleo@example.com',
          subject: 'Sizing',
          message: 'Which size fits a narrow nail bed?',
        },
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ name: 'Cleo', subject: 'Sizing' });
  });

  it('refuses a body without data, an unknown field and a missing required field', async () => {
    const noData = await service.call('POST', '/api/configs', { body: { key: 'x' } });
    expect(noData.status).toBe(400);
    expect(noData.body.error.message).toBe('Missing "data" payload in the request body');
    const unknown = await service.call('POST', '/api/configs', {
      body: { data: { key: 'x', colour: 'red' } },
    });
    expect(unknown.body.error.message).toBe('Invalid key colour');
    const missing = await service.call('POST', '/api/contact-messages', {
      body: { data: { name: 'No message' } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.errors.map((error: { path: string[] }) => error.path[0])).toEqual([
      'email',
      'message',
    ]);
    const badJson = await service.call('POST', '/api/configs', { body: '{"data":' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.data).toBeNull();
  });

  it('answers 404 for an unknown entry or route', async () => {
    expect((await service.call('GET', '/api/links/zzzzzzzzzzzzzzzzzzzzzzzz')).status).toBe(404);
    expect((await service.call('PUT', '/api/links/99999', { body: { data: { text: 'x' } } })).status).toBe(
      404,
    );
    expect((await service.call('DELETE', '/api/links/99999')).status).toBe(404);
    expect((await service.call('GET', '/api/articles')).body.error.name).toBe('NotFoundError');
  });
});

describe('single type global', () => {
  it('updates, deletes a localisation, and answers 404 once deleted', async () => {
    const renamed = await service.call('PUT', '/api/global?locale=it', {
      body: { data: { siteName: 'Lacquer Lane Italia' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ siteName: 'Lacquer Lane Italia', locale: 'it' });
    expect((await service.call('GET', '/api/global?locale=it')).body.data.siteName).toBe(
      'Lacquer Lane Italia',
    );

    expect((await service.call('DELETE', '/api/global?locale=it')).status).toBe(204);
    const fallback = await service.call('GET', '/api/global?locale=it');
    expect(fallback.body.data).toMatchObject({ siteName: 'Lacquer Lane', locale: 'en' });

    expect((await service.call('DELETE', '/api/global')).status).toBe(204);
    expect((await service.call('GET', '/api/global')).status).toBe(404);
    const recreated = await service.call('PUT', '/api/global', {
      body: { data: { siteName: 'Lacquer Lane' } },
    });
    expect(recreated.body.data.siteName).toBe('Lacquer Lane');
  });
});

describe('tokens (401, 403)', () => {
  it('answers 401 without a token or with a wrong one', async () => {
    for (const token of [null, 'wrong-token']) {
      const answer = await service.call('GET', '/api/configs', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({
        status: 401,
        name: 'UnauthorizedError',
        message: 'Missing or invalid credentials',
      });
    }
  });

  it('lets the read-only token read but not write (403)', async () => {
    const readOnly = service.tokens.readOnly;
    expect(
      (await service.call('GET', '/api/configs?filters[key][$eq]=sub_code', { token: readOnly })).status,
    ).toBe(200);
    const write = await service.call('POST', '/api/subscription-emails', {
      token: readOnly,
      body: { data: { email: 'ro@example.com' } },
    });
    expect(write.status).toBe(403);
    expect(write.body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
    expect((await service.call('DELETE', '/api/global', { token: readOnly })).status).toBe(403);
    expect(
      (await service.call('GET', '/api/subscription-emails?filters[email][$eq]=ro@example.com')).body.data,
    ).toEqual([]);
  });
});
