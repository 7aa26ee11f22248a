import { fromPromise, not, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { activeStateIds, formatStateValue } from '../../src/dev/statechart/active';
import { edgeLabel, flattenNodes, statechartModel } from '../../src/dev/statechart/model';
import { renderStatechartSvg } from '../../src/dev/statechart/svg';
import { sessionMachine } from '../../src/machines/session/session.machine';

// A small machine with one of each thing the visualizer draws: compound, parallel and final states,
// initial states, tags, an invoke with done/error, named and combined guards, a named delay, an
// eventless transition, a targetless transition and a self transition that re-enters.
const doorMachine = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'bell.ring' } },
  actors: { unlock: fromPromise(async () => {}) },
  guards: { isLocked: () => false, isNight: () => false },
  actions: { chime: () => {} },
  delays: { autoClose: 5000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'door.open': [{ guard: not('isLocked'), target: 'open' }, { target: 'unlocking' }],
        'bell.ring': { actions: 'chime' },
      },
    },
    unlocking: {
      tags: ['busy'],
      invoke: { id: 'unlock', src: 'unlock', onDone: 'open', onError: 'closed' },
    },
    open: {
      type: 'parallel',
      after: { autoClose: '#door.closed' },
      states: {
        light: {
          initial: 'on',
          states: { on: { always: { guard: 'isNight', target: 'off' } }, off: {} },
        },
        bell: {
          initial: 'quiet',
          states: { quiet: { on: { 'bell.ring': { target: 'quiet', reenter: true } } } },
        },
      },
      on: { 'door.close': 'gone' },
    },
    gone: { type: 'final' },
  },
});

describe('statechart model', () => {
  const model = statechartModel(doorMachine);

  it('lists every state with its type, initial child, tags and invokes', () => {
    const nodes = flattenNodes(model.root).map((node) => ({
      id: node.id,
      type: node.type,
      initial: node.initial,
      tags: node.tags,
      invokes: node.invokes,
    }));
    expect(nodes).toEqual([
      { id: 'door', type: 'compound', initial: 'door.closed', tags: [], invokes: [] },
      { id: 'door.closed', type: 'atomic', initial: undefined, tags: [], invokes: [] },
      { id: 'door.unlocking', type: 'atomic', initial: undefined, tags: ['busy'], invokes: ['unlock'] },
      { id: 'door.open', type: 'parallel', initial: undefined, tags: [], invokes: [] },
      { id: 'door.open.light', type: 'compound', initial: 'door.open.light.on', tags: [], invokes: [] },
      { id: 'door.open.light.on', type: 'atomic', initial: undefined, tags: [], invokes: [] },
      { id: 'door.open.light.off', type: 'atomic', initial: undefined, tags: [], invokes: [] },
      { id: 'door.open.bell', type: 'compound', initial: 'door.open.bell.quiet', tags: [], invokes: [] },
      { id: 'door.open.bell.quiet', type: 'atomic', initial: undefined, tags: [], invokes: [] },
      { id: 'door.gone', type: 'final', initial: undefined, tags: [], invokes: [] },
    ]);
  });

  it('lists every transition with a readable label, its targets and its kind', () => {
    const edges = model.edges.map((edge) => ({
      from: edge.source,
      to: edge.targets,
      label: edgeLabel(edge),
      kind: edge.kind,
      reenter: edge.reenter,
    }));
    expect(edges).toEqual([
      { from: 'door.closed', to: ['door.open'], label: 'door.open [!isLocked]', kind: 'event', reenter: false },
      { from: 'door.closed', to: ['door.unlocking'], label: 'door.open', kind: 'event', reenter: false },
      { from: 'door.closed', to: [], label: 'bell.ring', kind: 'event', reenter: false },
      { from: 'door.unlocking', to: ['door.open'], label: 'done: unlock', kind: 'done', reenter: false },
      { from: 'door.unlocking', to: ['door.closed'], label: 'error: unlock', kind: 'error', reenter: false },
      { from: 'door.open', to: ['door.gone'], label: 'door.close', kind: 'event', reenter: false },
      { from: 'door.open', to: ['door.closed'], label: 'after autoClose (5 s)', kind: 'after', reenter: false },
      {
        from: 'door.open.light.on',
        to: ['door.open.light.off'],
        label: 'always [isNight]',
        kind: 'always',
        reenter: false,
      },
      { from: 'door.open.bell.quiet', to: ['door.open.bell.quiet'], label: 'bell.ring', kind: 'event', reenter: true },
    ]);
    expect(model.edges.find((edge) => edge.targets.length === 0)?.actions).toEqual(['chime']);
  });

  it('turns a snapshot value into the ids of its active states', () => {
    expect(activeStateIds('door', { open: { light: 'on', bell: 'quiet' } })).toEqual([
      'door',
      'door.open',
      'door.open.light',
      'door.open.light.on',
      'door.open.bell',
      'door.open.bell.quiet',
    ]);
    expect(formatStateValue({ open: { light: 'on', bell: 'quiet' } })).toBe('open.(light.on + bell.quiet)');
    expect(formatStateValue({ authenticated: 'ready' })).toBe('authenticated.ready');
  });
});

describe('statechart SVG', () => {
  it('is one well-formed <svg> naming every state, every transition and the initial markers', async () => {
    const svg = await renderStatechartSvg(doorMachine);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(unbalancedTags(svg)).toEqual([]);
    for (const node of flattenNodes(statechartModel(doorMachine).root)) {
      expect(svg).toContain(`>${node.path.length ? node.key : `${node.key} (machine)`}</text>`);
    }
    for (const label of [
      'door.open [!isLocked]',
      'done: unlock',
      'error: unlock',
      'after autoClose (5 s)',
      'door.close',
    ]) {
      expect(svg).toContain(`>${label}</text>`);
    }
    // Targetless transitions and tags are written inside their state, with the invoked actors.
    expect(svg).toContain('>on bell.ring</text>');
    expect(svg).toContain('>#busy</text>');
    expect(svg).toContain('>invoke unlock</text>');
    // One initial dot per compound state: the machine and the two regions.
    expect(svg.match(/data-initial-of=/g)).toHaveLength(3);
    // Laid out: every state has a size and the drawing is not empty.
    expect(svg).not.toMatch(/<rect [^>]*width="0"/);
    expect(svg).not.toContain('NaN');
  });

  it('highlights the active states only, given with or without the machine id', async () => {
    const svg = await renderStatechartSvg(sessionMachine, { active: ['session.authenticated', 'authenticated.ready'] });
    const active = [...svg.matchAll(/data-state-id="([^"]+)"[^>]*data-active="true"/g)].map((match) => match[1]);
    expect(active).toEqual(['session.authenticated', 'session.authenticated.ready']);
    const idle = await renderStatechartSvg(sessionMachine);
    expect(idle).not.toContain('data-active="true"');
  });
});

/** Tags left open or closed out of order, and raw `<`/`&` in text: what an XML parser would reject. */
function unbalancedTags(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let index = 0;
  while (index < xml.length) {
    const next = xml.indexOf('<', index);
    const text = xml.slice(index, next === -1 ? xml.length : next);
    if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(text)) problems.push(`bare & in "${text}"`);
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(xml);
    if (!match) {
      problems.push(`bad tag at ${next}: ${xml.slice(next, next + 40)}`);
      break;
    }
    const [, closing, name = '', , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes nothing open`);
    } else if (!selfClosing) stack.push(name);
    index = tag.lastIndex;
  }
  return [...problems, ...stack.map((name) => `<${name}> never closed`)];
}
