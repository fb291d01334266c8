import sharp from 'sharp';

/** Width and height of an image upload, as Strapi fills them; null for PDFs or unreadable images. */
export async function imageDimensions(
  mime: string,
  content: Buffer,
): Promise<{ width: number | null; height: number | null }> {
  if (!mime.startsWith('image/')) return { width: null, height: null };
  try {
    const { width, height } = await sharp(content).metadata();
    return { width: width ?? null, height: height ?? null };
  } catch {
    return { width: null, height: null };
  }
}
