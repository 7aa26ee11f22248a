import type { SnapshotFrom } from 'xstate';
import type { LimitPromptMachine } from './limit-prompt.machine';

type Snapshot = SnapshotFrom<LimitPromptMachine>;

/** data-state of the prompt: checking | open | closed */
export const selectLimitPromptState = (s: Snapshot) => String(s.value);
export const selectLimitPromptOpen = (s: Snapshot) => s.matches('open');
