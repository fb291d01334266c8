import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../../src/plugins/app/error-handler.ts';

describe('the central HTTP error handler', () => {
  async function appWith(lines: unknown[]) {
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    await app.register(errorHandlerPlugin);
    app.get('/crash', async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/refused', async () => {
      throw Object.assign(new Error('size must be a number'), { statusCode: 400 });
    });
    return app;
  }

  it('hides 5xx details from the response and logs them with the request', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appWith(lines);
    const response = await app.inject({ method: 'GET', url: '/crash?token=abc' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Internal Server Error',
      message: 'Something went wrong.',
      statusCode: 500,
    });
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ url: '/crash', route: '/crash' });
    expect(JSON.stringify(logged)).toContain('hunter2');
    await app.close();
  });

  it('keeps 4xx messages', async () => {
    const app = await appWith([]);
    const response = await app.inject({ method: 'GET', url: '/refused' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'size must be a number', statusCode: 400 });
    await app.close();
  });
});
