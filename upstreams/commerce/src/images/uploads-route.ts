import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { mediaFile } from './render.ts';
import { IMAGE_EXTENSION, UPLOADS_PATH } from './sizes.ts';

const pattern = new RegExp(`^(.+?)(?:-(\\d+)x(\\d+))?\\.${IMAGE_EXTENSION}$`);

/** GET /wp-content/uploads/<file>[-WxH].webp: a media item in one of its WordPress sizes. */
export async function uploadsRoute(app: FastifyInstance): Promise<void> {
  app.get(`${UPLOADS_PATH}/*`, async (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
    const match = pattern.exec(wanted);
    const media = match?.[1] ? app.commerce.catalogue.mediaByFile(match[1]) : undefined;
    const file =
      match && media
        ? await mediaFile(
            app.commerce.config.uploadsDir,
            media,
            match[2] ? Number(match[2]) : undefined,
            match[3] ? Number(match[3]) : undefined,
          )
        : undefined;
    if (!file)
      return reply.code(404).send({ error: 'Not Found', message: `No image at ${UPLOADS_PATH}/${wanted}` });
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(file));
  });
}
