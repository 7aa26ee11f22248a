// The independent oracle of the bonus conversion dialog (docs/architecture.md, "Machines and their oracles"),
// written from the product rules, checked at every step of tests/model/bonus-convert.model.test.ts:
// - opening loads the bonus info and the convert check; a failed load can be retried;
// - a bonus converts only when the info offers conversion and the server's check allows it now; submit
//   converts; success shows the server's message (the view falls back to 'Completed') and refreshes the
//   balances; a failure shows its error and can be submitted again;
// - closing resets from any state; a conversion cut short still refreshes the balances.
import type { ConvertCheck, ConvertResult } from '../../api/bonus';
import type { ApiError } from '../../api/errors';
import type { BonusInfo } from '../../../contract/schemas/wallet';
import type { MachineOracle } from '../oracle';
import type { BonusConvertContext, BonusDetails } from './bonus-convert.machine';

/** What the convert-bonuses dialog shows, read through bonus-convert.selectors.ts by the model test. */
export interface BonusConvertView {
  state: string;
  open: boolean;
  busy: boolean;
  loading: boolean;
  info: BonusInfo | null;
  check: ConvertCheck | null;
  convertible: boolean;
  canSubmit: boolean;
  loadError: ApiError | null;
  convertError: ApiError | null;
  succeeded: boolean;
  resultMessage: string | null;
}

type Context = BonusConvertContext;

/** The rule, restated: the info offers conversion (convert is not false) and the check allows it now. */
const convertibleNow = (context: Context) =>
  context.info !== null && context.info.convert !== false && context.check?.convert_allowed === true;

const empty = { info: null, check: null, result: null, error: null };

/** Nothing shown but what each state adds. */
const base: BonusConvertView = {
  state: '',
  open: true,
  busy: false,
  loading: false,
  info: null,
  check: null,
  convertible: false,
  canSubmit: false,
  loadError: null,
  convertError: null,
  succeeded: false,
  resultMessage: null,
};

/** The loaded info and check, shown from the moment they arrive. */
const loaded = (context: Context) => ({
  info: context.info,
  check: context.check,
  convertible: convertibleNow(context),
});

export const bonusConvertOracle: MachineOracle<BonusConvertView, Context> = {
  states: {
    closed: { sees: { ...base, state: 'closed', open: false } },
    loading: { sees: { ...base, state: 'loading', busy: true, loading: true }, runs: { loadDetails: true } },
    loadFailed: { sees: ({ context }) => ({ ...base, state: 'loadFailed', loadError: context.error }) },
    ready: {
      sees: ({ context }) => ({ ...base, state: 'ready', ...loaded(context), canSubmit: convertibleNow(context) }),
    },
    converting: {
      sees: ({ context }) => ({ ...base, state: 'converting', busy: true, ...loaded(context) }),
      runs: { convert: true },
    },
    succeeded: {
      sees: ({ context }) => ({
        ...base,
        state: 'succeeded',
        ...loaded(context),
        succeeded: true,
        // The server's message; the view writes 'Completed' when there is none.
        resultMessage: context.result?.message ?? null,
      }),
    },
    failed: {
      sees: ({ context }) => ({
        ...base,
        state: 'failed',
        ...loaded(context),
        canSubmit: convertibleNow(context),
        convertError: context.error,
      }),
    },
  },
  steps: [
    { from: 'closed', event: 'dialog.open', to: 'loading', context: empty },
    {
      from: ['closed', 'loading', 'loadFailed', 'ready', 'succeeded', 'failed'],
      event: 'dialog.close',
      to: 'closed',
      context: empty,
    },
    // The conversion may already have gone through on the server: balances are refreshed anyway.
    { from: 'converting', event: 'dialog.close', to: 'closed', effects: ['refreshBalances'], context: empty },
    {
      from: 'loading',
      event: 'xstate.done.actor.loadDetails',
      to: 'ready',
      context: (_, event) => {
        const details = event.output as BonusDetails;
        return { info: details.info, check: details.check, result: null, error: null };
      },
    },
    {
      from: 'loading',
      event: 'xstate.error.actor.loadDetails',
      to: 'loadFailed',
      context: (_, event) => ({ info: null, check: null, result: null, error: event.error as ApiError }),
    },
    { from: 'loadFailed', event: 'info.retry', to: 'loading', context: empty },
    {
      from: ['ready', 'failed'],
      event: 'form.submit',
      when: ({ context }) => convertibleNow(context),
      to: 'converting',
      context: ({ context }) => ({ info: context.info, check: context.check, result: null, error: null }),
    },
    {
      from: 'converting',
      event: 'xstate.done.actor.convert',
      to: 'succeeded',
      effects: ['refreshBalances'],
      context: ({ context }, event) => ({
        info: context.info,
        check: context.check,
        result: event.output as ConvertResult,
        error: null,
      }),
    },
    {
      from: 'converting',
      event: 'xstate.error.actor.convert',
      to: 'failed',
      context: ({ context }, event) => ({
        info: context.info,
        check: context.check,
        result: null,
        error: event.error as ApiError,
      }),
    },
  ],
};
