import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { PromoReply } from '../../src/api/schemas/content';
import { isBlankCode, promoCodeMachine } from '../../src/machines/promo-code/promo-code.machine';
import {
  describePath,
  type MachineModel,
  modelPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

const unknownCode = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Unknown promo code',
  url: '/api/v1/promo/code',
  method: 'POST',
});
const applied: PromoReply = { success: true, message: 'Promo code applied: 100 HTG added to your bonus balance' };

const model: MachineModel<typeof promoCodeMachine> = {
  machine: promoCodeMachine,
  input: { authenticated: false },
  promiseActors: ['applyCode'],
  effects: ['goToLogin', 'bonusClaimed'],
  events: [
    { type: 'session.change', authenticated: true },
    { type: 'session.change', authenticated: false },
    { type: 'code.change', value: '' },
    { type: 'code.change', value: '   ' },
    { type: 'code.change', value: 'welcome100' },
    { type: 'input.focus' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.applyCode', output: applied },
    { type: 'xstate.done.actor.applyCode', output: { success: true } },
    { type: 'xstate.error.actor.applyCode', error: unknownCode },
  ],
  // spec §4 promo code form and §5 non-empty, rule by rule.
  expectStep: ({ from, event, to, effects }) => {
    const applying = from.matches('applying');
    switch (event.type) {
      case 'form.submit':
        if (applying) {
          expect(to.value).toBe('applying');
          expect(effects).toEqual([]);
        } else if (!from.context.authenticated) {
          // Guests go to /login and nothing is sent.
          expect(effects).toEqual(['goToLogin']);
          expect(to.value).toEqual(from.value);
        } else if (isBlankCode(from.context.code)) {
          // 'Please enter promo code', nothing sent.
          expect(to.value).toBe('empty');
          expect(to.context.outcome).toEqual({ kind: 'empty' });
          expect(effects).toEqual([]);
        } else {
          // Only a signed-in player with a non-blank code reaches the server.
          expect(to.value).toBe('applying');
          expect(to.context.outcome).toBeNull();
        }
        break;
      case 'input.focus':
        // Focusing clears the message (the input is disabled while applying).
        expect(to.value).toBe(applying ? 'applying' : 'idle');
        if (!applying) expect(to.context.outcome).toBeNull();
        break;
      case 'code.change':
        expect(to.context.code).toBe(applying ? from.context.code : event.value);
        expect(to.value).toEqual(from.value);
        break;
      case 'xstate.done.actor.applyCode':
        // Success shows the server's message green and claims the bonus.
        expect(to.value).toBe('succeeded');
        expect(to.context.outcome).toEqual({
          kind: 'succeeded',
          serverMessage: (event.output as PromoReply).message ?? null,
        });
        expect(to.context.code).toBe('');
        expect(effects).toEqual(['bonusClaimed']);
        break;
      case 'xstate.error.actor.applyCode':
        expect(to.value).toBe('failed');
        expect(to.context.outcome).toEqual({ kind: 'failed', error: unknownCode });
        expect(to.context.code).toBe(from.context.code);
        break;
      case 'session.change':
        expect(to.context.authenticated).toBe(event.authenticated);
        expect(to.value).toEqual(from.value);
        break;
    }
    if (event.type !== 'xstate.done.actor.applyCode') expect(effects).not.toContain('bonusClaimed');
    if (event.type !== 'form.submit') expect(effects).not.toContain('goToLogin');
  },
  invariant: (s) => {
    expect(s.hasTag('busy')).toBe(s.matches('applying'));
    if (s.matches('idle') || s.matches('applying')) expect(s.context.outcome).toBeNull();
    if (s.matches('empty')) expect(s.context.outcome).toEqual({ kind: 'empty' });
    if (s.matches('succeeded')) expect(s.context.outcome?.kind).toBe('succeeded');
    if (s.matches('failed')) expect(s.context.outcome?.kind).toBe('failed');
    // Only a non-blank code gets as far as the server (the session may end while it is applied).
    if (s.matches('applying')) expect(isBlankCode(s.context.code)).toBe(false);
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.authenticated, isBlankCode(s.context.code), s.context.outcome?.kind ?? null]),
};

describe('promo code machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(promoCodeMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, shortest));
});

describe('promo code machine effects', () => {
  it('sends the trimmed code and ignores a second submit while applying', async () => {
    const sent: string[] = [];
    let finish: (reply: PromoReply) => void = () => {};
    const actor = createActor(
      promoCodeMachine.provide({
        actors: {
          applyCode: fromPromise<PromoReply, { code: string }>(({ input }) => {
            sent.push(input.code);
            return new Promise((resolve) => {
              finish = resolve;
            });
          }),
        },
      }),
      { input: { authenticated: true } },
    ).start();
    actor.send({ type: 'code.change', value: '  WELCOME100 ' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('applying');
    expect(sent).toEqual(['WELCOME100']);
    finish(applied);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('succeeded');
    actor.stop();
  });
});
