import type { GiftCard } from '../gift-cards/gift-card-store.ts';
import { formatAmount } from '../pricing/money.ts';
import type { ShopServices } from '../services.ts';

/** The mail that delivers a gift card code to its recipient (the buyer when none was named). */
export async function sendGiftCardMail(services: ShopServices, card: GiftCard): Promise<void> {
  const shopName = services.config.COMMERCE_SHOP_NAME;
  const storefront = services.config.COMMERCE_STOREFRONT_URL;
  const expires = card.expiresAt
    ? new Date(card.expiresAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
    : null;
  await services.sendMail({
    to: card.recipientEmail,
    subject: `Your ${formatAmount(card.amount)} ${shopName} gift card`,
    text: [
      'Hi,',
      '',
      `${card.senderName || 'Someone'} sent you a ${shopName} gift card worth ${formatAmount(card.amount)}.`,
      ...(card.message ? ['', `"${card.message}"`] : []),
      '',
      `Gift card code: ${card.code}`,
      `Amount: ${formatAmount(card.amount)}`,
      ...(expires ? [`Valid until: ${expires}`] : []),
      '',
      `Enter the code in your cart or at checkout on ${storefront} to pay with it; what an order`,
      'does not use stays on the card.',
      `Check the balance at any time: ${new URL('/gift-card-balance', storefront).toString()}`,
    ].join('\n'),
  });
}
