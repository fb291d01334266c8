// Purchase toast scheduler (behaviour §4, §9): on the home page only. It starts 3 s after mount or
// 1 s after navigating to /, shows a notification for 4 s with a progress bar every 8 s, cycling
// through the hour's 8 to 12 seeded entries, stops on other routes and is hidden on /my-account,
// /checkout, /cart, /login and /register. Storing the recent list is a provided action.
import { assign, setup } from 'xstate';
import { addRecent, hourlyNotifications, type PurchaseNotification } from './purchaseNotifications.ts';
import { isWithin, routeOf } from './routes.ts';
import { settings } from './settings.ts';

export interface PurchaseToastInput {
  path: string;
  seed: number;
  /** Hours since the epoch: the batch changes every hour. */
  hourIndex: number;
  recent?: PurchaseNotification[];
}

export interface PurchaseToastContext {
  path: string;
  seed: number;
  hourIndex: number;
  batch: PurchaseNotification[];
  next: number;
  current?: PurchaseNotification;
  /** 0 to 1 while a toast shows. */
  progress: number;
  recent: PurchaseNotification[];
}

export type PurchaseToastEvent =
  | { type: 'route.change'; path: string }
  | { type: 'toast.dismiss' }
  | { type: 'toast.hour.change'; hourIndex: number };

const hiddenPaths = ['/my-account', '/checkout', '/cart', '/login', '/register'];

const isHome = (path: string) => routeOf(path) === '/';
const isHidden = (path: string) => isWithin(path, hiddenPaths);

export const purchaseToastMachine = setup({
  types: {
    context: {} as PurchaseToastContext,
    events: {} as PurchaseToastEvent,
    input: {} as PurchaseToastInput,
  },
  delays: {
    afterMount: settings.purchaseToastStartAfterMountMs,
    afterNavigation: settings.purchaseToastStartAfterNavigationMs,
    show: settings.purchaseToastShowMs,
    rest: settings.purchaseToastIntervalMs - settings.purchaseToastShowMs,
    progressStep: settings.purchaseToastProgressStepMs,
  },
  actions: {
    /** Persists the recent list (local storage). */
    storeRecent: (_, _params: { recent: PurchaseNotification[] }) => {},
    showNext: assign(({ context }) => {
      const current = context.batch[context.next % context.batch.length]!;
      return {
        current,
        next: (context.next + 1) % context.batch.length,
        progress: 0,
        recent: addRecent(context.recent, current),
      };
    }),
    advanceProgress: assign({
      progress: ({ context }) =>
        Math.min(1, context.progress + settings.purchaseToastProgressStepMs / settings.purchaseToastShowMs),
    }),
    clearCurrent: assign({ current: undefined, progress: 0 }),
    setPath: assign({
      path: ({ context, event }) => (event.type === 'route.change' ? event.path : context.path),
    }),
    newHour: assign(({ context, event }) =>
      event.type === 'toast.hour.change'
        ? { hourIndex: event.hourIndex, batch: hourlyNotifications(context.seed, event.hourIndex), next: 0 }
        : {},
    ),
  },
  guards: {
    onHome: ({ context }) => isHome(context.path),
    onHiddenRoute: ({ context }) => isHidden(context.path),
    samePath: ({ context, event }) =>
      event.type === 'route.change' && routeOf(event.path) === routeOf(context.path),
    toHome: ({ event }) => event.type === 'route.change' && isHome(event.path),
    toHiddenRoute: ({ event }) => event.type === 'route.change' && isHidden(event.path),
  },
}).createMachine({
  id: 'purchaseToast',
  context: ({ input }) => ({
    path: input.path,
    seed: input.seed,
    hourIndex: input.hourIndex,
    batch: hourlyNotifications(input.seed, input.hourIndex),
    next: 0,
    progress: 0,
    recent: input.recent ?? [],
  }),
  initial: 'deciding',
  on: {
    'route.change': [
      { guard: 'samePath' },
      { guard: 'toHome', target: '.starting.afterNavigation', actions: 'setPath' },
      { guard: 'toHiddenRoute', target: '.hidden', actions: 'setPath' },
      { target: '.stopped', actions: 'setPath' },
    ],
    'toast.hour.change': { actions: 'newHour' },
  },
  states: {
    deciding: {
      always: [
        { guard: 'onHome', target: 'starting.afterMount' },
        { guard: 'onHiddenRoute', target: 'hidden' },
        { target: 'stopped' },
      ],
    },
    starting: {
      initial: 'afterMount',
      states: {
        afterMount: { after: { afterMount: '#purchaseToast.showing' } },
        afterNavigation: { after: { afterNavigation: '#purchaseToast.showing' } },
      },
    },
    showing: {
      entry: ['showNext', { type: 'storeRecent', params: ({ context }) => ({ recent: context.recent }) }],
      exit: 'clearCurrent',
      after: { show: 'resting' },
      on: { 'toast.dismiss': 'resting' },
      initial: 'progressing',
      states: {
        progressing: {
          after: { progressStep: { target: 'progressing', reenter: true, actions: 'advanceProgress' } },
        },
      },
    },
    resting: { after: { rest: 'showing' } },
    stopped: {},
    hidden: {},
  },
});
