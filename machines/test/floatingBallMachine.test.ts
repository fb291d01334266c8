import { describe, expect, it, vi } from 'vitest';
import { floatingBallMachine } from '../src/floatingBallMachine.ts';
import { createCoverage } from './support/coverage.ts';
import { start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(floatingBallMachine);
const viewport = { width: 400, height: 800 };
// Docked: 20 px of the ball inside the right edge, 16 px above the bottom one.
const docked = { x: 400 - 20, y: 800 - 64 - 16 };
// Hovered or focused: the whole ball, 8 px from the right edge (its focus ring shows).
const out = { x: 400 - 64 - 8, y: 800 - 64 - 16 };

/** A ball whose dock shows `peek` px of it (20), or the machine's default for `null`. */
function ball(peek: number | null = 20) {
  const openNewsletter = vi.fn();
  const actor = start(floatingBallMachine.provide({ actions: { openNewsletter } }), coverage, {
    viewport,
    ...(peek === null ? {} : { peek }),
  });
  const tooltip = () => (actor.getSnapshot().value as { tooltip: string }).tooltip;
  const place = () => (actor.getSnapshot().value as { place: string }).place;
  const position = () => actor.getSnapshot().context.position;
  return { actor, openNewsletter, tooltip, place, position };
}

/** Drags the ball by (dx, dy) from a point on it. */
function drag(
  actor: ReturnType<typeof ball>['actor'],
  from: { x: number; y: number },
  dx: number,
  dy: number,
) {
  actor.send({ type: 'ball.pointer.down', ...from });
  actor.send({ type: 'ball.pointer.move', x: from.x + dx, y: from.y + dy });
  actor.send({ type: 'ball.pointer.up' });
}

useFakeClock();

describe('floating ball', () => {
  it('rests docked at the right edge, showing `peek` px of itself (half of it by default)', () => {
    expect(ball().position()).toEqual(docked);
    expect(ball().place()).toBe('docked');
    expect(ball(null).position()).toEqual({ x: 400 - 32, y: 800 - 64 - 16 });
  });

  it('comes fully in while hovered and docks again when the pointer leaves', () => {
    const { actor, place, position } = ball();
    actor.send({ type: 'ball.hover.start' });
    expect(place()).toBe('out');
    expect(position()).toEqual(out);
    // A second enter (the pointer crossing the ball's border as it slides) changes nothing.
    actor.send({ type: 'ball.hover.start' });
    expect(position()).toEqual(out);
    actor.send({ type: 'ball.hover.end' });
    expect(place()).toBe('docked');
    expect(position()).toEqual(docked);
  });

  it('comes fully in while focused, and stays in until neither focused nor hovered', () => {
    const { actor, place, position } = ball();
    actor.send({ type: 'ball.focus' });
    expect(place()).toBe('out');
    expect(position()).toEqual(out);
    actor.send({ type: 'ball.focus' });
    actor.send({ type: 'ball.hover.start' });
    actor.send({ type: 'ball.hover.end' });
    expect(place()).toBe('out');
    actor.send({ type: 'ball.hover.start' });
    actor.send({ type: 'ball.blur' });
    expect(place()).toBe('out');
    actor.send({ type: 'ball.hover.end' });
    expect(place()).toBe('docked');
    actor.send({ type: 'ball.focus' });
    actor.send({ type: 'ball.blur' });
    expect(place()).toBe('docked');
    expect(position()).toEqual(docked);
  });

  it('keeps its flags when a leave or blur arrives while docked', () => {
    const { actor, place } = ball();
    actor.send({ type: 'ball.hover.end' });
    actor.send({ type: 'ball.blur' });
    expect(place()).toBe('docked');
    expect(actor.getSnapshot().context).toMatchObject({ hovered: false, focused: false });
  });

  it('opens the newsletter modal on a click, docked or out, without moving', () => {
    const { actor, openNewsletter, position } = ball();
    drag(actor, { x: 390, y: 750 }, 1, 1);
    actor.send({ type: 'ball.click' });
    expect(openNewsletter).toHaveBeenCalledTimes(1);
    expect(position()).toEqual(docked);
    actor.send({ type: 'ball.hover.start' });
    actor.send({ type: 'ball.click' });
    expect(openNewsletter).toHaveBeenCalledTimes(2);
    expect(position()).toEqual(out);
  });

  it('dragged from its dock, stays where it was put: hover, focus and leaving no longer move it', () => {
    const { actor, openNewsletter, place, position } = ball();
    actor.send({ type: 'ball.pointer.down', x: 390, y: 750 });
    actor.send({ type: 'ball.pointer.move', x: 300, y: 400 });
    expect(actor.getSnapshot().matches({ pointer: 'dragging', place: 'placed' })).toBe(true);
    actor.send({ type: 'ball.pointer.move', x: 200, y: 300 });
    // Grabbed 10 px right of its left edge and 30 px below its top.
    expect(position()).toEqual({ x: 190, y: 270 });
    actor.send({ type: 'ball.pointer.up' });
    actor.send({ type: 'ball.click' });
    expect(openNewsletter).not.toHaveBeenCalled();
    actor.send({ type: 'ball.click' });
    expect(openNewsletter).toHaveBeenCalledTimes(1);
    for (const type of ['ball.hover.start', 'ball.focus', 'ball.hover.end', 'ball.blur'] as const) {
      actor.send({ type });
      expect(place()).toBe('placed');
      expect(position()).toEqual({ x: 190, y: 270 });
    }
  });

  it('can be dragged out of its hovered place too', () => {
    const { actor, place, position } = ball();
    actor.send({ type: 'ball.hover.start' });
    drag(actor, { x: 370, y: 750 }, -100, -100);
    expect(place()).toBe('placed');
    expect(position()).toEqual({ x: 228, y: 620 });
    actor.send({ type: 'ball.hover.end' });
    expect(position()).toEqual({ x: 228, y: 620 });
  });

  it('stays inside the window while dragged and when the window shrinks', () => {
    const { actor, position } = ball();
    actor.send({ type: 'ball.pointer.down', x: 390, y: 750 });
    actor.send({ type: 'ball.pointer.move', x: -500, y: 5_000 });
    expect(position()).toEqual({ x: 0, y: 800 - 64 });
    actor.send({ type: 'ball.pointer.move', x: 5_000, y: -50 });
    expect(position()).toEqual({ x: 400 - 64, y: 0 });
    actor.send({ type: 'ball.pointer.up' });
    actor.send({ type: 'window.resize', width: 300, height: 500 });
    expect(position()).toEqual({ x: 300 - 64, y: 0 });
  });

  it('follows a resize in its dock (with the new margin) and while out', () => {
    const { actor, position } = ball();
    actor.send({ type: 'window.resize', width: 1280, height: 720, peek: 32 });
    expect(position()).toEqual({ x: 1280 - 32, y: 720 - 80 });
    actor.send({ type: 'window.resize', width: 1024, height: 720 });
    expect(position()).toEqual({ x: 1024 - 32, y: 720 - 80 });
    actor.send({ type: 'ball.hover.start' });
    actor.send({ type: 'window.resize', width: 800, height: 600, peek: 12 });
    expect(position()).toEqual({ x: 800 - 72, y: 600 - 80 });
    actor.send({ type: 'ball.hover.end' });
    expect(position()).toEqual({ x: 800 - 12, y: 600 - 80 });
  });

  it('shows the tooltip 5 s after start for 3 s, then cycles 3,000/2,000 ms', () => {
    const { tooltip } = ball();
    vi.advanceTimersByTime(4_999);
    expect(tooltip()).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(tooltip()).toBe('shown');
    vi.advanceTimersByTime(3_000);
    expect(tooltip()).toBe('hidden');
    vi.advanceTimersByTime(1_999);
    expect(tooltip()).toBe('hidden');
    vi.advanceTimersByTime(1);
    expect(tooltip()).toBe('shown');
    vi.advanceTimersByTime(3_000 + 2_000);
    expect(tooltip()).toBe('shown');
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
