// Purpose: the player's account statement on /personal/statement (docs/product.md#flows-statement).
// docs/product.md#flows-statement: the statement of the last 12 months loads when the page opens (rows, totals and
// lifetime net deposits, as the server sends them); a failure shows with a retry; once it is there the player can
// print it (the page's print view is the statement only) or download it as CSV (a plain link: no flow).
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { StatementReply } from '../../../contract/schemas/protection';
import { errorOf, notProvided } from '../shared';

export interface StatementContext {
  statement: StatementReply | null;
  error: ApiError | null;
}

export type StatementEvent = { type: 'statement.retry' } | { type: 'statement.print' };

export const statementMachine = setup({
  types: {} as { context: StatementContext; events: StatementEvent },
  actors: {
    loadStatement: notProvided<StatementReply>('loadStatement'),
  },
  actions: {
    storeStatement: assign((_, statement: StatementReply) => ({ statement })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    clearError: assign({ error: null }),
    // Injected: opens the browser's print dialog.
    print: () => {},
  },
}).createMachine({
  id: 'statement',
  context: { statement: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatement',
        src: 'loadStatement',
        onDone: { target: 'ready', actions: { type: 'storeStatement', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    failed: {
      on: { 'statement.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: { 'statement.print': { actions: 'print' } },
    },
  },
});

export type StatementMachine = typeof statementMachine;
