import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';

/** Widths served; a request is rounded up to the next one so the disk cache stays small. */
export const imageWidths = [64, 128, 256, 320, 384, 512, 640, 768, 1024, 1280, 1536, 2048];
const formats = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
} as const;
type Format = keyof typeof formats;
const maxSourceBytes = 15 * 1024 * 1024;

export interface ImageRequest {
  width?: number;
  height?: number;
  density: 1 | 2;
  format: Format;
  quality: number;
  source: URL;
}

/**
 * Reads `/_ipx/<modifiers>/<absolute source URL>` (the IPX path style the spec's image optimiser
 * uses): modifiers `w_`, `h_`, `s_WxH`, `f_`, `q_` and `dpr_` (densities 1 and 2, spec §9),
 * joined by `,` or `&`; `_` means none.
 */
export function parseImagePath(rest: string, allowedHosts: Set<string>): ImageRequest | string {
  const slash = rest.indexOf('/');
  if (slash < 0) return 'missing source';
  const modifiers = rest.slice(0, slash);
  // Proxies collapse "https://" to "https:/" in paths: put the second slash back.
  const sourceText = decodeURIComponent(rest.slice(slash + 1)).replace(/^(https?):\/(?!\/)/, '$1://');
  let source: URL;
  try {
    source = new URL(sourceText);
  } catch {
    return 'source must be an absolute URL';
  }
  if (!/^https?:$/.test(source.protocol) || !allowedHosts.has(source.host)) return 'source host not allowed';
  const request: ImageRequest = { density: 1, format: 'webp', quality: 80, source };
  for (const modifier of modifiers === '_' ? [] : modifiers.split(/[,&]/)) {
    const [key, value = ''] = modifier.split('_');
    const number = Number(value);
    if (key === 'w' && number > 0)
      request.width = imageWidths.find((width) => width >= number) ?? imageWidths.at(-1)!;
    else if (key === 'h' && number > 0) request.height = Math.min(Math.round(number), 2048);
    else if (key === 's' && /^\d+x\d+$/.test(value)) {
      const [w, h] = value.split('x').map(Number);
      request.width = imageWidths.find((width) => width >= w!) ?? imageWidths.at(-1)!;
      request.height = Math.min(h!, 2048);
    } else if (key === 'f' && value in formats) request.format = value as Format;
    else if (key === 'q' && number >= 1 && number <= 100) request.quality = Math.round(number);
    else if (key === 'dpr' && (number === 1 || number === 2)) request.density = number;
    else return `unknown modifier ${modifier}`;
  }
  return request;
}

/**
 * `/_ipx/`: resizes upstream product images with sharp, only from the commerce and content hosts,
 * and keeps each result on disk under VAR_DIR/gateway/images.
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  const allowedHosts = new Set([
    new URL(app.config.COMMERCE_GRAPHQL_URL).host,
    new URL(app.config.CONTENT_API_URL).host,
  ]);
  const cacheDir = path.join(app.config.dataDir, 'gateway', 'images');
  await mkdir(cacheDir, { recursive: true });

  app.get<{ Params: { '*': string } }>('/_ipx/*', async (request, reply) => {
    const parsed = parseImagePath(request.params['*'], allowedHosts);
    if (typeof parsed === 'string') return reply.code(400).send({ error: parsed });
    const key = createHash('sha256')
      .update(JSON.stringify({ ...parsed, source: parsed.source.toString() }))
      .digest('hex');
    const file = path.join(cacheDir, `${key}.${parsed.format}`);
    reply
      .header('content-type', formats[parsed.format])
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return reply.header('x-image-cache', 'hit').send(cached);
    const upstream = await fetch(parsed.source, { signal: AbortSignal.timeout(10_000) }).catch(
      () => undefined,
    );
    if (!upstream?.ok)
      return reply.code(upstream?.status === 404 ? 404 : 502).send({ error: 'source image unavailable' });
    const source = Buffer.from(await upstream.arrayBuffer());
    if (source.length > maxSourceBytes) return reply.code(413).send({ error: 'source image too large' });
    const scale = (value: number | undefined) => (value ? value * parsed.density : undefined);
    const output = await sharp(source, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({
        width: scale(parsed.width),
        height: scale(parsed.height),
        fit: 'cover',
        withoutEnlargement: true,
      })
      .toFormat(parsed.format === 'jpg' ? 'jpeg' : parsed.format, { quality: parsed.quality })
      .toBuffer()
      .catch(() => undefined);
    if (!output) return reply.code(415).send({ error: 'source is not an image' });
    // Write then rename, so a concurrent reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, output)
      .then(() => rename(temporary, file))
      .catch(() => undefined);
    return reply.header('x-image-cache', 'miss').send(output);
  });
};
