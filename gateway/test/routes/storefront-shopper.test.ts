/**
 * A page rendered for the shopper asks /graphql as the shopper's browser would (gateway README
 * "Storefront, public URLs, webhooks, production"): with their cookie, address and host, and, when an answer sets the session
 * cookie (a new one, or a cleared one after a refused token refresh), the next operation of the
 * same render sends the new value and the page hands the Set-Cookie on, so the session is never
 * forked or lost. Against a real Fastify /graphql route standing in for the gateway's.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { shopperSessionFor } from '../../src/routes/storefront-shopper.ts';

const operation = { documentId: 'doc', operationName: 'CartRouteQuery', variables: {}, locale: 'de' };

interface Seen {
  cookie?: string;
  ip: string;
  host?: string;
  locale?: string;
}

/** A /graphql that answers what it was sent and sets the cookies `answers` lists, one call each. */
async function fakeGraphql(
  answers: (string[] | undefined)[],
): Promise<{ app: FastifyInstance; seen: Seen[] }> {
  const app = Fastify();
  const seen: Seen[] = [];
  app.post('/graphql', async (request, reply) => {
    seen.push({
      cookie: request.headers.cookie,
      ip: request.ip,
      host: request.headers.host,
      locale: request.headers['x-locale'] as string | undefined,
    });
    const cookies = answers[seen.length - 1];
    if (cookies) reply.header('set-cookie', cookies);
    return { data: { call: seen.length } };
  });
  await app.ready();
  return { app, seen };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the shopper’s session during a page render', () => {
  it('asks with the browser’s cookie, address, host and language, and sets nothing when nothing changed', async () => {
    const fake = await fakeGraphql([]);
    app = fake.app;
    const shopper = shopperSessionFor(app, {
      cookie: 'nails_session=abc.def; i18n_locale=de',
      ip: '203.0.113.7',
      host: 'shop.example',
    });
    expect(shopper.asked()).toBe(false);
    expect(await shopper.execute(operation)).toEqual({ data: { call: 1 } });
    expect(fake.seen).toEqual([
      {
        cookie: 'nails_session=abc.def; i18n_locale=de',
        ip: '203.0.113.7',
        host: 'shop.example',
        locale: 'de',
      },
    ]);
    expect(shopper.asked()).toBe(true);
    expect(shopper.cookiesSet()).toEqual([]);
  });

  it('a session cookie set by one answer is sent by the next and handed to the page', async () => {
    const issued = 'nails_session=new.value; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax';
    const fake = await fakeGraphql([[issued], undefined]);
    app = fake.app;
    const shopper = shopperSessionFor(app, {
      cookie: 'i18n_locale=de; nails_session=old.value',
      ip: '::1',
      host: 'localhost',
    });
    await shopper.execute(operation);
    await shopper.execute(operation);
    expect(fake.seen.map((call) => call.cookie)).toEqual([
      'i18n_locale=de; nails_session=old.value',
      'i18n_locale=de; nails_session=new.value',
    ]);
    expect(shopper.cookiesSet()).toEqual([issued]);
  });

  it('a cleared session cookie is no longer sent, and the page clears it in the browser too', async () => {
    const cleared =
      'nails_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax';
    const fake = await fakeGraphql([[cleared], undefined]);
    app = fake.app;
    const shopper = shopperSessionFor(app, {
      cookie: 'nails_session=signed.in',
      ip: '::1',
      host: 'localhost',
    });
    await shopper.execute(operation);
    await shopper.execute(operation);
    expect(fake.seen.map((call) => call.cookie)).toEqual(['nails_session=signed.in', undefined]);
    expect(shopper.cookiesSet()).toEqual([cleared]);
  });

  it('two renders at once keep their own sessions', async () => {
    const fake = await fakeGraphql([['nails_session=for.a; Path=/'], undefined, undefined, undefined]);
    app = fake.app;
    const a = shopperSessionFor(app, { cookie: 'nails_session=a', ip: '::1', host: 'localhost' });
    const b = shopperSessionFor(app, { cookie: 'nails_session=b', ip: '::1', host: 'localhost' });
    await a.execute(operation);
    await Promise.all([a.execute(operation), b.execute(operation), b.execute(operation)]);
    expect(
      fake.seen
        .slice(1)
        .map((call) => call.cookie)
        .sort(),
    ).toEqual(['nails_session=b', 'nails_session=b', 'nails_session=for.a']);
    expect(b.cookiesSet()).toEqual([]);
  });
});
