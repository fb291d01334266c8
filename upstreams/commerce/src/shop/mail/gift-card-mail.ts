import { languages, type LanguageSlug } from '../../i18n/languages.ts';
import type { GiftCard } from '../gift-cards/gift-card-store.ts';
import { formatAmount } from '../../money.ts';
import type { ShopServices } from '../services.ts';
import { giftCardMail } from './templates.ts';

/**
 * The mail that delivers a gift card code to its recipient (the buyer when none was named), in
 * the language the card was bought in (src/shop/mail/templates.ts); its date in that language too.
 */
export async function sendGiftCardMail(
  services: Pick<ShopServices, 'config' | 'sendMail'>,
  card: GiftCard,
  language: LanguageSlug = 'en',
): Promise<void> {
  const storefront = services.config.COMMERCE_STOREFRONT_URL;
  const locale = languages.find((entry) => entry.slug === language)?.locale.replace('_', '-') ?? 'en-US';
  const prefix = language === 'en' ? '' : `/${language}`;
  const mail = giftCardMail(language, {
    shopName: services.config.COMMERCE_SHOP_NAME,
    recipient: card.recipientName ?? '',
    sender: card.senderName,
    amount: formatAmount(card.amount),
    message: card.message,
    code: card.code,
    expires: card.expiresAt
      ? new Date(card.expiresAt).toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' })
      : null,
    storefront,
    balanceUrl: new URL(`${prefix}/gift-card-balance`, storefront).toString(),
  });
  await services.sendMail({ to: card.recipientEmail, ...mail });
}
