import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaRecord } from '../catalogue/records.ts';
import { designSvg, type NailDesign } from './nail-art.ts';
import { imageSizes, mediaFileName, scaledSize, variantSizes } from './sizes.ts';

const inFlight = new Map<string, Promise<string>>();

/**
 * The file of a media item in one size, rendered on first request and cached under
 * var/commerce/uploads (generated once; later requests and restarts read the file).
 * Only the WordPress sizes of the item exist, so a URL cannot ask for arbitrary resizes.
 */
export function mediaFile(
  uploadsDir: string,
  media: MediaRecord,
  width?: number,
  height?: number,
): Promise<string | undefined> {
  if (width !== undefined || height !== undefined) {
    const known = variantSizes(media.width, media.height).some(
      (size) => size.width === width && size.height === height,
    );
    if (!known) return Promise.resolve(undefined);
  }
  const target = path.join(uploadsDir, mediaFileName(media.file, width, height));
  const existing = inFlight.get(target);
  if (existing) return existing;
  const job = ensureRendered(uploadsDir, target, media, width, height).finally(() => inFlight.delete(target));
  inFlight.set(target, job);
  return job;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function ensureRendered(
  uploadsDir: string,
  target: string,
  media: MediaRecord,
  width?: number,
  height?: number,
): Promise<string> {
  if (await exists(target)) return target;
  let data: Buffer;
  if (width && height) {
    // Sizes are resized from the stored original: drawing the SVG costs far more than resizing.
    const original = (await mediaFile(uploadsDir, media)) as string;
    data = await sharp(original)
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
  } else {
    const source = media.source_file
      ? await readFile(media.source_file)
      : Buffer.from(designSvg(JSON.parse(media.design ?? '{}') as NailDesign));
    data = await sharp(source, { density: 72 })
      .resize(media.width, media.height, { fit: 'inside' })
      .webp({ quality: 85, effort: 2 })
      .toBuffer();
  }
  await mkdir(path.dirname(target), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
  return target;
}

/** The sizes listings and carts ask for; the others are drawn on first request. */
export const commonSizes = ['WOOCOMMERCE_THUMBNAIL', 'THUMBNAIL'];

/**
 * Renders the originals and `sizes` (WordPress size names; all when omitted) of the given media
 * with `workers` in parallel, so the first visits to a new shop are quick. `shouldStop` lets a
 * background warm-up end with the service.
 */
export async function renderAllSizes(
  uploadsDir: string,
  media: MediaRecord[],
  options: { sizes?: string[]; workers?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  let count = 0;
  const queue = [...media];
  const worker = async () => {
    for (let item = queue.shift(); item && !options.shouldStop?.(); item = queue.shift()) {
      await mediaFile(uploadsDir, item);
      count += 1;
      const sizes = options.sizes
        ? options.sizes
            .map((name) => imageSizes[name])
            .map((size) => size && scaledSize(size, item.width, item.height))
        : variantSizes(item.width, item.height);
      for (const size of sizes) {
        if (!size || options.shouldStop?.()) continue;
        await mediaFile(uploadsDir, item, size.width, size.height);
        count += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers ?? 2 }, worker));
  return count;
}
