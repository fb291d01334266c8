/**
 * What counts as the shopper's first interaction (behaviour §4 deferred store start): the first mouse,
 * key, touch, scroll, wheel, click or resize. The web app listens for these DOM events, passively,
 * once: to start the store and, on a page that hydrates on interaction, to load the app's code.
 * A module of its own with no imports, so the page's first script can use it without XState.
 */
export const interactionEvents = [
  'mousemove',
  'keydown',
  'touchstart',
  'scroll',
  'wheel',
  'click',
  'resize',
] as const;
