// UI path tests (docs/architecture.md#qa-coverage): the shortest paths of a flow's real machine (xstate/graph), walked
// in the real UI. Every machine event of a path is mapped to what a player does (or, for an invoke's done/error, to
// what the server answers: the request is held by page.route and then passed to the reference server or
// answered with an error; for a delay, to the page's clock). After every step the flow's `data-state`
// must equal what the view's own selector gives for the machine's state, and each active state node's
// UI check must pass. A state or event without a mapping fails the walk, so a machine cannot grow a
// state that these tests silently skip.
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  initialTransition,
  transition,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { isParked, park } from '../fixtures';
import { delayOf } from '../../src/dev/machine-delays';

export type UiEvent = EventObject & Record<string, unknown>;

export interface UiStep {
  event: UiEvent;
  state: AnyMachineSnapshot;
}

export interface UiPath {
  /** "event → data-state, ..." */
  name: string;
  /** The steps after the initial state. */
  steps: UiStep[];
  initial: AnyMachineSnapshot;
}

/** A request an invoke makes: held until the path's done/error step decides how it is answered. */
export interface HeldRequest {
  url: string | RegExp | ((url: URL) => boolean);
  method?: string;
  /** How the server fails it (a docs/product.md#calls-wrappers failure reply, a 500...). */
  error: (route: Route, event: UiEvent) => Promise<void>;
  /** How it succeeds; by default the reference server answers it for real. */
  done?: (route: Route, event: UiEvent) => Promise<void>;
  /**
   * The browser may ask more than once for one invoke (a chunk preloaded and imported at once): every copy
   * held when the step comes is answered the same way, or the one left held would keep the invoke waiting.
   */
  copies?: boolean;
}

/**
 * What a state node must show besides data-state (the snapshot gives the context the view renders), or
 * why the flow's UI never reaches it, or, for a state whose entry takes the player to another page (a
 * sign-in that goes home), where they land: that view's data-state is gone with it, so the walk checks
 * that the flow's root is gone and that the landing is right.
 */
export type StateCheck =
  | ((page: Page, snapshot: AnyMachineSnapshot, event?: UiEvent) => Promise<void>)
  | { notInUi: string }
  | {
      leavesPage: (page: Page, snapshot: AnyMachineSnapshot, event?: UiEvent) => Promise<void>;
      /**
       * For a state the flow leaves the page from only on some edges (a failure that sends the player home
       * ends in the same state as the initial one): whether this snapshot leaves. Otherwise `stays` checks it
       * in the page, as a plain check would.
       */
      when?: (snapshot: AnyMachineSnapshot, event?: UiEvent) => boolean;
      stays?: (page: Page, snapshot: AnyMachineSnapshot, event?: UiEvent) => Promise<void>;
    };

export interface UiFlow<TMachine extends AnyStateMachine> {
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /**
   * Events the view sends by itself as it mounts (a page that opens its list, a form that opens with its
   * system): the machine's initial state lasts no longer than the first render, so the walk starts from
   * the state these events lead to, which is what `open` shows.
   */
  start?: UiEvent[];
  /**
   * The events this UI can produce (user actions, server outcomes, delays), with the payloads the actions
   * use; a function when an event is only possible in some states (typing into an unfocused input also
   * focuses it, which is an event of its own).
   */
  events: UiEvent[] | ((snapshot: AnyMachineSnapshot) => UiEvent[]);
  /** The view's selector for data-state (the same function the view renders). */
  dataState: (snapshot: AnyMachineSnapshot) => string;
  /**
   * A graph vertex per distinct UI state: by default the data-state string. Add the context that guards
   * read (e.g. whether the code is blank), or the graph keeps one snapshot per state and misses branches.
   * The event that led there is given too: a transition that stays in its state but shows something (a
   * modal, a new page) is a vertex of its own only when the key says which event it was.
   */
  serializeState?: (snapshot: AnyMachineSnapshot, event?: UiEvent) => string;
  /** The element that carries the flow's data-state. */
  root: (page: Page) => Locator;
  /**
   * The attribute of `root` that carries the state, when it is not `data-state`: a flow with no view of its own marks
   * the document (the live balance's `data-live-balance` on <html>).
   */
  stateAttribute?: string;
  /** Loads the page where the flow starts in its initial state (called once per path). */
  open: (page: Page) => Promise<void>;
  /** Distinguishes events of one type that the user produces differently (e.g. a blank and a real code). */
  eventKey?: (event: UiEvent) => string;
  /** Event key → what the user does. */
  actions: Record<string, (page: Page, event: UiEvent) => Promise<void>>;
  /** Invoke id → the request it makes. */
  requests?: Record<string, HeldRequest>;
  /** Every atomic state node id of the machine → its UI check. */
  states: Record<string, StateCheck>;
  /**
   * Install the page clock so `xstate.after.*` steps jump time forward (fastForward) instead of waiting.
   * The clock keeps running: a paused one would also stop react-query, which notifies on setTimeout(0).
   * Choose `serializeState`/events so no checked state lasts only a short delay (a 1 s tick may pass by itself).
   */
  clock?: boolean;
}

const keyOf = (flow: UiFlow<AnyStateMachine>, event: UiEvent) => flow.eventKey?.(event) ?? event.type;

/** Atomic state node ids of a machine: what `states` must map, no more, no less. */
export function atomicStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: { id: string; states: Record<string, unknown> }) => {
    const children = Object.values(node.states) as Array<typeof node>;
    if (children.length === 0) ids.push(node.id);
    for (const child of children) visit(child);
  };
  visit(machine.root as never);
  return ids;
}

/** The snapshot a flow's walk starts from: the initial one, after the events the view sends as it mounts. */
function startState<TMachine extends AnyStateMachine>(flow: UiFlow<TMachine>): AnyMachineSnapshot | undefined {
  if (!flow.start?.length) return undefined;
  // biome-ignore lint/suspicious/noExplicitAny: the machine's own input and event types are not known here
  const machine = flow.machine as any;
  let [snapshot] = initialTransition(machine, flow.input);
  for (const event of flow.start) [snapshot] = transition(machine, snapshot, event);
  return snapshot as AnyMachineSnapshot;
}

export function uiPaths<TMachine extends AnyStateMachine>(flow: UiFlow<TMachine>): UiPath[] {
  const serialize = flow.serializeState ?? flow.dataState;
  // biome-ignore lint/suspicious/noExplicitAny: xstate/graph's generics do not line up with AnyStateMachine
  const paths = (getShortestPaths as any)(flow.machine, {
    input: flow.input,
    fromState: startState(flow),
    events: flow.events,
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => snapshot.can(event),
    serializeState: (snapshot: AnyMachineSnapshot, event?: UiEvent) => serialize(snapshot, event),
  }) as Array<{ steps: Array<{ event: UiEvent; state: AnyMachineSnapshot }>; state: AnyMachineSnapshot }>;
  return paths.map((path) => {
    const [init, ...steps] = path.steps;
    const initial = init?.state ?? path.state;
    const name =
      steps.map((step) => `${keyOf(flow as never, step.event)} → ${flow.dataState(step.state)}`).join(', ') ||
      `(initial) ${flow.dataState(initial)}`;
    return { name, steps, initial };
  });
}

/**
 * The mapping is complete: every atomic state has a check (or a reason it is not in this UI) and nothing
 * else does; every step of every path has an action, a held request or a delay.
 */
export function expectCompleteMapping<TMachine extends AnyStateMachine>(flow: UiFlow<TMachine>, paths: UiPath[]) {
  expect(Object.keys(flow.states).sort(), 'state checks must map exactly the machine states').toEqual(
    atomicStateIds(flow.machine).sort(),
  );
  const unmapped = new Set<string>();
  for (const path of paths) {
    for (const { event, state } of path.steps) {
      for (const id of activeAtomicIds(state)) {
        const check = flow.states[id];
        if (check && 'notInUi' in check) unmapped.add(`state ${id} is reached but declared not in the UI`);
      }
      const invoke = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (invoke) {
        if (!flow.requests?.[invoke[2]!] && !flow.actions[keyOf(flow as never, event)]) {
          unmapped.add(`no held request or action for ${event.type}`);
        }
      } else if (event.type.startsWith('xstate.after.')) {
        if (!flow.clock) unmapped.add(`${event.type} needs clock: true`);
      } else if (!flow.actions[keyOf(flow as never, event)]) {
        unmapped.add(`no user action for ${keyOf(flow as never, event)}`);
      }
    }
  }
  expect([...unmapped], 'every path step must be mapped to the UI').toEqual([]);
}

const activeAtomicIds = (snapshot: AnyMachineSnapshot) =>
  (snapshot._nodes as Array<{ id: string; type: string }>)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);

/** Requests of the flow's invokes, held in arrival order until a step answers them. */
class RequestDesk {
  private held = new Map<string, Route[]>();
  private handlers: Array<[HeldRequest['url'], (route: Route) => Promise<void>]> = [];

  constructor(
    private readonly page: Page,
    private readonly requests: Record<string, HeldRequest>,
  ) {}

  async open() {
    for (const [id, spec] of Object.entries(this.requests)) {
      const handler = async (route: Route) => {
        if (spec.method && route.request().method() !== spec.method) return route.fallback();
        this.held.set(id, [...(this.held.get(id) ?? []), route]);
      };
      const matcher = typeof spec.url === 'function' ? spec.url : spec.url;
      this.handlers.push([matcher, handler]);
      await this.page.route(matcher, handler);
    }
  }

  /** The oldest held request of an invoke (it must have been made by now or very soon). */
  async take(id: string): Promise<Route> {
    await expect
      .poll(() => this.held.get(id)?.length ?? 0, { message: `the request of ${id} should have been made` })
      .toBeGreaterThan(0);
    const [route, ...rest] = this.held.get(id)!;
    this.held.set(id, rest);
    return route!;
  }

  /** The requests of an invoke still held after `take` (copies of the same request). */
  rest(id: string): Route[] {
    const routes = this.held.get(id) ?? [];
    this.held.set(id, []);
    return routes;
  }

  async close() {
    // A request the path left pending is never answered: letting it through would move money or use a
    // code behind the next path's back. Leaving the page cancels it (an abort would log a console error).
    const pending = [...this.held.values()].flat();
    if (pending.length > 0) {
      await park(this.page);
      for (const route of pending) await route.abort().catch(() => {});
    }
    this.held.clear();
    for (const [url, handler] of this.handlers) await this.page.unroute(url, handler);
    this.handlers = [];
  }
}

async function expectUiState<TMachine extends AnyStateMachine>(
  page: Page,
  flow: UiFlow<TMachine>,
  snapshot: AnyMachineSnapshot,
  event?: UiEvent,
) {
  const checks = activeAtomicIds(snapshot).map((id) => flow.states[id]);
  const leaving = checks.find(
    (check) => typeof check === 'object' && 'leavesPage' in check && (check.when?.(snapshot, event) ?? true),
  );
  if (leaving && 'leavesPage' in leaving) {
    await expect(flow.root(page)).toHaveCount(0);
    await leaving.leavesPage(page, snapshot, event);
    return;
  }
  await expect(flow.root(page)).toHaveAttribute(flow.stateAttribute ?? 'data-state', flow.dataState(snapshot));
  for (const check of checks) {
    if (typeof check === 'function') await check(page, snapshot, event);
    else if (check && 'leavesPage' in check) await check.stays?.(page, snapshot, event);
  }
}

/** Walks one path in the page: opens the flow, then performs and checks every step. */
export async function walkUiPath<TMachine extends AnyStateMachine>(page: Page, flow: UiFlow<TMachine>, path: UiPath) {
  // The path before left its page running (its timers, its session): a request it made once this path's requests
  // are held would be taken as this path's, and the request this path waits for would stay held. It goes first. A
  // flow that holds no request has nothing to mix up: its open's own load replaces the page before.
  if (flow.requests && Object.keys(flow.requests).length > 0 && !isParked(page)) await park(page);
  const desk = new RequestDesk(page, flow.requests ?? {});
  await desk.open();
  try {
    await flow.open(page);
    // An initial state the view leaves in the effect of its first render (it reports the screen at once) is
    // declared not in the UI: the walk starts checking with the first step.
    const unseen = activeAtomicIds(path.initial).some((id) => {
      const check = flow.states[id];
      return typeof check === 'object' && 'notInUi' in check;
    });
    if (!unseen) await expectUiState(page, flow, path.initial);
    let before = path.initial;
    for (const step of path.steps) {
      const key = keyOf(flow as never, step.event);
      await test.step(`${key} → ${flow.dataState(step.state)}`, async () => {
        const invoke = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.event.type);
        const action = flow.actions[key];
        if (action) {
          await action(page, step.event);
        } else if (invoke) {
          const spec = flow.requests![invoke[2]!]!;
          const route = await desk.take(invoke[2]!);
          const answer = invoke[1] === 'error' ? spec.error : (spec.done ?? ((r: Route) => r.continue()));
          await answer(route, step.event);
          if (spec.copies) for (const copy of desk.rest(invoke[2]!)) await answer(copy, step.event);
        } else if (step.event.type.startsWith('xstate.after.')) {
          await page.clock.fastForward(delayOf(flow.machine, step.event.type, before, step.event));
        } else {
          throw new Error(`no user action for ${key}`);
        }
        await expectUiState(page, flow, step.state, step.event);
      });
      before = step.state;
    }
  } finally {
    await desk.close();
  }
}

export interface WalkOptions {
  /**
   * Walk every shortest path, even one that another path starts with. By default a prefix is skipped: its
   * steps and checks are all part of the longer walk, from the same fresh load, so nothing goes unchecked.
   */
  walkPrefixes?: boolean;
}

/** Whether `short` is the start of `long`: the same events, reaching the same vertices. */
function isPrefix<TMachine extends AnyStateMachine>(flow: UiFlow<TMachine>, short: UiPath, long: UiPath) {
  const serialize = flow.serializeState ?? flow.dataState;
  const vertex = (step: UiStep) => `${keyOf(flow as never, step.event)} ${serialize(step.state, step.event)}`;
  return (
    short.steps.length < long.steps.length && short.steps.every((step, i) => vertex(step) === vertex(long.steps[i]!))
  );
}

/** The paths no other path starts with. */
export const withoutPrefixes = <TMachine extends AnyStateMachine>(flow: UiFlow<TMachine>, paths: UiPath[]) =>
  paths.filter((path) => !paths.some((other) => isPrefix(flow, path, other)));

/**
 * One test per viewport walks the shortest paths of the flow (prefixes included in longer ones: see
 * WalkOptions), each from a fresh load of the flow's page (the context, its cookies and cache are kept:
 * paths are independent, the player is not). Returns every shortest path.
 */
export async function walkAllPaths<TMachine extends AnyStateMachine>(
  page: Page,
  flow: UiFlow<TMachine>,
  options: WalkOptions = {},
) {
  const paths = uiPaths(flow);
  const walked = options.walkPrefixes ? paths : withoutPrefixes(flow, paths);
  // About 3 s per path on the 2-core CI machine, plus the first load: a test that walks several flows gets the time of
  // each walk on top of what it had (setting 30 s + its paths' would take back the time of the walks before it).
  test.setTimeout(test.info().timeout + walked.length * 10_000);
  expectCompleteMapping(flow, paths);
  if (flow.clock) await page.clock.install();
  for (const path of walked) {
    await test.step(`path: ${path.name}`, () => walkUiPath(page, flow, path));
  }
  return paths;
}
