// The page shell (behaviour §2 Header and Overlays): cart drawer, mobile menu and search panel, each
// open or closed. The overlay and any route change close the drawers; the body scroll is locked
// while the cart or the mobile menu is open. Scroll locking and applying a search are actions
// the web app provides.
import { assign, setup } from 'xstate';

export type ShellEvent =
  | { type: 'cart.open' }
  | { type: 'cart.close' }
  | { type: 'cart.toggle' }
  | { type: 'menu.toggle' }
  | { type: 'menu.set'; open: boolean }
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.toggle' }
  | { type: 'search.submit'; query: string }
  | { type: 'overlay.click' }
  | { type: 'route.change'; path: string };

export interface ShellContext {
  cartOpen: boolean;
  menuOpen: boolean;
  searchQuery: string;
}

export const shellMachine = setup({
  types: { context: {} as ShellContext, events: {} as ShellEvent },
  actions: {
    lockScroll: () => {},
    unlockScroll: () => {},
    applySearch: (_, _params: { query: string }) => {},
    markCart: assign((_, params: { open: boolean }) => ({ cartOpen: params.open })),
    markMenu: assign((_, params: { open: boolean }) => ({ menuOpen: params.open })),
    rememberQuery: assign({
      searchQuery: ({ context, event }) =>
        event.type === 'search.submit' ? event.query.trim() : context.searchQuery,
    }),
  },
  guards: {
    menuWantsOpen: ({ event }) => event.type === 'menu.set' && event.open,
    menuWantsClosed: ({ event }) => event.type === 'menu.set' && !event.open,
    drawerOpen: ({ context }) => context.cartOpen || context.menuOpen,
    noDrawerOpen: ({ context }) => !context.cartOpen && !context.menuOpen,
  },
}).createMachine({
  id: 'shell',
  type: 'parallel',
  context: { cartOpen: false, menuOpen: false, searchQuery: '' },
  states: {
    cart: {
      initial: 'closed',
      states: {
        closed: { on: { 'cart.open': 'open', 'cart.toggle': 'open' } },
        open: {
          entry: { type: 'markCart', params: { open: true } },
          exit: { type: 'markCart', params: { open: false } },
          on: {
            'cart.close': 'closed',
            'cart.toggle': 'closed',
            'overlay.click': 'closed',
            'route.change': 'closed',
          },
        },
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: { on: { 'menu.toggle': 'open', 'menu.set': { guard: 'menuWantsOpen', target: 'open' } } },
        open: {
          entry: { type: 'markMenu', params: { open: true } },
          exit: { type: 'markMenu', params: { open: false } },
          on: {
            'menu.toggle': 'closed',
            'menu.set': { guard: 'menuWantsClosed', target: 'closed' },
            'overlay.click': 'closed',
            'route.change': 'closed',
          },
        },
      },
    },
    search: {
      initial: 'closed',
      states: {
        closed: { on: { 'search.open': 'open', 'search.toggle': 'open' } },
        open: {
          on: {
            'search.close': 'closed',
            'search.toggle': 'closed',
            'search.submit': {
              target: 'closed',
              actions: [
                'rememberQuery',
                { type: 'applySearch', params: ({ event }) => ({ query: event.query.trim() }) },
              ],
            },
          },
        },
      },
    },
    // Derived from the two drawers so the lock is taken once and released once, however they
    // open and close together.
    scroll: {
      initial: 'free',
      states: {
        free: { always: { guard: 'drawerOpen', target: 'locked' } },
        locked: {
          entry: 'lockScroll',
          exit: 'unlockScroll',
          always: { guard: 'noDrawerOpen', target: 'free' },
        },
      },
    },
  },
});
