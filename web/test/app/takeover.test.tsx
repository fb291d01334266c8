import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appCodeElementId,
  holdActionsUntil,
  loadedAndIdle,
  mainImagesLoaded,
  preloadAppCode,
} from '../../src/app/takeover.ts';

const started: (() => void)[] = [];

/** A promise settled by the test (else after it): the app having hydrated (or failed to load). */
function appStart() {
  let hydrate: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const hydrated = new Promise<void>((resolve, reject) => {
    hydrate = resolve;
    fail = reject;
  });
  started.push(hydrate);
  return { hydrated, hydrate, fail };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a page that hydrates on interaction', () => {
  const answered: string[] = [];
  // The app's own listener, as React's would be once hydrated: it records what reached it.
  const app = (event: Event) => answered.push(`${event.type}:${(event.target as Element).id}`);

  beforeEach(() => {
    answered.length = 0;
    document.body.innerHTML = `
      <button id="menu" type="button"><span id="menu-icon">=</span></button>
      <a id="link" href="/products"><span id="link-text">Shop</span></a>
      <label id="sale-label"><input id="sale" type="checkbox" name="sale" /> On sale</label>
      <label id="email-label">Email <input id="email" type="email" /></label>
      <form id="newsletter"><button id="join" type="submit">Join</button></form>
      <form id="search" action="/products"><input name="search" /></form>`;
    document.addEventListener('click', app);
    document.addEventListener('submit', app);
  });
  afterEach(async () => {
    for (const hydrate of started.splice(0)) hydrate();
    await settled();
    document.removeEventListener('click', app);
    document.removeEventListener('submit', app);
  });

  const click = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event;
  };

  it('holds a tap on a button until the app has hydrated, then answers it once, even if tapped twice', async () => {
    const start = appStart();
    holdActionsUntil(start.hydrated);
    expect(click('menu-icon').defaultPrevented).toBe(true);
    click('menu');
    await settled();
    expect(answered).toEqual([]);

    start.hydrate();
    await settled();
    expect(answered).toEqual(['click:menu']);
    // From now on the app answers directly.
    click('menu');
    expect(answered).toEqual(['click:menu', 'click:menu']);
  });

  it('lets a link open its page and a field take focus, which need no app', () => {
    holdActionsUntil(appStart().hydrated);
    expect(click('link-text').defaultPrevented).toBe(false);
    expect(click('email').defaultPrevented).toBe(false);
    expect(answered).toEqual(['click:link-text', 'click:email']);
  });

  it('ticks a checkbox tapped before hydration only once the app can see the tick', async () => {
    const start = appStart();
    holdActionsUntil(start.hydrated);
    const sale = document.getElementById('sale') as HTMLInputElement;
    sale.click();
    expect(sale.checked).toBe(false);
    start.hydrate();
    await settled();
    expect(sale.checked).toBe(true);
    expect(answered).toEqual(['click:sale']);
  });

  it("sends a form that only the app can send once it has hydrated; a form with an action is the browser's", async () => {
    const start = appStart();
    holdActionsUntil(start.hydrated);
    const held = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('newsletter')!.dispatchEvent(held);
    const native = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('search')!.dispatchEvent(native);
    expect(held.defaultPrevented).toBe(true);
    expect(native.defaultPrevented).toBe(false);
    expect(answered).toEqual(['submit:search']);
    start.hydrate();
    await settled();
    expect(answered).toEqual(['submit:search', 'submit:newsletter']);
  });

  it('replays nothing when the app could not load, and holds nothing after', async () => {
    const start = appStart();
    holdActionsUntil(start.hydrated);
    click('menu');
    start.fail(new Error('chunk gone'));
    await settled();
    expect(answered).toEqual([]);
    expect(click('menu').defaultPrevented).toBe(false);
    expect(answered).toEqual(['click:menu']);
  });

  it("preloads all of the page's app code listed by the server, in order, a few links per task", async () => {
    const listed = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    document.head.innerHTML = `<script type="application/json" id="${appCodeElementId}">${JSON.stringify(listed)}</script>`;
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href, 'http://shop.test').pathname,
      );
    const done = preloadAppCode();
    // Not in the task that asked (the page's first script), and not all in one task.
    expect(preloaded()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded().length).toBeGreaterThan(0);
    expect(preloaded().length).toBeLessThan(listed.length);
    await done;
    expect(preloaded()).toEqual(listed);
    document.head.innerHTML = '';
  });

  it("fetches the app's code after the page's main image, not beside it", async () => {
    document.body.innerHTML = `<img id="photo" fetchpriority="high" src="/_ipx/w_600/photo.webp" /><img src="/thumb.webp" />`;
    const photo = document.getElementById('photo') as HTMLImageElement;
    Object.defineProperty(photo, 'complete', { value: false });
    let loaded = false;
    void mainImagesLoaded(document, 60_000).then(() => (loaded = true));
    await settled();
    expect(loaded).toBe(false);
    photo.dispatchEvent(new Event('load'));
    await settled();
    expect(loaded).toBe(true);
  });

  it('does not wait for a main image that never arrives longer than its limit', async () => {
    document.body.innerHTML = `<img id="photo" fetchpriority="high" src="/slow.webp" />`;
    Object.defineProperty(document.getElementById('photo'), 'complete', { value: false });
    await expect(mainImagesLoaded(document, 20)).resolves.toBeUndefined();
  });

  it('takes a page that hydrates on interaction over once it has loaded and the browser is idle', async () => {
    const page = new EventTarget();
    let idle: (() => void) | undefined;
    const win = Object.assign(page, {
      document: { readyState: 'interactive' },
      requestIdleCallback: (callback: () => void) => void (idle = callback),
      setTimeout,
    }) as unknown as Window;
    let started = false;
    void loadedAndIdle(win).then(() => (started = true));
    await settled();
    // Still loading: the browser is not asked for idle time yet.
    expect(idle).toBeUndefined();
    page.dispatchEvent(new Event('load'));
    await settled();
    expect(started).toBe(false);
    idle?.();
    await settled();
    expect(started).toBe(true);
  });
});

describe('fields filled in before the app took over', () => {
  function Quantity({ onAdd }: { onAdd: (quantity: string, colour: string) => void }) {
    const [quantity, setQuantity] = useState('1');
    const [colour, setColour] = useState('rose');
    return (
      <form>
        <input id="quantity" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
        <select id="colour" value={colour} onChange={(event) => setColour(event.target.value)}>
          <option value="rose">Rose</option>
          <option value="nude">Nude</option>
        </select>
        <button id="add" type="button" onClick={() => onAdd(quantity, colour)}>
          Add to cart
        </button>
      </form>
    );
  }

  it('are given to the app at hydration, before the tap that follows them is replayed', async () => {
    const added: string[] = [];
    const onAdd = (quantity: string, colour: string) => added.push(`${quantity} ${colour}`);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Quantity onAdd={onAdd} />);
    document.body.replaceChildren(container);
    const start = appStart();
    holdActionsUntil(start.hydrated);

    // The shopper types 3, picks Nude and taps "Add to cart" while the app's code is loading.
    const quantity = document.getElementById('quantity') as HTMLInputElement;
    quantity.value = '3';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    const colour = document.getElementById('colour') as HTMLSelectElement;
    colour.value = 'nude';
    colour.dispatchEvent(new Event('change', { bubbles: true }));
    document.getElementById('add')!.click();
    expect(added).toEqual([]);

    await act(async () => {
      hydrateRoot(container, <Quantity onAdd={onAdd} />);
      await settled();
    });
    await act(async () => {
      start.hydrate();
      await settled();
    });
    expect(added).toEqual(['3 nude']);
    expect(quantity.value).toBe('3');
  });
});
