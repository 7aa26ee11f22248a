import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import type { StatementReply } from '../../contract/schemas/protection';
import { ApiError } from '../../src/api/errors';
import { statementMachine } from '../../src/machines/statement/statement.machine';
import { type StatementView, statementOracle } from '../../src/machines/statement/statement.qa';
import {
  selectStatement,
  selectStatementEmpty,
  selectStatementError,
  selectStatementLoading,
  selectStatementState,
} from '../../src/machines/statement/statement.selectors';
import {
  expectOracleCovered,
  type MachineModel,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';
import { replayScripted } from './scripted';

const totals = { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, refunds: 0, bonus: 0, net_deposits: 0 };
const period = { from: '2024-07-15T16:00:00.000Z', to: '2025-07-15T16:00:00.000Z' };

/** A player who deposited 1 500, staked 20, won 15 and set a daily deposit limit. */
const active: StatementReply = {
  ...period,
  currency: 'HTG',
  time_zone: 'America/Port-au-Prince',
  rows: [
    {
      at: '2025-07-15T15:00:00.000Z',
      type: 'limit',
      description: 'Daily deposit limit',
      amount: null,
      balance: null,
      actor: 'player',
      change: { old: null, new: '1 000 HTG' },
    },
    { at: '2025-07-15T14:02:00.000Z', type: 'win', description: 'Win', amount: 15, balance: 1495 },
    { at: '2025-07-15T14:01:00.000Z', type: 'stake', description: 'Stake', amount: -10, balance: 1480 },
    { at: '2025-07-15T14:00:00.000Z', type: 'stake', description: 'Stake', amount: -10, balance: 1490 },
    { at: '2025-07-15T13:00:00.000Z', type: 'deposit', description: 'Deposit', amount: 1500, balance: 1500 },
  ],
  totals: { deposits: 1500, withdrawals: 0, stakes: 20, wins: 15, refunds: 0, bonus: 0, net_deposits: 1500 },
  lifetime_net_deposits: 1500,
};
/** A new player: nothing in 12 months. */
const empty: StatementReply = {
  ...period,
  currency: 'HTG',
  time_zone: 'America/Port-au-Prince',
  rows: [],
  totals,
  lifetime_net_deposits: 0,
};
const statements = [active, empty];

const offline = new ApiError({ kind: 'network', url: '/api/v1/user/statement', method: 'GET' });
const serverDown = new ApiError({ kind: 'http', status: 503, url: '/api/v1/user/statement', method: 'GET' });

const view = (s: AnyMachineSnapshot): StatementView => ({
  state: selectStatementState(s as never),
  loading: selectStatementLoading(s as never),
  statement: selectStatement(s as never),
  error: selectStatementError(s as never),
  empty: selectStatementEmpty(s as never),
});

const model: MachineModel<typeof statementMachine> = {
  machine: statementMachine,
  promiseActors: ['loadStatement'],
  effects: ['print'],
  events: [
    { type: 'xstate.done.actor.loadStatement', output: active },
    { type: 'xstate.done.actor.loadStatement', output: empty },
    { type: 'xstate.error.actor.loadStatement', error: offline },
    { type: 'statement.retry' },
    { type: 'statement.print' },
  ],
  oracle: statementOracle,
  view: view as never,
  // Which statement is held, and whether an error is: each is a vertex of its own.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      statements.indexOf(s.context.statement as StatementReply),
      s.context.error?.message ?? null,
    ]),
};

describe('statement machine paths', () => {
  // The visualizer, the inspector and docs/machines/statement.md name the machine, and its state ids, by this id.
  it('is named statement', () => {
    expect(statementMachine.id).toBe('statement');
  });

  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(statementMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  replayEach('transition', model, transitionPaths(model, shortest));

  replayScripted(model, [
    [
      // docs/product.md#flows-statement: a failure, a retry that fails otherwise, a retry that loads; then print twice.
      'fails twice, loads on the second retry, prints twice',
      [
        { type: 'xstate.error.actor.loadStatement', error: offline },
        { type: 'statement.print' },
        { type: 'statement.retry' },
        { type: 'statement.retry' },
        { type: 'xstate.error.actor.loadStatement', error: serverDown },
        { type: 'statement.retry' },
        { type: 'xstate.done.actor.loadStatement', output: active },
        { type: 'statement.retry' },
        { type: 'statement.print' },
        { type: 'statement.print' },
      ],
    ],
    [
      // Nothing in 12 months: the empty statement still prints (its totals and period).
      'an empty statement shows as empty and prints',
      [
        { type: 'statement.print' },
        { type: 'xstate.done.actor.loadStatement', output: empty },
        { type: 'statement.print' },
      ],
    ],
  ]);

  it('shows the load failure when the request cannot run at all', async () => {
    const actor = createActor(statementMachine).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(String(actor.getSnapshot().context.error)).toContain('loadStatement not provided');
    actor.stop();
  });

  it('takes every row of the oracle', () => expectOracleCovered(statementOracle as never));
});
