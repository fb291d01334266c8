import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a content security policy that lets Stripe.js run its card fields and
 * 3-D Secure frames (https://docs.stripe.com/security/guide#content-security-policy).
 */
export const helmetPlugin = fp(
  async (app) => {
    // @fastify/helmet 13 builds helmet's middleware again on every request (the whole policy is
    // parsed each time: a third of a cached listing's cost in `npm run bench -w gateway`). The
    // headers are the same for every response, so they are taken from the plugin once and added
    // to each reply's headers. Not on the raw response as helmet does: Node keeps each raw header
    // as its own [name, value] pair, about 3 KB of garbage per response for these; the reply's
    // headers reach Node in one object when the answer is written (error answers included: Fastify
    // keeps them). Nothing in the gateway writes to the raw response past the reply.
    const headers = await helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
          connectSrc: ["'self'", 'https://api.stripe.com'],
          // Gravatar: the signed-in customer's avatar and reviewers' pictures (WordPress's avatars).
          imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com', 'https://secure.gravatar.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Plain http on localhost must keep working: upgrade only outside development.
          upgradeInsecureRequests: app.config.APP_MODE === 'production' ? [] : null,
        },
      },
      // Stripe's frames and images from the upstream hosts come from other origins.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    const names = headers.map(([name]) => name);
    const values = headers.map(([, value]) => value);
    app.addHook('onRequest', (_request, reply, done) => {
      for (let index = 0; index < names.length; index += 1) reply.header(names[index]!, values[index]);
      done();
    });
  },
  { name: 'helmet' },
);

/** What the plugin would add to every response: a throw-away instance answers one request. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const { headers } = await probe.inject('/');
  await probe.close();
  return Object.entries(headers).flatMap(([name, value]) =>
    plainHeaders.has(name) || value === undefined ? [] : [[name, String(value)] as [string, string]],
  );
}

const plainHeaders = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
