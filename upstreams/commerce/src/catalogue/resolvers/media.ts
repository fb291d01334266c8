import type { CommerceContext } from '../../graphql/context.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import { imageSizes, mediaFileName, scaledSize, UPLOADS_PATH } from '../../images/sizes.ts';
import type { MediaRecord } from '../records.ts';
import { languageOf, type Localizable } from '../../i18n/localized.ts';
import { translations } from '../../i18n/translations.ts';

/** The absolute URL of a media item in one WordPress size (the original when size is null). */
export function mediaUrl(media: MediaRecord, size: string | null | undefined, base: string): string {
  const box = size ? imageSizes[size] : undefined;
  const scaled = box && scaledSize(box, media.width, media.height);
  return `${base}${UPLOADS_PATH}/${mediaFileName(media.file, scaled?.width, scaled?.height)}`;
}

export const mediaFields = {
  id: (m: MediaRecord) => toGlobalId('post', m.id),
  databaseId: (m: MediaRecord) => m.id,
  sourceUrl: (m: MediaRecord, args: { size?: string | null }, ctx: CommerceContext) =>
    mediaUrl(m, args.size, ctx.runtime.publicUrl()),
  srcSet: (m: MediaRecord, _: unknown, ctx: CommerceContext) =>
    ['MEDIUM', 'MEDIUM_LARGE', 'LARGE', null]
      .map((size) => {
        const box = size ? imageSizes[size] : undefined;
        const width = (box && scaledSize(box, m.width, m.height)?.width) ?? m.width;
        return `${mediaUrl(m, size, ctx.runtime.publicUrl())} ${width}w`;
      })
      .filter((entry, index, all) => all.indexOf(entry) === index)
      .join(', '),
  // In the record's (or the request's) language: image alt texts are registered strings.
  altText: (m: MediaRecord & Localizable, _: unknown, ctx: CommerceContext) =>
    translations.string(ctx.db, 'media', m.alt_text, languageOf(m, ctx)),
  caption: () => null,
  mimeType: () => 'image/webp',
  mediaDetails: (m: MediaRecord) => ({ width: m.width, height: m.height, file: mediaFileName(m.file) }),
};
