import { describe, expect, it } from 'vitest';
import { pickerMachine } from '../../src/machines/picker/picker.machine';
import { describePath, type MachineModel, modelPaths, replayPath, stateIds, visitedStateIds } from './harness';

const model: MachineModel<typeof pickerMachine> = {
  machine: pickerMachine,
  promiseActors: [],
  effects: ['picked'],
  events: [{ type: 'picker.toggle' }, { type: 'picker.close' }, { type: 'option.pick', value: 'ht' }],
};

describe('picker machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(pickerMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each([...shortest, ...simple].map((p) => [describePath(p), p] as const))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
});
