import { defaultShopLocale, strapiLocales, type StrapiLocale } from '@nails/schema/locales.ts';

/**
 * The content model: what a Strapi project would declare in `src/api/<name>/content-types`.
 * Behaviour §3 lists the fields; `contact-messages` is not shown there, so its fields are ours
 * (name, email, subject, message), as the README says.
 */
export type AttributeType = 'string' | 'text' | 'email' | 'boolean' | 'integer' | 'media';

export interface Attribute {
  type: AttributeType;
  required?: boolean;
  default?: string | number | boolean;
}

export interface ContentType {
  kind: 'collectionType' | 'singleType';
  /** URL segment: the plural API id for collections, the singular one for single types. */
  route: string;
  table: string;
  localized: boolean;
  attributes: Record<string, Attribute>;
  /** An attribute whose value identifies one entry: a second create answers the existing entry. */
  unique?: string;
}

export const contentTypes: ContentType[] = [
  {
    kind: 'collectionType',
    route: 'configs',
    table: 'configs',
    localized: true,
    attributes: {
      key: { type: 'string', required: true },
      value: { type: 'text' },
      is_open: { type: 'boolean', default: true },
    },
  },
  {
    kind: 'collectionType',
    route: 'links',
    table: 'links',
    localized: true,
    attributes: {
      text: { type: 'string', required: true },
      link: { type: 'string' },
      group_slug: { type: 'string' },
      is_open: { type: 'boolean', default: true },
      sort: { type: 'integer', default: 0 },
    },
  },
  {
    kind: 'collectionType',
    route: 'subscription-emails',
    table: 'subscription_emails',
    localized: false,
    unique: 'email',
    attributes: {
      email: { type: 'email', required: true },
      form_to: { type: 'string' },
      is_send_mail: { type: 'boolean', default: false },
    },
  },
  {
    kind: 'collectionType',
    route: 'contact-messages',
    table: 'contact_messages',
    localized: false,
    attributes: {
      name: { type: 'string', required: true },
      email: { type: 'email', required: true },
      subject: { type: 'string' },
      message: { type: 'text', required: true },
    },
  },
  {
    kind: 'singleType',
    route: 'global',
    table: 'globals',
    localized: true,
    attributes: {
      siteName: { type: 'string', required: true },
      logo: { type: 'media' },
    },
  },
  {
    // The privacy policy page (GDPR Art. 13: what is kept, why, how long), written by the shop.
    kind: 'singleType',
    route: 'privacy-policy',
    table: 'privacy_policies',
    localized: true,
    attributes: {
      title: { type: 'string', required: true },
      intro: { type: 'text' },
      body: { type: 'text' },
    },
  },
];

/** Strapi's system fields, filterable and sortable like attributes, mapped to their columns. */
export const systemColumns: Record<string, string> = {
  id: 'id',
  documentId: 'document_id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  publishedAt: 'published_at',
  locale: 'locale',
};

/** Strapi's locale codes of the shop's six languages, from the one list the gateway maps through too. */
export const locales = strapiLocales;
export type Locale = StrapiLocale;
export const defaultLocale: Locale = defaultShopLocale.strapi;
