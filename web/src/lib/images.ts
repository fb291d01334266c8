/**
 * Images go through the gateway's optimiser at /_ipx/ (spec §7, §9): webp at 1x and 2x of the
 * displayed width. Modifiers follow IPX's path form: /_ipx/w_320&f_webp/<absolute source URL>.
 */
export const placeholderImage = '/images/placeholder.jpg';

export function ipxUrl(source: string, width: number): string {
  return `/_ipx/w_${width}&f_webp/${source}`;
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
