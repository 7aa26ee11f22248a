import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { PromoReply } from '../../contract/schemas/content';
import { promoCodeMachine } from '../../src/machines/promo-code/promo-code.machine';
import { type PromoCodeView, promoCodeOracle } from '../../src/machines/promo-code/promo-code.qa';
import {
  selectCode,
  selectIsApplying,
  selectOutcome,
  selectPromoCodeState,
} from '../../src/machines/promo-code/promo-code.selectors';
import { everyEdgePaths } from './every-edge';
import { expectOracleCovered, type MachineModel, replayEach, stateIds, visitedStateIds } from './harness';

const unknownCode = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Unknown promo code',
  url: '/api/v1/promo/code',
  method: 'POST',
});
const applied: PromoReply = { success: true, message: 'Promo code applied: 100 HTG added to your bonus balance' };

/** What the form shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): PromoCodeView => ({
  state: selectPromoCodeState(s as never),
  applying: selectIsApplying(s as never),
  code: selectCode(s as never),
  outcome: selectOutcome(s as never),
});

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
    // Padded first: the routes the graph keeps send this one, so the request must get it trimmed.
    { type: 'code.change', value: '  WELCOME100 ' },
    { type: 'input.focus' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.applyCode', output: applied },
    { type: 'xstate.done.actor.applyCode', output: { success: true } },
    { type: 'xstate.error.actor.applyCode', error: unknownCode },
  ],
  oracle: promoCodeOracle,
  view: view as never,
  invariant: (s) => {
    expect(s.hasTag('busy')).toBe(s.matches('applying'));
  },
  // Nothing typed, spaces only, or a code: a vertex each, so a submit of spaces alone is replayed too.
  serializeState: (s) => {
    const code: string = s.context.code;
    return JSON.stringify([
      s.value,
      s.context.authenticated,
      code === '' ? 'none' : code.trim() === '' ? 'spaces' : 'code',
    ]);
  },
};

describe('promo code machine paths', () => {
  const edges = everyEdgePaths(model);

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(edges);
    expect(stateIds(promoCodeMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  // Every edge of the graph once (the shortest route to its source, then the edge): each row of the oracle
  // from each state it lists.
  replayEach('edge', model, edges);

  it('starts with an empty form and no message', () => {
    for (const authenticated of [false, true]) {
      const actor = createActor(promoCodeMachine, { input: { authenticated } });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context).toEqual({ authenticated, code: '', outcome: null });
    }
  });

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

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(promoCodeOracle as never));
});
