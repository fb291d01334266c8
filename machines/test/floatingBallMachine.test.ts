import { describe, expect, it, vi } from 'vitest';
import { floatingBallMachine } from '../src/floatingBallMachine.ts';
import { createCoverage } from './support/coverage.ts';
import { start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(floatingBallMachine);
const viewport = { width: 400, height: 800 };

function ball(position = { x: 100, y: 100 }) {
  const openNewsletter = vi.fn();
  const actor = start(floatingBallMachine.provide({ actions: { openNewsletter } }), coverage, {
    viewport,
    position,
  });
  const tooltip = () => (actor.getSnapshot().value as { tooltip: string }).tooltip;
  return { actor, openNewsletter, tooltip };
}

useFakeClock();

describe('floating ball', () => {
  it('opens the newsletter modal on a click', () => {
    const { actor, openNewsletter } = ball();
    actor.send({ type: 'ball.pointer.down', x: 120, y: 120 });
    actor.send({ type: 'ball.pointer.move', x: 121, y: 121 });
    actor.send({ type: 'ball.pointer.up' });
    actor.send({ type: 'ball.click' });
    expect(openNewsletter).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.position).toEqual({ x: 100, y: 100 });
  });

  it('follows a drag, ignores the click right after it, then clicks again normally', () => {
    const { actor, openNewsletter } = ball();
    actor.send({ type: 'ball.pointer.down', x: 110, y: 110 });
    actor.send({ type: 'ball.pointer.move', x: 150, y: 210 });
    expect(actor.getSnapshot().matches({ pointer: 'dragging' })).toBe(true);
    actor.send({ type: 'ball.pointer.move', x: 160, y: 260 });
    expect(actor.getSnapshot().context.position).toEqual({ x: 150, y: 250 });
    actor.send({ type: 'ball.pointer.up' });
    actor.send({ type: 'ball.click' });
    expect(openNewsletter).not.toHaveBeenCalled();
    actor.send({ type: 'ball.click' });
    expect(openNewsletter).toHaveBeenCalledTimes(1);
  });

  it('stays inside the window while dragged and when the window shrinks', () => {
    const { actor } = ball();
    actor.send({ type: 'ball.pointer.down', x: 100, y: 100 });
    actor.send({ type: 'ball.pointer.move', x: -500, y: 5_000 });
    expect(actor.getSnapshot().context.position).toEqual({ x: 0, y: 800 - 64 });
    actor.send({ type: 'ball.pointer.move', x: 5_000, y: -50 });
    expect(actor.getSnapshot().context.position).toEqual({ x: 400 - 64, y: 0 });
    actor.send({ type: 'ball.pointer.up' });
    actor.send({ type: 'window.resize', width: 300, height: 500 });
    expect(actor.getSnapshot().context.position).toEqual({ x: 300 - 64, y: 0 });
  });

  it('starts inside the window even from an outside position', () => {
    const { actor } = ball({ x: 1_000, y: -20 });
    expect(actor.getSnapshot().context.position).toEqual({ x: 336, y: 0 });
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
