import { shopLocale } from '@nails/schema/locales.ts';
import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import { badUserInput, GatewayError } from '../errors.ts';
import type { GatewayContext } from '../schema/context.ts';
import { emailSubject } from '../privacy/shredding/index.ts';
import type { AlertItem } from './back-in-stock-model.ts';
import type { RestockDeps } from './restock.ts';
import { itemStock } from './stock-lookup.ts';

export interface SubscribeBackInStockInput {
  productId: string;
  variationId?: string | null;
  email?: string | null;
}

const customerEmail = commerceDocument<{ customer: { email: string | null } | null }, Record<string, never>>(
  `query GatewayBackInStockCustomerEmail { customer { email } }`,
);

// One @, something before it, a dotted domain, no spaces (as the newsletter's behaviour §5 rule).
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Email me when it is back" (gateway README "Back-in-stock alerts"): records the request and
 * owes the confirmation mail (double opt-in); nothing is sent until she follows its link. A
 * signed-in customer's own address is taken when she types none. Every request that passes the
 * checks gets the same answer, whether the address asked before, confirmed or unsubscribed, so
 * the form tells nobody whether an address is subscribed. No session is started for it.
 */
export async function subscribeBackInStock(
  deps: RestockDeps,
  context: GatewayContext,
  input: SubscribeBackInStockInput,
) {
  return underShopperLock(
    deps,
    context,
    async () => {
      const item = alertItem(input);
      const email = await addressFor(deps, context, input.email);
      await deps.restock.limits.take({ sessionId: context.shopper.session?.id, ip: context.ip, email });
      const locale = shopLocale(context.locale).code;
      const stock = await itemStock(deps.transport, item, locale);
      if (!stock)
        throw new GatewayError('NOT_FOUND', undefined, {
          field: item.variationId ? 'variationId' : 'productId',
        });
      if (stock.available) throw new GatewayError('STOCK_ALERT_IN_STOCK', undefined, { field: 'productId' });
      const subject = emailSubject(email);
      await deps.restock.alerts.request(email, {
        email: await deps.restock.sealer.seal(subject, email),
        subject,
        ...item,
        productName: stock.name,
        productSlug: stock.slug,
        locale,
        requestedAt: new Date().toISOString(),
      });
      return { email, requested: true };
    },
    { startsSession: false },
  );
}

/** A database id ("42") or a relay id of a product or variation (base64 "product:42"). */
function databaseId(value: string | null | undefined, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  const decoded = /^\d+$/.test(text)
    ? text
    : (Buffer.from(text, 'base64').toString('utf8').split(':').pop() ?? '');
  const id = Number(decoded);
  if (!/^\d{1,12}$/.test(decoded) || !Number.isSafeInteger(id) || id <= 0)
    throw badUserInput('Unknown product', { field });
  return id;
}

function alertItem(input: SubscribeBackInStockInput): AlertItem {
  const productId = databaseId(input.productId, 'productId');
  if (productId === null) throw badUserInput('Unknown product', { field: 'productId' });
  return { productId, variationId: databaseId(input.variationId, 'variationId') };
}

/** The address typed, else the signed-in customer's own; EMAIL_INVALID for anything that is not one. */
async function addressFor(
  deps: RestockDeps,
  context: GatewayContext,
  typed: string | null | undefined,
): Promise<string> {
  let email = (typed ?? '').trim();
  if (email === '' && context.shopper.session?.customerId !== undefined) {
    const answer = await callCommerce(deps, context, customerEmail, {});
    email = answer.customer?.email?.trim() ?? '';
  }
  if (email === '' || email.length > 254 || !emailPattern.test(email))
    throw new GatewayError('EMAIL_INVALID', undefined, { field: 'email' });
  return email;
}
