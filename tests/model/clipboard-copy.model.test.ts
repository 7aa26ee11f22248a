import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate';
import { clipboardCopyMachine } from '../../src/machines/clipboard-copy/clipboard-copy.machine';
import { type ClipboardCopyView, clipboardCopyOracle } from '../../src/machines/clipboard-copy/clipboard-copy.qa';
import {
  selectCopyBusy,
  selectCopyNote,
  selectCopyState,
} from '../../src/machines/clipboard-copy/clipboard-copy.selectors';
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

// Two refusals the browser gives (a denied permission, no Clipboard API), each its own error, so the one
// reported is the one of the last write.
const denied = new DOMException('Write permission denied.', 'NotAllowedError');
const missing = new TypeError("Cannot read properties of undefined (reading 'writeText')");

/** What a copy button shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): ClipboardCopyView => ({
  state: selectCopyState(s as never),
  busy: selectCopyBusy(s as never),
  note: selectCopyNote(s as never),
});

const model: MachineModel<typeof clipboardCopyMachine> = {
  machine: clipboardCopyMachine,
  promiseActors: ['writeClipboard'],
  effects: ['reportFailure'],
  events: [
    // A transaction id and a player's own ID: the write must be given the text of the last click.
    { type: 'copy.request', text: '0x9f2c41d7a5be' },
    { type: 'copy.request', text: '50937000001' },
    { type: 'xstate.done.actor.writeClipboard' },
    { type: 'xstate.error.actor.writeClipboard', error: denied },
    { type: 'xstate.error.actor.writeClipboard', error: missing },
    { type: 'xstate.after.feedback.clipboardCopy.copied' },
    { type: 'xstate.after.feedback.clipboardCopy.failed' },
  ],
  oracle: clipboardCopyOracle,
  view: view as never,
  serializeState: (s) => JSON.stringify([s.value, s.context.text]),
};

describe('clipboard copy machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple');
  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(clipboardCopyMachine).filter((id) => !visited.has(id))).toEqual([]);
  });
  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  describe.each(namedPaths(simple))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (a copy again during the note, a click while writing).
  replayEach('transition', model, transitionPaths(model, [...shortest, ...simple]));
});

describe('clipboard copy timing and wiring', () => {
  it('keeps the note 2 s (docs/product.md#constants)', () => {
    expect(clipboardCopyMachine.implementations.delays.feedback).toBe(2000);
  });

  it('starts the 2 s over when the player copies again during the note', async () => {
    const clock = new SimulatedClock();
    const written: string[] = [];
    const machine = clipboardCopyMachine.provide({
      actors: {
        writeClipboard: fromPromise(async ({ input }) => {
          written.push(input.text);
        }),
      },
    });
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'copy.request', text: 'first' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectCopyNote(actor.getSnapshot())).toBe('copied');
    clock.increment(1_999);
    expect(selectCopyNote(actor.getSnapshot())).toBe('copied');
    actor.send({ type: 'copy.request', text: 'second' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.increment(1_999);
    expect(selectCopyNote(actor.getSnapshot())).toBe('copied');
    clock.increment(1);
    expect(selectCopyState(actor.getSnapshot())).toBe('idle');
    expect(written).toEqual(['first', 'second']);
    actor.stop();
  });

  it('fails loudly, naming the write, when the view forgot to give it', async () => {
    const errors: unknown[] = [];
    const actor = createActor(
      clipboardCopyMachine.provide({ actions: { reportFailure: (_, error) => errors.push(error) } }),
    ).start();
    actor.send({ type: 'copy.request', text: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectCopyState(actor.getSnapshot())).toBe('failed');
    expect((errors[0] as Error).message).toBe('writeClipboard not provided');
    actor.stop();
  });

  it('starts at rest with nothing to copy, and is known as clipboardCopy (the QA report and /inspect name its states so)', () => {
    const actor = createActor(clipboardCopyMachine);
    expect(actor.getSnapshot().context).toEqual({ text: '' });
    expect(stateIds(clipboardCopyMachine)).toEqual([
      'clipboardCopy',
      'clipboardCopy.idle',
      'clipboardCopy.copying',
      'clipboardCopy.copied',
      'clipboardCopy.failed',
    ]);
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(clipboardCopyOracle as never));
});
