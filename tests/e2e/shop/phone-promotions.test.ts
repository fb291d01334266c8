/**
 * The promotions on an untouched home page and on a phone (web README "Speed on a phone" and
 * "Promotions on a phone"):
 * - a visitor who never touches the home page gets the purchase toast 3 s after it starts and
 *   the newsletter modal 5 s after the shell starts (behaviour §4, §9): the page hydrates by itself
 *   once loaded and idle, it does not wait for an interaction;
 * - on a phone (390 x 844) one overlay at a time: no toast and no ball while the modal is open,
 *   the ball after it;
 * - on the phone's /cart and /checkout (English and German, a filled cart) the ball covers no
 *   total, button or field at any scroll position, and no text field is under 120 px wide; on a
 *   desktop's neither the ball nor its tooltip shows;
 * - elsewhere the docked ball and its tooltip cover no text, card, image, button, link or field at
 *   any scroll position (the German home's free-shipping card at 1280 x 800, the listing, a phone),
 *   and hovering or keyboard focus brings the ball fully in, where a click or Enter opens the
 *   newsletter modal, and a drag leaves it where it was put (web README "Floating ball");
 * - the account's Logout sits on its tabs' line.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptedConsentCookie } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { fillCart, graphqlInPage } from './support/shopper.ts';

const shop = useShopSuite();
const { enabled } = shop;

const phone = { width: 390, height: 844 };

/**
 * A visitor's browser that has not seen the newsletter modal and is not driven by the e2e helpers;
 * she answered the consent banner before (the overlays wait for that answer: web README "Consent").
 */
async function visitor(browser: Browser, size: { width: number; height: number }, mobile: boolean) {
  const context = await browser.newContext({
    baseURL: shop.stack.url,
    locale: 'en-US',
    viewport: size,
    isMobile: mobile,
    hasTouch: mobile,
  });
  await context.addCookies([{ ...acceptedConsentCookie, url: shop.stack.url }]);
  return context;
}

interface Sample {
  at: number;
  toast: boolean;
  modal: boolean;
  ball: boolean;
}

/**
 * Records, from the page's start, when React took the page over (its first commit: the shell and
 * its timers start; React attaches its fiber to the page's first element) and every 100 ms which
 * overlays a visitor can see (an element with a box: the toast hidden under `display: none` has
 * none).
 */
async function recordOverlays(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = (selector: string) => {
      const element = document.querySelector(selector);
      return element !== null && element.getClientRects().length > 0;
    };
    const record = { startedAt: -1, samples: [] as Sample[] };
    (window as unknown as { overlays: typeof record }).overlays = record;
    const taken = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    setInterval(() => {
      if (record.startedAt < 0 && taken(document.querySelector('#root > *')))
        record.startedAt = performance.now();
      record.samples.push({
        at: performance.now(),
        toast: seen('[data-testid="purchase-toast"]'),
        modal: seen('[role="dialog"][aria-labelledby="newsletter-title"]'),
        ball: seen('[data-testid="floating-ball"]'),
      });
    }, 100);
  });
}

const overlays = (page: Page) =>
  page.evaluate(() => (window as unknown as { overlays: { startedAt: number; samples: Sample[] } }).overlays);

/** Milliseconds from React's first commit to the first sample where `overlay` is seen. */
function firstSeen(record: { startedAt: number; samples: Sample[] }, overlay: keyof Omit<Sample, 'at'>) {
  const sample = record.samples.find((candidate) => candidate[overlay]);
  return sample ? sample.at - record.startedAt : undefined;
}

describe.skipIf(!enabled)('promotions on an untouched home page', { timeout: 120_000 }, () => {
  it('shows the toast 3 s and the modal 5 s after the start, with no interaction at all', async () => {
    const context = await visitor(shop.browser, { width: 1280, height: 900 }, false);
    await recordOverlays(context);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    // No click, key, touch, scroll or pointer move: the page takes itself over once idle.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    // Wait on the recorder itself, not on the elements: an overlay Playwright already sees may not
    // be in a sample yet (the recorder samples every 100 ms, and less often on a loaded machine).
    await page.waitForFunction(
      () => {
        const { samples } = (window as unknown as { overlays: { samples: Sample[] } }).overlays;
        return samples.some((sample) => sample.toast) && samples.some((sample) => sample.modal);
      },
      undefined,
      { timeout: 30_000 },
    );
    const record = await overlays(page);
    expect(record.startedAt).toBeGreaterThan(0);
    // Behaviour §4: the toast starts 3 s after it mounts (after React's first commit), the modal 5 s
    // after the shell starts (at that commit). The lower bounds are the behaviour's less the 100 ms
    // sampling; the upper ones allow for this machine's load.
    const toast = firstSeen(record, 'toast')!;
    const modal = firstSeen(record, 'modal')!;
    expect(toast).toBeGreaterThanOrEqual(2900);
    expect(toast).toBeLessThan(3000 + 3000);
    expect(modal).toBeGreaterThanOrEqual(4900);
    expect(modal).toBeLessThan(5000 + 3000);
    await context.close();
  });

  it('on a phone shows one overlay at a time: no toast or ball while the modal is open, the ball after it', async () => {
    const context = await visitor(shop.browser, phone, true);
    await recordOverlays(context);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    const dialog = page.locator('[role="dialog"][aria-labelledby="newsletter-title"]');
    await dialog.waitFor({ timeout: 30_000 });
    // The toast's first showing (3 s to 7 s) overlaps the modal's time (5 s): it gives way.
    await page.waitForTimeout(2500);
    await dialog.getByRole('button').first().click();
    await page.waitForFunction(
      () =>
        (window as unknown as { overlays: { samples: Sample[] } }).overlays.samples.some(
          (sample) => sample.ball,
        ),
      undefined,
      { timeout: 15_000 },
    );
    const record = await overlays(page);
    const withModal = record.samples.filter((sample) => sample.modal);
    expect(withModal.length).toBeGreaterThan(10);
    expect(withModal.filter((sample) => sample.toast || sample.ball)).toEqual([]);
    // The toast still came at its time, before the modal.
    expect(firstSeen(record, 'toast')).toBeLessThan(firstSeen(record, 'modal')!);
    // The ball came after the modal was closed.
    const closedAt = withModal.at(-1)!.at;
    expect(record.samples.find((sample) => sample.ball)!.at).toBeGreaterThan(closedAt);
    await context.close();
  });
});

/** What the ball must not cover: the totals' rows, every button, link-button and field. */
const coverable =
  '[data-testid="cart-totals"] dt, [data-testid="cart-totals"] dd, button, a.button, input, select, textarea';

/**
 * At each scroll position of the page, the ball's box (if shown) against every coverable box in
 * the viewport; and every text field's width. The search box of the closed search panel has no
 * box and is skipped; quantity steppers (type=number), checkboxes and radios are not text fields.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const problems: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? (element as HTMLInputElement).placeholder ?? '').trim().slice(0, 30)}"`;
    for (const field of Array.from(document.querySelectorAll('input, select, textarea'))) {
      if (
        field.matches('[type="checkbox"], [type="radio"], [type="number"], [type="hidden"]') ||
        !visible(field)
      )
        continue;
      const width = field.getBoundingClientRect().width;
      if (width < 120) problems.push(`${name(field)} is ${Math.round(width)} px wide`);
    }
    const step = window.innerHeight / 2;
    for (let top = 0; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const ball = document.querySelector('[data-testid="floating-ball"]');
      if (!ball || !visible(ball)) continue;
      const b = ball.getBoundingClientRect();
      for (const element of Array.from(document.querySelectorAll(selector))) {
        if (element === ball || ball.contains(element) || !visible(element)) continue;
        const e = element.getBoundingClientRect();
        if (e.left < b.right && e.right > b.left && e.top < b.bottom && e.bottom > b.top)
          problems.push(`at scroll ${Math.round(top)} the ball covers ${name(element)}`);
      }
    }
    return problems;
  }, coverable);
}

describe.skipIf(!enabled)('the phone layout of the cart and the checkout', { timeout: 180_000 }, () => {
  for (const prefix of ['', '/de']) {
    it(`${prefix || '/en'}: the ball covers no total, button or field, and no text field is under 120 px`, async () => {
      const context = await visitor(shop.browser, phone, true);
      // The modal's cooldown: a visitor who already saw it (the page is about the cart).
      await context.addCookies([
        { name: 'newsletter_last_shown', value: String(Date.now()), url: shop.stack.url },
      ]);
      const page = await context.newPage();
      await page.goto(`${prefix}/size-guide`);
      await fillCart(page);
      for (const path of [`${prefix}/cart`, `${prefix}/checkout`]) {
        await page.goto(path);
        await page.getByTestId('cart-totals').waitFor();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        // Long enough for the promotions to have started and the phone's ball to be due.
        await page.waitForTimeout(9500);
        expect(await layoutProblems(page), path).toEqual([]);
        // On a phone the ball stays off these pages (README "Promotions on a phone").
        expect(await page.getByTestId('floating-ball').count(), path).toBe(0);
      }
      // Elsewhere on the phone the ball is there: the check above is not blind to it.
      await page.goto(`${prefix}/size-guide`);
      await page.getByTestId('floating-ball').waitFor({ timeout: 20_000 });
      await context.close();
    });
  }
});

describe.skipIf(!enabled)('the desktop cart and checkout', { timeout: 180_000 }, () => {
  it('show no ball and no "Click for 10% discount!" over the totals, in English and German (1280 × 800)', async () => {
    const context = await visitor(shop.browser, { width: 1280, height: 800 }, false);
    await context.addCookies([
      { name: 'newsletter_last_shown', value: String(Date.now()), url: shop.stack.url },
    ]);
    const page = await context.newPage();
    await page.goto('/size-guide');
    await fillCart(page);
    for (const path of ['/cart', '/checkout', '/de/cart', '/de/checkout']) {
      await page.goto(path);
      await page.getByTestId('cart-totals').waitFor();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The tooltip's first showing is 5 s after the ball starts; it cycles every 5 s after.
      await page.waitForTimeout(6500);
      expect(await layoutProblems(page), path).toEqual([]);
      expect(await page.getByTestId('floating-ball').count(), path).toBe(0);
      expect(await page.getByText(/^(Click for 10% discount!|Klicke für 10 % Rabatt!)$/).count(), path).toBe(
        0,
      );
    }
    // Elsewhere the desktop ball is there: the checks above are not blind to it.
    await page.goto('/size-guide');
    await page.getByTestId('floating-ball').waitFor({ timeout: 20_000 });
    await context.close();
  });
});

/** What the docked ball and its tooltip must not cover: cards, images and every control (and text). */
const content = 'button, a, input, select, textarea, img, li, article:not(.container), dt, dd';

/**
 * At each scroll position of the page, the ball's and its tooltip's boxes against each text
 * node's boxes and each content element's box, outside the ball and the purchase toast (an overlay
 * of its own). Every box is cut to what shows: the window (the docked ball is half outside it) and
 * each scrolling or clipping ancestor (a wide table's columns scrolled out of view show nowhere).
 */
async function ballCovers(page: Page): Promise<string[]> {
  return page.evaluate(async (selector) => {
    type Box = { left: number; right: number; top: number; bottom: number };
    const problems = new Set<string>();
    const wrap = document.querySelector('[data-testid="floating-ball"]')?.parentElement;
    if (!wrap) return ['no ball'];
    const overlay = (node: Node) =>
      wrap.contains(node) ||
      !!node.parentElement?.closest('[data-testid="purchase-toast"], .visually-hidden');
    const shown = (box: Box) => box.right - box.left > 1 && box.bottom - box.top > 1;
    const meets = (a: Box, b: Box) =>
      a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    const cut = (box: Box, by: Box): Box => ({
      left: Math.max(box.left, by.left),
      right: Math.min(box.right, by.right),
      top: Math.max(box.top, by.top),
      bottom: Math.min(box.bottom, by.bottom),
    });
    const step = window.innerHeight / 2;
    for (let top = 0; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const screen = {
        left: 0,
        top: 0,
        right: document.documentElement.clientWidth,
        bottom: document.documentElement.clientHeight,
      };
      const showing = (box: Box, element: Element | null): Box => {
        let result = cut(box, screen);
        for (
          let parent = element?.parentElement;
          parent && parent !== document.body;
          parent = parent.parentElement
        ) {
          const style = getComputedStyle(parent);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
            result = cut(result, parent.getBoundingClientRect());
        }
        return result;
      };
      const covers = Array.from(wrap.querySelectorAll('[data-testid="floating-ball"], [role="status"]'))
        .map((element) => ({
          what: element.matches('button') ? 'ball' : 'tooltip',
          box: cut(element.getBoundingClientRect(), screen),
        }))
        .filter(({ box }) => shown(box));
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement!;
        if (!text || overlay(node) || getComputedStyle(parent).visibility === 'hidden') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) {
          const box = showing(line, node as unknown as Element);
          for (const cover of covers)
            if (shown(box) && meets(cover.box, box))
              problems.add(`${cover.what} covers the text "${text.slice(0, 40)}"`);
        }
      }
      for (const element of Array.from(document.querySelectorAll(selector))) {
        const box = showing(element.getBoundingClientRect(), element);
        if (overlay(element) || !shown(box) || getComputedStyle(element).visibility === 'hidden') continue;
        for (const cover of covers)
          if (meets(cover.box, box))
            problems.add(
              `${cover.what} covers ${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
            );
      }
    }
    window.scrollTo(0, 0);
    return [...problems];
  }, content);
}

/** The ball's box (the whole 64 px, part of it may be outside the window) and the window's width. */
async function ballBox(page: Page) {
  return page.getByTestId('floating-ball').evaluate((ball) => {
    const box = ball.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, window: document.documentElement.clientWidth };
  });
}

describe.skipIf(!enabled)('the docked ball', { timeout: 180_000 }, () => {
  const tooltip = /^(Click for 10% discount!|Klicke für 10 % Rabatt!)$/;

  for (const [size, paths] of [
    [{ width: 1280, height: 800 }, ['/de', '/products']],
    [phone, ['/de', '/products']],
  ] as const) {
    it(`at ${size.width} × ${size.height} covers no text, card or control, nor does its tooltip`, async () => {
      const mobile = size.width < 640;
      const context = await visitor(shop.browser, size, mobile);
      await context.addCookies([
        { name: 'newsletter_last_shown', value: String(Date.now()), url: shop.stack.url },
      ]);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path);
        // The home page hydrates on a first touch: a key that neither scrolls nor types.
        await page.keyboard.press('Shift');
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.getByTestId('floating-ball').waitFor({ timeout: 20_000 });
        const box = await ballBox(page);
        // Docked: part of it outside the window's right edge.
        expect(box.x + box.width, path).toBeGreaterThan(box.window);
        expect(await ballCovers(page), path).toEqual([]);
        if (!mobile && path === '/de') {
          // The free-shipping card, whose end it covered when it sat 16 px inside the corner.
          const card = page.locator('li', { hasText: 'Kostenloser Versand ab 50 €' });
          const cardBox = (await card.boundingBox())!;
          expect(cardBox.x + cardBox.width, 'the card ends left of the ball').toBeLessThanOrEqual(box.x);
          // Its tooltip shows in the window's margin (5 s after the ball starts, for 3 s), and
          // covers nothing there either.
          await page.getByText(tooltip).waitFor({ timeout: 15_000 });
          expect(await ballCovers(page), `${path} with the tooltip`).toEqual([]);
        }
      }
      await context.close();
    });
  }

  it('comes fully in when hovered or focused with the keyboard, opens the newsletter modal, stays where dragged', async () => {
    const context = await visitor(shop.browser, { width: 1280, height: 800 }, false);
    // The modal's cooldown: it shows only when the ball asks for it.
    await context.addCookies([
      { name: 'newsletter_last_shown', value: String(Date.now()), url: shop.stack.url },
    ]);
    const page = await context.newPage();
    await page.goto('/de');
    await page.keyboard.press('Shift');
    const ball = page.getByTestId('floating-ball');
    await ball.waitFor({ timeout: 20_000 });
    const docked = await ballBox(page);
    const fullyIn = async () => {
      const box = await ballBox(page);
      return box.x >= 0 && box.x + box.width <= box.window;
    };
    const dialog = page.getByRole('dialog', { name: '10 % Rabatt auf deine erste Bestellung' });
    // A slide is 180 ms; on a loaded machine React's update may come well after it.
    const settle = { timeout: 10_000 };

    // Hovered: its visible part under the pointer, it slides in; the pointer leaves, it docks.
    await page.mouse.move(docked.window - 8, docked.y + docked.width / 2);
    await expect.poll(fullyIn, settle).toBe(true);
    await page.mouse.move(400, 300);
    await expect.poll(async () => (await ballBox(page)).x, settle).toBe(docked.x);
    // Hovered and clicked: the modal.
    await page.mouse.move(docked.window - 8, docked.y + docked.width / 2);
    await expect.poll(fullyIn, settle).toBe(true);
    await ball.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.mouse.move(400, 300);
    await expect.poll(async () => (await ballBox(page)).x, settle).toBe(docked.x);

    // Focused from the keyboard: in, with its focus ring inside the window; Enter opens the modal.
    for (let presses = 0; presses < 300; presses += 1) {
      if (await ball.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    // Slid all the way in: 8 px from the edge, room for the ring.
    await expect.poll(async () => (await ballBox(page)).x, settle).toBe(docked.window - docked.width - 8);
    // The ring (an outline and a wider shadow) inside the window: its right edge at most at the edge.
    const ring = await ball.evaluate((element) => {
      const style = getComputedStyle(element);
      const outline = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      // A ring shadow computes as "<colour> 0px 0px 0px <spread>px".
      const shadow = Number(/ 0px 0px 0px ([\d.]+)px/.exec(style.boxShadow)?.[1] ?? 0);
      return {
        style: style.outlineStyle,
        right: element.getBoundingClientRect().right + Math.max(outline, shadow),
        window: document.documentElement.clientWidth,
      };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.right).toBeLessThanOrEqual(ring.window);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Dragged out of its dock (a new page: a docked ball): the click that ends the drag is
    // ignored, and it stays where it was put when the pointer leaves.
    await page.reload();
    await page.keyboard.press('Shift');
    await ball.waitFor({ timeout: 20_000 });
    await page.mouse.move(docked.window - 8, docked.y + docked.width / 2);
    await expect.poll(fullyIn, settle).toBe(true);
    const out = await ballBox(page);
    await page.mouse.move(out.x + out.width / 2, out.y + out.width / 2);
    await page.mouse.down();
    await page.mouse.move(600, 400, { steps: 8 });
    await page.mouse.up();
    await page.mouse.move(100, 150);
    const placed = await ballBox(page);
    expect(placed.x + placed.width / 2).toBeGreaterThan(560);
    expect(placed.x + placed.width / 2).toBeLessThan(640);
    await page.waitForTimeout(500);
    expect(await ballBox(page)).toEqual(placed);
    expect(await dialog.count()).toBe(0);
    await context.close();
  });
});

describe.skipIf(!enabled)("the phone layout of the account's tabs", { timeout: 120_000 }, () => {
  it("puts Logout on the tabs' line: the same height and padding as a tab, in English and German", async () => {
    const context = await visitor(shop.browser, phone, true);
    await context.addCookies([
      { name: 'newsletter_last_shown', value: String(Date.now()), url: shop.stack.url },
    ]);
    const page = await context.newPage();
    await page.goto('/size-guide');
    const name = `tabs${Date.now()}`;
    const registered = await graphqlInPage(
      page,
      'mutation($i: RegisterCustomerInput!) { registerCustomer(input: $i) { viewer { databaseId } } }',
      { i: { email: `${name}@example.com`, username: name, password: 'Tabs-in-a-row-2026!' } },
    );
    expect(registered.errors).toBeUndefined();
    for (const [path, logout] of [
      ['/my-account', 'Logout'],
      ['/de/my-account', 'Abmelden'],
    ] as const) {
      await page.goto(path);
      const button = page.getByRole('button', { name: logout, exact: true });
      await button.waitFor();
      const tab = button.locator('xpath=ancestor::ul[1]').getByRole('link').first();
      const box = async (locator: typeof tab) =>
        locator.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            height: Math.round(element.getBoundingClientRect().height),
            paddingTop: style.paddingTop,
            paddingLeft: style.paddingLeft,
            fontSize: style.fontSize,
          };
        });
      expect(await box(button), path).toEqual(await box(tab));
    }
    await context.close();
  });
});
