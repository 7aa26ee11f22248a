import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import type { ConvertResult } from '../../src/api/bonus';
import { ApiError } from '../../src/api/errors';
import type { BonusInfo } from '../../contract/schemas/wallet';
import { type BonusDetails, bonusConvertMachine } from '../../src/machines/bonus-convert/bonus-convert.machine';
import { type BonusConvertView, bonusConvertOracle } from '../../src/machines/bonus-convert/bonus-convert.qa';
import {
  selectBonusInfo,
  selectCanSubmit,
  selectConvertCheck,
  selectConvertError,
  selectConvertState,
  selectIsBusy,
  selectIsConvertible,
  selectIsLoading,
  selectIsOpen,
  selectLoadError,
  selectResultMessage,
  selectSucceeded,
} from '../../src/machines/bonus-convert/bonus-convert.selectors';
import { everyEdgePaths } from './every-edge';
import {
  expectOracleCovered,
  type MachineModel,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
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
// The check allows it but the info offers no conversion: still not convertible.
const offerWithdrawn: BonusDetails = { info: noBonus, check: { convert_allowed: true } };

const loadFailed = new ApiError({ kind: 'network', url: '/api/v1/user/balance/bonus/info', method: 'GET' });
const refused = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Bonus already converted',
  url: '/api/v1/user/balance/bonus/convert',
  method: 'POST',
});

/** What the dialog shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): BonusConvertView => ({
  state: selectConvertState(s as never),
  open: selectIsOpen(s as never),
  busy: selectIsBusy(s as never),
  loading: selectIsLoading(s as never),
  info: selectBonusInfo(s as never),
  check: selectConvertCheck(s as never),
  convertible: selectIsConvertible(s as never),
  canSubmit: selectCanSubmit(s as never),
  loadError: selectLoadError(s as never),
  convertError: selectConvertError(s as never),
  succeeded: selectSucceeded(s as never),
  resultMessage: selectResultMessage(s as never),
});

/** Which details were loaded: the graph keeps one vertex per state and kind of details. */
const detailsKind = (s: AnyMachineSnapshot) =>
  [convertible, stillWagering, nothingToConvert, offerWithdrawn].findIndex(
    (details) => details.info === s.context.info && details.check === s.context.check,
  );

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
    { type: 'xstate.done.actor.loadDetails', output: offerWithdrawn },
    { type: 'xstate.error.actor.loadDetails', error: loadFailed },
    { type: 'xstate.done.actor.convert', output: { success: true, message: 'Bonus converted: 250 HTG' } },
    { type: 'xstate.done.actor.convert', output: { success: true } },
    { type: 'xstate.error.actor.convert', error: refused },
  ],
  oracle: bonusConvertOracle,
  view: view as never,
  serializeState: (s) => JSON.stringify([s.value, detailsKind(s), s.context.result?.message ?? null]),
};

describe('bonus conversion machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const edges = everyEdgePaths(model);

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...edges]);
    expect(stateIds(bonusConvertMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // Every edge of the graph once: each row of the oracle from each state it lists.
  replayEach('edge', model, edges);

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(bonusConvertOracle as never));
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
