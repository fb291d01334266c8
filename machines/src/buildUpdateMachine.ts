// New build detection (behaviour §4, §7, §8): the latest build id is polled (GET builds/latest.json,
// provided actor). Once a newer build exists, the next navigation does a full reload of the
// target path; a stale-chunk load error reloads too. Either reload happens at most once per path
// within 10 s: the last reload ({path, at}) lives in session storage, which survives the reload,
// so the web app passes it in as input and stores it through `rememberReload`.
import { assign, fromPromise, setup } from 'xstate';
import { mayReloadAgain, type ReloadRecord } from './reloadGuard.ts';
import { settings } from './settings.ts';

export interface BuildUpdateInput {
  buildId: string;
  lastReload?: ReloadRecord;
}

export interface BuildUpdateContext extends BuildUpdateInput {
  latestBuildId?: string;
}

/** Navigation and chunk errors carry the time (epoch ms): the machine reads no clock itself. */
export type BuildUpdateEvent =
  | { type: 'build.check' }
  | { type: 'route.change'; path: string; at: number }
  | { type: 'chunk.error'; path: string; at: number };

export const buildUpdateMachine = setup({
  types: {
    context: {} as BuildUpdateContext,
    events: {} as BuildUpdateEvent,
    input: {} as BuildUpdateInput,
  },
  delays: { checkInterval: settings.buildCheckIntervalMs },
  actors: {
    fetchLatestBuildId: fromPromise<string>(async () => {
      throw new Error('fetchLatestBuildId is provided by the web app');
    }),
  },
  actions: {
    /** Writes the reload record to session storage. */
    rememberReload: (_, _params: ReloadRecord) => {},
    /** Full page load of `path` (location.assign / location.reload). */
    reload: (_, _params: { path: string }) => {},
    /** A stale chunk that may not reload again: the web app shows its error page. */
    reportChunkError: (_, _params: { path: string }) => {},
    recordReload: assign({
      lastReload: ({ event, context }) =>
        event.type === 'route.change' || event.type === 'chunk.error'
          ? { path: event.path, at: event.at }
          : context.lastReload,
    }),
  },
  guards: {
    isNewBuild: ({ context }, params: { latest: string }) => params.latest !== context.buildId,
    mayReload: ({ context, event }) =>
      (event.type === 'route.change' || event.type === 'chunk.error') &&
      mayReloadAgain(context.lastReload, event.path, event.at),
  },
}).createMachine({
  id: 'buildUpdate',
  context: ({ input }) => ({ ...input }),
  initial: 'current',
  on: {
    'chunk.error': [
      {
        guard: 'mayReload',
        target: '.reloading',
        actions: [
          'recordReload',
          { type: 'rememberReload', params: ({ event }) => ({ path: event.path, at: event.at }) },
          { type: 'reload', params: ({ event }) => ({ path: event.path }) },
        ],
      },
      { actions: { type: 'reportChunkError', params: ({ event }) => ({ path: event.path }) } },
    ],
  },
  states: {
    current: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { checkInterval: 'checking' },
          on: { 'build.check': 'checking' },
        },
        checking: {
          invoke: {
            src: 'fetchLatestBuildId',
            onDone: [
              {
                guard: { type: 'isNewBuild', params: ({ event }) => ({ latest: event.output }) },
                target: '#buildUpdate.outdated',
                actions: assign({ latestBuildId: ({ event }) => event.output }),
              },
              { target: 'waiting' },
            ],
            // An unreachable manifest is not a new build; try again next interval.
            onError: { target: 'waiting' },
          },
        },
      },
    },
    outdated: {
      on: {
        'route.change': {
          guard: 'mayReload',
          target: 'reloading',
          actions: [
            'recordReload',
            { type: 'rememberReload', params: ({ event }) => ({ path: event.path, at: event.at }) },
            { type: 'reload', params: ({ event }) => ({ path: event.path }) },
          ],
        },
      },
    },
    reloading: { type: 'final' },
  },
});
