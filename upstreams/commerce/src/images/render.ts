import { mkdir, rename, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { designSvg, type NailDesign } from './nail-art.ts';
import { mediaFileName, variantSizes } from './sizes.ts';
import type { MediaRecord } from '../catalogue/records.ts';

const inFlight = new Map<string, Promise<string>>();

/**
 * The file of a media item in one size, rendered on first request and cached under
 * var/commerce/uploads (generated once; later requests and restarts read the file).
 * Only the WordPress sizes of the item exist, so a URL cannot ask for arbitrary resizes.
 */
export function mediaFile(uploadsDir: string, media: MediaRecord, width?: number, height?: number): Promise<string | undefined> {
  if (width !== undefined || height !== undefined) {
    const known = variantSizes(media.width, media.height).some((size) => size.width === width && size.height === height);
    if (!known) return Promise.resolve(undefined);
  }
  const target = path.join(uploadsDir, mediaFileName(media.file, width, height));
  const existing = inFlight.get(target);
  if (existing) return existing;
  const job = ensureRendered(target, media, width, height).finally(() => inFlight.delete(target));
  inFlight.set(target, job);
  return job;
}

async function ensureRendered(target: string, media: MediaRecord, width?: number, height?: number): Promise<string> {
  try {
    await stat(target);
    return target;
  } catch {
    // not rendered yet
  }
  const source = media.source_file
    ? await readFile(media.source_file)
    : Buffer.from(designSvg(JSON.parse(media.design ?? '{}') as NailDesign));
  let image = sharp(source, { density: 72 });
  if (width && height) image = image.resize(width, height, { fit: 'cover' });
  else image = image.resize(media.width, media.height, { fit: 'inside' });
  const data = await image.webp({ quality: 82 }).toBuffer();
  await mkdir(path.dirname(target), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
  return target;
}

/** Renders every size of the given media (the seed warms the cache so first visits are quick). */
export async function renderAllSizes(uploadsDir: string, media: MediaRecord[]): Promise<number> {
  let count = 0;
  for (const item of media) {
    await mediaFile(uploadsDir, item);
    for (const size of variantSizes(item.width, item.height)) {
      await mediaFile(uploadsDir, item, size.width, size.height);
      count += 1;
    }
  }
  return count;
}
