// The independent oracle of a cool-off or self-exclusion request (docs/architecture.md, "Machines and their oracles"),
// written from docs/product.md#flows-account-break, checked at every step of tests/model/account-break.model.test.ts:
// - the player picks a length (changing it freely) and goes on to what it means only with one picked;
// - the password is typed again: confirming without it says so and sends nothing; confirming sends the length and
//   the password;
// - success signs the player out (the session is told) and shows the end date (none for good); a refusal shows its
//   message and the password must be typed again; going back forgets the password, keeps the length.
import type { ApiError } from '../../api/errors';
import type { BreakReply } from '../../../contract/schemas/protection';
import type { EquivalentMutant, MachineOracle } from '../oracle';
import type { AccountBreakContext, BreakChoice } from './account-break.machine';

/** What the break panel shows, read through account-break.selectors.ts by the model test. */
export interface AccountBreakView {
  state: string;
  choice: BreakChoice | null;
  canReview: boolean;
  password: string;
  missingPassword: boolean;
  error: ApiError | null;
  busy: boolean;
  done: boolean;
  until: string | null;
}

type Context = AccountBreakContext;
type Snap = { context: Context };

const panel = ({ context }: Snap): Omit<AccountBreakView, 'state'> => ({
  choice: context.choice,
  canReview: false,
  password: context.password,
  missingPassword: context.missingPassword,
  error: null,
  busy: false,
  done: false,
  until: null,
});

export const accountBreakOracle: MachineOracle<AccountBreakView, Context> = {
  states: {
    // Choosing holds no password: none typed yet, or the one typed forgotten on the way back.
    choosing: {
      sees: (snap) => ({
        ...panel(snap),
        state: 'choosing',
        canReview: snap.context.choice !== null,
        password: '',
        missingPassword: false,
      }),
    },
    reviewing: { sees: (snap) => ({ ...panel(snap), state: 'reviewing', error: snap.context.error }) },
    submitting: {
      sees: (snap) => ({ ...panel(snap), state: 'submitting', busy: true }),
      runs: ({ context }) => ({ startBreak: { choice: context.choice, password: context.password } }),
    },
    done: {
      sees: ({ context }) => ({
        state: 'done',
        choice: context.choice,
        canReview: false,
        password: '',
        missingPassword: false,
        error: null,
        busy: false,
        done: true,
        until: context.until ?? null,
      }),
      done: true,
    },
  },
  steps: [
    {
      from: 'choosing',
      event: 'choice.select',
      to: '=',
      context: (_, event) => ({ choice: event.choice as BreakChoice }),
    },
    { from: 'choosing', event: 'break.review', when: ({ context }) => context.choice !== null, to: 'reviewing' },
    {
      from: 'reviewing',
      event: 'password.change',
      to: '=',
      context: (_, event) => ({ password: event.value as string, missingPassword: false }),
    },
    {
      from: 'reviewing',
      event: 'break.submit',
      when: ({ context }) => context.password !== '',
      to: 'submitting',
      context: { error: null },
    },
    {
      from: 'reviewing',
      event: 'break.submit',
      when: ({ context }) => context.password === '',
      to: 'reviewing',
      context: { missingPassword: true, error: null },
    },
    {
      from: 'reviewing',
      event: 'break.back',
      to: 'choosing',
      context: ({ context }) => ({ choice: context.choice, password: '', missingPassword: false, error: null }),
    },
    {
      from: 'submitting',
      event: 'xstate.done.actor.startBreak',
      to: 'done',
      effects: ['signedOut'],
      context: (_, event) => ({ until: (event.output as BreakReply).until, password: '' }),
    },
    {
      from: 'submitting',
      event: 'xstate.error.actor.startBreak',
      to: 'reviewing',
      context: (_, event) => ({ error: event.error as ApiError, password: '' }),
    },
  ],
};

export const equivalentMutants: EquivalentMutant[] = [
  {
    file: 'account-break/account-break.machine.ts',
    line: 35,
    mutator: 'ObjectLiteral',
    reason: 'placeholder actors: the personal page and the tests always provide the request',
  },
  {
    file: 'account-break/account-break.machine.ts',
    line: 36,
    mutator: 'StringLiteral',
    reason: 'the name in a placeholder error, never run (startBreak is always provided)',
  },
  {
    file: 'account-break/account-break.machine.ts',
    line: 54,
    mutator: 'StringLiteral',
    reason: 'the machine id is read by no screen, request, delay or event of this machine',
  },
];
