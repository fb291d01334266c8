// Floating discount ball (behaviour §4, §9): 64 px, dragged anywhere inside the window (clamped), a
// click right after a drag is ignored, a click opens the newsletter modal (provided action), and
// the tooltip "Click for 10% discount!" appears 5 s after start for 3 s, then cycles 3,000 ms
// shown / 2,000 ms hidden.
//
// Where it rests (README "Floating ball"): docked at the window's right edge with only `peek` px of
// it showing (the web app measures the page's side margin, so the docked ball covers no content);
// hovered or focused it comes fully in (`out`) and goes back when neither; once the shopper drags
// it, it stays where she put it (`placed`), clamped to the window.
import { assign, raise, setup } from 'xstate';
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
  /** How many px of the docked ball show at the right edge; half the ball when omitted. */
  peek?: number;
}

export interface FloatingBallContext {
  viewport: Viewport;
  peek: number;
  position: Point;
  /** Pointer position minus ball position at pointer down, so the ball does not jump. */
  grab: Point;
  pressedAt: Point;
  ignoreNextClick: boolean;
  hovered: boolean;
  focused: boolean;
}

export type FloatingBallEvent =
  | { type: 'ball.pointer.down'; x: number; y: number }
  | { type: 'ball.pointer.move'; x: number; y: number }
  | { type: 'ball.pointer.up' }
  | { type: 'ball.click' }
  | { type: 'ball.hover.start' }
  | { type: 'ball.hover.end' }
  | { type: 'ball.focus' }
  | { type: 'ball.blur' }
  /** Raised by the machine itself when a press becomes a drag. */
  | { type: 'ball.drag.start' }
  | { type: 'window.resize'; width: number; height: number; peek?: number };

const size = settings.floatingBallSizePx;
const margin = settings.floatingBallMarginPx;

export function clampToViewport(point: Point, viewport: Viewport): Point {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));
  return { x: clamp(point.x, viewport.width - size), y: clamp(point.y, viewport.height - size) };
}

/** The resting place: bottom right, `peek` px of the ball inside the window's right edge. */
export function dockedPosition(viewport: Viewport, peek: number): Point {
  const shown = Math.min(Math.max(peek, 0), size);
  return { x: viewport.width - shown, y: Math.max(viewport.height - size - margin, 0) };
}

/** Hovered or focused: the whole ball, its focus ring inside the right edge, at the docked height. */
export function outPosition(viewport: Viewport): Point {
  const x = viewport.width - size - settings.floatingBallOutInsetPx;
  return clampToViewport({ x, y: viewport.height - size - margin }, viewport);
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
    startDrag: raise({ type: 'ball.drag.start' }),
    ignoreNextClick: assign({ ignoreNextClick: true }),
    forgetIgnoredClick: assign({ ignoreNextClick: false }),
    hover: assign({ hovered: true }),
    unhover: assign({ hovered: false }),
    focus: assign({ focused: true }),
    blur: assign({ focused: false }),
    measure: assign(({ context, event }) =>
      event.type === 'window.resize'
        ? { viewport: { width: event.width, height: event.height }, peek: event.peek ?? context.peek }
        : {},
    ),
    dock: assign({ position: ({ context }) => dockedPosition(context.viewport, context.peek) }),
    bringIn: assign({ position: ({ context }) => outPosition(context.viewport) }),
    clamp: assign({ position: ({ context }) => clampToViewport(context.position, context.viewport) }),
  },
  guards: {
    movedPastThreshold: ({ context, event }) =>
      event.type === 'ball.pointer.move' &&
      Math.hypot(event.x - context.pressedAt.x, event.y - context.pressedAt.y) >=
        settings.floatingBallDragThresholdPx,
    clickFollowsDrag: ({ context }) => context.ignoreNextClick,
    stillFocused: ({ context }) => context.focused,
    stillHovered: ({ context }) => context.hovered,
  },
}).createMachine({
  id: 'floatingBall',
  type: 'parallel',
  context: ({ input }) => {
    const peek = input.peek ?? size / 2;
    return {
      viewport: input.viewport,
      peek,
      position: dockedPosition(input.viewport, peek),
      grab: { x: 0, y: 0 },
      pressedAt: { x: 0, y: 0 },
      ignoreNextClick: false,
      hovered: false,
      focused: false,
    };
  },
  states: {
    place: {
      initial: 'docked',
      states: {
        docked: {
          on: {
            'ball.hover.start': { target: 'out', actions: ['hover', 'bringIn'] },
            'ball.focus': { target: 'out', actions: ['focus', 'bringIn'] },
            'ball.hover.end': { actions: 'unhover' },
            'ball.blur': { actions: 'blur' },
            'ball.drag.start': 'placed',
            'window.resize': { actions: ['measure', 'dock'] },
          },
        },
        out: {
          on: {
            'ball.hover.start': { actions: 'hover' },
            'ball.focus': { actions: 'focus' },
            'ball.hover.end': [
              { guard: 'stillFocused', actions: 'unhover' },
              { target: 'docked', actions: ['unhover', 'dock'] },
            ],
            'ball.blur': [
              { guard: 'stillHovered', actions: 'blur' },
              { target: 'docked', actions: ['blur', 'dock'] },
            ],
            'ball.drag.start': 'placed',
            'window.resize': { actions: ['measure', 'bringIn'] },
          },
        },
        // Where the shopper put it: hover and focus no longer move it.
        placed: {
          on: {
            'ball.hover.start': { actions: 'hover' },
            'ball.hover.end': { actions: 'unhover' },
            'ball.focus': { actions: 'focus' },
            'ball.blur': { actions: 'blur' },
            'window.resize': { actions: ['measure', 'clamp'] },
          },
        },
      },
    },
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
            'ball.pointer.move': {
              guard: 'movedPastThreshold',
              target: 'dragging',
              actions: ['follow', 'startDrag'],
            },
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
