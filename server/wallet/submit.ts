// POST /api/v1/payments/submit/:slug (docs/product.md#calls-list server-supplied endpoints): picks the handler of the
// payment system by its type and widget. Every handler refuses by throwing PaymentRefused.
import { servesStandIns } from '../env';
import { toMajor } from './money';
import { MONCASH_CHECKOUT_PATH, startMoncashDeposit } from './moncash';
import { Checks, PAYMENT_TEXTS, PaymentRefused, checkLimits, haitianPhone, parseHtg, text } from './payment-rules';
import { submitCashDeposit, submitCashWithdrawal } from './submit-cash';
import { refuseOverDepositLimit, type SubmitContext, type SubmitSuccess } from './submit-context';
import { submitCryptoWithdrawal } from './submit-crypto';
import { submitForm } from './submit-form';
import { text as serverText } from '../i18n/text';

export const MONCASH_TEXTS = {
  redirect: serverText('cashier.moncashRedirect'),
  unavailable: serverText('cashier.moncashUnavailable'),
} as const;

/**
 * The MonCash page's post {payment_system, amount, purseId (MonCash phone)}: a checkout to confirm on the stand-in
 * checkout page (docs/architecture.md#stand-ins), so without the stand-ins (production) MonCash is unavailable.
 */
async function submitMoncash(ctx: SubmitContext): Promise<SubmitSuccess> {
  if (!servesStandIns(ctx.mode)) throw new PaymentRefused({}, MONCASH_TEXTS.unavailable, MONCASH_TEXTS.unavailable);
  const checks = new Checks();
  const amountMinor = checks.take(() => parseHtg(ctx.body.amount));
  const limits = { min: toMajor(ctx.system.minAmountMinor ?? 0), max: toMajor(ctx.system.maxAmountMinor ?? 0) };
  if (amountMinor !== undefined) checks.take(() => checkLimits(amountMinor, limits));
  const phone = checks.take(() => haitianPhone(ctx.body.purseId, 'purseId'));
  checks.done();
  if (amountMinor === undefined || phone === undefined) throw new Error('unreachable: checks passed');
  await refuseOverDepositLimit(ctx, amountMinor);
  const token = await startMoncashDeposit(ctx.db, {
    userId: ctx.userId,
    paymentSystemId: ctx.system.id,
    amountMinor,
    phone,
  });
  return {
    status: 'success',
    message: MONCASH_TEXTS.redirect,
    redirect: `${ctx.origin}${MONCASH_CHECKOUT_PATH}${token}`,
  };
}

function handlerOf(ctx: SubmitContext): ((ctx: SubmitContext) => Promise<SubmitSuccess>) | undefined {
  const { type, widget, slug } = ctx.system;
  if (type === 'form') return submitForm;
  if (type === 'page' && slug === 'moncash') return submitMoncash;
  if (widget === 'deposit-cash') return submitCashDeposit;
  if (widget === 'withdrawal-cash') return submitCashWithdrawal;
  if (widget === 'withdrawal-crypto') return submitCryptoWithdrawal;
  return undefined;
}

export async function submitPayment(ctx: SubmitContext): Promise<SubmitSuccess> {
  // The body names the system it was built for; a post to another system's endpoint is refused.
  if (text(ctx.body.payment_system) !== String(ctx.system.id)) {
    throw new PaymentRefused({ payment_system: [PAYMENT_TEXTS.unknownSystem] }, PAYMENT_TEXTS.unknownSystem);
  }
  const handler = handlerOf(ctx);
  if (!handler) throw new PaymentRefused({}, PAYMENT_TEXTS.unknownSystem, PAYMENT_TEXTS.unknownSystem);
  return handler(ctx);
}
