import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { useDownload } from './downloads/download-links.ts';
import { listMailbox, readMail } from './mail/mailbox.ts';
import { shopServices } from './services.ts';

const servicesOf = (request: FastifyRequest) => shopServices(request.server.commerce);

/**
 * The shop's HTTP routes beside /graphql: signed download links, and (outside production) the
 * local mailbox, so a developer can open a password-reset mail without an SMTP server.
 */
async function routes(app: FastifyInstance): Promise<void> {
  // Built here, while the app starts: a bad shop setting (say COMMERCE_LOGIN_CLIENTS) stops the
  // start with a message naming it, instead of failing the first shopper's request.
  const services = shopServices(app.commerce);
  // Stop sending before the database closes; queued deliveries wait for the next start.
  app.addHook('onClose', async () => services.outbox.stop());

  app.get<{ Querystring: { token?: string } }>('/shop/download', async (request, reply) => {
    const services = servicesOf(request);
    const outcome = await useDownload(services, request.query.token ?? '');
    if (!outcome.ok)
      return reply.code(outcome.status).type('text/plain; charset=utf-8').send(outcome.message);
    const { file, name } = outcome.permission;
    if (/^https?:\/\//.test(file)) return reply.redirect(file, 302);
    // Files live under var/commerce/ (the catalogue's uploads); nothing outside it is ever served.
    const root = path.join(services.config.dataDir, 'commerce');
    const full = path.resolve(root, file.replace(/^\/+/, ''));
    if (!full.startsWith(root + path.sep) || !existsSync(full) || !statSync(full).isFile()) {
      services.logger.error({ permission: outcome.permission.id }, 'downloadable file missing');
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The file of this download is missing; please contact us.');
    }
    const filename = `${name.replace(/[^\w .-]/g, '') || 'download'}${path.extname(full)}`;
    return reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .type(path.extname(full) === '.pdf' ? 'application/pdf' : 'application/octet-stream')
      .send(createReadStream(full));
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox', async (request, reply) => {
    const services = servicesOf(request);
    if (!services.config.devRoutes) return reply.code(404).send({ message: 'Not found' });
    return listMailbox(services.config.dataDir, request.query.to).map(({ id, to, subject, date }) => ({
      id,
      to,
      subject,
      date,
    }));
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const services = servicesOf(request);
    if (!services.config.devRoutes) return reply.code(404).send({ message: 'Not found' });
    const mail = readMail(services.config.dataDir, request.params.id);
    return mail ?? reply.code(404).send({ message: 'No such mail' });
  });
}

/** Register after `app.decorate('commerce', runtime)`. */
export const shopRoutes = fp(routes, { name: 'commerce-shop-routes' });
