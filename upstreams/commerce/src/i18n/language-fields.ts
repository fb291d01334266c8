import type { CommerceContext } from '../graphql/context.ts';
import { languageObject, type LanguageSlug } from './languages.ts';
import { languageOf, languageOfEnum, otherLanguages, type Localizable } from './localized.ts';

/**
 * wp-graphql-polylang's fields on a translatable object: `language`, `translations` (the object
 * in each other language it exists in) and `translation(language:)`.
 */
export function languageFields<T extends Localizable>(
  available: (record: T, ctx: CommerceContext) => LanguageSlug[],
) {
  return {
    language: (record: T, _: unknown, ctx: CommerceContext) => languageObject(languageOf(record, ctx)),
    translations: (record: T, _: unknown, ctx: CommerceContext) =>
      otherLanguages(record, ctx, available(record, ctx)),
    translation: (record: T, args: { language?: string }, ctx: CommerceContext) => {
      const language = languageOfEnum(args.language);
      if (!language) return null;
      return language === 'en' || available(record, ctx).includes(language)
        ? { ...record, __language: language }
        : null;
    },
  };
}
