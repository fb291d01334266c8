import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

/** What the gateway reads of a Strapi webhook: its event (`entry.update`, `entry.publish`, …) and model. */
const strapiEvent = z.looseObject({
  event: z.string().min(1).max(100),
  model: z.string().max(100).optional(),
});

/** Equal secrets, compared in constant time (their digests, so lengths tell nothing either). */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/**
 * `POST /webhooks/content`: the content service says an entry changed (a Strapi webhook with the
 * header `Authorization: Bearer <CONTENT_WEBHOOK_SECRET>`). Content answers (banner, menu, logo)
 * are dropped from the cache and every kept page expires, in this gateway process and every other
 * (the catalogue sync's change bus), so the next page shows the change instead of waiting for
 * `CACHE_TTL_MS + PAGE_CACHE_TTL_MS` (gateway README "Page cache"). Off (401) while the secret is unset.
 */
export const contentWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.post('/webhooks/content', { bodyLimit: 1_000_000 }, async (request, reply) => {
    const secret = app.config.CONTENT_WEBHOOK_SECRET;
    if (!secret || !sameSecret(request.headers.authorization ?? '', `Bearer ${secret}`)) {
      request.log.warn('content webhook refused: no or wrong secret');
      return reply
        .code(401)
        .send({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'The webhook secret is not valid.' });
    }
    const parsed = strapiEvent.safeParse(request.body);
    if (!parsed.success)
      return reply
        .code(400)
        .send({ statusCode: 400, code: 'BAD_REQUEST', message: 'The webhook body is not a content event.' });
    const { event, model } = parsed.data;
    await app.catalogueSync.changed({ topic: `content.${event}`, productIds: [] });
    request.log.info({ event, model }, 'content webhook applied');
    return { ok: true };
  });
};
