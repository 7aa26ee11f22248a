// The independent oracle of the promo code form (docs/architecture.md, "Machines and their oracles"), written
// from the product rules, checked at every step of tests/model/promo-code.model.test.ts:
// - a guest who submits is sent to /login and nothing is sent;
// - an empty code (spaces alone do not count) gives 'Please enter promo code' and nothing is sent;
// - otherwise the code is sent trimmed and the form is busy (input disabled: typing, focusing and submitting
//   do nothing) until the reply; success shows the server's message green, clears the code and claims the
//   bonus; failure shows the error red and keeps the code;
// - focusing the input clears the message; the session may change at any time.
import type { ApiError } from '../../api/errors';
import type { PromoReply } from '../../../contract/schemas/content';
import type { MachineOracle } from '../oracle';
import type { PromoCodeContext, PromoCodeOutcome } from './promo-code.machine';

/** What the promo code form shows, read through promo-code.selectors.ts by the model test. */
export interface PromoCodeView {
  state: string;
  applying: boolean;
  code: string;
  outcome: PromoCodeOutcome | null;
}

type Context = PromoCodeContext;

/** The rule, restated: spaces alone are no code. */
const blank = (code: string) => code.trim() === '';

const NOT_APPLYING = ['idle', 'empty', 'succeeded', 'failed'];

export const promoCodeOracle: MachineOracle<PromoCodeView, Context> = {
  states: {
    idle: { sees: ({ context }) => ({ state: 'idle', applying: false, code: context.code, outcome: null }) },
    empty: {
      sees: ({ context }) => ({ state: 'empty', applying: false, code: context.code, outcome: { kind: 'empty' } }),
    },
    applying: {
      sees: ({ context }) => ({ state: 'applying', applying: true, code: context.code, outcome: null }),
      runs: ({ context }) => ({ applyCode: { code: context.code.trim() } }),
    },
    succeeded: {
      sees: ({ context }) => ({ state: 'succeeded', applying: false, code: context.code, outcome: context.outcome }),
    },
    failed: {
      sees: ({ context }) => ({ state: 'failed', applying: false, code: context.code, outcome: context.outcome }),
    },
  },
  steps: [
    {
      from: [...NOT_APPLYING, 'applying'],
      event: 'session.change',
      to: '=',
      context: ({ context }, event) => ({
        authenticated: event.authenticated as boolean,
        code: context.code,
        outcome: context.outcome,
      }),
    },
    {
      from: NOT_APPLYING,
      event: 'code.change',
      to: '=',
      context: ({ context }, event) => ({ code: event.value as string, outcome: context.outcome }),
    },
    {
      from: NOT_APPLYING,
      event: 'input.focus',
      to: 'idle',
      context: ({ context }) => ({ code: context.code, outcome: null }),
    },
    {
      from: NOT_APPLYING,
      event: 'form.submit',
      when: ({ context }) => !context.authenticated,
      to: '=',
      effects: ['goToLogin'],
      context: ({ context }) => ({ code: context.code, outcome: context.outcome }),
    },
    {
      from: NOT_APPLYING,
      event: 'form.submit',
      when: ({ context }) => context.authenticated && blank(context.code),
      to: 'empty',
      context: ({ context }) => ({ code: context.code, outcome: { kind: 'empty' } }),
    },
    {
      from: NOT_APPLYING,
      event: 'form.submit',
      when: ({ context }) => context.authenticated && !blank(context.code),
      to: 'applying',
      context: ({ context }) => ({ code: context.code, outcome: null }),
    },
    {
      from: 'applying',
      event: 'xstate.done.actor.applyCode',
      to: 'succeeded',
      effects: ['bonusClaimed'],
      context: ({ context }, event) => ({
        authenticated: context.authenticated,
        code: '',
        outcome: { kind: 'succeeded', serverMessage: (event.output as PromoReply).message ?? null },
      }),
    },
    {
      from: 'applying',
      event: 'xstate.error.actor.applyCode',
      to: 'failed',
      context: ({ context }, event) => ({
        authenticated: context.authenticated,
        code: context.code,
        outcome: { kind: 'failed', error: event.error as ApiError },
      }),
    },
    // While applying, typing, focusing and submitting change nothing: no row.
  ],
};
