import { describe, expect, it } from 'vitest';
import { localeMachine } from '../../src/machines/locale/locale.machine';
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

const model: MachineModel<typeof localeMachine> = {
  machine: localeMachine,
  input: { locale: 'en' },
  promiseActors: ['loadCatalogue', 'postLocale'],
  effects: ['storeLocale', 'localeChanged'],
  events: [
    { type: 'xstate.done.actor.loadCatalogue', output: { 'header.login': 'Konekte' } },
    { type: 'xstate.error.actor.loadCatalogue', error: new Error('chunk failed') },
    { type: 'xstate.done.actor.postLocale', output: undefined },
    { type: 'xstate.error.actor.postLocale', error: new Error('offline') },
    { type: 'locale.change', locale: 'ht' },
    { type: 'locale.change', locale: 'en' },
    { type: 'catalogue.retry' },
  ],
  // spec §4: once ready the app always has a catalogue; the shown locale is the one whose catalogue loaded.
  invariant: (s) => {
    if (s.matches('ready') || s.matches('posting')) expect(s.context.messages).not.toBeNull();
    if (s.matches('posting')) expect(s.context.locale).toBe(s.context.requested);
  },
  // spec §4 Locale: a change stores the choice, posts it, then refreshes locale-dependent data.
  expectStep: ({ from, event, to, effects }) => {
    if (event.type === 'locale.change' && from.matches('ready')) {
      expect(to.matches('switching')).toBe(event.locale !== from.context.locale);
    }
    if (event.type === 'xstate.done.actor.loadCatalogue' && from.matches('switching')) {
      expect(to.value).toBe('posting');
      expect(to.context.locale).toBe(from.context.requested);
      expect(effects).toEqual(['storeLocale']);
    }
    if (event.type === 'xstate.error.actor.loadCatalogue') {
      expect(to.value).toBe(from.matches('loading') ? 'failed' : 'ready');
      expect(to.context.locale).toBe(from.context.locale);
    }
    if (event.type.endsWith('.actor.postLocale')) {
      expect(to.value).toBe('ready');
      expect(effects).toEqual(['localeChanged']);
    }
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.locale, s.context.requested]),
};

describe('locale machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(localeMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  describe.each(simple.map((p) => [describePath(p), p] as const))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, [...shortest, ...simple]));
});
