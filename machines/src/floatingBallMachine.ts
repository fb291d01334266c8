// Floating discount ball (behaviour §4, §9): 64 px, dragged anywhere inside the window (clamped), a
// click right after a drag is ignored, a click opens the newsletter modal (provided action), and
// the tooltip "Click for 10% discount!" appears 5 s after start for 3 s, then cycles 3,000 ms
// shown / 2,000 ms hidden.
import { assign, setup } from 'xstate';
import { settings } from './settings.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface FloatingBallInput {
  viewport: Viewport;
  /** Where the ball starts; bottom right corner with a 16 px margin when omitted. */
  position?: Point;
}

export interface FloatingBallContext {
  viewport: Viewport;
  position: Point;
  /** Pointer position minus ball position at pointer down, so the ball does not jump. */
  grab: Point;
  pressedAt: Point;
  ignoreNextClick: boolean;
}

export type FloatingBallEvent =
  | { type: 'ball.pointer.down'; x: number; y: number }
  | { type: 'ball.pointer.move'; x: number; y: number }
  | { type: 'ball.pointer.up' }
  | { type: 'ball.click' }
  | { type: 'window.resize'; width: number; height: number };

const size = settings.floatingBallSizePx;

export function clampToViewport(point: Point, viewport: Viewport): Point {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));
  return { x: clamp(point.x, viewport.width - size), y: clamp(point.y, viewport.height - size) };
}

export const floatingBallMachine = setup({
  types: {
    context: {} as FloatingBallContext,
    events: {} as FloatingBallEvent,
    input: {} as FloatingBallInput,
  },
  delays: {
    tooltipFirst: settings.floatingBallTooltipFirstDelayMs,
    tooltipShow: settings.floatingBallTooltipShowMs,
    tooltipHide: settings.floatingBallTooltipHideMs,
  },
  actions: {
    /** Sends `newsletter.open` to the newsletter modal. */
    openNewsletter: () => {},
    press: assign(({ context, event }) => {
      if (event.type !== 'ball.pointer.down') return {};
      const pointer = { x: event.x, y: event.y };
      const grab = { x: pointer.x - context.position.x, y: pointer.y - context.position.y };
      return { pressedAt: pointer, grab, ignoreNextClick: false };
    }),
    follow: assign({
      position: ({ context, event }) =>
        event.type === 'ball.pointer.move'
          ? clampToViewport({ x: event.x - context.grab.x, y: event.y - context.grab.y }, context.viewport)
          : context.position,
    }),
    ignoreNextClick: assign({ ignoreNextClick: true }),
    forgetIgnoredClick: assign({ ignoreNextClick: false }),
    resize: assign(({ context, event }) => {
      if (event.type !== 'window.resize') return {};
      const viewport = { width: event.width, height: event.height };
      return { viewport, position: clampToViewport(context.position, viewport) };
    }),
  },
  guards: {
    movedPastThreshold: ({ context, event }) =>
      event.type === 'ball.pointer.move' &&
      Math.hypot(event.x - context.pressedAt.x, event.y - context.pressedAt.y) >=
        settings.floatingBallDragThresholdPx,
    clickFollowsDrag: ({ context }) => context.ignoreNextClick,
  },
}).createMachine({
  id: 'floatingBall',
  type: 'parallel',
  context: ({ input }) => ({
    viewport: input.viewport,
    position: clampToViewport(
      input.position ?? { x: input.viewport.width - size - 16, y: input.viewport.height - size - 16 },
      input.viewport,
    ),
    grab: { x: 0, y: 0 },
    pressedAt: { x: 0, y: 0 },
    ignoreNextClick: false,
  }),
  on: { 'window.resize': { actions: 'resize' } },
  states: {
    pointer: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'ball.pointer.down': { target: 'pressed', actions: 'press' },
            'ball.click': [
              { guard: 'clickFollowsDrag', actions: 'forgetIgnoredClick' },
              { actions: 'openNewsletter' },
            ],
          },
        },
        pressed: {
          on: {
            'ball.pointer.move': { guard: 'movedPastThreshold', target: 'dragging', actions: 'follow' },
            'ball.pointer.up': 'idle',
          },
        },
        dragging: {
          on: {
            'ball.pointer.move': { actions: 'follow' },
            'ball.pointer.up': { target: 'idle', actions: 'ignoreNextClick' },
          },
        },
      },
    },
    tooltip: {
      initial: 'waiting',
      states: {
        waiting: { after: { tooltipFirst: 'shown' } },
        shown: { after: { tooltipShow: 'hidden' } },
        hidden: { after: { tooltipHide: 'shown' } },
      },
    },
  },
});
