import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PaymentPostReply } from '../../src/api/cashier';
import { ApiError } from '../../src/api/errors';
import type { FormField } from '../../src/api/schemas/wallet';
import {
  closableSend,
  FORM_CLOSED,
  type PaymentForm,
  paymentFormMachine,
  type SendInput,
  type WithdrawalEvent,
} from '../../src/machines/payment-form/payment-form.machine';
import { validateFields } from '../../src/machines/payment-form/payment-form.rules';
import {
  describePath,
  type MachineModel,
  modelPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

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

const model: MachineModel<typeof paymentFormMachine> = {
  machine: paymentFormMachine,
  promiseActors: ['submitForm'],
  effects: ['refreshBalance', 'reportWithdrawal'],
  events,
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.system?.id ?? null,
      Object.keys(s.context.problems).length > 0,
      !!s.context.error,
    ]),
  expectStep: ({ from, event, to, effects }) => {
    // Success refreshes the balances; spec §4: only a successful withdrawal reports the analytics event.
    const done = event.type === 'xstate.done.actor.submitForm';
    const withdrawal = from.context.system?.direction === 2;
    expect(effects).toEqual(done ? (withdrawal ? ['refreshBalance', 'reportWithdrawal'] : ['refreshBalance']) : []);
    switch (event.type) {
      case 'form.open': // open sets form, header and footer
        expect(to.value).toBe('editing');
        expect(to.context).toMatchObject({ form: event.form, header: event.header, footer: event.footer });
        expect(to.context).toMatchObject({ problems: {}, error: null, message: null, payload: null });
        break;
      case 'form.submit': {
        const values = event.values as Record<string, string>;
        const problems = validateFields(from.context.form?.fields ?? [], values);
        expect(to.context.error).toBeNull(); // submit clears errors
        expect(to.context.problems).toEqual(problems);
        if (Object.keys(problems).length > 0) {
          expect(to.value).toBe('editing'); // nothing is sent
          expect(to.context.payload).toBeNull();
          break;
        }
        expect(to.value).toBe(from.context.form?.confirmMessage ? 'confirming' : 'sending');
        const payload = to.context.payload as FormData;
        expect(payload.get('payment_system')).toBe(String(from.context.system?.id));
        for (const [name, value] of Object.entries(values)) expect(payload.get(name)).toBe(value);
        break;
      }
      case 'confirm.cancel': // cancel aborts: back to editing, nothing in flight
        expect(to.value).toBe('editing');
        expect(to.context.payload).toBeNull();
        expect(Object.keys(to.children)).toEqual([]);
        break;
      case 'confirm.accept':
        expect(to.value).toBe('sending');
        expect(Object.keys(to.children)).toEqual(['submitForm']);
        break;
      case 'xstate.done.actor.submitForm': // success replaces the form with the message, or 'Complete' (null)
        expect(to.value).toBe('succeeded');
        expect(to.context.message).toBe((event.output as PaymentPostReply).message ?? null);
        break;
      case 'xstate.error.actor.submitForm': // per-field lists and the reason
        expect(to.value).toBe('editing');
        expect(to.context.error?.fieldErrors).toEqual({ reference: ['Unknown transaction reference'] });
        expect(to.context.error?.reason).toBe('Invalid form');
        break;
      case 'form.close': // closing resets (and stops a send in flight)
        expect(to.value).toBe('closed');
        expect(to.context).toMatchObject({ form: null, system: null, payload: null, error: null, message: null });
        expect(Object.keys(to.children)).toEqual([]);
        break;
      case 'form.restart':
        expect(to.value).toBe('editing');
        expect(to.context.form).toBe(from.context.form);
        break;
    }
  },
  invariant: (s) => {
    if (s.matches('sending')) expect(s.hasTag('busy')).toBe(true);
    if (s.matches('closed')) expect(s.context.form).toBeNull();
  },
};

describe('payment form machine paths', () => {
  const paths = [...modelPaths(model, 'shortest'), ...modelPaths(model, 'simple').filter((p) => p.steps.length <= 5)];
  it('reaches every state of the machine', () => {
    expect(stateIds(paymentFormMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });
  describe.each(paths.map((p) => [describePath(p), p] as const))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, paths));
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
    expect(seen!.reason).toBe(FORM_CLOSED);
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
