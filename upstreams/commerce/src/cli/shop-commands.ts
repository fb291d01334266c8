import { toCents } from '../money.ts';
import {
  createCoupon,
  listCoupons,
  listMailbox,
  markOrderPaidOffline,
  readMail,
  type CouponInput,
} from '../shop/index.ts';
import { openCommerce } from './open.ts';

type Values = Record<string, string | boolean | undefined>;

const discountTypes = ['percent', 'fixed_cart', 'fixed_product'] as const;

/** coupon, coupons, mailbox, order-paid: thin wrappers over the shop's own functions (src/shop). */
export async function runShopCommand(
  command: string | undefined,
  args: string[],
  values: Values,
): Promise<boolean> {
  switch (command) {
    case 'coupon': {
      const type = values.type as CouponInput['discountType'] | undefined;
      if (!values.code || !type || !discountTypes.includes(type) || values.amount === undefined) {
        throw new Error(
          'usage: coupon --code CODE --type percent|fixed_cart|fixed_product --amount N [options]',
        );
      }
      // Percent coupons take a whole percent, fixed ones an amount in euros ("5" or "4.50").
      const amount = type === 'percent' ? Number(values.amount) : toCents(String(values.amount));
      const { db } = openCommerce();
      const coupon = createCoupon(db, {
        code: String(values.code),
        discountType: type,
        amount,
        description: values.description as string | undefined,
        freeShipping: values['free-shipping'] === true,
        expiresAt: values.expires ? Date.parse(`${String(values.expires)}T23:59:59Z`) : null,
        usageLimit: values['usage-limit'] ? Number(values['usage-limit']) : null,
        minimumAmount: values.minimum ? toCents(String(values.minimum)) : null,
      });
      console.log('Created coupon', coupon);
      db.close();
      return true;
    }
    case 'coupons': {
      const { db } = openCommerce();
      console.table(
        listCoupons(db).map((c) => ({
          code: c.code,
          type: c.discountType,
          amount: c.amount,
          used: c.usageCount,
          limit: c.usageLimit,
        })),
      );
      db.close();
      return true;
    }
    case 'order-paid': {
      // The cash arrived or the transfer cleared: gift cards are issued and mailed, downloads open.
      const orderId = Number(args[0]);
      if (!Number.isInteger(orderId) || orderId <= 0) throw new Error('usage: order-paid <order number>');
      const { status, giftCards } = await markOrderPaidOffline(process.env, orderId);
      console.log(`Order ${orderId} is ${status}; ${giftCards} gift card(s) issued and mailed.`);
      return true;
    }
    case 'mailbox': {
      const { config } = openCommerce();
      const id = args[0];
      if (id) {
        const mail = readMail(config.dataDir, id);
        if (!mail) throw new Error(`no mail ${id}`);
        console.log(`To: ${mail.to}\nDate: ${mail.date}\nSubject: ${mail.subject}\n\n${mail.text}`);
        return true;
      }
      const mails = listMailbox(config.dataDir, values.to as string | undefined);
      if (mails.length === 0) console.log('The mailbox is empty.');
      for (const mail of mails) console.log(`${mail.id}  ${mail.date}  ${mail.to}  ${mail.subject}`);
      return true;
    }
    default:
      return false;
  }
}
