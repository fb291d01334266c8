// Deferred store start (behaviour §4, §9 store settings): with
// initStoreOnUserActionToReduceServerLoad on, the first store load (session refresh) waits for
// the first mouse, key, touch, scroll, wheel, click or resize; on /checkout, /my-account and
// /order-summary it starts at once. The listener is a provided callback actor so the machine
// touches no DOM.
import { fromCallback, setup } from 'xstate';
import { isWithin } from './routes.ts';

export interface StoreStartInput {
  /** The store setting initStoreOnUserActionToReduceServerLoad. */
  deferUntilInteraction: boolean;
  path: string;
}

export type StoreStartEvent = { type: 'store.interaction' } | { type: 'route.change'; path: string };

const immediatePaths = ['/checkout', '/my-account', '/order-summary'];

export const storeStartMachine = setup({
  types: {
    context: {} as StoreStartInput,
    events: {} as StoreStartEvent,
    input: {} as StoreStartInput,
  },
  actors: {
    /** Listens for `interactionEvents` and sends `store.interaction`; removes its listeners on stop. */
    waitForInteraction: fromCallback<StoreStartEvent>(() => () => {}),
  },
  actions: {
    /** Starts the store: the web app sends `session.refresh` to the session machine. */
    startStore: () => {},
  },
  guards: {
    startsAtOnce: ({ context }) => !context.deferUntilInteraction || isWithin(context.path, immediatePaths),
    toImmediatePath: ({ event }) => event.type === 'route.change' && isWithin(event.path, immediatePaths),
  },
}).createMachine({
  id: 'storeStart',
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'startsAtOnce', target: 'started' }, { target: 'waiting' }],
    },
    waiting: {
      invoke: { src: 'waitForInteraction' },
      on: {
        'store.interaction': 'started',
        'route.change': { guard: 'toImmediatePath', target: 'started' },
      },
    },
    started: { type: 'final', entry: 'startStore' },
  },
});
