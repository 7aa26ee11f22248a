import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ConvertResult } from '../../src/api/bonus';
import { ApiError } from '../../src/api/errors';
import type { BonusInfo } from '../../src/api/schemas/wallet';
import {
  type BonusDetails,
  bonusConvertMachine,
  isConvertible,
} from '../../src/machines/bonus-convert/bonus-convert.machine';
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

const coefficientBonus: BonusInfo = {
  bonus: { value: 500, currency: 'HTG' },
  type: 2,
  convert: true,
  convert_coefficient: 0.5,
};
const wageringBonus: BonusInfo = {
  bonus: { value: 850, currency: 'HTG' },
  type: 1,
  convert: true,
  progress: { current: 4250, total: 10000, currency: 'HTG' },
  to_unlock: 5750,
  rules: { title: 'Wagering', body: '<p>Wager 10 times</p>' },
};
const noBonus: BonusInfo = { bonus: { value: 0, currency: 'HTG' }, convert: false };

const convertible: BonusDetails = { info: coefficientBonus, check: { convert_allowed: true } };
const stillWagering: BonusDetails = {
  info: wageringBonus,
  check: { convert_allowed: false, message: 'Wager 5 750 HTG more to unlock your bonus' },
};
const nothingToConvert: BonusDetails = { info: noBonus, check: { convert_allowed: false } };

const loadFailed = new ApiError({ kind: 'network', url: '/api/v1/user/balance/bonus/info', method: 'GET' });
const refused = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Bonus already converted',
  url: '/api/v1/user/balance/bonus/convert',
  method: 'POST',
});

const initial = { info: null, check: null, result: null, error: null };

const model: MachineModel<typeof bonusConvertMachine> = {
  machine: bonusConvertMachine,
  promiseActors: ['loadDetails', 'convert'],
  effects: ['refreshBalances'],
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'info.retry' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.loadDetails', output: convertible },
    { type: 'xstate.done.actor.loadDetails', output: stillWagering },
    { type: 'xstate.done.actor.loadDetails', output: nothingToConvert },
    { type: 'xstate.error.actor.loadDetails', error: loadFailed },
    { type: 'xstate.done.actor.convert', output: { success: true, message: 'Bonus converted: 250 HTG' } },
    { type: 'xstate.done.actor.convert', output: { success: true } },
    { type: 'xstate.error.actor.convert', error: refused },
  ],
  // spec §4 bonus conversion dialog, rule by rule.
  expectStep: ({ from, event, to, effects }) => {
    switch (event.type) {
      case 'dialog.open':
        // Open loads the info afresh.
        expect(to.value).toBe('loading');
        expect(to.context).toEqual(initial);
        break;
      case 'dialog.close':
        // Close resets from any state; a conversion cut short still refreshes the balances.
        expect(to.value).toBe('closed');
        expect(to.context).toEqual(initial);
        expect(effects).toEqual(from.matches('converting') ? ['refreshBalances'] : []);
        break;
      case 'info.retry':
        expect(to.value).toBe('loading');
        expect(to.context.error).toBeNull();
        break;
      case 'form.submit': {
        const allowed = (from.matches('ready') || from.matches('failed')) && isConvertible(from.context);
        expect(to.matches('converting')).toBe(allowed);
        if (!allowed) expect(to.value).toEqual(from.value);
        else expect([to.context.error, to.context.result]).toEqual([null, null]);
        break;
      }
      case 'xstate.done.actor.loadDetails': {
        const details = event.output as BonusDetails;
        expect(to.value).toBe('ready');
        expect(to.context.info).toBe(details.info);
        expect(to.context.check).toBe(details.check);
        break;
      }
      case 'xstate.error.actor.loadDetails':
        expect(to.value).toBe('loadFailed');
        expect(to.context.error).toBe(loadFailed);
        break;
      case 'xstate.done.actor.convert':
        // Success shows the server's message and refreshes the balances.
        expect(to.value).toBe('succeeded');
        expect(to.context.result).toBe(event.output);
        expect(effects).toEqual(['refreshBalances']);
        break;
      case 'xstate.error.actor.convert':
        expect(to.value).toBe('failed');
        expect(to.context.error).toBe(refused);
        break;
    }
    // Balances are refreshed only after a conversion (or one that closing cut short).
    if (event.type !== 'xstate.done.actor.convert' && !(event.type === 'dialog.close' && from.matches('converting'))) {
      expect(effects).toEqual([]);
    }
  },
  invariant: (s) => {
    if (s.matches('closed')) expect(s.context).toEqual(initial);
    if (s.matches('ready') || s.matches('converting') || s.matches('succeeded') || s.matches('failed')) {
      expect(s.context.info).not.toBeNull();
      expect(s.context.check).not.toBeNull();
    }
    if (s.matches('converting')) expect(isConvertible(s.context)).toBe(true);
    if (s.matches('succeeded')) expect(s.context.result).not.toBeNull();
    if (s.matches('failed') || s.matches('loadFailed')) expect(s.context.error).not.toBeNull();
    expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('converting'));
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.info?.convert === false ? 'none' : (s.context.info?.type ?? null),
      isConvertible(s.context),
    ]),
};

describe('bonus conversion machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(bonusConvertMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  describe.each(simple.map((p) => [describePath(p), p] as const))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, [...shortest, ...simple]));
});

describe('bonus conversion machine effects', () => {
  it('closing while the info loads aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const actor = createActor(
      bonusConvertMachine.provide({
        actors: {
          loadDetails: fromPromise<BonusDetails>(({ signal: s }) => {
            signal = s;
            return new Promise(() => {});
          }),
        },
      }),
    ).start();
    actor.send({ type: 'dialog.open' });
    expect(signal?.aborted).toBe(false);
    actor.send({ type: 'dialog.close' });
    expect(signal?.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.stop();
  });

  it('reopening after a conversion loads fresh info', async () => {
    const loads: number[] = [];
    const actor = createActor(
      bonusConvertMachine.provide({
        actors: {
          loadDetails: fromPromise<BonusDetails>(async () => {
            loads.push(loads.length);
            return loads.length === 1 ? convertible : nothingToConvert;
          }),
          convert: fromPromise<ConvertResult>(async () => ({ success: true })),
        },
      }),
    ).start();
    actor.send({ type: 'dialog.open' });
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'form.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('succeeded');
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.info).toBe(noBonus);
    expect(loads).toHaveLength(2);
    actor.stop();
  });
});
