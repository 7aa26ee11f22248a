import { describe, expect, it } from 'vitest';
import { pickerMachine } from '../../src/machines/picker/picker.machine';
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

const model: MachineModel<typeof pickerMachine> = {
  machine: pickerMachine,
  promiseActors: [],
  effects: ['picked'],
  events: [{ type: 'picker.toggle' }, { type: 'picker.close' }, { type: 'option.pick', value: 'ht' }],
  // spec §4: the picker toggles; it closes on pick (which applies the choice) or on a backdrop click.
  expectStep: ({ from, event, to, effects }) => {
    if (event.type === 'picker.toggle') expect(to.value).toBe(from.matches('open') ? 'closed' : 'open');
    if (event.type === 'picker.close') expect(to.value).toBe('closed');
    if (event.type === 'option.pick') {
      expect(to.value).toBe('closed');
      expect(effects).toEqual(['picked']);
    }
  },
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
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, [...shortest, ...simple]));
});
