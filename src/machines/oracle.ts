// The shape of a machine's independent oracle: the `<machine>.qa.ts` next to each machine writes down, from
// the product rules (docs/architecture.md, "Machines and their oracles"), what must hold, and the model tests
// (tests/model/harness.ts) check every step of every generated path against it. Nothing here is computed by
// a machine or its helpers: expected states, effects, inputs and screens are literal data, and the few
// conditions are restated from the rules, not imported. Types only: no app code imports an oracle.

/** A state as the QA report writes it: 'idle', 'registering.editing', 'a.x + b.y' for parallel states. */
export type OracleStateName = string;

/** The part of a snapshot an oracle condition may read. */
export interface OracleSnapshot<TContext> {
  value: unknown;
  context: TContext;
}

/** What the player sees and what may run while the machine rests in one state. */
export interface OracleState<TView, TContext> {
  /**
   * What the view shows here, field by field: compared with the model test's `view` (the machine's
   * selectors, i.e. what the screens render). A function when it depends on what happened before (an error
   * shown only after a failed reply): it must return written values, not call the machine's helpers.
   */
  sees: Partial<TView> | ((snapshot: OracleSnapshot<TContext>) => Partial<TView>);
  /**
   * The requests (promise actors) running in this state, each with the input it must be given (`true`:
   * any input). Exactly these run: an extra or missing request fails.
   */
  runs?: Record<string, unknown> | ((snapshot: OracleSnapshot<TContext>) => Record<string, unknown>);
  /** The flow ends here (a final state: the actor is done). */
  done?: boolean;
}

/** One row of the transition table: in `from`, `event` (when `when` holds) leads to `to` with `effects`. */
export interface OracleStep<TContext> {
  from: OracleStateName | OracleStateName[];
  /** An event type: 'field.change', 'xstate.done.actor.exchange', 'xstate.after.1000.sms.counting'. */
  event: string;
  /** A condition restated from the rules (on the state before and the event), when the outcome depends on it. */
  when?: (from: OracleSnapshot<TContext>, event: Record<string, unknown> & { type: string }) => boolean;
  /** Where it leads; '=' for the same state. */
  to: OracleStateName;
  /**
   * The injected effects it fires, in order (default: none): a name, or [name, params] when what the effect
   * is given matters (the address a link opens, the page a redirect goes to).
   */
  effects?:
    | Array<string | [string, unknown]>
    | ((
        from: OracleSnapshot<TContext>,
        event: Record<string, unknown> & { type: string },
      ) => Array<string | [string, unknown]>);
  /**
   * What it leaves in the context, field by field (deep equality per listed field). A function when the
   * value comes from the event or the state before.
   */
  context?:
    | Partial<TContext>
    | ((from: OracleSnapshot<TContext>, event: Record<string, unknown> & { type: string }) => Partial<TContext>);
}

/**
 * A mutant the tests cannot kill because it changes nothing a player, the API or a screen could observe: an entry of a
 * machine's <machine>.equivalents.json (`file` relative to src/machines) or of server/mutation-equivalents.json
 * (`file` relative to the repo). `line` is the mutant's line, `mutator` StrykerJS's mutator name; `npm run mutation`
 * matches survivors against these lists and prints every survivor not on them (tests/app/repo-docs.test.ts checks the
 * entries).
 */
export interface EquivalentMutant {
  file: string;
  line: number;
  mutator: string;
  reason: string;
}

export interface MachineOracle<TView, TContext> {
  /** Every state the machine can rest in (and final states), with what the player sees there. */
  states: Record<OracleStateName, OracleState<TView, TContext>>;
  /**
   * Every transition the model's events can take. An event with no row in a state must leave that state,
   * its context and the effects untouched. Every row must be taken by at least one generated path.
   */
  steps: Array<OracleStep<TContext>>;
}
