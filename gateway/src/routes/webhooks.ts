import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { orderSubject } from '../privacy/shredding/index.ts';

/**
 * The largest webhook body read. WooCommerce sends one REST resource (a product or an order with
 * its lines: tens of kilobytes); anything declaring more is refused from its `content-length`.
 */
export const webhookBodyLimit = 1_000_000;
/** How long a delivery is remembered, and how old an order's signed date may be (replays). */
export const webhookReplayWindowMs = 5 * 60_000;

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
  billing: z
    .looseObject({ first_name: optionalString, city: optionalString, email: optionalString })
    .nullish(),
  customer_id: z.number().int().nullish(),
  line_items: z.array(z.looseObject({ name: optionalString })).nullish(),
  order_key: optionalString,
  code: optionalString,
  discount_type: optionalString,
  type: optionalString,
  email: optionalString,
  username: optionalString,
  date_created_gmt: optionalString,
  date_modified_gmt: optionalString,
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
 * What the signed body is, from its own fields (WooCommerce signs only the body; the topic
 * header is not covered): an order has an order key or lines, a coupon a code and a discount
 * type, a customer an email and a username, a product a product type. Undefined for a body
 * that says nothing (a deletion sends only `{ id }`).
 */
export function signedResourceKind(resource: WooResource): string | undefined {
  if (resource.order_key !== undefined || resource.line_items) return 'order';
  if (resource.code !== undefined && resource.discount_type !== undefined) return 'coupon';
  if (resource.email !== undefined && resource.username !== undefined) return 'customer';
  if (resource.type !== undefined) return 'product';
  return undefined;
}

/** WooCommerce's `*_gmt` dates carry no zone: they are UTC. */
function gmtMillis(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * Deliveries already applied, by the digest of their signed body: in Redis when there is one
 * (every gateway process sees the same list), in memory too. The delivery id header is not
 * signed, and WooCommerce derives it from the webhook id and the current second, so it names
 * a delivery in the log but cannot tell a replay from a new one.
 */
class SeenDeliveries {
  private readonly local = new LRUCache<string, true>({ max: 20_000, ttl: webhookReplayWindowMs });

  constructor(private readonly app: FastifyInstance) {}

  private key(digest: string): string {
    return `${this.app.config.REDIS_KEY_PREFIX}webhook:${digest}`;
  }

  /** True the first time a digest is offered within the window. */
  async first(digest: string): Promise<boolean> {
    if (this.local.has(digest)) return false;
    this.local.set(digest, true);
    const redis = this.app.upstreams?.redis;
    if (!redis) return true;
    const stored = await redis
      .set(this.key(digest), '1', 'PX', webhookReplayWindowMs, 'NX')
      .catch(() => 'OK' as const); // Redis degraded: this process's memory decides
    return stored === 'OK';
  }

  /** A delivery that failed is forgotten, so WooCommerce's retry is applied. */
  async forget(digest: string): Promise<void> {
    this.local.delete(digest);
    await this.app.upstreams?.redis?.del(this.key(digest)).catch(() => undefined);
  }
}

/**
 * `POST /webhooks/commerce`: signed commerce webhooks. A catalogue change refreshes the product
 * in the listing index and moves every public cache entry out of reach, in this gateway process
 * and every other (`catalogue/catalogue-sync.ts`), so the next request anywhere shows the new
 * price. In order, before anything changes: a body declared over the limit (413) or without a
 * signature (401) is refused before it is read; the signature is checked before the body is
 * parsed; a delivery already applied (its signed body seen within the replay window) or an
 * order older than the window is acknowledged and ignored; the topic header must name the
 * resource the signed body is (409 otherwise), and the signed body's kind is the one acted on.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const seen = new SeenDeliveries(app);
  keepBodiesRaw(app);
  app.addHook('onRequest', refuseBeforeReading);

  app.post('/webhooks/commerce', { config: { rawBody: true } }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const topic = String(request.headers['x-wc-webhook-topic'] ?? '');
    // WooCommerce pings a new webhook with an unsigned form body: acknowledge, change nothing.
    if (!topic && raw.toString('utf8').startsWith('webhook_id=')) return reply.code(200).send({ ok: true });
    const read = signedResource(request, raw, topic, app.config.COMMERCE_WEBHOOK_SECRET);
    if ('refusal' in read) return reply.code(read.refusal.statusCode).send(read.refusal);
    const { resource, kind, event } = read;
    const deliveryId = request.headers['x-wc-webhook-delivery-id'];
    const changedAt = Math.max(
      gmtMillis(resource.date_modified_gmt) ?? 0,
      gmtMillis(resource.date_created_gmt) ?? 0,
    );
    // An order's signed date bounds how late it may be replayed; a catalogue body carries no
    // date WooCommerce guarantees to move (a stock change), and a late one only refreshes.
    if (kind === 'order' && changedAt > 0 && Date.now() - changedAt > webhookReplayWindowMs) {
      request.log.warn({ topic, deliveryId }, 'commerce webhook ignored: older than the replay window');
      return { ok: true, ignored: 'stale' };
    }
    const digest = createHash('sha256').update(raw).digest('base64url');
    if (!(await seen.first(digest))) {
      request.log.info({ topic, deliveryId }, 'commerce webhook ignored: delivered before');
      return { ok: true, ignored: 'duplicate' };
    }
    try {
      await apply(app, `${kind}.${event}`, kind, resource);
    } catch (error) {
      await seen.forget(digest);
      throw error;
    }
    request.log.info({ topic, event, id: resource.id, deliveryId }, 'commerce webhook applied');
    return { ok: true };
  });
};

/** Encapsulated in the webhook plugin: only this route keeps JSON bodies raw, for the signature. */
function keepBodiesRaw(app: FastifyInstance): void {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: webhookBodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: webhookBodyLimit },
    (_request, body, done) => done(null, body),
  );
}

/** Before the body is read: what could only be refused after buffering it is refused now. */
async function refuseBeforeReading(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > webhookBodyLimit) {
    reply.header('connection', 'close');
    return reply.code(413).send({
      error: 'body too large',
      ...badBody(`The webhook body is over ${webhookBodyLimit} bytes.`),
      statusCode: 413,
    });
  }
  const signed = typeof request.headers['x-wc-webhook-signature'] === 'string';
  // WooCommerce's unsigned ping of a new webhook: a small `webhook_id=<id>` body, no topic.
  const ping = !request.headers['x-wc-webhook-topic'] && declared > 0 && declared < 1_000;
  if (!signed && !ping) {
    reply.header('connection', 'close');
    return reply.code(401).send(unauthenticated);
  }
}

/** An answer refusing a delivery; its `statusCode` is the HTTP status it is sent with. */
type Refusal = { statusCode: number; [field: string]: unknown };

/**
 * The delivery's resource once its signature, JSON, shape and topic hold, with the kind acted on
 * (the signed body's) and the topic's event; otherwise the refusal to answer with.
 */
function signedResource(
  request: FastifyRequest,
  raw: Buffer,
  topic: string,
  secret: string,
): { resource: WooResource; kind: string; event: string } | { refusal: Refusal } {
  const signature = request.headers['x-wc-webhook-signature'];
  if (!validSignature(raw, typeof signature === 'string' ? signature : undefined, secret)) {
    request.log.warn({ topic }, 'commerce webhook refused: bad signature');
    return { refusal: unauthenticated };
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { refusal: { error: 'invalid JSON', ...badBody('The webhook body is not JSON.') } };
  }
  const parsed = wooResource.safeParse(body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || undefined;
    request.log.warn({ topic, field }, 'commerce webhook refused: unexpected body');
    return { refusal: badBody('The webhook body is not the expected resource object.', field) };
  }
  const resource: WooResource = parsed.data;
  const [claimed = '', event = ''] = topic.split('.');
  const signedKind = signedResourceKind(resource);
  // The header is not signed: it may only name what the signed body is. An order's body is
  // required for `order.created` (it records a purchase), and no body is read as another kind.
  const mismatch = signedKind !== undefined ? signedKind !== claimed : topic === 'order.created';
  if (mismatch) {
    request.log.warn({ topic, signedKind }, 'commerce webhook refused: topic does not match the body');
    return {
      refusal: {
        error: 'topic mismatch',
        statusCode: 409,
        code: 'BAD_REQUEST',
        message: 'The webhook topic does not name the resource in its signed body.',
      },
    };
  }
  return { resource, kind: signedKind ?? claimed, event };
}

const unauthenticated = {
  error: 'invalid signature',
  statusCode: 401,
  code: 'UNAUTHENTICATED' as const,
  message: 'The webhook signature is not valid.',
};

async function apply(app: FastifyInstance, topic: string, kind: string, resource: WooResource) {
  if (topic === 'order.created' && resource.id) {
    await app.events?.orders.recordPlaced({
      orderId: resource.id,
      source: 'webhook',
      firstName: resource.billing?.first_name,
      city: resource.billing?.city,
      // Whose initial and city these are: the feed keeps them sealed with her key (privacy README).
      subject: orderSubject(resource.customer_id ?? undefined, resource.billing?.email),
      productName: resource.line_items?.[0]?.name,
    });
  } else if (kind !== 'order') await catalogueChanged(app, topic, kind, resource);
}

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
  // Back in stock (gateway README "Back-in-stock alerts"): due before the answer, so a failure is
  // WooCommerce's to retry and a gateway that stops after answering still owes the mails.
  if (topic !== 'product.deleted') await app.restock?.productsChanged(productIds);
  await app.events?.catalogue
    .recordChanged({ topic, resource: 'product', resourceId: resource.id, slug: resource.slug })
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'catalogue change not recorded in the event log'),
    );
}
