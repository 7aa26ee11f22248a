// Purpose: a cool-off or a self-exclusion asked for from "limits and breaks" in /personal
// (docs/product.md#flows-account-break).
// docs/product.md#flows-account-break: the player chooses the length (a cool-off of 24 hours, 7 days, 30 days or
// 6 weeks, or a self-exclusion of 6 months, 1, 2 or 5 years, or for good), reads what it means, confirms it the way
// the server says is theirs (GET user/session/summary break_confirm, given with "Continue"), and starts it:
// - 'password': types the password again; nothing is sent without it;
// - 'sms' (no password, a phone): asks for an SMS code ("Send code") and types it; nothing is sent without it;
// - 'sign_in' (neither): no secret while the session's Google or wallet sign-in is fresh; when it is not, "Log in
//   again" signs the player out here (the server too) and the page goes to the sign-in.
// The server signs the player out; the end date shows (the session is told it is over). A refusal shows and the
// secret is typed again; going back keeps the length and forgets what was typed.
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type {
  BreakConfirm,
  BreakProof,
  BreakReply,
  COOL_OFF_DAYS,
  SELF_EXCLUSION_MONTHS,
} from '../../../contract/schemas/protection';
import type { SmsReply } from '../../../contract/schemas/session';
import { errorOf, notProvided } from '../shared';

export type { BreakConfirm, BreakProof };

export type BreakChoice =
  | { kind: 'coolOff'; days: (typeof COOL_OFF_DAYS)[number] }
  | { kind: 'selfExclusion'; months: (typeof SELF_EXCLUSION_MONTHS)[number] | 'permanent' };

export interface AccountBreakContext {
  choice: BreakChoice | null;
  /** How this player confirms (from "Continue"); 'password' until then. */
  confirm: BreakConfirm;
  /** 'sign_in': the session's Google or wallet sign-in still confirms a break. */
  signInFresh: boolean;
  password: string;
  /** The SMS code typed ('sms'). */
  code: string;
  /** Confirmed without the password or the code. */
  missingSecret: boolean;
  /** What the server said of the code asked for ('SMS sent', 'Retry after 42s'); null until asked. */
  codeNotice: string | null;
  /** Why the code could not be sent. */
  codeError: ApiError | null;
  /** The break's end (ISO 8601), null when permanent; undefined until it has started. */
  until: string | null | undefined;
  error: ApiError | null;
}

export type AccountBreakEvent =
  | { type: 'choice.select'; choice: BreakChoice }
  /** Continue: with how the player confirms, once the view has it (absent: the password). */
  | { type: 'break.review'; confirm?: BreakConfirm; signInFresh?: boolean }
  | { type: 'break.back' }
  | { type: 'password.change'; value: string }
  | { type: 'code.change'; value: string }
  | { type: 'code.send' }
  | { type: 'break.submit' }
  | { type: 'break.signInAgain' };

/**
 * 'sign_in': the sign-in confirms nothing (any more): it was not fresh, or the server refused it (on the reference
 * server, because it went stale meanwhile); the player logs in again.
 */
const signInStale = (context: AccountBreakContext) =>
  context.confirm === 'sign_in' && (!context.signInFresh || context.error !== null);

const proofOf = (context: AccountBreakContext): BreakProof => {
  if (context.confirm === 'password') return { password: context.password };
  if (context.confirm === 'sms') return { sms_code: context.code };
  return {};
};

export const accountBreakMachine = setup({
  types: {} as { context: AccountBreakContext; events: AccountBreakEvent },
  actors: {
    startBreak: notProvided<BreakReply, { choice: BreakChoice; proof: BreakProof }>('startBreak'),
    sendCode: notProvided<SmsReply, void>('sendCode'),
    signOut: notProvided<void, void>('signOut'),
  },
  guards: {
    hasChoice: ({ context }) => context.choice !== null,
    // The player's secret is there: the password, the code, or a fresh sign-in.
    canConfirm: ({ context }) =>
      context.confirm === 'password'
        ? context.password !== ''
        : context.confirm === 'sms'
          ? context.code !== ''
          : !signInStale(context),
    typesSecret: ({ context }) => context.confirm !== 'sign_in',
    bySms: ({ context }) => context.confirm === 'sms',
    signInStale: ({ context }) => signInStale(context),
  },
  actions: {
    choose: assign((_, choice: BreakChoice) => ({ choice })),
    setConfirm: assign((_, event: { confirm?: BreakConfirm; signInFresh?: boolean }) => ({
      confirm: event.confirm ?? 'password',
      signInFresh: event.signInFresh === true,
    })),
    setPassword: assign((_, value: string) => ({ password: value, missingSecret: false })),
    setCode: assign((_, value: string) => ({ code: value, missingSecret: false })),
    markMissing: assign({ missingSecret: true, error: null }),
    forgetSecret: assign({
      password: '',
      code: '',
      missingSecret: false,
      codeNotice: null,
      codeError: null,
      error: null,
    }),
    clearError: assign({ error: null }),
    clearCodeError: assign({ codeError: null, codeNotice: null }),
    storeCodeNotice: assign((_, reply: SmsReply) => ({ codeNotice: reply.message ?? null })),
    storeCodeError: assign((_, error: unknown) => ({ codeError: error as ApiError })),
    storeUntil: assign((_, reply: BreakReply) => ({ until: reply.until, password: '', code: '' })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError, password: '', code: '' })),
    // Injected: the session is over (the server ended it); player data is dropped.
    signedOut: () => {},
  },
}).createMachine({
  id: 'accountBreak',
  context: {
    choice: null,
    confirm: 'password',
    signInFresh: false,
    password: '',
    code: '',
    missingSecret: false,
    codeNotice: null,
    codeError: null,
    until: undefined,
    error: null,
  },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'choice.select': { actions: { type: 'choose', params: ({ event }) => event.choice } },
        'break.review': {
          guard: 'hasChoice',
          target: 'reviewing',
          actions: { type: 'setConfirm', params: ({ event }) => event },
        },
      },
    },
    reviewing: {
      on: {
        'password.change': { actions: { type: 'setPassword', params: ({ event }) => event.value } },
        'code.change': { actions: { type: 'setCode', params: ({ event }) => event.value } },
        'code.send': { guard: 'bySms', target: 'sendingCode', actions: 'clearCodeError' },
        'break.submit': [
          { guard: 'canConfirm', target: 'submitting', actions: 'clearError' },
          { guard: 'typesSecret', actions: 'markMissing' },
        ],
        'break.back': { target: 'choosing', actions: 'forgetSecret' },
        'break.signInAgain': { guard: 'signInStale', target: 'signingOut' },
      },
    },
    sendingCode: {
      tags: ['sendingCode'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        onDone: { target: 'reviewing', actions: { type: 'storeCodeNotice', params: ({ event }) => event.output } },
        onError: { target: 'reviewing', actions: { type: 'storeCodeError', params: errorOf } },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'startBreak',
        src: 'startBreak',
        input: ({ context }) => ({ choice: context.choice as BreakChoice, proof: proofOf(context) }),
        onDone: {
          target: 'done',
          actions: [{ type: 'storeUntil', params: ({ event }) => event.output }, 'signedOut'],
        },
        onError: { target: 'reviewing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // 'sign_in', stale: the player logs out here so as to sign in again with Google or the wallet.
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'loggedOut', actions: 'signedOut' },
        onError: { target: 'reviewing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    done: { type: 'final' },
    // Signed out to sign in again: the page goes to the sign-in.
    loggedOut: { type: 'final' },
  },
});

export type AccountBreakMachine = typeof accountBreakMachine;
