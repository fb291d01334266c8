import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/helpers.ts';

// Behaviour §7, "content service login": POST /auth/local with identifier and password, reading jwt.
let service: TestService;
let editor: { username: string; email: string; password: string };
beforeAll(async () => {
  service = await startTestService();
  editor = JSON.parse(readFileSync(path.join(service.varDir, 'content', 'editor-credentials.json'), 'utf8'));
});
afterAll(() => service.close());

describe('POST /api/auth/local', () => {
  it('signs the seeded editor in by username or email and answers {jwt, user}', async () => {
    for (const identifier of [editor.username, editor.email]) {
      const answer = await service.call('POST', '/api/auth/local', {
        token: null,
        body: { identifier, password: editor.password },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.jwt.split('.')).toHaveLength(3);
      expect(answer.body.user).toMatchObject({
        username: 'editor',
        email: editor.email,
        provider: 'local',
        confirmed: true,
        blocked: false,
      });
      expect(JSON.stringify(answer.body.user)).not.toContain('password');
    }
  });

  it('accepts the jwt as a bearer token for reads and writes', async () => {
    const login = await service.call('POST', '/api/auth/local', {
      token: null,
      body: { identifier: 'editor', password: editor.password },
    });
    const jwt = login.body.jwt as string;
    expect((await service.call('GET', '/api/global', { token: jwt })).status).toBe(200);
    const created = await service.call('POST', '/api/configs', {
      token: jwt,
      body: { data: { key: 'by_editor', value: 'yes' } },
    });
    expect(created.status).toBe(201);
  });

  it('answers 401 for a wrong password or an unknown user', async () => {
    for (const body of [
      { identifier: 'editor', password: 'wrong password' },
      { identifier: 'nobody', password: editor.password },
    ]) {
      const answer = await service.call('POST', '/api/auth/local', { token: null, body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        data: null,
        error: {
          status: 401,
          name: 'UnauthorizedError',
          message: 'Invalid identifier or password',
          details: {},
        },
      });
    }
  });

  it('answers 400 when identifier or password is missing', async () => {
    const answer = await service.call('POST', '/api/auth/local', {
      token: null,
      body: { identifier: 'editor' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      name: 'ValidationError',
      message: 'password is a required field',
    });
  });

  it('refuses a forged or tampered jwt with 401', async () => {
    const login = await service.call('POST', '/api/auth/local', {
      token: null,
      body: { identifier: 'editor', password: editor.password },
    });
    const [header, payload, signature] = (login.body.jwt as string).split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ id: 2 })).toString('base64url')}.${signature}`;
    expect(payload).toBeDefined();
    expect((await service.call('GET', '/api/global', { token: forged })).status).toBe(401);
  });
});

describe('password guessing', () => {
  let guarded: TestService;
  beforeAll(async () => {
    guarded = await startTestService();
  });
  afterAll(() => guarded.close());

  it('answers 429 after ten attempts in a minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await guarded.call('POST', '/api/auth/local', {
        token: null,
        body: { identifier: 'editor', password: `guess ${attempt}` },
      });
      statuses.push(answer.status);
      if (answer.status === 429)
        expect(answer.body.error).toMatchObject({ status: 429, name: 'RateLimitError' });
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});
