// The independent oracle of unlinking a sign-in service from /personal (docs/architecture.md, "Machines and
// their oracles"; the calls in docs/api.md: GET auth/google/unlink, auth/metamask/unlink), written from the
// product rules, checked at every step of tests/model/unlink.model.test.ts: the button asks the server to
// unlink and is busy meanwhile; success refreshes the session (whose profile then no longer lists the
// service); a refusal keeps the server's reason on screen until the next try.
import type { ApiError } from '../../api/errors';
import type { MachineOracle } from '../oracle';

interface UnlinkContext {
  error: ApiError | null;
}

/** What the unlink button shows, read through unlink.selectors.ts by the model test. */
export interface UnlinkView {
  state: string;
  busy: boolean;
  /** The reason shown under the button (the server's message, or the fallback text for its kind). */
  error: { kind: string; message: string } | null;
}

const shown = (error: ApiError | null) => (error ? { kind: error.kind, message: error.message } : null);

export const unlinkOracle: MachineOracle<UnlinkView, UnlinkContext> = {
  states: {
    idle: { sees: ({ context }) => ({ state: 'idle', busy: false, error: shown(context.error) }) },
    // The previous reason goes away as soon as the player tries again.
    unlinking: { sees: { state: 'unlinking', busy: true, error: null }, runs: { unlink: true } },
  },
  steps: [
    { from: 'idle', event: 'unlink.request', to: 'unlinking', context: { error: null } },
    {
      from: 'unlinking',
      event: 'xstate.done.actor.unlink',
      to: 'idle',
      effects: ['refreshSession'],
      context: { error: null },
    },
    {
      from: 'unlinking',
      event: 'xstate.error.actor.unlink',
      to: 'idle',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
  ],
};
