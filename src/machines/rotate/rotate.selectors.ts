import type { SnapshotFrom } from 'xstate';
import type { RotateMachine } from './rotate.machine';

type Snapshot = SnapshotFrom<RotateMachine>;

/** 'unknown' | 'playing' | 'prompting.prompt' | 'prompting.message' */
export const selectRotateState = (s: Snapshot) =>
  typeof s.value === 'string' ? s.value : `prompting.${String((s.value as { prompting: string }).prompting)}`;
export const selectShowPrompt = (s: Snapshot) => s.matches('prompting');
export const selectShowMessage = (s: Snapshot) => s.matches({ prompting: 'message' });
