import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import pLimit, { type LimitFunction } from 'p-limit';
import path from 'node:path';
import sharp from 'sharp';
import { errorCatalogue, type ErrorCode } from '../errors.ts';
import { ImageDiskCache } from '../images/disk-cache.ts';
import { imageSources, upstreamOf, type ImageSource } from '../images/image-sources.ts';
import { fetchImageSource, ImageSourceError } from '../images/fetch-source.ts';
import {
  imageCacheKey,
  imageFormats,
  isImageRefusal,
  parseImagePath,
  type ImageRequest,
} from '../images/modifiers.ts';

export { parseImagePath } from '../images/modifiers.ts';

const maxSourceBytes = 15 * 1024 * 1024;
const sourceTimeoutMs = 10_000;
/** Resizes waiting for a slot beyond this many are refused (429) instead of queued. */
const maxQueued = 32;

/** A refusal of the image route: status from the error catalogue, stable `code`. */
class ImageRouteError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string = errorCatalogue[code].message,
    readonly extra: Record<string, unknown> = {},
    /** What went wrong, for the log only (the shopper gets the catalogue's message). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ImageRouteError';
    this.statusCode = errorCatalogue[code].status;
  }
}

/**
 * `/_ipx/`: resizes product and content images with sharp, only from the commerce and content
 * hosts, with modifiers from fixed lists (src/images/modifiers.ts). Results are kept on disk
 * under VAR_DIR/gateway/images, bounded by IMAGE_CACHE_MAX_BYTES (least recently used first out).
 * At most IMAGE_CONCURRENCY resizes run at once; each client IP may cause
 * IMAGE_RATE_LIMIT_PER_MINUTE resizes a minute (cached answers and refusals are not counted).
 * Errors: 400 BAD_REQUEST (`field` names the modifier), 404 NOT_FOUND (no such source),
 * 429 RATE_LIMITED (with Retry-After), 502 IMAGE_SOURCE_FAILED (the source failed, is not an
 * image or redirected off the allowed hosts).
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  const allowedHosts = new Set([
    new URL(app.config.COMMERCE_GRAPHQL_URL).host,
    new URL(app.config.CONTENT_API_URL).host,
  ]);
  const sources = imageSources(app.config);
  const cache = new ImageDiskCache(
    path.join(app.config.dataDir, 'gateway', 'images'),
    app.config.IMAGE_CACHE_MAX_BYTES,
  );
  const resized = resizeOnce(cache, pLimit(app.config.IMAGE_CONCURRENCY), allowedHosts);

  const parse = (request: FastifyRequest) =>
    parseImagePath((request.params as { '*': string })['*'] ?? '', allowedHosts, sources);
  const fileOf = (parsed: ImageRequest) => ImageDiskCache.fileName(imageCacheKey(parsed), parsed.format);

  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof ImageRouteError)) throw error;
    if (error.statusCode >= 500)
      request.log.warn({ code: error.code, reason: error.reason }, 'image refused');
    if (typeof error.extra.retryAfter === 'number') reply.header('retry-after', error.extra.retryAfter);
    return reply
      .code(error.statusCode)
      .header('cache-control', 'no-store')
      .send({ statusCode: error.statusCode, code: error.code, message: error.message, ...error.extra });
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ImageRouteError('RATE_LIMITED', errorCatalogue.RATE_LIMITED.message, {
        retryAfter: Math.ceil(context.ttl / 1000),
      }),
  });

  app.get<{ Params: { '*': string } }>(
    '/_ipx/*',
    {
      config: {
        rateLimit: {
          max: app.config.IMAGE_RATE_LIMIT_PER_MINUTE,
          timeWindow: 60_000,
          // Only resizes cost CPU: refusals and answers from the disk cache are not counted.
          allowList: (request: FastifyRequest) => {
            const parsed = parse(request);
            return isImageRefusal(parsed) || cache.has(fileOf(parsed));
          },
        },
      },
    },
    async (request, reply) => {
      const parsed = parse(request);
      if (isImageRefusal(parsed))
        throw new ImageRouteError('BAD_REQUEST', parsed.message, { field: parsed.field });
      const name = fileOf(parsed);
      const cached = await cache.read(name);
      const send = (bytes: Buffer, hit: boolean) =>
        reply
          .header('content-type', imageFormats[parsed.format])
          .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
          .header('x-image-cache', hit ? 'hit' : 'miss')
          .send(bytes);
      if (cached) return send(cached, true);
      return send(await resized(name, parsed), false);
    },
  );
  mediaRoute(app, sources, allowedHosts);
};

/**
 * One resize per cache file at a time (a second request for it waits on the first), at most
 * IMAGE_CONCURRENCY running; each result is written to the disk cache before it is answered.
 */
function resizeOnce(
  cache: ImageDiskCache,
  resizeSlot: LimitFunction,
  allowedHosts: Set<string>,
): (name: string, parsed: ImageRequest) => Promise<Buffer> {
  const inFlight = new Map<string, Promise<Buffer>>();
  return (name, parsed) => {
    let pending = inFlight.get(name);
    if (!pending) {
      if (resizeSlot.pendingCount >= maxQueued)
        throw new ImageRouteError('RATE_LIMITED', errorCatalogue.RATE_LIMITED.message, { retryAfter: 1 });
      pending = resizeSlot(async () => {
        const output = await resize(parsed, allowedHosts);
        await cache.write(name, output);
        return output;
      }).finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    return pending;
  };
}

/**
 * `/media/<source>/<file>`: an image as its source has it, by the path the shop names it by
 * (images/image-sources.ts), for the few places that show an original (the optimiser's
 * fallback, a link). Counted with the resizes per client IP; only images are answered.
 */
function mediaRoute(app: FastifyInstance, sources: readonly ImageSource[], allowedHosts: Set<string>): void {
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { config: { rateLimit: { max: app.config.IMAGE_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const upstream = upstreamOf(request.params['*'] ?? '', sources);
      if (!upstream) throw new ImageRouteError('NOT_FOUND', 'Image not found.');
      const bytes = await fetchSource(upstream, allowedHosts);
      const format = await sharp(bytes)
        .metadata()
        .then((metadata) => metadata.format as string | undefined)
        .catch(() => undefined);
      const type =
        format === 'jpeg' || format === 'png' || format === 'webp' || format === 'avif'
          ? `image/${format}`
          : undefined;
      if (!type)
        throw new ImageRouteError(
          'IMAGE_SOURCE_FAILED',
          errorCatalogue.IMAGE_SOURCE_FAILED.message,
          {},
          'source is not an image',
        );
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
        .send(bytes);
    },
  );
}

/** The source image, only from the allowed hosts; a failure as the route's refusal. */
function fetchSource(url: URL, allowedHosts: Set<string>): Promise<Buffer> {
  return fetchImageSource(url, {
    allowedHosts,
    timeoutMs: sourceTimeoutMs,
    maxBytes: maxSourceBytes,
  }).catch((error: unknown) => {
    if (error instanceof ImageSourceError && error.kind === 'missing')
      throw new ImageRouteError('NOT_FOUND', 'Image not found.');
    throw new ImageRouteError(
      'IMAGE_SOURCE_FAILED',
      errorCatalogue.IMAGE_SOURCE_FAILED.message,
      {},
      error instanceof Error ? error.message : 'source failed',
    );
  });
}

async function resize(parsed: ImageRequest, allowedHosts: Set<string>): Promise<Buffer> {
  const source = await fetchSource(parsed.source, allowedHosts);
  const scale = (value: number | undefined) => (value ? value * parsed.density : undefined);
  return sharp(source, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({
      width: scale(parsed.width),
      height: scale(parsed.height),
      fit: 'cover',
      withoutEnlargement: true,
    })
    .toFormat(parsed.format === 'jpg' ? 'jpeg' : parsed.format, { quality: parsed.quality })
    .toBuffer()
    .catch(() => {
      throw new ImageRouteError(
        'IMAGE_SOURCE_FAILED',
        errorCatalogue.IMAGE_SOURCE_FAILED.message,
        {},
        'source is not an image',
      );
    });
}
