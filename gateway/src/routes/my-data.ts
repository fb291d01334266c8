import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { contentLocale } from '../content/content-subschema.ts';
import { errorCatalogue, GatewayError, httpStatusFor, isErrorCode, type ErrorCode } from '../errors.ts';
import { WindowCounter } from '../graphql/window-counter.ts';
import { readCommercePersonalData } from '../privacy/commerce-personal-data.ts';
import { personalDataSections } from '../privacy/personal-data.ts';
import { personalDataExport } from '../privacy/personal-data-export.ts';
import type { GatewayContext } from '../schema/context.ts';

/** Privacy README "Export": a few downloads per customer, fewer attempts per address than a guesser needs. */
export const myDataLimits = {
  windowMs: 10 * 60_000,
  perCustomer: 5,
  perIp: 30,
} as const;

/**
 * `GET /account/my-data.json`: everything the shop holds on the signed-in customer, as a file to
 * keep (GDPR Art. 15 and 20; privacy README "Export"). Only the session's own customer: nothing
 * in the request names whose data it is, so no other shopper's can be asked for. Refusals carry
 * a stable `code` (the error catalogue). The log line says that an export ran, how big it was and
 * which sections it held, never what was in it nor whose it was (gateway README "Logs").
 */
export const myDataRoutes: FastifyPluginAsync = async (app) => {
  const counter = new WindowCounter(
    myDataLimits.windowMs,
    app.upstreams.redis,
    `${app.config.REDIS_KEY_PREFIX}rl:my-data:`,
  );
  const sections = app.events ? personalDataSections(app.events) : [];

  app.get('/account/my-data.json', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!(await counter.take(`ip:${request.ip}`, myDataLimits.perIp)).allowed)
      return refuse(reply, 'RATE_LIMITED');
    const shopper = await app.shopperFor(request, reply);
    const customerId = shopper.session?.customerId;
    if (!shopper.signedIn || customerId === undefined) return refuse(reply, 'UNAUTHENTICATED');
    const take = await counter.take(`customer:${customerId}`, myDataLimits.perCustomer);
    if (!take.allowed) {
      reply.header('retry-after', String(take.retryAfterSeconds));
      return refuse(reply, 'RATE_LIMITED', { retryAfter: take.retryAfterSeconds });
    }
    const context: GatewayContext = {
      shopper,
      locale: contentLocale(request.headers['accept-language']),
      ip: request.ip,
      log: request.log,
    };
    try {
      const commerce = await readCommercePersonalData({ transport: app.upstreams.transport }, context);
      // Commerce knows no customer for her tokens (signed out upstream): as not signed in.
      if (!commerce) return refuse(reply, 'UNAUTHENTICATED');
      const subject = { customerId: String(customerId), email: commerce.account.email ?? '' };
      const body = JSON.stringify(await personalDataExport(subject, commerce, sections), null, 2);
      request.log.info(
        {
          sections: sections.map(({ name }) => name),
          orders: commerce.orders.length,
          bytes: Buffer.byteLength(body),
        },
        'personal data exported',
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
        .type('application/json; charset=utf-8')
        .send(body);
    } catch (error) {
      const code = error instanceof GatewayError ? error.code : codeOf(error);
      if (code && httpStatusFor(code) < 500) return refuse(reply, code);
      throw error;
    }
  });
};

const codeOf = (error: unknown): ErrorCode | undefined => {
  const code = (error as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
  return isErrorCode(code) ? code : undefined;
};

function refuse(reply: FastifyReply, code: ErrorCode, extra: Record<string, unknown> = {}) {
  return reply
    .code(httpStatusFor(code))
    .send({ code, message: errorCatalogue[code].message, statusCode: httpStatusFor(code), ...extra });
}
