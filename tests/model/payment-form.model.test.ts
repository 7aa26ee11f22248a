import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import type { PaymentPostReply } from '../../src/api/cashier';
import { ApiError } from '../../src/api/errors';
import type { FormField } from '../../contract/schemas/wallet';
import {
  closableSend,
  type PaymentForm,
  paymentFormMachine,
  type SendInput,
  type WithdrawalEvent,
} from '../../src/machines/payment-form/payment-form.machine';
import { type PaymentFormView, paymentFormOracle } from '../../src/machines/payment-form/payment-form.qa';
import { validateFields } from '../../src/machines/payment-form/payment-form.rules';
import {
  selectConfirmMessage,
  selectFooter,
  selectForm,
  selectFormError,
  selectFormState,
  selectHeader,
  selectIsConfirming,
  selectIsSending,
  selectProblems,
  selectServerFieldErrors,
  selectSucceeded,
  selectSuccessMessage,
} from '../../src/machines/payment-form/payment-form.selectors';
import {
  expectOracleCovered,
  type MachineModel,
  type ModelEvent,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';
import { scriptedPath } from './scripted';
import { everyEdgePaths } from './every-edge';

const natCashFields: FormField[] = [
  { kind: 'block', html: '<p>Send the amount</p>' },
  { kind: 'clipboard', name: 'merchant', label: 'Merchant number', value: '50941000777' },
  { kind: 'amount', name: 'amount', label: 'Amount', attributes: { min: 50, max: 50000, required: true } },
  { kind: 'input', type: 'text', name: 'reference', label: 'Reference', attributes: { required: true } },
  { kind: 'input', type: 'hidden', name: 'channel', value: 'web' },
];
const natCash: PaymentForm = {
  endpoint: '/api/v1/payments/submit/natcash',
  confirmMessage: 'Send this deposit request?',
  fields: natCashFields,
};
const monCashWithdrawal: PaymentForm = {
  endpoint: '/api/v1/payments/submit/moncash-withdrawal',
  confirmMessage: null,
  fields: [{ kind: 'amount', name: 'amount', label: 'Amount', attributes: { min: 100, required: true } }],
};
const openDeposit = {
  type: 'form.open',
  system: { id: 2, name: 'NatCash', direction: 1 },
  form: natCash,
  header: '<p>Minimum 50 HTG</p>',
  footer: '<p>Questions?</p>',
  currency: 'HTG',
};
const openWithdrawal = {
  type: 'form.open',
  system: { id: 8, name: 'MonCash', direction: 2 },
  form: monCashWithdrawal,
  header: null,
  footer: null,
  currency: 'HTG',
};
/** A form whose fields take every branch of the checks: an id instead of a name, required written four ways,
 * limits as text, limits that are not numbers, display and hidden fields. No confirmation (an empty text). */
const checksForm: PaymentForm = {
  endpoint: '/api/v1/payments/submit/checks',
  confirmMessage: '',
  fields: [
    { kind: 'amount', id: 'sum', label: 'Sum', attributes: { min: '10', max: '100', required: 'required' } },
    { kind: 'input', type: 'text', name: 'note', attributes: { required: 'true' } },
    { kind: 'select', name: 'bank', options: [{ value: 'b1', label: 'Bank 1' }], attributes: { required: 1 } },
    { kind: 'input', type: 'password', name: 'pin', attributes: { required: false } },
    { kind: 'input', type: 'date', name: 'when' },
    { kind: 'amount', name: 'tip', attributes: { min: '', max: true } },
    { kind: 'amount', name: 'fee', attributes: { max: '' } },
    { kind: 'amount', name: 'extra' },
    { kind: 'link', url: 'https://example.org/help', name: 'help', attributes: { required: true } },
    { kind: 'clipboard', value: '509', name: 'merchant', attributes: { required: true } },
    { kind: 'block', html: '<p>Read me</p>', name: 'intro', attributes: { required: true } },
    { kind: 'input', type: 'hidden', name: 'channel', attributes: { required: true } },
    { kind: 'input', type: 'text', attributes: { required: true } },
  ],
};
const openChecks = {
  type: 'form.open',
  system: { id: 5, name: 'Checks', direction: 1 },
  form: checksForm,
  currency: 'HTG',
};
const valid = { amount: '1500', reference: 'NC-778', channel: 'web' };
const refused = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Check the form',
  reason: 'Invalid form',
  fieldErrors: { reference: ['Unknown transaction reference'] },
  url: '/api/v1/payments/submit/natcash',
  method: 'POST',
});
const withMessage: PaymentPostReply = { status: 'success', message: 'Deposit request registered' };
const withoutMessage: PaymentPostReply = { status: 'success' };

const events = [
  openDeposit,
  openWithdrawal,
  { type: 'form.submit', values: valid },
  { type: 'form.submit', values: { amount: '', reference: '' } },
  { type: 'form.submit', values: { amount: '10', reference: 'NC-1' } },
  { type: 'confirm.accept' },
  { type: 'confirm.cancel' },
  { type: 'form.restart' },
  { type: 'form.close' },
  { type: 'xstate.done.actor.submitForm', output: withMessage },
  { type: 'xstate.done.actor.submitForm', output: withoutMessage },
  { type: 'xstate.error.actor.submitForm', error: refused },
];

/** What the form screen shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): PaymentFormView => ({
  state: selectFormState(s as never),
  form: selectForm(s as never)?.endpoint ?? null,
  header: selectHeader(s as never),
  footer: selectFooter(s as never),
  sending: selectIsSending(s as never),
  confirming: selectIsConfirming(s as never),
  confirmMessage: selectConfirmMessage(s as never),
  succeeded: selectSucceeded(s as never),
  message: selectSuccessMessage(s as never),
  problems: selectProblems(s as never),
  error: selectFormError(s as never)?.message ?? null,
  serverFields: selectServerFieldErrors(s as never),
});

const model: MachineModel<typeof paymentFormMachine> = {
  machine: paymentFormMachine,
  promiseActors: ['submitForm'],
  effects: ['refreshBalance', 'reportWithdrawal'],
  events,
  oracle: paymentFormOracle,
  view: view as never,
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.system?.id ?? null,
      Object.keys(s.context.problems).length > 0,
      !!s.context.error,
    ]),
  invariant: (s) => {
    if (s.matches('sending')) expect(s.hasTag('busy')).toBe(true);
    if (s.matches('closed')) expect(s.context.form).toBeNull();
  },
};

describe('payment form machine paths', () => {
  const paths = [...modelPaths(model, 'shortest'), ...modelPaths(model, 'simple').filter((p) => p.steps.length <= 5)];
  it('reaches every state of the machine', () => {
    // The states the form's data-state and the QA report name.
    expect(stateIds(paymentFormMachine)).toEqual([
      'paymentForm',
      'paymentForm.closed',
      'paymentForm.editing',
      'paymentForm.confirming',
      'paymentForm.sending',
      'paymentForm.succeeded',
    ]);
    expect(stateIds(paymentFormMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });
  describe.each(namedPaths(paths))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, paths));
  // One edge per (state, event, next state): closing or opening again from each state the form can be in.
  const seen = new Set<string>();
  const edges = everyEdgePaths(model).filter(({ steps }) => {
    const [from, last] = [steps[steps.length - 2]!, steps[steps.length - 1]!];
    const key = `${JSON.stringify(from.state.value)} ${last.event.type} ${JSON.stringify(last.state.value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  replayEach('edge', model, edges);

  describe('field checks', () => {
    const submit = (values: Record<string, string>): ModelEvent[] => [openChecks, { type: 'form.submit', values }];
    // [case, values, sent]: what is sent is the oracle's to check; `sent` only says whether a reply follows.
    const cases: Array<[string, Record<string, string>, boolean]> = [
      ['nothing filled', {}, false],
      ['blanks, an amount below its min', { sum: '9.99', note: '  ', bank: 'b1' }, false],
      ['an amount above its max', { sum: '100.01', note: 'n', bank: 'b1' }, false],
      ['an amount that is not a number', { sum: 'abc', note: 'n', bank: 'b1' }, false],
      ['an infinite amount', { sum: 'Infinity', note: 'n', bank: 'b1' }, false],
      ['an amount with blanks around it', { sum: ' 50 ', note: 'n', bank: 'b1' }, false],
      ['a signed amount', { sum: '+50', note: 'n', bank: 'b1' }, false],
      ['an amount with an exponent', { sum: '5e1', note: 'n', bank: 'b1' }, false],
      ['the min itself, and limits that are not numbers', { sum: '10', note: 'n', bank: 'b1', tip: '0' }, true],
      ['the max itself', { sum: '100', note: 'n', bank: 'b1', tip: '1000000000', pin: '', extra: '5' }, true],
      ['a decimal comma', { sum: '50,5', note: 'n', bank: 'b1' }, true],
      // An empty max is no max (not a max of 0): any amount goes.
      ['an empty max', { sum: '50', note: 'n', bank: 'b1', fee: '25' }, true],
    ];
    for (const [name, values, sent] of cases) {
      it(name, () =>
        replayPath(
          model,
          scriptedPath(paymentFormMachine, undefined, [
            ...submit(values),
            ...(sent ? [{ type: 'xstate.done.actor.submitForm', output: withMessage }] : []),
          ]),
        ),
      );
    }
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(paymentFormOracle as never));
});

describe('payment form effects', () => {
  it('closing the form aborts the send in flight with "Form closed"', async () => {
    let seen: AbortSignal | null = null;
    const actor = createActor(
      paymentFormMachine.provide({
        actors: {
          submitForm: closableSend((_input, signal) => {
            seen = signal;
            return new Promise(() => {});
          }),
        },
      }),
    ).start();
    actor.send(openWithdrawal as never);
    actor.send({ type: 'form.submit', values: { amount: '500' } });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(seen).not.toBeNull();
    expect(seen!.aborted).toBe(false);
    actor.send({ type: 'form.close' });
    expect(seen!.aborted).toBe(true);
    expect(seen!.reason).toBe('Form closed');
    actor.stop();
  });

  it('a successful withdrawal reports the payment type, amount and currency', async () => {
    const reported: WithdrawalEvent[] = [];
    const posted: Array<[string, FormData]> = [];
    const actor = createActor(
      paymentFormMachine.provide({
        actors: {
          submitForm: fromPromise<PaymentPostReply, SendInput>(async ({ input }) => {
            posted.push([input.endpoint, input.payload]);
            return { status: 'success', message: 'Withdrawal accepted for processing' };
          }),
        },
        actions: { reportWithdrawal: (_, params) => reported.push(params) },
      }),
    ).start();
    actor.send(openWithdrawal as never);
    actor.send({ type: 'form.submit', values: { amount: '750.5' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(posted[0]?.[0]).toBe('/api/v1/payments/submit/moncash-withdrawal');
    expect(posted[0]?.[1].get('payment_system')).toBe('8');
    expect(reported).toEqual([{ paymentType: 'MonCash', amount: 750.5, currency: 'HTG' }]);
    actor.stop();
  });
});

describe('payment form browser checks', () => {
  it('refuses empty required fields and amounts outside min/max; hidden and display fields are skipped', () => {
    expect(validateFields(natCashFields, {})).toEqual({
      amount: { code: 'required' },
      reference: { code: 'required' },
    });
    expect(validateFields(natCashFields, { amount: '49', reference: 'x' })).toEqual({
      amount: { code: 'min', limit: 50 },
    });
    expect(validateFields(natCashFields, { amount: '50001', reference: 'x' })).toEqual({
      amount: { code: 'max', limit: 50000 },
    });
    expect(validateFields(natCashFields, { amount: '50', reference: 'x' })).toEqual({});
  });
});
