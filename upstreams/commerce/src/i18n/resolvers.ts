import type { CommerceContext } from '../graphql/context.ts';
import { defaultLanguage, languageObject, languages } from './languages.ts';
import { contextLanguage } from './localized.ts';
import { translations, type StringContext } from './translations.ts';

type Ctx = CommerceContext;
const translated = (context: StringContext, text: string | null | undefined, ctx: Ctx) =>
  text ? translations.string(ctx.db, context, text, contextLanguage(ctx)) : (text ?? null);

/**
 * The language part of the dialect: wp-graphql-polylang's root fields, and the shop's registered
 * strings (WPML String Translation) in the request's language: shipping method and payment
 * gateway titles as the cart, checkout and orders show them.
 */
export const languageResolvers = {
  Query: {
    languages: () => languages.map((language) => languageObject(language.slug)),
    defaultLanguage: () => languageObject(defaultLanguage),
  },
  ShippingRate: {
    label: (rate: { label?: string | null }, _: unknown, ctx: Ctx) => translated('shipping', rate.label, ctx),
  },
  ShippingLine: {
    methodTitle: (line: { methodTitle?: string | null }, _: unknown, ctx: Ctx) =>
      translated('shipping', line.methodTitle, ctx),
  },
  Order: {
    paymentMethodTitle: (order: { paymentMethodTitle?: string | null }, _: unknown, ctx: Ctx) =>
      translated('payment', order.paymentMethodTitle, ctx),
  },
  PaymentGateway: {
    title: (gateway: { title?: string | null }, _: unknown, ctx: Ctx) =>
      translated('payment', gateway.title, ctx),
    description: (gateway: { description?: string | null }, _: unknown, ctx: Ctx) =>
      translated('payment', gateway.description, ctx),
  },
};
