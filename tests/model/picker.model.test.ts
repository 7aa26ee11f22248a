import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { pickerMachine } from '../../src/machines/picker/picker.machine';
import { type PickerView, pickerOracle } from '../../src/machines/picker/picker.qa';
import { selectIsOpen, selectPickerState } from '../../src/machines/picker/picker.selectors';
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

/** What the picker shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): PickerView => ({
  state: selectPickerState(s as never),
  open: selectIsOpen(s as never),
});

const model: MachineModel<typeof pickerMachine> = {
  machine: pickerMachine,
  promiseActors: [],
  effects: ['picked'],
  events: [{ type: 'picker.toggle' }, { type: 'picker.close' }, { type: 'option.pick', value: 'ht' }],
  oracle: pickerOracle,
  view: view as never,
};

describe('picker machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(pickerMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('is known as the picker, closed or open (the QA report and /inspect name its states so)', () => {
    expect(stateIds(pickerMachine)).toEqual(['picker', 'picker.closed', 'picker.open']);
  });

  describe.each(namedPaths([...shortest, ...simple]))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, [...shortest, ...simple]));

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(pickerOracle as never));
});
