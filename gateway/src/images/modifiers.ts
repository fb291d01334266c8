import { upstreamOf, type ImageSource } from './image-sources.ts';

/**
 * `/_ipx/<modifiers>/<source>/<file>` (the path form pages use, images/image-sources.ts) or
 * `/_ipx/<modifiers>/<absolute source URL>` (the IPX path form of the image optimiser, behaviour §7,
 * behaviour §7, §9). Every value comes from a short fixed list, so one source image has a bounded
 * number of variants and a request cannot ask for an arbitrary resize: anything else is refused.
 */

/**
 * Widths and heights served (CSS pixels, before the density). They include every size the
 * storefront asks for (web/src/lib/images.ts: 72, 80, 150, 220, 300, 600 and their doubles).
 */
export const imageSizes = [
  64, 72, 80, 96, 128, 144, 150, 160, 220, 256, 300, 320, 384, 440, 512, 600, 640, 768, 1024, 1200, 1280,
  1536, 2048,
] as const;
export const imageQualities = [60, 75, 80, 90] as const;
export const imageDensities = [1, 2] as const;
export const imageFormats = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const;
export type ImageFormat = keyof typeof imageFormats;

const maxSourceUrlLength = 2048;

export interface ImageRequest {
  width?: number;
  height?: number;
  density: 1 | 2;
  format: ImageFormat;
  quality: number;
  source: URL;
}

/** Why a path was refused: `field` names the modifier (or `source`) at fault. */
export interface ImageRefusal {
  message: string;
  field: string;
}

const isRefusal = (value: ImageRequest | ImageRefusal): value is ImageRefusal => 'message' in value;
export { isRefusal as isImageRefusal };

const listed = <T extends number>(list: readonly T[], text: string): T | undefined => {
  if (!/^\d{1,5}$/.test(text)) return undefined;
  return list.find((entry) => entry === Number(text));
};

/** `host` of an http(s) URL is one of `allowedHosts` (host includes the port). */
export const isAllowedSource = (url: URL, allowedHosts: ReadonlySet<string>): boolean =>
  (url.protocol === 'http:' || url.protocol === 'https:') && allowedHosts.has(url.host);

/**
 * Reads the modifiers `w_`, `h_`, `s_WxH`, `f_`, `q_` and `dpr_` (joined by `,` or `&`; `_` means
 * none) and the source, which must be on an allowed host.
 */
export function parseImagePath(
  rest: string,
  allowedHosts: ReadonlySet<string>,
  sources: readonly ImageSource[] = [],
): ImageRequest | ImageRefusal {
  const slash = rest.indexOf('/');
  if (slash < 0) return { message: 'The image path names no source.', field: 'source' };
  const modifiers = rest.slice(0, slash);
  let sourceText: string;
  try {
    // Proxies collapse "https://" to "https:/" in paths: put the second slash back.
    sourceText = decodeURIComponent(rest.slice(slash + 1)).replace(/^(https?):\/(?!\/)/, '$1://');
  } catch {
    return { message: 'The image source is not a valid URL.', field: 'source' };
  }
  if (sourceText.length > maxSourceUrlLength)
    return { message: 'The image source URL is too long.', field: 'source' };
  let source: URL;
  if (!/^https?:/i.test(sourceText)) {
    // The path form the shop's pages use: `<source>/<file>` (images/image-sources.ts).
    const upstream = upstreamOf(sourceText.replace(/^\/?media\//, ''), sources);
    if (!upstream) return { message: 'The image path names no known source.', field: 'source' };
    source = upstream;
  } else {
    try {
      source = new URL(sourceText);
    } catch {
      return { message: 'The image source must be an absolute URL.', field: 'source' };
    }
  }
  if (!isAllowedSource(source, allowedHosts))
    return { message: 'Images are served only from the shop’s own hosts.', field: 'source' };

  const request: ImageRequest = { density: 1, format: 'webp', quality: 80, source };
  for (const modifier of modifiers === '_' ? [] : modifiers.split(/[,&]/)) {
    const separator = modifier.indexOf('_');
    const key = separator < 0 ? modifier : modifier.slice(0, separator);
    const value = separator < 0 ? '' : modifier.slice(separator + 1);
    const refused = applyModifier(request, key, value);
    if (refused) return { message: refused, field: key.slice(0, 16) || 'modifier' };
  }
  return request;
}

/** Applies one modifier; returns why it was refused, if it was. */
function applyModifier(request: ImageRequest, key: string, value: string): string | undefined {
  const sizes = `one of ${imageSizes.join(', ')}`;
  switch (key) {
    case 'w':
    case 'width':
      request.width = listed(imageSizes, value);
      return request.width ? undefined : `The width must be ${sizes}.`;
    case 'h':
    case 'height':
      request.height = listed(imageSizes, value);
      return request.height ? undefined : `The height must be ${sizes}.`;
    case 's':
    case 'resize': {
      const [width = '', height = '', extra] = value.split('x');
      request.width = listed(imageSizes, width);
      request.height = listed(imageSizes, height);
      return request.width && request.height && extra === undefined
        ? undefined
        : `Both sides of the size must be ${sizes}.`;
    }
    case 'f':
    case 'format':
      if (!Object.hasOwn(imageFormats, value))
        return `The format must be one of ${Object.keys(imageFormats).join(', ')}.`;
      request.format = value as ImageFormat;
      return undefined;
    case 'q':
    case 'quality': {
      const quality = listed(imageQualities, value);
      if (!quality) return `The quality must be one of ${imageQualities.join(', ')}.`;
      request.quality = quality;
      return undefined;
    }
    case 'dpr': {
      const density = listed(imageDensities, value);
      if (!density) return `The density must be one of ${imageDensities.join(', ')}.`;
      request.density = density;
      return undefined;
    }
    default:
      return 'Unknown image modifier.';
  }
}

/** The canonical form of a request: equal requests share one cached file whatever their spelling. */
export function imageCacheKey(request: ImageRequest): string {
  const format = request.format === 'jpg' ? 'jpeg' : request.format;
  return [
    request.source.toString(),
    request.width ?? '-',
    request.height ?? '-',
    request.density,
    format,
    request.quality,
  ].join('|');
}
