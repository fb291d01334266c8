import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

// WooCommerce sends null for empty fields: read it as absent.
const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
/**
 * The fields of a WooCommerce webhook resource the gateway reads; anything else is ignored. A
 * signed body that is not such an object (`null`, an array, a string, an id that is not a
 * number) is refused with 400 before anything changes.
 */
const wooResource = z.looseObject({
  id: z.number().int().optional(),
  parent_id: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? undefined),
  slug: optionalString,
  billing: z.looseObject({ first_name: optionalString, city: optionalString }).nullish(),
  line_items: z.array(z.looseObject({ name: optionalString })).nullish(),
});
type WooResource = z.infer<typeof wooResource>;

const badBody = (message: string, field?: string) => ({
  statusCode: 400,
  code: 'BAD_REQUEST' as const,
  message,
  ...(field ? { field } : {}),
});

/** HMAC-SHA256 of the raw body, base64, compared in constant time (WooCommerce's scheme). */
export function validSignature(raw: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `POST /webhooks/commerce`: signed commerce webhooks. A catalogue change refreshes the product
 * in the listing index and moves every public cache entry out of reach, in this gateway process
 * and every other (`catalogue/catalogue-sync.ts`), so the next request anywhere shows the new
 * price. Unsigned or wrongly signed calls are refused with 401 before anything is parsed.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated: only this route keeps JSON bodies raw, for the signature.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 5_000_000 }, (_request, body, done) =>
    done(null, body),
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 5_000_000 },
    (_request, body, done) => done(null, body),
  );

  app.post('/webhooks/commerce', { config: { rawBody: true } }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const topic = String(request.headers['x-wc-webhook-topic'] ?? '');
    // WooCommerce pings a new webhook with an unsigned form body: acknowledge, change nothing.
    if (!topic && raw.toString('utf8').startsWith('webhook_id=')) return reply.code(200).send({ ok: true });
    const signature = request.headers['x-wc-webhook-signature'];
    if (
      !validSignature(
        raw,
        typeof signature === 'string' ? signature : undefined,
        app.config.COMMERCE_WEBHOOK_SECRET,
      )
    ) {
      request.log.warn({ topic }, 'commerce webhook refused: bad signature');
      return reply.code(401).send({
        error: 'invalid signature',
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'The webhook signature is not valid.',
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply.code(400).send({ error: 'invalid JSON', ...badBody('The webhook body is not JSON.') });
    }
    const parsed = wooResource.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || undefined;
      request.log.warn({ topic, field }, 'commerce webhook refused: unexpected body');
      return reply.code(400).send(badBody('The webhook body is not the expected resource object.', field));
    }
    const resource: WooResource = parsed.data;
    const [kind = '', event = ''] = topic.split('.');
    if (topic === 'order.created' && resource.id) {
      await app.events?.orders.recordPlaced({
        orderId: resource.id,
        source: 'webhook',
        firstName: resource.billing?.first_name,
        city: resource.billing?.city,
        productName: resource.line_items?.[0]?.name,
      });
    } else if (kind !== 'order') await catalogueChanged(app, topic, kind, resource);
    request.log.info({ topic, event, id: resource.id }, 'commerce webhook applied');
    return { ok: true };
  });
};

/**
 * Every catalogue change goes through the catalogue sync: applied in this process before the
 * answer (the next request shows the new price), then published to every other gateway process.
 * The event log keeps the change as `CatalogueChanged`, the shop's record of what changed when.
 */
async function catalogueChanged(
  app: Parameters<FastifyPluginAsync>[0],
  topic: string,
  kind: string,
  resource: WooResource,
): Promise<void> {
  const productIds =
    kind === 'product'
      ? [resource.id, resource.parent_id].filter((id): id is number => typeof id === 'number' && id > 0)
      : [];
  const dropped = await app.catalogueSync.changed({ topic, productIds });
  app.log.debug({ topic, productIds, dropped }, 'catalogue change applied and published');
  if (kind !== 'product') return;
  await app.events?.catalogue
    .recordChanged({ topic, resource: 'product', resourceId: resource.id, slug: resource.slug })
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'catalogue change not recorded in the event log'),
    );
}
