import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { floatingBallMachine } from '@nails/machines';
import { createConsoleInspector } from '../../src/app/console-inspector.ts';

describe('the console inspector (?inspect=console, offline)', () => {
  it("writes a machine's start and every transition with the event that caused it", () => {
    const lines: string[] = [];
    const actor = createActor(floatingBallMachine, {
      input: { viewport: { width: 800, height: 600 } },
      inspect: createConsoleInspector((line) => lines.push(line)),
    });
    actor.start();
    actor.send({ type: 'ball.pointer.down', x: 700, y: 500 });
    actor.send({ type: 'ball.pointer.up' });
    actor.send({ type: 'window.resize', width: 1024, height: 768 });
    actor.stop();

    expect(lines).toEqual([
      '[inspect] floatingBall: starts in {place:docked,pointer:idle,tooltip:waiting}',
      '[inspect] floatingBall: {place:docked,pointer:idle,tooltip:waiting} → {place:docked,pointer:pressed,tooltip:waiting} (ball.pointer.down)',
      '[inspect] floatingBall: {place:docked,pointer:pressed,tooltip:waiting} → {place:docked,pointer:idle,tooltip:waiting} (ball.pointer.up)',
      '[inspect] floatingBall: stays in {place:docked,pointer:idle,tooltip:waiting} (window.resize)',
      '[inspect] floatingBall: stopped in {place:docked,pointer:idle,tooltip:waiting}',
    ]);
  });
});
