import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { localeMachine } from '../../src/machines/locale/locale.machine';
import { type LocaleView, localeOracle } from '../../src/machines/locale/locale.qa';
import {
  selectCatalogueFailed,
  selectIsSwitching,
  selectLocale,
  selectLocaleState,
  selectMessages,
} from '../../src/machines/locale/locale.selectors';
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
import { scriptedPath } from './scripted';

/** What the app shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): LocaleView => ({
  state: selectLocaleState(s as never),
  locale: selectLocale(s as never),
  messages: selectMessages(s as never),
  failed: selectCatalogueFailed(s as never),
  switching: selectIsSwitching(s as never),
  busy: s.hasTag('busy'),
});

const model: MachineModel<typeof localeMachine> = {
  machine: localeMachine,
  input: { locale: 'en' },
  promiseActors: ['loadCatalogue', 'postLocale'],
  effects: ['storeLocale', 'storeCountry', 'localeChanged'],
  events: [
    { type: 'xstate.done.actor.loadCatalogue', output: { 'header.login': 'Konekte' } },
    // Each failure with its own error, so the one kept is the one of the last reply.
    { type: 'xstate.error.actor.loadCatalogue', error: new Error('chunk failed') },
    { type: 'xstate.done.actor.postLocale', output: undefined },
    { type: 'xstate.error.actor.postLocale', error: new Error('offline') },
    { type: 'locale.change', locale: 'ht' },
    { type: 'locale.change', locale: 'en' },
    { type: 'catalogue.retry' },
    // Visits: a country with its own language, a stored language that wins over the country's (twice: the one
    // shown and another), and a country without a language of its own.
    { type: 'visit.start', stored: null, country: 'HT' },
    { type: 'visit.start', stored: 'en', country: 'HT' },
    { type: 'visit.start', stored: 'ht', country: 'FR' },
    { type: 'visit.start', stored: null, country: 'US' },
  ],
  oracle: localeOracle,
  view: view as never,
  // Once ready the app always has a catalogue; the language shown is the one whose catalogue loaded.
  invariant: (s) => {
    if (s.matches('ready') || s.matches('posting')) expect(s.context.messages).not.toBeNull();
    if (s.matches('posting')) expect(s.context.locale).toBe(s.context.requested);
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.locale,
      s.context.requested,
      s.context.visited,
      s.context.country,
      s.context.pendingVisit,
    ]),
};

describe('locale machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  // The visits multiply the simple paths (thousands past five steps): the short ones, with every shortest path
  // and one path per transition none of them takes.
  const simple = modelPaths(model, 'simple').filter((path) => path.steps.length <= 5);

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(localeMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('is known as locale (the QA report and /inspect name its states so)', () => {
    expect(stateIds(localeMachine)).toEqual([
      'locale',
      'locale.loading',
      'locale.failed',
      'locale.ready',
      'locale.announcing',
      'locale.switching',
      'locale.posting',
    ]);
  });

  it('fails loudly, naming the request, when the app forgot to give it', async () => {
    const actor = createActor(localeMachine, { input: { locale: 'ht' } }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.message).toBe('loadCatalogue not provided');
    actor.stop();
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  describe.each(namedPaths(simple))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, [...shortest, ...simple]));
  // Longer than the simple paths kept: a visit from France (alone it would switch to French) told while the player's
  // Kreyòl is being posted, then the post settles: the player's choice stands.
  const ready = { type: 'xstate.done.actor.loadCatalogue', output: { 'header.login': 'Log in' } };
  const choose = [
    ready,
    { type: 'locale.change', locale: 'ht' },
    { type: 'xstate.done.actor.loadCatalogue', output: { 'header.login': 'Konekte' } },
  ];
  const fromFrance = { type: 'visit.start', stored: null, country: 'FR' };
  replayEach('scripted', model, [
    scriptedPath(localeMachine, model.input, [
      ...choose,
      fromFrance,
      { type: 'xstate.done.actor.postLocale', output: undefined },
    ]),
    scriptedPath(localeMachine, model.input, [
      ...choose,
      fromFrance,
      { type: 'xstate.error.actor.postLocale', error: new Error('offline') },
    ]),
    // A visit that keeps English is being told when the player picks Kreyòl: the pick is switched to, not dropped.
    scriptedPath(localeMachine, model.input, [
      ready,
      { type: 'visit.start', stored: null, country: 'US' },
      { type: 'locale.change', locale: 'ht' },
      { type: 'xstate.done.actor.loadCatalogue', output: { 'header.login': 'Konekte' } },
      { type: 'xstate.done.actor.postLocale', output: undefined },
    ]),
  ]);

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(localeOracle as never));
});
