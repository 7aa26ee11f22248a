// The independent oracle of a cool-off or self-exclusion request (docs/architecture.md, "Machines and their oracles"),
// written from docs/product.md#flows-account-break, checked at every step of tests/model/account-break.model.test.ts:
// - the player picks a length (changing it freely) and goes on to what it means only with one picked; going on says
//   how the player confirms (the password unless told otherwise);
// - 'password': the password is typed again: confirming without it says so and sends nothing; confirming sends the
//   length and the password;
// - 'sms': "Send code" asks the server for an SMS code (its answer or its refusal shows); confirming without the code
//   says so and sends nothing; confirming sends the length and the code;
// - 'sign_in': confirming sends the length alone while the sign-in is fresh, and nothing when it is not; then (or after
//   a refusal, which confirms nothing either) "Log in again" logs out, tells the session, and the flow ends there;
// - success signs the player out (the session is told) and shows the end date (none for good); a refusal shows its
//   message and the secret must be typed again; going back forgets what was typed, keeps the length.
import type { ApiError } from '../../api/errors';
import type { BreakReply } from '../../../contract/schemas/protection';
import type { SmsReply } from '../../../contract/schemas/session';
import type { MachineOracle } from '../oracle';
import type { AccountBreakContext, BreakChoice, BreakConfirm } from './account-break.machine';

/** What the break panel shows, read through account-break.selectors.ts by the model test. */
export interface AccountBreakView {
  state: string;
  choice: BreakChoice | null;
  canReview: boolean;
  confirm: BreakConfirm;
  password: string;
  code: string;
  missingSecret: boolean;
  error: ApiError | null;
  busy: boolean;
  codeSending: boolean;
  codeNotice: string | null;
  codeError: ApiError | null;
  signInAgain: boolean;
  done: boolean;
  until: string | null;
}

type Context = AccountBreakContext;
type Snap = { context: Context };

const panel = ({ context }: Snap): Omit<AccountBreakView, 'state'> => ({
  choice: context.choice,
  canReview: false,
  confirm: context.confirm,
  password: context.password,
  code: context.code,
  missingSecret: context.missingSecret,
  error: null,
  busy: false,
  codeSending: false,
  codeNotice: context.codeNotice,
  codeError: null,
  signInAgain: false,
  done: false,
  until: null,
});

/** A player confirming with the sign-in whose sign-in is stale, or was refused: "Log in again" shows. */
const staleSignIn = ({ context }: Snap) =>
  context.confirm === 'sign_in' && (context.signInFresh === false || context.error !== null);

/** The secret is there: the password, the code, or a fresh sign-in. */
const ready = ({ context }: Snap) =>
  (context.confirm === 'password' && context.password !== '') ||
  (context.confirm === 'sms' && context.code !== '') ||
  (context.confirm === 'sign_in' && context.signInFresh === true && context.error === null);

export const accountBreakOracle: MachineOracle<AccountBreakView, Context> = {
  states: {
    // Choosing holds no secret: none typed yet, or what was typed forgotten on the way back.
    choosing: {
      sees: (snap) => ({
        ...panel(snap),
        state: 'choosing',
        canReview: snap.context.choice !== null,
        password: '',
        code: '',
        missingSecret: false,
        codeNotice: null,
      }),
    },
    reviewing: {
      sees: (snap) => ({
        ...panel(snap),
        state: 'reviewing',
        error: snap.context.error,
        codeError: snap.context.codeError,
        signInAgain: staleSignIn(snap),
      }),
    },
    sendingCode: {
      sees: (snap) => ({ ...panel(snap), state: 'sendingCode', codeSending: true, codeNotice: null }),
      runs: { sendCode: true },
    },
    submitting: {
      sees: (snap) => ({ ...panel(snap), state: 'submitting', busy: true }),
      runs: ({ context }) => ({
        startBreak: {
          choice: context.choice,
          proof:
            context.confirm === 'password'
              ? { password: context.password }
              : context.confirm === 'sms'
                ? { sms_code: context.code }
                : {},
        },
      }),
    },
    signingOut: {
      sees: (snap) => ({ ...panel(snap), state: 'signingOut', busy: true, signInAgain: true }),
      runs: { signOut: true },
    },
    done: {
      sees: (snap) => ({
        ...panel(snap),
        state: 'done',
        password: '',
        code: '',
        done: true,
        until: snap.context.until ?? null,
      }),
      done: true,
    },
    loggedOut: {
      sees: (snap) => ({ ...panel(snap), state: 'loggedOut' }),
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
    {
      from: 'choosing',
      event: 'break.review',
      when: ({ context }) => context.choice !== null,
      to: 'reviewing',
      context: (_, event) => ({
        confirm: (event.confirm as BreakConfirm | undefined) ?? 'password',
        signInFresh: event.signInFresh === true,
      }),
    },
    {
      from: 'reviewing',
      event: 'password.change',
      to: '=',
      context: (_, event) => ({ password: event.value as string, missingSecret: false }),
    },
    {
      from: 'reviewing',
      event: 'code.change',
      to: '=',
      context: (_, event) => ({ code: event.value as string, missingSecret: false }),
    },
    {
      from: 'reviewing',
      event: 'code.send',
      when: ({ context }) => context.confirm === 'sms',
      to: 'sendingCode',
      context: { codeError: null, codeNotice: null },
    },
    { from: 'reviewing', event: 'break.submit', when: ready, to: 'submitting', context: { error: null } },
    {
      from: 'reviewing',
      event: 'break.submit',
      when: (snap) => !ready(snap) && snap.context.confirm !== 'sign_in',
      to: 'reviewing',
      context: { missingSecret: true, error: null },
    },
    {
      from: 'reviewing',
      event: 'break.back',
      to: 'choosing',
      context: ({ context }) => ({
        choice: context.choice,
        password: '',
        code: '',
        missingSecret: false,
        codeNotice: null,
        codeError: null,
        error: null,
      }),
    },
    {
      from: 'reviewing',
      event: 'break.signInAgain',
      when: staleSignIn,
      to: 'signingOut',
    },
    {
      from: 'sendingCode',
      event: 'xstate.done.actor.sendCode',
      to: 'reviewing',
      context: (_, event) => ({ codeNotice: (event.output as SmsReply).message ?? null }),
    },
    {
      from: 'sendingCode',
      event: 'xstate.error.actor.sendCode',
      to: 'reviewing',
      context: (_, event) => ({ codeError: event.error as ApiError }),
    },
    {
      from: 'submitting',
      event: 'xstate.done.actor.startBreak',
      to: 'done',
      effects: ['signedOut'],
      context: (_, event) => ({ until: (event.output as BreakReply).until, password: '', code: '' }),
    },
    {
      from: 'submitting',
      event: 'xstate.error.actor.startBreak',
      to: 'reviewing',
      context: (_, event) => ({ error: event.error as ApiError, password: '', code: '' }),
    },
    { from: 'signingOut', event: 'xstate.done.actor.signOut', to: 'loggedOut', effects: ['signedOut'] },
    {
      from: 'signingOut',
      event: 'xstate.error.actor.signOut',
      to: 'reviewing',
      context: (_, event) => ({ error: event.error as ApiError, password: '', code: '' }),
    },
  ],
};
