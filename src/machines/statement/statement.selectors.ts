import type { SnapshotFrom } from 'xstate';
import type { StatementMachine } from './statement.machine';

type Snapshot = SnapshotFrom<StatementMachine>;

/** data-state of the statement page: loading | failed | ready */
export const selectStatementState = (s: Snapshot) => String(s.value);
export const selectStatementLoading = (s: Snapshot) => s.hasTag('busy');
/** The statement once it has loaded. */
export const selectStatement = (s: Snapshot) => (s.matches('ready') ? s.context.statement : null);
/** Why it could not load, while the retry is offered. */
export const selectStatementError = (s: Snapshot) => (s.matches('failed') ? s.context.error : null);
/** Loaded, with no row in its 12 months. */
export const selectStatementEmpty = (s: Snapshot) => selectStatement(s)?.rows.length === 0;
