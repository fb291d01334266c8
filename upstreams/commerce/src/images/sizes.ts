/**
 * The WordPress and WooCommerce image sizes `sourceUrl(size:)` answers, as their default
 * settings define them. `crop` sizes are exact squares; the others fit inside the box.
 */
export interface ImageSize {
  width: number;
  height: number;
  crop: boolean;
}

export const imageSizes: Record<string, ImageSize> = {
  THUMBNAIL: { width: 150, height: 150, crop: true },
  MEDIUM: { width: 300, height: 300, crop: false },
  MEDIUM_LARGE: { width: 768, height: 0, crop: false },
  LARGE: { width: 1024, height: 1024, crop: false },
  WOOCOMMERCE_THUMBNAIL: { width: 300, height: 300, crop: true },
  WOOCOMMERCE_SINGLE: { width: 600, height: 0, crop: false },
  WOOCOMMERCE_GALLERY_THUMBNAIL: { width: 100, height: 100, crop: true },
};

/** The pixel size of `size` for an original of width × height; undefined for the original itself. */
export function scaledSize(
  size: ImageSize,
  width: number,
  height: number,
): { width: number; height: number } | undefined {
  if (size.crop) {
    if (size.width >= width && size.height >= height) return undefined;
    return { width: Math.min(size.width, width), height: Math.min(size.height, height) };
  }
  const scale = Math.min(
    size.width ? size.width / width : Infinity,
    size.height ? size.height / height : Infinity,
    1,
  );
  if (scale >= 1) return undefined;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Every variant file name a media item may be served under: "file-WxH", plus the original. */
export function variantSizes(
  width: number,
  height: number,
): { width: number; height: number; crop: boolean }[] {
  const variants = new Map<string, { width: number; height: number; crop: boolean }>();
  for (const size of Object.values(imageSizes)) {
    const scaled = scaledSize(size, width, height);
    if (scaled) variants.set(`${scaled.width}x${scaled.height}`, { ...scaled, crop: size.crop });
  }
  return [...variants.values()];
}

export const IMAGE_EXTENSION = 'webp';
export const UPLOADS_PATH = '/wp-content/uploads';

export function mediaFileName(file: string, width?: number, height?: number): string {
  return width && height ? `${file}-${width}x${height}.${IMAGE_EXTENSION}` : `${file}.${IMAGE_EXTENSION}`;
}
