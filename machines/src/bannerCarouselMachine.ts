// Promotion banner carousel (behaviour §2 Header, §9): auto-advances every 2,000 ms, pauses while the
// pointer is over it, and has previous/next arrows. One slide or none: nothing to rotate.
import { assign, setup } from 'xstate';
import { settings } from './settings.ts';

export interface BannerCarouselContext {
  index: number;
  count: number;
}

export type BannerCarouselEvent =
  | { type: 'banner.next' }
  | { type: 'banner.previous' }
  | { type: 'banner.hover.start' }
  | { type: 'banner.hover.end' }
  | { type: 'banner.slides.change'; count: number };

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

export const bannerCarouselMachine = setup({
  types: {
    context: {} as BannerCarouselContext,
    events: {} as BannerCarouselEvent,
    input: {} as { count: number },
  },
  delays: { autoPlay: settings.bannerAutoPlayMs },
  guards: {
    canRotate: ({ context }) => context.count > 1,
    // The page says how many slides there are whenever it renders them; only a new number
    // starts over (the same number again would restart the 2 s and re-render the banner).
    countChanges: ({ context, event }) =>
      event.type === 'banner.slides.change' && Math.max(0, event.count) !== context.count,
  },
  actions: {
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    previous: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    setCount: assign(({ context, event }) => {
      const count = event.type === 'banner.slides.change' ? Math.max(0, event.count) : context.count;
      return { count, index: wrap(context.index, count) };
    }),
  },
}).createMachine({
  id: 'bannerCarousel',
  context: ({ input }) => ({ index: 0, count: Math.max(0, input.count) }),
  initial: 'deciding',
  on: {
    'banner.slides.change': { guard: 'countChanges', target: '.deciding', actions: 'setCount' },
  },
  states: {
    deciding: {
      always: [{ guard: 'canRotate', target: 'playing' }, { target: 'still' }],
    },
    still: {},
    playing: {
      after: { autoPlay: { target: 'playing', reenter: true, actions: 'next' } },
      on: {
        'banner.next': { target: 'playing', reenter: true, actions: 'next' },
        'banner.previous': { target: 'playing', reenter: true, actions: 'previous' },
        'banner.hover.start': { target: 'paused' },
      },
    },
    paused: {
      on: {
        'banner.next': { actions: 'next' },
        'banner.previous': { actions: 'previous' },
        'banner.hover.end': { target: 'playing' },
      },
    },
  },
});
