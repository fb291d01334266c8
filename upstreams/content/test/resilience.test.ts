import Database from 'better-sqlite3';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './support/helpers.ts';

// Behaviour §8's 408 and 500, and what survives a restart.
describe('a request past its deadline (408)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ CONTENT_REQUEST_TIMEOUT_MS: '1500' });
  });
  afterAll(() => service.close());

  it('answers 408 in the Strapi envelope when the body never finishes arriving', async () => {
    const request = http.request(`${service.url}/api/contact-messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${service.tokens.fullAccess}`,
        'content-type': 'application/json',
        'content-length': '500',
      },
    });
    request.on('error', () => undefined); // the server closes the half-sent request
    request.write('{"data": {"name": "Slow"');
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    request.destroy();
    expect(response.statusCode).toBe(408);
    expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({
      data: null,
      error: { status: 408, name: 'RequestTimeoutError', message: 'Request Timeout', details: {} },
    });
    expect((await service.call('GET', '/api/contact-messages')).body.data).toEqual([]);
  });
});

describe('a server fault (500)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());

  it('answers a bare 500 that hides the cause', async () => {
    // A damaged database, as a bad manual edit or a half-restored backup would leave it.
    const db = new Database(path.join(service.varDir, 'content', 'content.sqlite'));
    db.exec('DROP TABLE contact_messages');
    db.close();
    const answer = await service.call('GET', '/api/contact-messages');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      data: null,
      error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/contact_messages|sqlite|table/i);
    expect((await service.call('GET', '/api/links')).status).toBe(200);
  });
});

describe('persistence', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());

  it('keeps sign-ups, edits and uploads across a restart, and seeds only once', async () => {
    await service.call('POST', '/api/subscription-emails', {
      body: { data: { email: 'dora@example.com', form_to: 'subscription-modal', is_send_mail: false } },
    });
    const edited = await service.call('PUT', '/api/global?locale=de', {
      body: { data: { siteName: 'Lacquer Lane DE' } },
    });
    expect(edited.status).toBe(200);
    const upload = new FormData();
    upload.append(
      'files',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], { type: 'image/svg+xml' }),
      'kept.svg',
    );
    const [file] = (await service.call('POST', '/api/upload', { body: upload })).body;

    await service.restart();

    const emails = await service.call('GET', '/api/subscription-emails');
    expect(emails.body.data.map((entry: { email: string }) => entry.email)).toEqual(['dora@example.com']);
    expect((await service.call('GET', '/api/global?locale=de')).body.data.siteName).toBe('Lacquer Lane DE');
    expect((await service.call('GET', `/api/upload/files/${file.id}`)).body.name).toBe('kept.svg');
    expect((await fetch(`${service.url}${file.url}`)).status).toBe(200);
    const links = await service.call('GET', '/api/links');
    expect(links.body.meta.pagination.total).toBe(5);
    const again = await service.call('POST', '/api/subscription-emails', {
      body: { data: { email: 'dora@example.com' } },
    });
    expect(again.status).toBe(200);
    expect((await service.call('GET', '/api/subscription-emails')).body.meta.pagination.total).toBe(1);
  });
});
