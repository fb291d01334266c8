import { shopLocale } from '@nails/schema/locales.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { DueMail } from './back-in-stock-decider.ts';
import type { AlertLinks } from './back-in-stock-links.ts';
import { backInStockTexts } from './back-in-stock-mail-texts.ts';
import type { BackInStockDoc } from './back-in-stock-model.ts';

const fill = (text: string, product: string) => text.replaceAll('{{product}}', product);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The alert's key from its stream id (`back-in-stock-<key>`). */
export const keyOfStream = (stream: string): string => stream.replace(/^back-in-stock-/, '');

/**
 * The mail an alert owes, in the language she asked in: the confirmation (double opt-in) with its
 * signed link, or the one back-in-stock mail with a link to the product page. Both carry an
 * unsubscribe link (and the List-Unsubscribe header). The Message-ID names the alert and the
 * mail's number, so every attempt of one mail is the same mail.
 */
export function composeAlertMail(
  alert: BackInStockDoc & { _id: string },
  mail: DueMail,
  links: AlertLinks,
): OutgoingMail {
  const key = keyOfStream(alert._id);
  const locale = shopLocale(alert.locale).code;
  const texts = backInStockTexts[locale];
  const product = alert.productName;
  const unsubscribeUrl = links.page(locale, '/back-in-stock/unsubscribe', {
    token: links.unsubscribeToken(key),
  });
  const [intro, action, link, closing] =
    mail.kind === 'confirmation'
      ? [
          texts.confirmIntro,
          texts.confirmAction,
          links.page(locale, '/back-in-stock/confirm', { token: links.confirmToken(key, alert.cycle) }),
          texts.confirmIgnore,
        ]
      : [
          texts.alertIntro,
          texts.alertAction,
          links.page(locale, `/product/${encodeURIComponent(alert.productSlug)}`),
          texts.alertOnce,
        ];
  const subject = fill(mail.kind === 'confirmation' ? texts.confirmSubject : texts.alertSubject, product);
  const text = [
    fill(intro, product),
    '',
    `${action} ${link}`,
    '',
    fill(closing, product),
    '',
    `${texts.unsubscribe} ${unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(fill(intro, product))}</p>`,
    `<p>${escapeHtml(action)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(fill(closing, product))}</p>`,
    `<p><small>${escapeHtml(texts.unsubscribe)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeUrl)}</a></small></p>`,
  ].join('\n');
  return {
    id: `back-in-stock.${key}.${mail.number}.${mail.kind}@gateway.nails`,
    to: alert.email,
    subject,
    text,
    html,
    language: locale,
    unsubscribeUrl,
  };
}
