import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { listMailbox, type StoredMail } from '../../../gateway/src/mail/mailbox.ts';
import { repoRoot } from '@nails/platform';
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { productsToBuy } from './support/shopper.ts';

// "Email me when it is back" as a shopper uses it in Chromium on the embedded back end: the form on a
// sold-out set, the confirmation link from her mail, one alert mail once the owner restocks, and its
// unsubscribe link (gateway README "Back-in-stock alerts").
const shop = useShopSuite();
const { enabled } = shop;

/** The shop owner sets a product's stock with the commerce CLI: its webhook tells the gateway. */
function ownerSetsStock(slug: string, quantity: number): void {
  const cli = path.join(repoRoot, 'upstreams', 'commerce', 'src', 'cli', 'main.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, 'stock', slug, String(quantity)], {
    cwd: repoRoot,
    env: {
      ...process.env,
      VAR_DIR: shop.stack.varDir,
      COMMERCE_WEBHOOK_URLS: `${shop.stack.gatewayUrl}/webhooks/commerce`,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`commerce stock: ${result.stderr}`);
}

/** Her mails in the gateway's mailbox, oldest first, once there are `count` of them. */
async function mailsTo(email: string, count: number): Promise<StoredMail[]> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const mails = listMailbox(shop.stack.varDir, email);
    if (mails.length >= count) return mails.reverse();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} mails to ${email}`);
}

/** The path and query of a mail's link to `route` (the mail names the shop's public origin). */
function linkIn(mail: StoredMail, route: string): string {
  const found = mail.text.match(new RegExp(`https?://\\S+${route}\\S*`));
  if (!found) throw new Error(`no ${route} link in:\n${mail.text}`);
  const url = new URL(found[0]);
  return `${url.pathname}${url.search}`;
}

describe.skipIf(!enabled)('stock alerts in Chromium', { timeout: 180_000 }, () => {
  it('a shopper asks for an alert on a sold-out set, confirms it from her mail and gets one mail when it is back', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    await page.goto('/products');
    const { simple } = await productsToBuy(page);
    const email = 'ivy.alerts@example.com';
    ownerSetsStock(simple.slug, 0);

    await page.goto(`/product/${simple.slug}`);
    await page.getByText('Email me when it is back').waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Your email').fill(email);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await page.getByText(`Check your inbox: we sent a link to ${email}.`).waitFor();

    const [confirmation] = await mailsTo(email, 1);
    await page.goto(linkIn(confirmation!, '/back-in-stock/confirm'));
    await page.getByRole('button', { name: 'Confirm my alert' }).click();
    await page.getByText(`Done: we will email you when ${simple.name} is back in stock.`).waitFor();

    ownerSetsStock(simple.slug, 5);
    const [, alert] = await mailsTo(email, 2);
    expect(alert!.subject).toContain(simple.name);
    await page.goto(linkIn(alert!, `/product/${simple.slug}`));
    await expect
      .poll(() => page.getByRole('button', { name: 'Add to cart', exact: true }).isEnabled())
      .toBe(true);
    // One mail for one restock: a second change of the same product sends nothing more.
    ownerSetsStock(simple.slug, 6);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(listMailbox(shop.stack.varDir, email)).toHaveLength(2);

    await page.goto(linkIn(alert!, '/back-in-stock/unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText(`You will get no more emails about ${simple.name}.`).waitFor();
    await context.close();
  });
});
