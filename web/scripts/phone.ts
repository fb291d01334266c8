import type { Browser, BrowserContext } from 'playwright-core';

/**
 * A browser context shaped like Lighthouse's mobile preset (Moto G Power: 412 x 823 CSS pixels,
 * 1.75 device pixels each, touch), for the bench's own measurements beside Lighthouse's.
 */
export function phoneContext(browser: Browser, baseURL?: string): Promise<BrowserContext> {
  return browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
}
