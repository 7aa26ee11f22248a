// The independent oracle of a server payment form (docs/architecture.md, "Machines and their oracles"), written
// from the product rules and docs/api.md, checked at every step of tests/model/payment-form.model.test.ts:
// - opening a system's form (from anywhere) shows its form, header and footer, fresh; closing (from anywhere)
//   resets it and stops a send in flight;
// - submit clears the errors and checks the fields first: a required field left blank, an amount that is not
//   a number or outside the field's min/max is refused and nothing is sent; display-only and hidden fields
//   are not checked; a field posts under its name, else its id;
// - a valid form is posted as form data with payment_system, after a confirmation when the form has a
//   confirmMessage (cancel sends nothing);
// - success shows the server's message (none: the screen says 'Complete') and refreshes the balances; a
//   successful withdrawal also reports the payment type, amount and currency; a refusal shows the reason and
//   the per-field lists.
import type { MachineOracle } from '../oracle';
import type { PaymentFormContext } from './payment-form.machine';
import type { FieldProblem } from './payment-form.rules';

/** What the form screen shows, read through payment-form.selectors.ts by the model test. */
export interface PaymentFormView {
  state: string;
  /** The endpoint of the form shown (null: none). */
  form: string | null;
  header: string | null;
  footer: string | null;
  sending: boolean;
  confirming: boolean;
  confirmMessage: string | null;
  succeeded: boolean;
  message: string | null;
  problems: Record<string, FieldProblem>;
  /** The server's reason of a refused post. */
  error: string | null;
  serverFields: Record<string, string[]>;
}

type Context = PaymentFormContext;
type Field = NonNullable<Context['form']>['fields'][number];
type Values = Record<string, string>;

/** A number attribute of a field, when it is one. */
function limit(field: Field, key: 'min' | 'max'): number | null {
  const value = field.attributes?.[key];
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '' || Number.isNaN(Number(value))) return null;
  return Number(value);
}

/** The field checks of the form, restated. */
export function expectedProblems(fields: Field[], values: Values): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    if (field.kind === 'block' || field.kind === 'link' || field.kind === 'clipboard') continue;
    if (field.kind === 'input' && field.type === 'hidden') continue;
    const name = field.name ?? field.id;
    if (name === undefined) continue;
    const value = (values[name] ?? '').trim();
    const required = [true, 'required', 'true', 1].includes(field.attributes?.required as never);
    if (value === '') {
      if (required) problems[name] = { code: 'required' };
    } else if (field.kind === 'amount') {
      // Decimal digits with at most one decimal point or comma, nothing else (no blank, sign or exponent).
      const typed = values[name] ?? '';
      const amount = /^([0-9]+([.,][0-9]+)?|[.,][0-9]+)$/.test(typed) ? Number(typed.replace(',', '.')) : null;
      const min = limit(field, 'min');
      const max = limit(field, 'max');
      if (amount === null) problems[name] = { code: 'required' };
      else if (min !== null && amount < min) problems[name] = { code: 'min', limit: min };
      else if (max !== null && amount > max) problems[name] = { code: 'max', limit: max };
    }
  }
  return problems;
}

/** Matches a FormData holding exactly these entries (the post is form data, whose equality is its entries). */
export const formDataOf = (entries: Values) => ({
  asymmetricMatch: (actual: unknown) =>
    actual instanceof FormData &&
    JSON.stringify([...actual.entries()].sort()) === JSON.stringify(Object.entries(entries).sort()),
  toString: () => `FormData ${JSON.stringify(entries)}`,
});

type Snapshot = { context: Context };
type Event = Record<string, unknown> & { type: string };
const refused = ({ context }: Snapshot, event: Event) =>
  Object.keys(expectedProblems(context.form?.fields ?? [], event.values as Values)).length > 0;
const asksConfirmation = ({ context }: Snapshot) => (context.form?.confirmMessage ?? '') !== '';
const isWithdrawal = ({ context }: Snapshot) => context.system?.direction === 2;
/** What is posted: the values as submitted and the payment system. */
const posted = ({ context }: Snapshot, event: Event) =>
  formDataOf({ ...(event.values as Values), payment_system: String(context.system?.id) });

/** A form opened or closed keeps nothing from before: no payload, problems, error or message. */
const cleared = { payload: null, problems: {}, error: null, message: null };
/** Closed: nothing is shown either. */
const closed = { ...cleared, system: null, form: null, header: null, footer: null, currency: '' };

const shown = (context: Context, state: string): Partial<PaymentFormView> => ({
  state,
  form: context.form?.endpoint ?? null,
  header: context.header,
  footer: context.footer,
  sending: state === 'sending',
  confirming: state === 'confirming',
  confirmMessage: context.form?.confirmMessage ?? null,
  succeeded: state === 'succeeded',
  problems: context.problems,
  error: context.error?.message ?? null,
  serverFields: context.error?.fieldErrors ?? {},
});

const all = ['closed', 'editing', 'confirming', 'sending', 'succeeded'];

export const paymentFormOracle: MachineOracle<PaymentFormView, Context> = {
  states: {
    closed: {
      sees: {
        state: 'closed',
        form: null,
        header: null,
        footer: null,
        sending: false,
        confirming: false,
        confirmMessage: null,
        succeeded: false,
        message: null,
        problems: {},
        error: null,
        serverFields: {},
      },
    },
    editing: { sees: ({ context }) => ({ ...shown(context, 'editing'), message: null }) },
    confirming: { sees: ({ context }) => ({ ...shown(context, 'confirming'), problems: {}, error: null }) },
    sending: {
      sees: ({ context }) => ({ ...shown(context, 'sending'), problems: {}, error: null }),
      runs: ({ context }) => ({ submitForm: { endpoint: context.form?.endpoint, payload: context.payload } }),
    },
    succeeded: {
      sees: ({ context }) => ({ ...shown(context, 'succeeded'), message: context.message, error: null }),
    },
  },
  steps: [
    {
      from: all,
      event: 'form.open',
      to: 'editing',
      context: (_, event) => ({
        ...closed,
        system: event.system as Context['system'],
        form: event.form as Context['form'],
        header: (event.header as string | undefined) ?? null,
        footer: (event.footer as string | undefined) ?? null,
        currency: event.currency as string,
      }),
    },
    { from: all, event: 'form.close', to: 'closed', context: closed },
    {
      from: 'editing',
      event: 'form.submit',
      when: refused,
      to: '=',
      context: ({ context }, event) => ({
        problems: expectedProblems(context.form?.fields ?? [], event.values as Values),
        error: null,
        payload: null,
      }),
    },
    {
      from: 'editing',
      event: 'form.submit',
      when: (from, event) => !refused(from, event) && asksConfirmation(from),
      to: 'confirming',
      context: (from, event) => ({ problems: {}, error: null, payload: posted(from, event) as never }),
    },
    {
      from: 'editing',
      event: 'form.submit',
      when: (from, event) => !refused(from, event) && !asksConfirmation(from),
      to: 'sending',
      context: (from, event) => ({ problems: {}, error: null, payload: posted(from, event) as never }),
    },
    { from: 'confirming', event: 'confirm.accept', to: 'sending' },
    { from: 'confirming', event: 'confirm.cancel', to: 'editing', context: { payload: null } },
    {
      from: 'sending',
      event: 'xstate.done.actor.submitForm',
      when: isWithdrawal,
      to: 'succeeded',
      effects: ({ context }) => [
        'refreshBalance',
        [
          'reportWithdrawal',
          {
            paymentType: context.system?.name,
            amount: Number(String(context.payload?.get('amount')).replace(',', '.')),
            currency: context.currency,
          },
        ],
      ],
      context: (_, event) => ({ message: (event.output as { message?: string }).message || null }),
    },
    {
      from: 'sending',
      event: 'xstate.done.actor.submitForm',
      when: (from) => !isWithdrawal(from),
      to: 'succeeded',
      effects: ['refreshBalance'],
      context: (_, event) => ({ message: (event.output as { message?: string }).message || null }),
    },
    {
      from: 'sending',
      event: 'xstate.error.actor.submitForm',
      to: 'editing',
      context: ({ context }, event) => ({
        error: event.error as Context['error'],
        payload: null,
        form: context.form,
      }),
    },
    {
      from: 'succeeded',
      event: 'form.restart',
      to: 'editing',
      context: ({ context }) => ({ payload: null, problems: {}, error: null, message: null, form: context.form }),
    },
  ],
};
