import { interactionEvents } from '@nails/machines';

/**
 * The shopper's first interaction with the document (spec §4's list: mouse, key, touch, scroll,
 * wheel, click, resize), watched from the page's first script (main.tsx) so parts that start
 * later still know what happened before them.
 */
let first: Promise<void> | undefined;
let scrolledByShopper = false;

/** Keys that scroll the page when nothing focused takes them. */
const scrollKeys = new Set([' ', 'PageDown', 'PageUp', 'End', 'Home', 'ArrowDown', 'ArrowUp']);

function noteScrolling(event: Event): void {
  if (event.type !== 'keydown' || scrollKeys.has((event as KeyboardEvent).key)) scrolledByShopper = true;
}

/** Starts watching (once) and resolves at the first of spec §4's interactions. */
export function firstInteraction(target: Window = window): Promise<void> {
  first ??= new Promise<void>((resolve) => {
    const onInteraction = () => {
      for (const type of interactionEvents)
        target.removeEventListener(type, onInteraction, { capture: true });
      resolve();
    };
    for (const type of interactionEvents)
      target.addEventListener(type, onInteraction, { capture: true, passive: true });
    // Wheel, touch, the scrollbar (mousedown) or a scrolling key: the shopper moved the page.
    for (const type of ['wheel', 'touchstart', 'mousedown', 'keydown'] as const)
      target.addEventListener(type, noteScrolling, { capture: true, passive: true });
  });
  return first;
}

/**
 * Whether the shopper has scrolled the page themselves since it loaded (wheel, touch, scrollbar or
 * a scrolling key): a load's "open at the top" must not take a page back from under them.
 */
export const shopperHasScrolled = (): boolean => scrolledByShopper;
