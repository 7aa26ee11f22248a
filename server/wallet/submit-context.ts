// What every payment post handler gets and answers (docs/product.md#calls-list POST to a server-supplied endpoint).
import * as z from 'zod/mini';
import type { Db } from '../db/client';
import type { Mode } from '../env';
import { depositRefusal } from '../protection/limits';
import { getBalances } from './ledger';
import { type Checks, type Limits, PaymentRefused, checkBalance } from './payment-rules';
import type { PaymentSystemRow } from './payment-systems';
import { type Text, text } from '../i18n/text';

export interface SubmitContext {
  db: Db;
  mode: Mode;
  userId: number;
  system: PaymentSystemRow;
  /** The posted fields (multipart, urlencoded or JSON); files and other non-text values read as ''. */
  body: Record<string, unknown>;
  /** The origin the browser used, for absolute URLs in replies. */
  origin: string;
  /** The app's clock reading for this request (server/env.ts): deposit limit periods count from it. */
  now: Date;
}

/** A payment post's success; the route renders `message` in the caller's language. */
export interface SubmitSuccess {
  status: 'success';
  message: Text;
  pin?: string;
  redirect?: string;
  /** A crypto withdrawal's payout as the server set it, in `currency` (the chain's). */
  amount_output?: number;
  currency?: string;
}

const ID_MAX = 32;
/**
 * The optional identity numbers of the cash widgets (docs/product.md#calls-payment-bodies bodies): short, letters,
 * digits, dashes.
 */
const identityId = z.optional(z.string().check(z.maxLength(ID_MAX), z.regex(/^[\w\- ]*$/)));

/** Checks the named optional ids with zod, adding any problem to `checks`; returns the trimmed values. */
export function identityIds(checks: Checks, body: Record<string, unknown>, names: readonly string[]) {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = body[name];
    if (value === undefined || value === '') continue;
    const parsed = z.safeParse(identityId, typeof value === 'string' ? value.trim() : value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        checks.add(name, issue.code === 'too_big' ? text('field.maxChars', { max: ID_MAX }) : text('field.idChars'));
      }
    } else if (parsed.data) out[name] = parsed.data;
  }
  return out;
}

/** Widget limits stored in a system's config, HTG. */
const storedLimits = z.object({
  min: z.number(),
  max: z.number(),
  message: z.optional(z.string()),
});

export function configLimits(system: PaymentSystemRow): Limits {
  const parsed = z.safeParse(storedLimits, system.config.limits);
  return parsed.success ? parsed.data : { min: 0, max: 0 };
}

/** A pre-check for a friendly field error; the ledger's own check inside the transaction is the real one. */
export async function checkRegularBalance(ctx: SubmitContext, checks: Checks, amountMinor: number, field = 'amount') {
  const balances = await getBalances(ctx.db, ctx.userId);
  checks.take(() => checkBalance(amountMinor, balances.regular, field));
}

/**
 * A deposit asked for over the player's deposit limit, or during a break, is refused before anything is recorded
 * ({status:'error', message, reason}, docs/api.md#player-protection); the crediting transaction checks again.
 */
export async function refuseOverDepositLimit(ctx: SubmitContext, amountMinor: number): Promise<void> {
  const refusal = await depositRefusal(ctx.db, ctx.userId, amountMinor, ctx.now);
  if (refusal !== null) throw new PaymentRefused({}, refusal, refusal);
}
