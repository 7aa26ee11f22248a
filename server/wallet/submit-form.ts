// Server forms (docs/product.md#entities-cashier form field, docs/product.md#flows-payment-form generic form): the post
// is checked against the form's own field definitions, as the browser does with their attributes (required, min/max of
// the amount, minlength/ maxlength, select options, date formats), plus the MonCash number of a MonCash withdrawal. A
// deposit form records a pending deposit; a withdrawal form debits and records a pending withdrawal.
import * as z from 'zod/mini';
import { type FormField, paymentForm } from '../../contract/schemas/wallet';
import { toMajor } from './money';
import { Checks, PAYMENT_TEXTS, checkLimits, formatHtg, haitianPhone, parseHtg, text } from './payment-rules';
import { createDeposit, createWithdrawal } from './payments';
import { text as serverText } from '../i18n/text';
import { checkRegularBalance, refuseOverDepositLimit, type SubmitContext, type SubmitSuccess } from './submit-context';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

const attr = (field: FormField, name: string) => field.attributes?.[name];
const numberAttr = (field: FormField, name: string) => {
  const value = Number(attr(field, name));
  return Number.isFinite(value) ? value : 0;
};

/** One input's value, or an error added to `checks`; password values are checked but never kept. */
function checkField(field: FormField, value: string, checks: Checks, ctx: SubmitContext): string | undefined {
  const name = field.name ?? '';
  const required = attr(field, 'required') === true || attr(field, 'required') === 'required';
  if (value === '') {
    if (required) checks.add(name, PAYMENT_TEXTS.required);
    return undefined;
  }
  const min = numberAttr(field, 'minlength');
  const max = numberAttr(field, 'maxlength');
  if (min > 0 && value.length < min) return void checks.add(name, serverText('field.minChars', { min }));
  if (max > 0 && value.length > max) return void checks.add(name, serverText('field.maxChars', { max }));
  if (field.kind === 'select' && !field.options.some((o) => o.value === value)) {
    return void checks.add(name, PAYMENT_TEXTS.notAnOption);
  }
  if (field.kind === 'input' && field.type === 'date' && !DATE.test(value))
    return void checks.add(name, serverText('field.invalidDate'));
  if (field.kind === 'input' && field.type === 'datetime-local' && !DATETIME.test(value)) {
    return void checks.add(name, serverText('field.invalidDateTime'));
  }
  if (ctx.system.slug === 'moncash-withdrawal' && name === 'purseId')
    return checks.take(() => haitianPhone(value, name));
  return value;
}

export async function submitForm(ctx: SubmitContext): Promise<SubmitSuccess> {
  const form = z.parse(paymentForm, ctx.system.config.form);
  const checks = new Checks();
  let amountMinor: number | undefined;
  const kept: Record<string, string> = {};
  for (const field of form.fields) {
    if (!field.name) continue;
    if (field.kind === 'amount') {
      amountMinor = checks.take(() => parseHtg(ctx.body[field.name ?? 'amount'], field.name));
      const limits = { min: numberAttr(field, 'min'), max: numberAttr(field, 'max') };
      if (amountMinor !== undefined) checks.take(() => checkLimits(amountMinor as number, limits, field.name));
    } else if (field.kind === 'input' || field.kind === 'select') {
      if (field.kind === 'input' && field.type === 'hidden') continue;
      const value = checkField(field, text(ctx.body[field.name]), checks, ctx);
      if (value !== undefined && !(field.kind === 'input' && field.type === 'password')) kept[field.name] = value;
    }
  }
  if (amountMinor === undefined && !Object.keys(checks.errors).length) checks.add('amount', PAYMENT_TEXTS.required);
  const withdrawal = ctx.system.direction === 2;
  if (withdrawal && amountMinor !== undefined && !checks.errors.amount)
    await checkRegularBalance(ctx, checks, amountMinor);
  checks.done();
  if (amountMinor === undefined) throw new Error('unreachable: checks passed');

  const payment = { userId: ctx.userId, paymentSystemId: ctx.system.id, amountMinor, details: { fields: kept } };
  if (withdrawal) {
    await createWithdrawal(ctx.db, payment);
    return { status: 'success', message: PAYMENT_TEXTS.withdrawalAccepted };
  }
  await refuseOverDepositLimit(ctx, amountMinor);
  await createDeposit(ctx.db, payment);
  return {
    status: 'success',
    message: serverText('cashier.depositReceived', {
      amount: formatHtg(toMajor(amountMinor)),
      system: ctx.system.name,
    }),
  };
}
