import { interactionEvents } from '@nails/machines/interactionEvents';

/**
 * The shopper's first interaction with the document (behaviour §4's list: mouse, key, touch, scroll,
 * wheel, click, resize), watched from the page's first script (main.tsx) so parts that start
 * later still know what happened before them.
 */
let first: Promise<void> | undefined;
let scrolledByShopper = false;

/** Keys that scroll the page when nothing focused takes them. */
const scrollKeys = new Set([' ', 'PageDown', 'PageUp', 'End', 'Home', 'ArrowDown', 'ArrowUp']);

/** Wheel, touch, the scrollbar (mousedown) or a scrolling key: how a shopper moves the page. */
const movingEvents = ['wheel', 'touchstart', 'mousedown', 'keydown'] as const;
const movesPage = (event: Event): boolean =>
  event.type !== 'keydown' || scrollKeys.has((event as KeyboardEvent).key);

/**
 * Calls `listener` the first time, from now on, that the shopper moves the page themselves;
 * returns a function that stops watching. What a load's scroll (to the top, a #target or a saved
 * position) gives way to.
 */
export function onShopperScroll(listener: () => void, target: Window = window): () => void {
  const stop = () => {
    for (const type of movingEvents) target.removeEventListener(type, onEvent, { capture: true });
  };
  const onEvent = (event: Event) => {
    if (!movesPage(event)) return;
    stop();
    listener();
  };
  for (const type of movingEvents) target.addEventListener(type, onEvent, { capture: true, passive: true });
  return stop;
}

/** Starts watching (once) and resolves at the first of behaviour §4's interactions. */
export function firstInteraction(target: Window = window): Promise<void> {
  first ??= new Promise<void>((resolve) => {
    const onInteraction = () => {
      for (const type of interactionEvents)
        target.removeEventListener(type, onInteraction, { capture: true });
      resolve();
    };
    for (const type of interactionEvents)
      target.addEventListener(type, onInteraction, { capture: true, passive: true });
    onShopperScroll(() => (scrolledByShopper = true), target);
  });
  return first;
}

/**
 * Whether the shopper has scrolled the page themselves since it loaded (wheel, touch, scrollbar or
 * a scrolling key): a load's "open at the top" must not take a page back from under them.
 */
export const shopperHasScrolled = (): boolean => scrolledByShopper;
