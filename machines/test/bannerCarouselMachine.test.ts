import { describe, expect, it, vi } from 'vitest';
import { bannerCarouselMachine } from '../src/bannerCarouselMachine.ts';
import { settings } from '../src/settings.ts';
import { createCoverage } from './support/coverage.ts';
import { start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(bannerCarouselMachine);
const carousel = (count: number) => start(bannerCarouselMachine, coverage, { count });

useFakeClock();

describe('banner carousel', () => {
  it('advances every 2,000 ms and wraps around', () => {
    const actor = carousel(3);
    expect(actor.getSnapshot().value).toBe('playing');
    vi.advanceTimersByTime(settings.bannerAutoPlayMs - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(settings.bannerAutoPlayMs * 2);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('pauses while hovered and resumes a full interval after', () => {
    const actor = carousel(3);
    vi.advanceTimersByTime(1_500);
    actor.send({ type: 'banner.hover.start' });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'banner.next' });
    actor.send({ type: 'banner.next' });
    actor.send({ type: 'banner.previous' });
    actor.send({ type: 'banner.next' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'banner.hover.end' });
    vi.advanceTimersByTime(settings.bannerAutoPlayMs);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('arrows move one slide and restart the timer', () => {
    const actor = carousel(4);
    vi.advanceTimersByTime(1_900);
    actor.send({ type: 'banner.previous' });
    expect(actor.getSnapshot().context.index).toBe(3);
    vi.advanceTimersByTime(1_900);
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'banner.next' });
    actor.send({ type: 'banner.next' });
    vi.advanceTimersByTime(settings.bannerAutoPlayMs);
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('stays still with one slide and starts when more arrive', () => {
    const actor = carousel(1);
    expect(actor.getSnapshot().value).toBe('still');
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'banner.slides.change', count: 2 });
    expect(actor.getSnapshot().value).toBe('playing');
    vi.advanceTimersByTime(settings.bannerAutoPlayMs);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'banner.slides.change', count: 0 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'still', context: { index: 0, count: 0 } });
  });

  it('keeps its slide and its timer when the page reports the same number of slides', () => {
    const actor = carousel(3);
    vi.advanceTimersByTime(1_500);
    const before = actor.getSnapshot();
    actor.send({ type: 'banner.slides.change', count: 3 });
    // The same snapshot: a store subscriber (the banner) has nothing to render again.
    expect(actor.getSnapshot()).toBe(before);
    vi.advanceTimersByTime(settings.bannerAutoPlayMs - 1_500);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
