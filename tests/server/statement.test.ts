// The account statement (docs/api.md#statement) over real HTTP: a player's money moved through the real calls (MonCash
// deposits confirmed on the stand-in checkout, a promo code, a bonus conversion, a MonCash withdrawal, a cancelled
// one, paid spins of the demo game) and protection changes made through the API; the statement's totals equal the
// ledger summed here straight from ledger_entries AND the numbers written down by hand; the rows are the ledger's own
// (amount, balance after) with the trail's changes in between; the CSV download parses back to the same rows and
// totals, with its headers, dates and texts as documented; the 12 months follow the app's clock; no other player's
// row ever appears; no session, 401; another language, other texts.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netDepositsReply, type StatementReply, statementReply } from '../../contract/schemas/protection';
import * as s from '../../server/db/schema';
import type { AuditRow } from '../../server/protection/audit';
import {
  auditRow,
  csvField,
  haitiDate,
  haitiDateTime,
  ledgerRow,
  monthsBefore,
  statementCsv,
  totalsOf,
  typeOfReason,
} from '../../server/protection/statement';
import { json, newPlayer, type Player, paymentsOf, postForm, submitPath, systemId } from './cashier-harness';
import { type MovableClock, movableClock, startTestServer, type TestServer } from './harness';
import { askMoncash, CREDITED, confirmMoncash, haitiSeconds, haitiText } from './protection-harness';

let server: TestServer;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  server = await startTestServer({ clock: clock.now });
});
afterAll(async () => {
  await server?.close();
});

const DAY = 24 * 3_600_000;
const THIN = '\u2009';

async function deposit(player: Player, amount: number) {
  const { reply, checkout } = await askMoncash(server, player, amount);
  expect(reply.status).toBe('success');
  expect(await confirmMoncash(server, checkout)).toContain(CREDITED);
}

async function withdraw(player: Player, amount: number) {
  const reply = await json(
    await postForm(player.tab, submitPath('moncash-withdrawal'), {
      payment_system: await systemId(server, 'moncash-withdrawal'),
      amount,
      purseId: '37123456',
    }),
  );
  expect(reply.status).toBe('success');
}

/** `count` paid spins of the demo game on the regular balance; each spin's reply. */
async function spins(player: Player, count: number) {
  const launch = (await json(await player.tab.call('/api/v1/games/url?game_alias=tortuga-pirates'))) as { url: string };
  const token = new URL(launch.url).searchParams.get('launch');
  const replies: { ok: boolean; reels: string[]; stake: number; win: number; balance: number }[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${server.url}/dev/game/tortuga-pirates/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launch: token }),
    });
    const reply = await res.json();
    expect(reply).toMatchObject({ ok: true, stake: 10 });
    replies.push(reply);
  }
  return replies;
}

/** What three reels pay for a 10 HTG stake, as docs/architecture.md#stand-ins says: 3 alike 12×, 2 alike 1.5×. */
const paid = (reels: string[]) => {
  const most = Math.max(...reels.map((r) => reels.filter((o) => o === r).length));
  return most === 3 ? 120 : most === 2 ? 15 : 0;
};

const statement = async (player: Player) => {
  const res = await player.tab.call('/api/v1/user/statement');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return statementReply.parse(await res.json());
};

/** The player's ledger lines on the regular and bonus balances, straight from the table, newest first. */
async function ledgerLines(userId: number) {
  const rows = await server.db
    .select({
      id: s.ledgerEntries.id,
      kind: s.accounts.kind,
      reason: s.ledgerEntries.reason,
      amount: s.ledgerEntries.amountMinor,
      after: s.ledgerEntries.balanceAfterMinor,
      at: s.ledgerEntries.createdAt,
    })
    .from(s.ledgerEntries)
    .innerJoin(s.accounts, eq(s.accounts.id, s.ledgerEntries.accountId))
    .where(and(eq(s.accounts.userId, userId), inArray(s.accounts.kind, ['regular', 'bonus'])));
  return rows.sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
}

/** docs/api.md#statement's sums, computed here from ledger lines (minor units), in HTG. */
function expectedTotals(lines: { reason: string; amount: number }[]) {
  const sum = (reasons: string[]) =>
    lines.filter((l) => reasons.includes(l.reason)).reduce((total, l) => total + l.amount, 0);
  const deposits = sum(['deposit']);
  const withdrawals = -sum(['withdrawal', 'withdrawal_rollback']);
  return {
    deposits: deposits / 100,
    withdrawals: withdrawals / 100,
    stakes: -sum(['bet']) / 100,
    wins: sum(['win']) / 100,
    refunds: sum(['refund', 'bet_refund']) / 100,
    bonus: sum(['promo_code', 'bonus_conversion']) / 100,
    net_deposits: (deposits - withdrawals) / 100,
  };
}

/** RFC 4180, as a spreadsheet reads it: quoted fields with doubled quotes and line breaks inside. */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    out.push(row);
  }
  return out;
}

describe('GET user/statement', () => {
  let player: Player;
  let other: Player;
  let wins = 0;
  let lastBalance = 0;

  beforeAll(async () => {
    // A bonus program of type 2 (coefficient 0.5, already wagered) and 40 HTG of bonus from the start.
    player = await newPlayer(server, { bonus: 40, bonusType: 2 });
    other = await newPlayer(server);
    await deposit(other, 999);

    await deposit(player, 1_500);
    await deposit(player, 250.5);
    const promo = await json(
      await player.tab.call('/api/v1/promo/code', { method: 'POST', json: { code: 'WELCOME100' } }),
    );
    expect(promo.success).toBe(true);
    const converted = await json(await player.tab.call('/api/v1/user/balance/bonus/convert', { method: 'POST' }));
    expect(converted).toEqual({ success: true, message: '70 HTG moved to your balance' });
    await withdraw(player, 400);
    await withdraw(player, 300);
    const cancel = (await paymentsOf(server, player.user_id)).find(
      (p) => p.direction === 2 && p.amountMinor === 30_000,
    );
    const rollback = await json(
      await player.tab.call('/api/v1/payments/actions', {
        method: 'POST',
        json: { action: 'rollback', payment_id: cancel?.id },
      }),
    );
    expect(rollback.status).toBe('success');
    const played = await spins(player, 6);
    wins = played.reduce((total, r) => total + paid(r.reels), 0);
    expect(played.map((r) => r.win)).toEqual(played.map((r) => paid(r.reels)));
    lastBalance = played.at(-1)?.balance ?? 0;
    // Two protection changes through the API: a loss limit and the reality check.
    const limit = await player.tab.call('/api/v1/user/limits', {
      method: 'POST',
      json: { kind: 'loss', period: 'week', amount: 5_000 },
    });
    expect(limit.status).toBe(200);
    const reality = await player.tab.call('/api/v1/user/reality-check', { method: 'POST', json: { minutes: 30 } });
    expect(reality.status).toBe(200);
  });

  it('sums the 12 months as the ledger does, and as written down by hand', async () => {
    const reply = await statement(player);
    const lines = await ledgerLines(player.user_id);
    expect(reply.totals).toEqual(expectedTotals(lines));
    // By hand: 1 500 + 250.50 deposited; 400 withdrawn (the 300 cancelled counts back); 6 spins of 10; a 100 promo
    // code, then 140 of bonus converted into 70; the 40 opened with is no bonus move.
    expect(reply.totals).toEqual({
      deposits: 1_750.5,
      withdrawals: 400,
      stakes: 60,
      wins,
      refunds: 0,
      bonus: 30,
      net_deposits: 1_350.5,
    });
    expect(reply.lifetime_net_deposits).toBe(1_350.5);
    expect(reply.currency).toBe('HTG');
    expect(reply.time_zone).toBe('America/Port-au-Prince');
    const balance = await json(await player.tab.call('/api/v1/user/balance/info'));
    expect(balance.balance).toBe(1_360.5 + wins);
    expect(lastBalance).toBe(1_360.5 + wins);
  });

  it('lists every ledger line with its balance after, and the trail, newest first', async () => {
    const reply = await statement(player);
    const lines = await ledgerLines(player.user_id);
    const money = reply.rows.filter((r) => r.amount !== null);
    expect(money.map((r) => [r.amount, r.balance, r.at])).toEqual(
      lines.map((l) => [l.amount / 100, l.after / 100, l.at.toISOString()]),
    );
    expect(money).toHaveLength(1 + 2 + 1 + 2 + 2 + 1 + 6 + played(lines));
    for (let i = 1; i < reply.rows.length; i++) {
      expect(Date.parse(reply.rows[i - 1]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(reply.rows[i]?.at ?? ''));
    }
    // The newest money row is the last spin's, on the regular balance, with the balance the game showed.
    expect(money[0]?.balance).toBe(1_360.5 + wins);
    // Types and descriptions, oldest first.
    const oldest = [...money].reverse().map((r) => [r.type, r.description, r.amount, r.balance]);
    expect(oldest.slice(0, 10)).toEqual([
      ['other', 'Opening balance (bonus balance)', 40, 40],
      ['deposit', 'Deposit', 1_500, 1_500],
      ['deposit', 'Deposit', 250.5, 1_750.5],
      ['bonus', 'Promo code bonus (bonus balance)', 100, 140],
      // One conversion, two lines: the bonus used up, the money credited (accounts in id order: regular first).
      ...(oldest[4]?.[3] === 0
        ? [
            ['bonus', 'Bonus converted (bonus balance)', -140, 0],
            ['bonus', 'Bonus converted', 70, 1_820.5],
          ]
        : [
            ['bonus', 'Bonus converted', 70, 1_820.5],
            ['bonus', 'Bonus converted (bonus balance)', -140, 0],
          ]),
      ['withdrawal', 'Withdrawal', -400, 1_420.5],
      ['withdrawal', 'Withdrawal', -300, 1_120.5],
      ['withdrawal', 'Withdrawal cancelled', 300, 1_420.5],
      ['stake', 'Stake', -10, 1_410.5],
    ]);
    expect(money.filter((r) => r.type === 'stake').map((r) => r.amount)).toEqual([-10, -10, -10, -10, -10, -10]);
    expect(money.filter((r) => r.type === 'win').reduce((t, r) => t + (r.amount ?? 0), 0)).toBe(wins);
    for (const row of money) expect(row.actor).toBeUndefined();

    const changes = reply.rows.filter((r) => r.amount === null);
    expect(changes).toEqual([
      {
        at: expect.any(String),
        type: 'setting',
        description: 'Reality check interval',
        amount: null,
        balance: null,
        actor: 'You',
        change: { old: 'none', new: '30 minutes' },
      },
      {
        at: expect.any(String),
        type: 'limit',
        description: 'Loss limit per week: changed',
        amount: null,
        balance: null,
        actor: 'You',
        change: { old: 'none', new: `5${THIN}000 HTG` },
      },
    ]);
    // The changes came after every money movement.
    expect(reply.rows.slice(0, 2)).toEqual(changes);
  });

  it('shows no other player’s rows, and the other player only their own', async () => {
    const mine = await statement(player);
    expect(mine.rows.some((r) => r.amount === 999)).toBe(false);
    const theirs = await statement(other);
    expect(theirs.rows.map((r) => [r.type, r.amount, r.balance])).toEqual([['deposit', 999, 999]]);
    expect(theirs.totals).toEqual({
      deposits: 999,
      withdrawals: 0,
      stakes: 0,
      wins: 0,
      refunds: 0,
      bonus: 0,
      net_deposits: 999,
    });
    expect(theirs.lifetime_net_deposits).toBe(999);
  });

  it('GET user/net-deposits: the lifetime net deposits', async () => {
    const res = await player.tab.call('/api/v1/user/net-deposits');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(netDepositsReply.parse(await res.json())).toEqual({ lifetime_net_deposits: 1_350.5, currency: 'HTG' });
    const fresh = await newPlayer(server, { balance: 500 });
    expect(await json(await fresh.tab.call('/api/v1/user/net-deposits'))).toEqual({
      lifetime_net_deposits: 0,
      currency: 'HTG',
    });
  });

  it('GET user/statement.csv: the same rows and totals, as a spreadsheet reads them', async () => {
    const reply = await statement(player);
    const res = await player.tab.call('/api/v1/user/statement.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-${haitiText(clock.now()).slice(0, 10)}.csv"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFDate (Haiti time),Type,Description,Amount (HTG),Balance after (HTG)\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const table = parseCsv(text.slice(1));
    const blank = table.findIndex((row) => row.length === 1 && row[0] === '');
    const rows = table.slice(1, blank);
    const totals = table.slice(blank + 1);
    expect(rows).toHaveLength(reply.rows.length);
    for (const row of table) if (row !== table[blank]) expect(row).toHaveLength(5);
    for (const [i, row] of rows.entries()) {
      const source = reply.rows[i];
      expect(row[0]).toBe(haitiSeconds(new Date(source?.at ?? '')));
      expect(row[3]).toBe(source?.amount === null ? '' : source?.amount?.toFixed(2));
      expect(row[4]).toBe(source?.balance === null ? '' : source?.balance?.toFixed(2));
    }
    // A stake stays a plain negative number; a trail row says the change and who made it.
    expect(rows.filter((r) => r[1] === 'Stake').map((r) => r[3])).toEqual(Array(6).fill('-10.00'));
    expect(rows[0]).toEqual([
      expect.any(String),
      'Setting',
      'Reality check interval — from none to 30 minutes (You)',
      '',
      '',
    ]);
    expect(rows[1]?.slice(1)).toEqual([
      'Limit change',
      `Loss limit per week: changed — from none to 5${THIN}000 HTG (You)`,
      '',
      '',
    ]);
    expect(rows.map((r) => r[1])).toContain('Bonus move');
    expect(rows.map((r) => r[2])).toContain('Withdrawal cancelled');
    expect(totals).toEqual([
      ['', 'Total, 12 months', 'Deposit', '1750.50', ''],
      ['', 'Total, 12 months', 'Withdrawal', '400.00', ''],
      ['', 'Total, 12 months', 'Stake', '60.00', ''],
      ['', 'Total, 12 months', 'Win', wins.toFixed(2), ''],
      ['', 'Total, 12 months', 'Refund', '0.00', ''],
      ['', 'Total, 12 months', 'Bonus move', '30.00', ''],
      ['', 'Total, 12 months', 'Net deposits (deposits − withdrawals)', '1350.50', ''],
      ['', 'Total, 12 months', 'Net deposits since the account was opened', '1350.50', ''],
    ]);
  });

  it('speaks the reader’s language: Kreyòl texts, the same numbers', async () => {
    const en = await statement(player);
    player.tab.jar.set('lang', 'ht');
    try {
      const ht = await statement(player);
      expect(ht.totals).toEqual(en.totals);
      expect(ht.rows.map((r) => [r.at, r.type, r.amount, r.balance])).toEqual(
        en.rows.map((r) => [r.at, r.type, r.amount, r.balance]),
      );
      expect(ht.rows.slice(0, 2)).toEqual([
        expect.objectContaining({
          description: 'Entèval rapèl tan jwe',
          actor: 'Ou',
          change: { old: 'okenn', new: '30 minit' },
        }),
        expect.objectContaining({
          description: 'Limit pèt pa semèn: chanje',
          actor: 'Ou',
          change: { old: 'okenn', new: `5${THIN}000 HTG` },
        }),
      ]);
      const descriptions = new Set(ht.rows.map((r) => r.description));
      for (const word of ['Depo', 'Retrè', 'Retrè anile', 'Mize', 'Bonis kòd pwomo (balans bonis)']) {
        expect(descriptions).toContain(word);
      }
      const bytes = await (await player.tab.call('/api/v1/user/statement.csv')).arrayBuffer();
      const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      expect(csv.split('\r\n')[0]).toBe('\uFEFFDat (lè Ayiti),Kalite,Deskripsyon,Montan (HTG),Balans apre (HTG)');
      expect(csv).toContain(',"Total, 12 mwa",Depo nèt depi kont lan louvri,1350.50,\r\n');
    } finally {
      player.tab.jar.delete('lang');
    }
  });

  it('answers 401 without a session', async () => {
    for (const path of ['/api/v1/user/statement', '/api/v1/user/statement.csv', '/api/v1/user/net-deposits']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
  });
});

/** The wins among the ledger lines (how many spins paid). */
function played(lines: { reason: string }[]): number {
  return lines.filter((l) => l.reason === 'win').length;
}

describe('the CSV against formulas and separators', () => {
  it('neutralises a field a spreadsheet would run, and quotes quotes, commas and line breaks', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('-10.00')).toBe('-10.00');
    expect(csvField('+5')).toBe('+5');
    expect(csvField('12')).toBe('12');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField('')).toBe('');
  });

  it('keeps hostile texts inside their cell when the statement is written out', () => {
    const reply: StatementReply = {
      from: '2025-01-01T00:00:00.000Z',
      to: '2026-01-01T00:00:00.000Z',
      currency: 'HTG',
      time_zone: 'America/Port-au-Prince',
      rows: [
        { at: '2025-06-01T12:00:00.000Z', type: 'other', description: '=cmd|" /C calc"!A0', amount: -1.5, balance: 0 },
        {
          at: '2025-06-01T11:00:00.000Z',
          type: 'limit',
          description: 'line one\r\nline, two',
          amount: null,
          balance: null,
          actor: '@you',
          change: { old: '+1', new: '-x' },
        },
        {
          at: '2025-06-01T10:00:00.000Z',
          type: 'break',
          description: 'B',
          amount: null,
          balance: null,
          change: { old: null, new: null },
        },
      ],
      totals: { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, refunds: 0, bonus: 0, net_deposits: 0 },
      lifetime_net_deposits: -12.3,
    };
    const table = parseCsv(statementCsv(reply, 'en').slice(1));
    expect(table[1]).toEqual(['2025-06-01 08:00:00', 'Other', `'=cmd|" /C calc"!A0`, '-1.50', '0.00']);
    expect(table[2]).toEqual([
      '2025-06-01 07:00:00',
      'Limit change',
      'line one\r\nline, two — from +1 to -x (@you)',
      '',
      '',
    ]);
    expect(table[3]).toEqual(['2025-06-01 06:00:00', 'Break', 'B — from none to none ()', '', '']);
    expect(table[4]).toEqual(['']);
    expect(table.at(-1)).toEqual(['', 'Total, 12 months', 'Net deposits since the account was opened', '-12.30', '']);
    expect(table).toHaveLength(4 + 1 + 8);
  });
});

describe('the 12 months follow the app’s clock', () => {
  it('keeps a movement until it is 12 calendar months old, and counts it for life', async () => {
    const player = await newPlayer(server);
    await deposit(player, 200);
    const limit = await player.tab.call('/api/v1/user/limits', {
      method: 'POST',
      json: { period: 'day', amount: 800 },
    });
    expect(limit.status).toBe(200);
    const coolOff = await json(
      await player.tab.call('/api/v1/user/cool-off', { method: 'POST', json: { days: 1, password: player.password } }),
    );
    expect(coolOff).toMatchObject({ success: true, until: expect.any(String) });
    const until = haitiText(new Date(String(coolOff.until)));
    const signIn = async () => {
      const res = await player.tab.call('/api/v1/authorize', {
        method: 'POST',
        json: { login: player.phone, password: player.password },
      });
      expect(res.status).toBe(200);
    };

    // Almost a year later: still in.
    clock.advance(364 * DAY - 3 * DAY);
    await signIn();
    const within = await statement(player);
    expect(within.rows.map((r) => [r.type, r.description, r.amount, r.actor, r.change])).toEqual([
      ['break', 'Cool-off', null, 'You', { old: 'none', new: until }],
      ['limit', 'Deposit limit per day: changed', null, 'You', { old: 'none', new: '800 HTG' }],
      ['deposit', 'Deposit', 200, undefined, undefined],
    ]);
    expect(within.totals.deposits).toBe(200);
    expect(Date.parse(within.to)).toBeGreaterThanOrEqual(clock.now().getTime() - 60_000);

    // 13 months after: out of the statement, still in the lifetime net deposits.
    clock.advance(400 * DAY - 361 * DAY);
    await signIn();
    const after = await statement(player);
    expect(after.rows).toEqual([]);
    expect(after.totals).toEqual({
      deposits: 0,
      withdrawals: 0,
      stakes: 0,
      wins: 0,
      refunds: 0,
      bonus: 0,
      net_deposits: 0,
    });
    expect(after.lifetime_net_deposits).toBe(200);
    // `from` is the same day and time 12 calendar months before `to`.
    const to = new Date(after.to);
    const from = new Date(after.from);
    expect(from.getUTCFullYear()).toBe(to.getUTCFullYear() - 1);
    expect([from.getUTCMonth(), from.getUTCDate(), from.getUTCHours(), from.getUTCMinutes()]).toEqual([
      to.getUTCMonth(),
      to.getUTCDate(),
      to.getUTCHours(),
      to.getUTCMinutes(),
    ]);
    expect(await json(await player.tab.call('/api/v1/user/net-deposits'))).toEqual({
      lifetime_net_deposits: 200,
      currency: 'HTG',
    });
  });
});

describe('the statement’s parts, by hand', () => {
  it('sums each kind as docs/api.md#statement says', () => {
    const line = (reason: string, amountMinor: number) => ({ reason, amountMinor });
    expect(
      totalsOf([
        line('deposit', 10_000),
        line('deposit', 55),
        line('withdrawal', -3_000),
        line('withdrawal_rollback', 1_000),
        line('bet', -500),
        line('bet', -250),
        line('win', 1_200),
        line('refund', 250),
        line('bet_refund', 100),
        line('promo_code', 5_000),
        line('bonus_conversion', -4_000),
        line('bonus_conversion', 2_000),
        line('opening_balance', 99_999),
        line('something_new', 7),
      ]),
    ).toEqual({
      deposits: 100.55,
      withdrawals: 20,
      stakes: 7.5,
      wins: 12,
      refunds: 3.5,
      bonus: 30,
      net_deposits: 80.55,
    });
    expect(totalsOf([])).toEqual({
      deposits: 0,
      withdrawals: 0,
      stakes: 0,
      wins: 0,
      refunds: 0,
      bonus: 0,
      net_deposits: 0,
    });
    // More withdrawn than deposited: negative net deposits.
    expect(totalsOf([line('deposit', 100), line('withdrawal', -250)]).net_deposits).toBe(-1.5);
  });

  it('types each ledger reason', () => {
    expect(
      [
        'deposit',
        'withdrawal',
        'withdrawal_rollback',
        'bet',
        'win',
        'refund',
        'bet_refund',
        'promo_code',
        'bonus_conversion',
        'opening_balance',
        'toString',
        'anything',
      ].map(typeOfReason),
    ).toEqual([
      'deposit',
      'withdrawal',
      'withdrawal',
      'stake',
      'win',
      'refund',
      'refund',
      'bonus',
      'bonus',
      'other',
      'other',
      'other',
    ]);
  });

  it('describes a ledger line, naming the bonus balance', () => {
    const at = new Date('2026-02-03T04:05:06.789Z');
    const line = (reason: string, kind: 'regular' | 'bonus') => ({
      id: 1,
      kind,
      reason,
      amountMinor: -1_234,
      balanceAfterMinor: 100_050,
      at,
    });
    expect(ledgerRow('en', line('refund', 'bonus'))).toEqual({
      at: '2026-02-03T04:05:06.789Z',
      type: 'refund',
      description: 'Refund (bonus balance)',
      amount: -12.34,
      balance: 1_000.5,
    });
    expect(
      ['withdrawal_rollback', 'promo_code', 'bonus_conversion', 'opening_balance', 'win', 'bet', 'mystery'].map(
        (reason) => ledgerRow('en', line(reason, 'regular')).description,
      ),
    ).toEqual([
      'Withdrawal cancelled',
      'Promo code bonus',
      'Bonus converted',
      'Opening balance',
      'Win',
      'Stake',
      'Other',
    ]);
    expect(ledgerRow('ht', line('promo_code', 'bonus')).description).toBe('Bonis kòd pwomo (balans bonis)');
    expect(ledgerRow('ht', line('bet', 'regular')).description).toBe('Mize');
  });

  it('describes each change of the trail, its values and who made it', () => {
    const change = (over: Partial<AuditRow>): AuditRow => ({
      id: 1,
      userId: 1,
      actor: 'player',
      action: 'limit.set',
      subject: 'deposit.day',
      old: null,
      new: null,
      at: new Date('2026-05-01T12:00:00.000Z'),
      ...over,
    });
    const seen = (locale: 'en' | 'ht', over: Partial<AuditRow>) => {
      const row = auditRow(locale, change(over));
      return [row.type, row.description, row.actor, row.change?.old, row.change?.new, row.amount, row.balance, row.at];
    };
    const at = '2026-05-01T12:00:00.000Z';
    expect(seen('en', { action: 'limit.pending', old: '500', new: '1000.5' })).toEqual([
      'limit',
      'Deposit limit per day: change waiting 24 h and your confirmation',
      'You',
      '500 HTG',
      `1${THIN}000.50 HTG`,
      null,
      null,
      at,
    ]);
    expect(seen('en', { action: 'limit.confirm', subject: 'wager.month', actor: 'operator', new: '12.5' })).toEqual([
      'limit',
      'Wager limit per month: change confirmed',
      'Operator',
      'none',
      '12.50 HTG',
      null,
      null,
      at,
    ]);
    expect(seen('en', { action: 'limit.cancel', subject: 'time.day', actor: 'system', old: '90', new: '60' })).toEqual([
      'limit',
      'Play time limit per day: change cancelled',
      'Automatic',
      '90 minutes',
      '60 minutes',
      null,
      null,
      at,
    ]);
    expect(seen('en', { subject: 'loss.week', old: '25000', new: '0.5' }).slice(1, 5)).toEqual([
      'Loss limit per week: changed',
      'You',
      `25${THIN}000 HTG`,
      '0.50 HTG',
    ]);
    expect(seen('en', { subject: 'time.day', new: '1' }).slice(3, 5)).toEqual(['none', '1 minute']);
    expect(seen('en', { action: 'break.cool_off', subject: null, new: '2026-07-15T04:00:00.000Z' })).toEqual([
      'break',
      'Cool-off',
      'You',
      'none',
      '2026-07-15 00:00',
      null,
      null,
      at,
    ]);
    expect(
      seen('en', { action: 'break.self_exclusion', subject: null, old: '2026-01-15T05:30:00.000Z', new: 'permanent' }),
    ).toEqual(['break', 'Self-exclusion', 'You', '2026-01-15 00:30', 'permanent', null, null, at]);
    expect(seen('en', { action: 'reality_check', subject: null, old: '15', new: null })).toEqual([
      'setting',
      'Reality check interval',
      'You',
      '15 minutes',
      'none',
      null,
      null,
      at,
    ]);
    // Kreyòl.
    expect(seen('ht', { action: 'limit.pending', actor: 'operator', old: '500', new: null }).slice(1, 5)).toEqual([
      'Limit depo pa jou: chanjman an ap tann 24 è ak konfimasyon ou',
      'Operatè',
      '500 HTG',
      'okenn',
    ]);
    expect(seen('ht', { action: 'limit.confirm', subject: 'loss.month', actor: 'system' }).slice(1, 3)).toEqual([
      'Limit pèt pa mwa: chanjman an konfime',
      'Otomatik',
    ]);
    expect(seen('ht', { action: 'limit.cancel', subject: 'wager.week' })[1]).toBe(
      'Limit mize pa semèn: chanjman an anile',
    );
    expect(
      seen('ht', { action: 'break.cool_off', subject: null, new: '2026-07-15T04:00:00.000Z' }).slice(1, 5),
    ).toEqual(['Poz kout', 'Ou', 'okenn', '2026-07-15 00:00']);
    expect(seen('ht', { action: 'break.self_exclusion', subject: null, new: 'permanent' }).slice(1, 5)).toEqual([
      'Oto-eksklizyon',
      'Ou',
      'okenn',
      'pou tout tan',
    ]);
    expect(seen('ht', { action: 'reality_check', subject: null, new: '60' }).slice(1, 5)).toEqual([
      'Entèval rapèl tan jwe',
      'Ou',
      'okenn',
      '60 minit',
    ]);
  });

  it('goes back 12 calendar months, and writes Haiti’s time with seconds', () => {
    expect(monthsBefore(new Date('2026-11-29T17:00:00.123Z'), 12).toISOString()).toBe('2025-11-29T17:00:00.123Z');
    expect(monthsBefore(new Date('2026-03-31T08:09:10.000Z'), 1).toISOString()).toBe('2026-03-03T08:09:10.000Z');
    expect(monthsBefore(new Date('2028-02-29T10:00:00.000Z'), 12).toISOString()).toBe('2027-03-01T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-15T00:00:00.000Z'), 12).toISOString()).toBe('2025-01-15T00:00:00.000Z');
    // Winter (UTC−5) and summer (UTC−4) time.
    expect(haitiDateTime(new Date('2026-01-15T05:04:03.999Z'))).toBe('2026-01-15 00:04:03');
    expect(haitiDateTime(new Date('2026-07-01T03:59:59.000Z'))).toBe('2026-06-30 23:59:59');
    expect(haitiDateTime(new Date('2026-07-01T13:00:00.000Z'))).toBe('2026-07-01 09:00:00');
    expect(haitiDate(new Date('2026-07-01T03:59:59.000Z'))).toBe('2026-06-30');
  });
});
