// The independent oracle of the account statement page (docs/architecture.md, "Machines and their oracles"), written
// from docs/product.md#flows-statement, checked at every step of tests/model/statement.model.test.ts:
// - the statement loads when the page opens; a failure shows why, with a retry that loads it again;
// - once loaded, what the server sent is what shows (rows, totals, lifetime net deposits), and a statement with no row
//   shows as empty;
// - the player can print it as often as they like: printing leaves the page as it is.
import type { ApiError } from '../../api/errors';
import type { StatementReply } from '../../../contract/schemas/protection';
import type { MachineOracle } from '../oracle';
import type { StatementContext } from './statement.machine';

/** What the statement page shows, read through statement.selectors.ts by the model test. */
export interface StatementView {
  state: string;
  loading: boolean;
  statement: StatementReply | null;
  error: ApiError | null;
  empty: boolean;
}

export const statementOracle: MachineOracle<StatementView, StatementContext> = {
  states: {
    loading: {
      sees: { state: 'loading', loading: true, statement: null, error: null, empty: false },
      runs: { loadStatement: true },
    },
    failed: {
      sees: ({ context }) => ({ state: 'failed', loading: false, statement: null, error: context.error, empty: false }),
    },
    ready: {
      // Empty: not one row in its 12 months.
      sees: ({ context }) => ({
        state: 'ready',
        loading: false,
        statement: context.statement,
        error: null,
        empty: context.statement?.rows.length === 0,
      }),
    },
  },
  steps: [
    {
      from: 'loading',
      event: 'xstate.done.actor.loadStatement',
      to: 'ready',
      context: (_, event) => ({ statement: event.output as StatementReply, error: null }),
    },
    {
      from: 'loading',
      event: 'xstate.error.actor.loadStatement',
      to: 'failed',
      context: (_, event) => ({ statement: null, error: event.error as ApiError }),
    },
    { from: 'failed', event: 'statement.retry', to: 'loading', context: { statement: null, error: null } },
    { from: 'ready', event: 'statement.print', to: '=', effects: ['print'] },
  ],
};
