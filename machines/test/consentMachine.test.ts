import { describe, expect, it } from 'vitest';
import {
  allGranted,
  consentMachine,
  noneGranted,
  type ConsentChoice,
  type ConsentInput,
  type OptionalPurpose,
} from '../src/consentMachine.ts';
import { createCoverage } from './support/coverage.ts';
import { start } from './support/harness.ts';

const coverage = createCoverage(consentMachine);

/** The machine as the web runs it, recording every choice it keeps and what each withdrew. */
function consent(input: ConsentInput = {}) {
  const kept: { choice: ConsentChoice; withdrawn: OptionalPurpose[] }[] = [];
  const machine = consentMachine.provide({
    actions: { keepChoice: (_, params) => kept.push(params) },
  });
  return { actor: start(machine, coverage, input), kept };
}

describe('consent', () => {
  it('asks on a first visit, and "accept" grants every optional purpose and keeps it', () => {
    const { actor, kept } = consent();
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().hasTag('undecided')).toBe(true);
    expect(actor.getSnapshot().context.choice).toBeUndefined();
    actor.send({ type: 'consent.accept' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'decided', context: { choice: allGranted } });
    expect(kept).toEqual([{ choice: allGranted, withdrawn: [] }]);
  });

  it('"reject" grants nothing and keeps that too, so the banner does not ask again', () => {
    const { actor, kept } = consent();
    actor.send({ type: 'consent.reject' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'decided', context: { choice: noneGranted } });
    expect(kept).toEqual([{ choice: noneGranted, withdrawn: [] }]);
  });

  it('a choice kept from an earlier visit decides at once: no banner', () => {
    const { actor, kept } = consent({ stored: { preferences: true, chat: false } });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.choice).toEqual({ preferences: true, chat: false });
    expect(kept).toEqual([]);
  });

  it('settings choose per purpose: switches change nothing until saved', () => {
    const { actor, kept } = consent();
    actor.send({ type: 'consent.settings.open' });
    expect(actor.getSnapshot().value).toBe('settings');
    expect(actor.getSnapshot().context.draft).toEqual(noneGranted);
    actor.send({ type: 'consent.purpose.toggle', purpose: 'chat' });
    expect(actor.getSnapshot().context).toMatchObject({ draft: { preferences: false, chat: true } });
    expect(actor.getSnapshot().context.choice).toBeUndefined();
    expect(kept).toEqual([]);
    actor.send({ type: 'consent.save' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'decided',
      context: { choice: { preferences: false, chat: true } },
    });
    expect(kept).toEqual([{ choice: { preferences: false, chat: true }, withdrawn: [] }]);
  });

  it('closing the settings before any choice is no consent: the banner asks again', () => {
    const { actor, kept } = consent();
    actor.send({ type: 'consent.settings.open' });
    actor.send({ type: 'consent.purpose.toggle', purpose: 'preferences' });
    actor.send({ type: 'consent.settings.close' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.choice).toBeUndefined();
    expect(kept).toEqual([]);
  });

  it('the settings offer "accept all" and "reject all" too', () => {
    const accepted = consent();
    accepted.actor.send({ type: 'consent.settings.open' });
    accepted.actor.send({ type: 'consent.accept' });
    expect(accepted.actor.getSnapshot().context.choice).toEqual(allGranted);
    const rejected = consent({ stored: allGranted });
    rejected.actor.send({ type: 'consent.settings.open' });
    rejected.actor.send({ type: 'consent.reject' });
    expect(rejected.actor.getSnapshot()).toMatchObject({
      value: 'decided',
      context: { choice: noneGranted },
    });
    expect(rejected.kept).toEqual([{ choice: noneGranted, withdrawn: ['preferences', 'chat'] }]);
  });

  it('reopened later (the footer link), the settings start from the choice and name what it withdraws', () => {
    const { actor, kept } = consent({ stored: { preferences: true, chat: true } });
    actor.send({ type: 'consent.settings.open' });
    expect(actor.getSnapshot().context.draft).toEqual(allGranted);
    actor.send({ type: 'consent.purpose.toggle', purpose: 'chat' });
    actor.send({ type: 'consent.save' });
    expect(actor.getSnapshot().context.choice).toEqual({ preferences: true, chat: false });
    expect(kept).toEqual([{ choice: { preferences: true, chat: false }, withdrawn: ['chat'] }]);
  });

  it('closing reopened settings keeps the choice as it was, whatever was switched meanwhile', () => {
    const { actor, kept } = consent({ stored: noneGranted });
    actor.send({ type: 'consent.settings.open' });
    actor.send({ type: 'consent.purpose.toggle', purpose: 'chat' });
    actor.send({ type: 'consent.settings.close' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'decided', context: { choice: noneGranted } });
    actor.send({ type: 'consent.settings.open' });
    expect(actor.getSnapshot().context.draft).toEqual(noneGranted);
    expect(kept).toEqual([]);
  });

  it('granting a purpose after refusing it withdraws nothing', () => {
    const { actor, kept } = consent({ stored: noneGranted });
    actor.send({ type: 'consent.settings.open' });
    actor.send({ type: 'consent.accept' });
    expect(kept).toEqual([{ choice: allGranted, withdrawn: [] }]);
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
