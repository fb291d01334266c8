/// <reference lib="dom" />
/**
 * Debian's Chromium driven by playwright-core (no browser download). Started with the flags a CI
 * machine needs: headless, no sandbox as root, no
 * background networking, which the closed network here refuses.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the suite can run; under REQUIRE_SERVICES=1 a missing browser is an error (CI). */
export function chromiumAvailable(): boolean {
  if (existsSync(chromiumPath)) return true;
  if (/^(1|true|yes)$/i.test(process.env.REQUIRE_SERVICES ?? ''))
    throw new Error(`REQUIRE_SERVICES=1 but no Chromium at ${chromiumPath}`);
  console.warn(`[e2e] skipping: no Chromium at ${chromiumPath} (apt-get install -y chromium)`);
  return false;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The consent cookie of a returning shopper who answered the banner with "accept all" (web README
 * "Consent"): the banner does not cover the page and the promotions run as before. The consent
 * suite (tests/e2e/shop/consent.test.ts) starts without it.
 */
export const acceptedConsentCookie = { name: 'nails_consent', value: 'v1-preferences-chat' };

/**
 * A shopper's browser: English, a phone or a desktop viewport, consent already given unless a test
 * is about the banner (`consent: false`), and the newsletter popup already "shown" (its 12 h
 * cooldown cookie) unless a test wants to see it, so neither covers the page.
 */
export async function shopperContext(
  browser: Browser,
  baseURL: string,
  options: { width?: number; height?: number; popup?: boolean; bypassCSP?: boolean; consent?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    bypassCSP: options.bypassCSP ?? false,
  });
  context.on('page', waitForTheAppAfterLoads);
  const { hostname } = new URL(baseURL);
  if (options.consent ?? true)
    await context.addCookies([{ ...acceptedConsentCookie, domain: hostname, path: '/' }]);
  if (!options.popup) {
    await context.addCookies([
      { name: 'newsletter_last_shown', value: String(Date.now()), domain: hostname, path: '/' },
    ]);
  }
  return context;
}

/**
 * A page load in a shopper's browser returns once React has taken the page over (the app marks
 * `<html data-hydrated>`), as a shopper would wait to see the page respond: under load, hydration
 * can end well after the `load` event, and a field filled before it is the server HTML's, not the
 * app's. A page that hydrates on interaction (the home page) gets the interaction first: a key
 * press that neither scrolls nor types (Shift), as a shopper's first touch would. Loads that ask
 * to return early (`waitUntil: 'commit' | 'domcontentloaded'`) and answers that are not the
 * storefront's HTML return as they are.
 */
function waitForTheAppAfterLoads(page: Page): void {
  const untilHydrated = async (response: Response | null, waitUntil: string | undefined) => {
    if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return response;
    const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
    if (!html || (await page.locator('#root').count()) === 0) return response;
    if ((await page.locator('html[data-hydrate-on-interaction]:not([data-hydrated])').count()) > 0)
      await page.keyboard.press('Shift');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => untilHydrated(await goto(url, options), options?.waitUntil);
  const reload = page.reload.bind(page);
  page.reload = async (options) => untilHydrated(await reload(options), options?.waitUntil);
}

/**
 * Waits until React has hydrated the server's element matching `selector` (hydration attaches its
 * props to the element). A server-rendered control is visible before that, but a tick or a typed
 * character sent to it before hydration is what the server's HTML does with it, not the app.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the current page (its context needs bypassCSP to inject axe). */
export async function seriousAxeViolations(
  page: Page,
): Promise<{ id: string; impact: string; help: string; targets: string[] }[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document): Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
