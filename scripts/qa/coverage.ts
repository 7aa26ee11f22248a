// Machine coverage for the QA report (docs/architecture.md#qa-coverage): what a machine definition contains (state
// nodes and every transition), how a replayed path is recorded, and the figures that `npm run qa` checks. Pure: the
// model-test harness records with it and the report step computes with it, so both agree on the keys.
import type { AnyStateMachine } from 'xstate';

/** The parts of a state node we read (xstate's StateNode, without its generics). */
interface Node {
  id: string;
  key: string;
  type: string;
  parent?: Node;
  states: Record<string, Node>;
  transitions: Map<string, Transition[]>;
  always?: Transition[];
}

interface Transition {
  source: Node;
  eventType: string;
  guard?: unknown;
  target?: Node[];
  reenter?: boolean;
}

/** `always` transitions have the empty event type in xstate; the key spells it out. */
const ALWAYS = 'always';

export interface TransitionInfo {
  /** `${sourceId} | ${event} | #${index}`: the position in the definition, stable across `.provide()`. */
  key: string;
  source: string;
  event: string;
  /** Index among the source node's candidates for this event (guarded alternatives are tried in order). */
  index: number;
  guard?: string;
  targets: string[];
}

export interface MachineShape {
  id: string;
  /** Every state node id except the root (the root is the machine itself: always active). */
  states: string[];
  transitions: TransitionInfo[];
}

/** Readable guard: `isValid`, `commitsAs("refetch")`, `and(isFormValid, hasConfirmMessage)`, `not(hasChain)`. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(combined)) return `${guard.name}(${combined.map((g) => guardLabel(g)).join(', ')})`;
    return guard.name || 'inline guard';
  }
  if (typeof guard === 'object' && guard && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return params === undefined || typeof params === 'function' ? type : `${type}(${JSON.stringify(params)})`;
  }
  return 'guard';
}

function candidates(source: Node, eventType: string): Transition[] {
  return (eventType === '' ? source.always : source.transitions.get(eventType)) ?? [];
}

/** The key of a transition taken by a running actor (the objects come from the machine it runs). */
export function transitionKey(transition: Transition | object): string {
  const t = transition as Transition;
  const index = candidates(t.source, t.eventType).indexOf(t);
  return `${t.source.id} | ${t.eventType === '' ? ALWAYS : t.eventType} | #${index}`;
}

function describeTransition(t: Transition, index: number): TransitionInfo {
  const event = t.eventType === '' ? ALWAYS : t.eventType;
  return {
    key: `${t.source.id} | ${event} | #${index}`,
    source: t.source.id,
    event,
    index,
    guard: guardLabel(t.guard),
    // A targetless transition stays (actions only); `reenter` self-transitions name their own source.
    targets: (t.target ?? []).map((node) => node.id),
  };
}

/** Every state node and transition of a machine definition, in document order. */
export function machineShape(machine: AnyStateMachine): MachineShape {
  const states: string[] = [];
  const transitions: TransitionInfo[] = [];
  const visit = (node: Node) => {
    if (node.parent) states.push(node.id);
    for (const list of [...node.transitions.values(), node.always ?? []]) {
      transitions.push(...list.map(describeTransition));
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root as unknown as Node);
  return { id: machine.id, states, transitions };
}

/** A node and its ancestors (an active node means its ancestors are active), root excluded. */
export function withAncestors(node: { id: string; parent?: unknown }): string[] {
  const ids: string[] = [];
  for (let n: Node | undefined = node as Node; n?.parent; n = n.parent) ids.push(n.id);
  return ids;
}

// ---------------------------------------------------------------------------------------------------------------
// Records written by the model tests (one JSON per machine per test file, merged by the report step).

export interface PathStep {
  event: string;
  /** Short payload summary, e.g. `field="phone" value="3700 0001"` or `error=ApiError http 422`. */
  hint?: string;
  /** Resulting state value, e.g. `editing`, `prompting.prompt`, `a.x + b.y` for parallel states. */
  state: string;
}

export interface PathRecord {
  /** The vitest test that replayed it (describe blocks say shortest/simple and the model variant). */
  test: string;
  input?: string;
  initial: string;
  steps: PathStep[];
  result: 'passed' | 'failed';
  /** The assertion message of a failed replay, and the index (in `steps`) of the step it failed on. */
  error?: string;
  failedStep?: number;
}

export interface MachineRecord {
  machineId: string;
  paths: PathRecord[];
  states: string[];
  transitions: string[];
}

export function mergeRecords(records: MachineRecord[]): Map<string, MachineRecord> {
  const merged = new Map<string, { paths: PathRecord[]; states: Set<string>; transitions: Set<string> }>();
  for (const record of records) {
    let entry = merged.get(record.machineId);
    if (!entry) {
      entry = { paths: [], states: new Set(), transitions: new Set() };
      merged.set(record.machineId, entry);
    }
    entry.paths.push(...record.paths);
    for (const id of record.states) entry.states.add(id);
    for (const key of record.transitions) entry.transitions.add(key);
  }
  return new Map(
    [...merged].map(([machineId, e]) => [
      machineId,
      { machineId, paths: e.paths, states: [...e.states].sort(), transitions: [...e.transitions].sort() },
    ]),
  );
}

/** `editing`, `prompting.prompt`, `a.x + b.y` (parallel regions joined). */
export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => {
        const inner = formatStateValue(child);
        return inner ? `${key}.${inner}` : key;
      })
      .join(' + ');
  }
  return '';
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function valueHint(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (typeof value === 'string') return JSON.stringify(clip(value, 24));
  if (value instanceof Error) {
    const { kind, status } = value as Error & { kind?: string; status?: number };
    return [value.name, kind, status].filter((part) => part !== undefined).join(' ');
  }
  if (Array.isArray(value)) return `[${value.length} item${value.length === 1 ? '' : 's'}]`;
  if (typeof value === 'object') {
    const json = JSON.stringify(value);
    return json.length <= 40 ? json : `{${clip(Object.keys(value).join(', '), 38)}}`;
  }
  return typeof value;
}

/** A short, readable summary of an event's payload (everything but its type), or of a machine input. */
export function payloadHint(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object') return payload === undefined ? undefined : valueHint(payload);
  const parts = Object.entries(payload)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}=${valueHint(value)}`);
  return parts.length ? clip(parts.join(' '), 100) : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Coverage figures and the verdict.

/** Declared next to a machine in `src/machines/<folder>/<folder>.qa.ts` as `coverageExclusions`. */
export type CoverageExclusion = { transition: string; reason: string } | { state: string; reason: string };

export interface Figure {
  total: number;
  reached: number;
  reachedIds: string[];
  /** Reached out of (total - excluded), in %, rounded down to one decimal so 99.96 never shows as 100. */
  percent: number;
  unreached: string[];
  excluded: Array<{ id: string; reason: string }>;
}

export interface MachineCoverage {
  id: string;
  folder: string;
  title: string;
  file: string;
  shape: MachineShape;
  states: Figure;
  transitions: Figure;
  paths: { passed: number; total: number };
  records: PathRecord[];
  exclusions: CoverageExclusion[];
  /** Why this machine fails the check; empty when it passes. */
  problems: string[];
  /** Whether `<folder>.qa.ts` gives the machine an independent oracle (docs/architecture.md). */
  oracle?: boolean;
  /** The last `npm run mutation` figures for this machine on this checkout, if it was run. */
  mutation?: MutationFigure;
}

/** The server's line of reports/mutation/summary.json: the totals and each mutated file's figures. */
export interface ServerMutationFigure extends MutationFigure {
  files?: Record<string, Omit<MutationFigure, 'at'>>;
  /** Files whose source changed since their last run. */
  stale?: string[];
}

/** The bar of the server's money and protection code (docs/architecture.md#quality); the machines' is 90 %. */
export const SERVER_MUTATION_BAR = 85;

/** One machine's line of reports/mutation/summary.json (scripts/mutation.mjs). */
export interface MutationFigure {
  mutants: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  equivalent: number;
  score: number;
  at: string;
}

function figure(all: string[], reached: Set<string>, excluded: Map<string, string>): Figure {
  const hit = all.filter((id) => reached.has(id));
  const unreached = all.filter((id) => !reached.has(id) && !excluded.has(id));
  const counted = all.length - all.filter((id) => excluded.has(id) && !reached.has(id)).length;
  return {
    total: all.length,
    reached: hit.length,
    reachedIds: hit,
    percent: counted === 0 ? 100 : Math.floor((hit.length / counted) * 1000) / 10,
    unreached,
    excluded: [...excluded].map(([id, reason]) => ({ id, reason })),
  };
}

export interface CoverageInput {
  id: string;
  folder: string;
  title: string;
  file: string;
  machine: AnyStateMachine;
  record: MachineRecord | undefined;
  exclusions: CoverageExclusion[];
}

export function computeCoverage(input: CoverageInput): MachineCoverage {
  const shape = machineShape(input.machine);
  const record = input.record;
  const problems: string[] = [];
  const excludedStates = new Map<string, string>();
  const excludedTransitions = new Map<string, string>();
  const reachedStates = new Set(record?.states ?? []);
  const reachedTransitions = new Set(record?.transitions ?? []);
  for (const exclusion of input.exclusions) {
    const [kind, id, known, reached, into] =
      'state' in exclusion
        ? (['state', exclusion.state, shape.states, reachedStates, excludedStates] as const)
        : ([
            'transition',
            exclusion.transition,
            shape.transitions.map((t) => t.key),
            reachedTransitions,
            excludedTransitions,
          ] as const);
    // Exclusions stay honest: a stale one (unknown, or reached after all) fails like a gap would.
    if (!known.includes(id)) problems.push(`exclusion of unknown ${kind} "${id}"`);
    else if (reached.has(id)) problems.push(`excluded ${kind} "${id}" is reached: remove the exclusion`);
    if (!exclusion.reason.trim()) problems.push(`exclusion of ${kind} "${id}" has no reason`);
    into.set(id, exclusion.reason);
  }
  const states = figure(shape.states, reachedStates, excludedStates);
  const transitions = figure(
    shape.transitions.map((t) => t.key),
    reachedTransitions,
    excludedTransitions,
  );
  const records = record?.paths ?? [];
  const passed = records.filter((p) => p.result === 'passed').length;
  if (!record || records.length === 0)
    problems.push('no replayed paths recorded (is there a model test using the harness?)');
  if (states.unreached.length) problems.push(`${states.unreached.length} state(s) not reached`);
  if (transitions.unreached.length) problems.push(`${transitions.unreached.length} transition(s) not taken`);
  if (passed < records.length) problems.push(`${records.length - passed} path(s) failed`);
  return {
    id: input.id,
    folder: input.folder,
    title: input.title,
    file: input.file,
    shape,
    states,
    transitions,
    paths: { passed, total: records.length },
    records,
    exclusions: input.exclusions,
    problems,
  };
}
