// Cash at a club (docs/product.md#entities-content clubs, docs/product.md#rules-cash-withdrawal cash withdrawal,
// docs/product.md#calls-payment-bodies bodies). Deposit {payment_system, amount, purseId (club), is_confirm_uid,
// fiscal_id, national_card_id}: a pending deposit with a PIN, paid at the club. Withdrawal {payment_system, amount,
// purseId, fiscal_id, national_id, national_card_id}: the widget limits (over the maximum: its limits.message), the
// club's own limits, the balance; then the debit and a pending withdrawal with a PIN in one transaction.
import { eq } from 'drizzle-orm';
import { clubs } from '../db/schema';
import { toMajor } from './money';
import { Checks, checkLimits, clubAllows, formatHtg, PAYMENT_TEXTS, parseHtg, text } from './payment-rules';
import { createDeposit, createWithdrawal, newPin } from './payments';
import { text as serverText } from '../i18n/text';
import {
  checkRegularBalance,
  configLimits,
  identityIds,
  refuseOverDepositLimit,
  type SubmitContext,
  type SubmitSuccess,
} from './submit-context';

async function findClub(ctx: SubmitContext, checks: Checks) {
  const raw = text(ctx.body.purseId);
  if (raw === '') return void checks.add('purseId', PAYMENT_TEXTS.required);
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  const [club] = Number.isInteger(id) ? await ctx.db.select().from(clubs).where(eq(clubs.id, id)) : [];
  if (!club) checks.add('purseId', PAYMENT_TEXTS.unknownClub);
  return club;
}

export async function submitCashDeposit(ctx: SubmitContext): Promise<SubmitSuccess> {
  const checks = new Checks();
  const amountMinor = checks.take(() => parseHtg(ctx.body.amount));
  if (amountMinor !== undefined) checks.take(() => checkLimits(amountMinor, configLimits(ctx.system)));
  const club = await findClub(ctx, checks);
  if (club && !club.acceptsDeposit) checks.add('purseId', PAYMENT_TEXTS.unknownClub);
  const ids = identityIds(checks, ctx.body, ['fiscal_id', 'national_card_id']);
  checks.done();
  if (amountMinor === undefined || !club) throw new Error('unreachable: checks passed');
  await refuseOverDepositLimit(ctx, amountMinor);

  const pin = newPin();
  await createDeposit(ctx.db, {
    userId: ctx.userId,
    paymentSystemId: ctx.system.id,
    amountMinor,
    pin,
    details: { club_id: club.id, club: club.name, confirm_uid: text(ctx.body.is_confirm_uid) === '1', ...ids },
  });
  return {
    status: 'success',
    message: serverText('cashier.cashDepositCreated', {
      amount: formatHtg(toMajor(amountMinor)),
      club: club.name,
      pin,
    }),
    pin,
  };
}

export async function submitCashWithdrawal(ctx: SubmitContext): Promise<SubmitSuccess> {
  const checks = new Checks();
  const amountMinor = checks.take(() => parseHtg(ctx.body.amount));
  if (amountMinor !== undefined) checks.take(() => checkLimits(amountMinor, configLimits(ctx.system)));
  const club = await findClub(ctx, checks);
  if (club && amountMinor !== undefined && !clubAllows(club, amountMinor))
    checks.add('amount', PAYMENT_TEXTS.clubExcluded);
  const ids = identityIds(checks, ctx.body, ['fiscal_id', 'national_id', 'national_card_id']);
  if (amountMinor !== undefined && !checks.errors.amount) await checkRegularBalance(ctx, checks, amountMinor);
  checks.done();
  if (amountMinor === undefined || !club) throw new Error('unreachable: checks passed');

  const pin = newPin();
  await createWithdrawal(ctx.db, {
    userId: ctx.userId,
    paymentSystemId: ctx.system.id,
    amountMinor,
    pin,
    details: { club_id: club.id, club: club.name, ...ids },
  });
  return { status: 'success', message: serverText('cashier.withdrawalPin', { pin }), pin };
}
