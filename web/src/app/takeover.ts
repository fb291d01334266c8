/**
 * How the app takes over a server-rendered page (main.tsx, the page's first script).
 *
 * When: at once, after the page's main images (`mainImagesLoaded`); or, on a page the server
 * marks `<html data-hydrate-on-interaction>` (routes.tsx `hydrateOnInteraction`: the home page,
 * where most visits begin), at the shopper's first interaction or once the loaded page is idle
 * (`loadedAndIdle`), whichever comes first: its first paint and load need about 2 KB of
 * JavaScript instead of the app's 230 KB, and a shopper who never touches the page still gets
 * behaviour §4's timers (they start after hydration, as on every page) and build polling.
 * Behaviour §4's deferred store start still waits for the interaction itself.
 *
 * What: all of the page's app code at once (`preloadAppCode`, the list the server wrote).
 *
 * Meanwhile, on every page, what the server's HTML can do alone it does: links open their page,
 * fields take focus and typing, a FAQ's `<details>` opens. A tap on a control only the app can
 * serve (a button, a checkbox and its label) or a form without an `action` is held and replayed
 * on the same element once the app has hydrated (`holdActionsUntil`; hydration keeps the
 * server's elements), so the shopper's first tap is answered late rather than lost; what was
 * typed or chosen in a field meanwhile is given to the app first.
 */
import { yieldToBrowser } from '../lib/yield-to-browser.ts';

export const hydrateOnInteractionAttribute = 'data-hydrate-on-interaction';

export const hydratesOnInteraction = (doc: Document = document): boolean =>
  doc.documentElement.hasAttribute(hydrateOnInteractionAttribute);

/**
 * Resolves once the page's main images (`fetchpriority="high"`: the product photo, the listing's
 * first cards) have arrived, or after `limit` ms. On a slow connection the app's code (about
 * 230 KB gzip) downloaded beside them takes most of the bandwidth the largest image needs; the
 * code is fetched after them instead.
 */
export function mainImagesLoaded(doc: Document = document, limit = 2500): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  if (pending.length === 0) return Promise.resolve();
  const loaded = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.all(loaded).then(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, limit))),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Resolves once the page has loaded (its images, styles, fonts) and the browser is idle, or
 * `limit` ms after the load at the latest: the app then takes over a page whose own loading is
 * done, so hydration competes with nothing the first paint needs.
 */
export function loadedAndIdle(win: Window = window, limit = 1500): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof win.requestIdleCallback === 'function')
          win.requestIdleCallback(() => resolve(), { timeout: limit });
        else win.setTimeout(resolve, 0);
      }),
  );
}

/** Where a server-rendered page lists the URLs of the app's code (document-head.tsx `withoutAppCode`). */
export const appCodeElementId = 'app-code';

/** Links inserted per task: each starts a fetch, about 1 ms of the main thread apiece on a fast CPU. */
const preloadsPerTask = 8;

/**
 * Fetches all of the app's code for this page at once (the app's chunk and what it imports, the
 * route's and the language's), where the app's own imports would find them one after another.
 * The forty-odd links go into the head a few per task, in the order listed (the libraries first):
 * inserted together they were one task of 15–40 ms on the bench machine, x4 on a phone's CPU.
 */
export async function preloadAppCode(doc: Document = document): Promise<void> {
  let urls: unknown;
  try {
    urls = JSON.parse(doc.getElementById(appCodeElementId)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  const hrefs = urls.filter((url): url is string => typeof url === 'string');
  for (let start = 0; start < hrefs.length; start += preloadsPerTask) {
    await yieldToBrowser();
    // One insertion into the head per batch, not one per link.
    const links = doc.createDocumentFragment();
    for (const href of hrefs.slice(start, start + preloadsPerTask)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    doc.head.append(links);
  }
}

/** Controls whose click only the app can answer (a link, a field or a `<summary>` works alone). */
const checkable = 'input[type="checkbox"], input[type="radio"], input[type="submit"]';
const appControls = `button, [role="button"], label, ${checkable}`;

type HeldAction = { kind: 'click'; element: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Holds clicks on app-only controls and submits of app-only forms until `hydrated` settles, then
 * replays them in order (a control tapped twice while waiting is replayed once: the shopper asked
 * for it once), after telling the app what was typed or chosen in its fields meanwhile (a quantity
 * typed, then "Add to cart" tapped, adds that quantity). If the app failed to load, nothing is
 * replayed: the page stays what the server sent, and its links still work.
 */
export function holdActionsUntil(hydrated: Promise<unknown>, doc: Document = document): void {
  const held: HeldAction[] = [];
  // The last value given to each field (hydration may put a select back to the server's option).
  const typed = new Map<Field, string>();
  const onInput = (event: Event) => {
    const field = event.target;
    const textOrChoice =
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && !field.matches(checkable));
    if (textOrChoice) typed.set(field, field.value);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || event.defaultPrevented || target.closest('a[href]')) return;
    const field = target.closest('input, select, textarea');
    if (field && !field.matches(checkable)) return;
    const control = target.closest<HTMLElement>(appControls);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.some((action) => action.kind === 'click' && action.element === control))
      held.push({ kind: 'click', element: control });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    // A form with an action is the server's: the browser sends it as it is.
    if (!form || event.defaultPrevented || form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: 'submit', form });
  };
  doc.addEventListener('click', onClick, { capture: true });
  doc.addEventListener('submit', onSubmit, { capture: true });
  doc.addEventListener('input', onInput, { capture: true });
  doc.addEventListener('change', onInput, { capture: true });
  const release = () => {
    doc.removeEventListener('click', onClick, { capture: true });
    doc.removeEventListener('submit', onSubmit, { capture: true });
    doc.removeEventListener('input', onInput, { capture: true });
    doc.removeEventListener('change', onInput, { capture: true });
  };
  hydrated.then(
    () => {
      release();
      for (const [field, given] of typed) if (field.isConnected) tellTheApp(field, given);
      typed.clear();
      for (const action of held.splice(0)) {
        if (action.kind === 'click' && action.element.isConnected) action.element.click();
        if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
      }
    },
    () => {
      release();
      held.length = 0;
      typed.clear();
    },
  );
}

/**
 * Tells React about a value the shopper gave a field before hydration. React keeps the field's
 * text through hydration but not in its state: it records the DOM's value as the one it knows, so
 * an `input` event alone changes nothing for it. The field's value is set back to the server's
 * through React's own value property (what React then believes is shown), put back to what the
 * shopper gave with the element's native setter (behind that record), and announced with the
 * event a shopper's typing fires, so React sees a change and runs the field's `onChange`. The
 * same is what testing libraries do to simulate typing into a React field.
 */
function tellTheApp(field: Field, given: string): void {
  if (field instanceof HTMLSelectElement) {
    // React reads a select's choice from its `change` event, with no record to get past.
    field.value = given;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (given === field.defaultValue) return;
  field.value = field.defaultValue;
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
  nativeValue?.set?.call(field, given);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
