/**
 * Consent in Chromium (web README "Consent"), on a phone and a desktop, in English and German, on a
 * storefront built with a live-chat widget (support/chat-build.ts): a first visit shows the banner
 * and requests no chat script until "accept"; "reject" keeps banner and chat away across pages and
 * reloads, and the device keeps no preference; the footer's "Privacy choices" changes the choice
 * both ways; the banner answers the keyboard and axe; and the server's HTML is the same bytes
 * with any consent cookie or none, so the page cache keeps one page for everyone.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, shopperContext } from '../support/browser.ts';
import { chatBuildDir, ensureChatBuild, liveChatPath } from './support/chat-build.ts';
import { useShopSuite } from './support/shop-stack.ts';

const shop = useShopSuite({ env: { WEB_DIST_DIR: chatBuildDir }, build: ensureChatBuild });
const { enabled } = shop;

const screens = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
type Screen = keyof typeof screens;

const texts = {
  en: {
    prefix: '',
    title: 'Your privacy choices',
    accept: 'Accept all',
    reject: 'Reject all',
    footer: 'Privacy choices',
  },
  de: {
    prefix: '/de',
    title: 'Ihre Datenschutzeinstellungen',
    accept: 'Alle akzeptieren',
    reject: 'Alle ablehnen',
    footer: 'Datenschutzeinstellungen',
  },
} as const;
type Language = keyof typeof texts;

/** How long the chat would take to be asked for once allowed: it loads when the browser is idle. */
const chatWouldHaveLoadedMs = 3_500;

/**
 * A first-time visitor (no consent cookie) whose every request for the chat's script is counted;
 * the script answers as a widget would, marking the page.
 */
async function firstVisit(
  browser: Browser,
  screen: Screen,
  options: { bypassCSP?: boolean; popup?: boolean } = {},
) {
  const context = await shopperContext(browser, shop.stack.url, {
    ...screens[screen],
    consent: false,
    ...options,
  });
  const chatRequests: string[] = [];
  await context.route(`**${liveChatPath}`, async (route) => {
    chatRequests.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'document.documentElement.dataset.chatStarted = "";',
    });
  });
  return { context, page: await context.newPage(), chatRequests };
}

const banner = (page: Page, language: Language) => page.getByRole('dialog', { name: texts[language].title });

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'nails_consent')?.value;
}

const combinations: [Screen, Language][] = [
  ['desktop', 'en'],
  ['phone', 'de'],
  ['phone', 'en'],
  ['desktop', 'de'],
];

describe.skipIf(!enabled)('consent in Chromium', { timeout: 180_000 }, () => {
  it.each(combinations)(
    'on a %s in %s: the first visit asks, and the chat script is requested only after "accept"',
    async (screen, language) => {
      const { context, page, chatRequests } = await firstVisit(shop.browser, screen);
      const { prefix, accept } = texts[language];
      await page.goto(`${prefix}/products`);
      await banner(page, language).waitFor();
      // A screen reader meets it first: focus is in it on a first visit (moved there as the page
      // hydrates, which the server-rendered banner comes before).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
        .toBe('dialog');
      await page.waitForTimeout(chatWouldHaveLoadedMs);
      expect(chatRequests).toEqual([]);
      expect(await consentCookie(context)).toBeUndefined();

      await banner(page, language).getByRole('button', { name: accept }).click();
      await banner(page, language).waitFor({ state: 'detached' });
      // Back where the page starts, not nowhere. Asked at once: the shop's newsletter modal, which
      // waits for the choice, takes focus a few seconds later (web README "Consent").
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      await expect.poll(() => chatRequests.length, { timeout: 10_000 }).toBe(1);
      await page.locator('html[data-chat-started]').waitFor({ state: 'attached' });
      expect(await consentCookie(context)).toBe('v1-preferences-chat');

      await page.reload();
      await page.waitForTimeout(500);
      expect(await banner(page, language).count()).toBe(0);
      await context.close();
    },
  );

  it.each(combinations)(
    'on a %s in %s: "reject" keeps the banner and the chat away across pages and reloads',
    async (screen, language) => {
      // With no newsletter cookie of the helpers' own: whatever the device holds after is the shop's.
      const { context, page, chatRequests } = await firstVisit(shop.browser, screen, { popup: true });
      const { prefix, reject } = texts[language];
      await page.goto(`${prefix}/size-guide`);
      await banner(page, language).getByRole('button', { name: reject }).click();
      await banner(page, language).waitFor({ state: 'detached' });
      expect(await consentCookie(context)).toBe('v1-none');

      for (const path of ['/', '/products', '/contact-us']) {
        await page.goto(`${prefix}${path}`);
        await page.waitForTimeout(path === '/' ? 0 : 1_000);
        expect(await banner(page, language).count(), path).toBe(0);
      }
      // The home page's purchase toast (3 s after it starts) shows without the device keeping it.
      await page.goto(`${prefix}/`);
      await page.getByTestId('purchase-toast').waitFor({ timeout: 15_000 });
      await page.reload();
      await page.waitForTimeout(chatWouldHaveLoadedMs);
      expect(await banner(page, language).count()).toBe(0);
      expect(chatRequests).toEqual([]);
      const kept = await page.evaluate(() => ({
        storage: Object.keys(localStorage),
        cookies: document.cookie,
      }));
      expect(kept.storage).not.toContain('purchase_toast_recent');
      expect(kept.storage).not.toContain('newsletter_subscription');
      expect(kept.cookies).not.toMatch(/newsletter_/);
      await context.close();
    },
  );

  it.each([
    ['phone', 'en'],
    ['desktop', 'de'],
  ] as [Screen, Language][])(
    'on a %s in %s: the footer link opens the settings, changes the choice both ways, and focus comes back to it',
    async (screen, language) => {
      const { context, page, chatRequests } = await firstVisit(shop.browser, screen);
      const { prefix, reject, footer } = texts[language];
      await page.goto(`${prefix}/products`);
      await banner(page, language).getByRole('button', { name: reject }).click();
      await banner(page, language).waitFor({ state: 'detached' });

      const footerLink = page.getByRole('contentinfo').getByRole('button', { name: footer });
      await footerLink.click();
      const settings = page.getByRole('dialog');
      await settings.waitFor();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
      // Needed and payments are on and cannot be switched off; the optional ones start as chosen.
      const boxes = settings.getByRole('checkbox');
      expect(await boxes.count()).toBe(4);
      expect(await settings.locator('input[type=checkbox]:disabled:checked').count()).toBe(2);
      expect(await settings.locator('input[name=chat]').isChecked()).toBe(false);
      await settings.locator('input[name=chat]').check();
      await settings
        .getByRole('button', { name: language === 'en' ? 'Save my choices' : 'Auswahl speichern' })
        .click();
      await settings.waitFor({ state: 'detached' });
      expect(await consentCookie(context)).toBe('v1-chat');
      await expect.poll(() => chatRequests.length, { timeout: 10_000 }).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(footer);

      // Taken back: the chat already running can only be stopped by loading the page again.
      await footerLink.click();
      await settings.waitFor();
      expect(await settings.locator('input[name=chat]').isChecked()).toBe(true);
      const reloaded = page.waitForEvent('load');
      await settings.getByRole('button', { name: reject }).click();
      await reloaded;
      expect(await consentCookie(context)).toBe('v1-none');
      await page.waitForTimeout(chatWouldHaveLoadedMs);
      expect(await page.locator('html[data-chat-started]').count()).toBe(0);
      expect(chatRequests.length).toBe(1);
      expect(await banner(page, language).count()).toBe(0);
      await context.close();
    },
  );

  it('answers the keyboard: Tab reaches "reject", Escape leaves the settings, and axe finds nothing serious', async () => {
    const { context, page } = await firstVisit(shop.browser, 'phone', { bypassCSP: true });
    await page.goto('/products');
    const dialog = banner(page, 'en');
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Privacy settings' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    // Closed without a choice: no consent, the banner asks again, with focus in it.
    await dialog.waitFor();
    expect(await consentCookie(context)).toBeUndefined();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');

    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Reject all') break;
    }
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await consentCookie(context)).toBe('v1-none');
    await context.close();
  });

  it("paints a first visit's banner with the page, and serves one kept page to every shopper who chose", async () => {
    for (const path of ['/products', '/de/products', '/de/size-guide']) {
      const answer = async (cookie: string) => {
        const response = await fetch(`${shop.stack.url}${path}`, { headers: cookie ? { cookie } : {} });
        return {
          html: await response.text(),
          caching: response.headers.get('cache-control') ?? '',
          vary: response.headers.get('vary') ?? '',
        };
      };
      // A first visit: the banner is in the HTML (no wait for the app), with its styles in the head.
      const first = await answer('');
      expect(first.html, path).toContain('data-testid="consent-banner"');
      expect(first.html, path).toMatch(/<link[^>]+ConsentCenter-[\w-]+\.css|<style[^>]*>[^<]*_banner_/);
      // Every kept choice gets the same bytes, without the banner: one kept page, not one per choice.
      const accepted = await answer('nails_consent=v1-preferences-chat');
      const rejected = await answer('nails_consent=v1-none');
      expect(rejected.html, path).toBe(accepted.html);
      expect(accepted.html, path).not.toContain('consent-banner');
      for (const page of [first, accepted, rejected]) {
        expect(page.caching, path).toMatch(/^public/);
        // Not Vary: Cookie (a CDN would keep nothing): the gateway keeps the two pages apart by the
        // consent cookie alone (gateway README "Page cache").
        expect(page.vary, path).not.toMatch(/cookie/i);
        expect(page.html).not.toContain(liveChatPath);
        // The footer's link is in every page as the server sends it.
        expect(page.html).toContain(path.startsWith('/de') ? texts.de.footer : texts.en.footer);
      }
    }
  });
});
