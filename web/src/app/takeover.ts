/**
 * How the app takes over a server-rendered page (main.tsx, the page's first script).
 *
 * When: at once, after the page's main images (`mainImagesLoaded`); or, on a page the server
 * marks `<html data-hydrate-on-interaction>` (routes.tsx `hydrateOnInteraction`: the home page,
 * where most visits begin), at the shopper's first interaction, so its first visit on a phone
 * loads about 2 KB of JavaScript instead of the app's 230 KB. Spec §4's deferred store start waits
 * for the same interaction; spec §4's timers start after hydration as on every page.
 *
 * What: all of the page's app code at once (`preloadAppCode`, the list the server wrote).
 *
 * Meanwhile, on every page, what the server's HTML can do alone it does: links open their page,
 * fields take focus and typing, a FAQ's `<details>` opens. A tap on a control only the app can
 * serve (a button, a checkbox and its label) or a form without an `action` is held and replayed
 * on the same element once the app has hydrated (`holdActionsUntil`; hydration keeps the
 * server's elements), so the shopper's first tap is answered late rather than lost.
 */
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

/** Where a server-rendered page lists the URLs of the app's code (document-head.tsx `withoutAppCode`). */
export const appCodeElementId = 'app-code';

/**
 * Fetches all of the app's code for this page at once (the app's chunk and what it imports, the
 * route's and the language's), where the app's own imports would find them one after another.
 */
export function preloadAppCode(doc: Document = document): void {
  let urls: unknown;
  try {
    urls = JSON.parse(doc.getElementById(appCodeElementId)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  // One insertion into the head for all of them, not one per link.
  const links = doc.createDocumentFragment();
  for (const url of urls) {
    if (typeof url !== 'string') continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    links.append(link);
  }
  doc.head.append(links);
}

/** Controls whose click only the app can answer (a link, a field or a `<summary>` works alone). */
const checkable = 'input[type="checkbox"], input[type="radio"], input[type="submit"]';
const appControls = `button, [role="button"], label, ${checkable}`;

type HeldAction = { kind: 'click'; element: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

/**
 * Holds clicks on app-only controls and submits of app-only forms until `hydrated` settles, then
 * replays them in order (a control tapped twice while waiting is replayed once: the shopper asked
 * for it once). If the app failed to load, nothing is replayed: the page stays what the server
 * sent, and its links still work.
 */
export function holdActionsUntil(hydrated: Promise<unknown>, doc: Document = document): void {
  const held: HeldAction[] = [];
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
  const release = () => {
    doc.removeEventListener('click', onClick, { capture: true });
    doc.removeEventListener('submit', onSubmit, { capture: true });
  };
  hydrated.then(
    () => {
      release();
      for (const action of held.splice(0)) {
        if (action.kind === 'click' && action.element.isConnected) action.element.click();
        if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
      }
    },
    () => {
      release();
      held.length = 0;
    },
  );
}
