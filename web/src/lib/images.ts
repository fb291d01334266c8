/**
 * Images go through the gateway's optimiser at /_ipx/ (behaviour §7, §9): webp at 1x and 2x of the
 * displayed width. Modifiers follow IPX's path form. The gateway names images by path
 * (`/media/commerce/…`, gateway README "Images by path"), so the optimiser is asked for
 * `/_ipx/w_320&f_webp/commerce/…` and no page carries a back end's address.
 */
export const placeholderImage = '/images/placeholder.jpg';

/** What follows the modifiers in an /_ipx/ path: the image's path, or an absolute URL. */
export const ipxSource = (source: string): string => source.replace(/^\/media\//, '');

export function ipxUrl(source: string, width: number, format = 'webp'): string {
  return `/_ipx/w_${width}&f_${format}/${ipxSource(source)}`;
}

export interface ImageAttributes {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/** src, 1x/2x webp srcset, width and height for an image shown `width` CSS pixels wide. */
export function responsiveImage(
  source: string | null | undefined,
  width: number,
  height = width,
): ImageAttributes {
  if (!source) return { src: placeholderImage, width, height };
  return {
    src: ipxUrl(source, width),
    srcSet: `${ipxUrl(source, width)} 1x, ${ipxUrl(source, width * 2)} 2x`,
    width,
    height,
  };
}
