import { chromium } from 'playwright-core';
import { fillCart } from './support/shopper.ts';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const context = await browser.newContext({ baseURL: process.argv[2] });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));

await page.goto('/products');
await fillCart(page);
await page.goto('/cart');
for (const code of ['WELCOME10', 'FREESHIP']) {
  await page.getByPlaceholder('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await page.waitForTimeout(1500);
}
console.log('CART', (await page.locator('main').innerText()).replace(/\n/g, ' | ').slice(0, 500));
await page.getByRole('link', { name: 'Proceed to checkout' }).click();
await page.getByRole('heading', { name: 'Billing details' }).waitFor();
await page.getByLabel('First name').first().fill('Ada');
await page.getByLabel('Country / Region').first().selectOption('US');
await page.getByLabel('Street address').first().fill('12 Polish Street');
await page.getByLabel('Postcode / ZIP').first().fill('10001');
await page.getByLabel('Town / City').first().fill('New York');
await page.waitForTimeout(3000);
console.log(await page.locator('fieldset').first().innerText());
console.log('count', await page.getByLabel(/^Free shipping/).count(), await page.getByLabel(/Free shipping/).count(), await page.getByRole('radio', { name: /Free shipping/ }).count());
await page.screenshot({ path: '/tmp/dbg.png', fullPage: true });
await browser.close();
